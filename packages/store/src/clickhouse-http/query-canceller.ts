import { Session } from 'chdb';

const RETRY_MS = 50;

/**
 * Stops a running endpoint query when its client goes away. chdb runs a query on a libuv thread
 * with no interrupt of its own (an aborted `queryAsync` only settles early while the engine goes
 * on computing), but the engine in this process keeps ClickHouse's process list, and `KILL QUERY`
 * from another session cancels the query there: it fails with QUERY_WAS_CANCELLED (394) and
 * frees its session. chdb assigns its own query ids and shows a parameterised query rewritten
 * without its comments, so the kill finds the query by its session's `log_comment`, which each
 * session of the pool is given at connect (and which `readonly = 1` keeps a statement from
 * changing).
 */
export class QueryCanceller {
  readonly #session: Session;

  constructor(dataDir: string) {
    // KILL QUERY passes `readonly = 1`; nothing else runs on this session.
    this.#session = new Session(dataDir, { connectionArgs: ['--readonly=1'] });
  }

  /**
   * Kills the query of the session labelled `label`, trying again until `settled` resolves: a kill
   * that lands before the engine has registered the query finds nothing. The caller keeps the
   * session until this resolves, so the kill cannot reach the session's next query.
   */
  async cancel(label: string, settled: Promise<unknown>): Promise<void> {
    let done = false;
    void settled.then(
      () => (done = true),
      () => (done = true),
    );
    // The label is built by the pool from a UUID: it holds no quote to escape.
    const kill = `KILL QUERY WHERE Settings['log_comment'] = '${label}' ASYNC`;
    while (!done) {
      const killed = await this.#session.queryAsync(kill, { format: 'JSONEachRow' });
      if (killed.text().trim() !== '') return;
      await Promise.race([settled.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RETRY_MS))]);
    }
  }

  close(): void {
    this.#session.close();
  }
}
