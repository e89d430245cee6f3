/**
 * What one analyst's query may take from the process that also runs the projector and the
 * gateway, as ClickHouse's own settings. They are given to every endpoint session as engine
 * arguments, so under `readonly = 1` no statement can lift them (verified: `SETTINGS
 * max_memory_usage = 0` answers READONLY, 164).
 */
export interface QueryLimits {
  /** `max_memory_usage`: beyond it the query fails with MEMORY_LIMIT_EXCEEDED (241). */
  readonly maxMemoryBytes: number;
  /** `max_execution_time`: beyond it the query fails with TIMEOUT_EXCEEDED (159). */
  readonly maxExecutionSeconds: number;
  /** `max_threads`: the engine threads one query runs on. */
  readonly maxThreads: number;
  /**
   * `max_result_bytes`: chdb materialises a whole result in this process before it is sent, so an
   * unbounded `SELECT *` would take its memory outside the query's own tracker.
   */
  readonly maxResultBytes: number;
}

/**
 * The read-only endpoint's defaults. Two sessions of 1 GiB and one thread each leave the
 * embedded process's own queries their share of a small machine; a day's data of the embedded
 * stack aggregates within them (the infra/clickhouse/README.md examples take well under a second).
 */
export const READ_ONLY_LIMITS: QueryLimits = {
  maxMemoryBytes: 1024 ** 3,
  maxExecutionSeconds: 120,
  maxThreads: 1,
  maxResultBytes: 256 * 1024 ** 2,
};

export function limitArgs(limits: QueryLimits): string[] {
  return [
    `--max_memory_usage=${limits.maxMemoryBytes}`,
    `--max_execution_time=${limits.maxExecutionSeconds}`,
    `--max_threads=${limits.maxThreads}`,
    `--max_result_bytes=${limits.maxResultBytes}`,
  ];
}
