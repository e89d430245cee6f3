import { Type } from 'typebox';
import { isoFromClickHouse } from '../clickhouse-time.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `source_runs` (0004): one row per collection run, kept long. */
export const sourceRuns = defineTable({
  name: 'source_runs',
  live: false,
  materialized: ['version'],
  columns: {
    run_id: col.string(),
    platform: col.lowCardinality(),
    provider: Type.Optional(col.lowCardinality()),
    collector: Type.Optional(col.lowCardinality()),
    collector_version: Type.Optional(col.string()),
    job_id: Type.Optional(col.string()),
    status: col.lowCardinality(),
    error_code: Type.Optional(col.lowCardinality()),
    message: Type.Optional(col.string()),
    truncated: Type.Optional(col.bool()),
    mode: Type.Optional(col.lowCardinality()),
    operation: Type.Optional(col.lowCardinality()),
    records: Type.Optional(col.uint64()),
    published: Type.Optional(col.uint64()),
    errors: Type.Optional(col.uint64()),
    pages: Type.Optional(col.nullable(col.uint64())),
    by_kind: Type.Optional(col.countsByName()),
    started_at: col.timestamp(),
    finished_at: col.timestamp(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type SourceRunInsertRow = RowOf<typeof sourceRuns>;

/** The latest run of one platform, the raw material of a SourceStatus. */
export interface SourceRunSummary {
  platform: string;
  run_id: string;
  status: string;
  error_code: string;
  truncated: boolean;
  records: number;
  finished_at: string;
  /** When the latest run that did not fail finished; null when none has. */
  last_success_at: string | null;
}

/**
 * The latest completed run of each platform (optionally only `platforms`). No FINAL needed: a
 * replayed run repeats identical values, which argMax, max and the emptiness test absorb.
 */
export async function latestSourceRuns(store: Store, platforms?: readonly string[]): Promise<SourceRunSummary[]> {
  const where = platforms === undefined ? '' : 'WHERE has({platforms:Array(String)}, platform)';
  // Aliases differ from column names: an alias named like a column would shadow it inside the
  // other aggregates.
  const rows = await store.queryRows<{
    platform: string;
    latest_run_id: string;
    latest_status: string;
    latest_error_code: string;
    latest_truncated: boolean | number;
    latest_records: number | string;
    latest_finished_at: string;
    last_success_at: string | null;
  }>(
    `SELECT platform,
            argMax(run_id, finished_at)     AS latest_run_id,
            argMax(status, finished_at)     AS latest_status,
            argMax(error_code, finished_at) AS latest_error_code,
            argMax(truncated, finished_at)  AS latest_truncated,
            argMax(records, finished_at)    AS latest_records,
            max(finished_at)                AS latest_finished_at,
            if(countIf(status != 'failed') = 0, NULL, maxIf(finished_at, status != 'failed')) AS last_success_at
     FROM source_runs
     ${where}
     GROUP BY platform
     ORDER BY platform`,
    platforms === undefined ? {} : { platforms: [...platforms] },
    { name: 'latestSourceRuns' },
  );
  return rows.map((row) => ({
    platform: row.platform,
    run_id: row.latest_run_id,
    status: row.latest_status,
    error_code: row.latest_error_code,
    truncated: Boolean(row.latest_truncated),
    records: Number(row.latest_records),
    finished_at: isoFromClickHouse(row.latest_finished_at),
    last_success_at: row.last_success_at === null ? null : isoFromClickHouse(row.last_success_at),
  }));
}
