import { randomUUID } from 'node:crypto';
import { Session, type ChdbResult } from 'chdb';
import { isIdentifier } from '../identifier.js';
import { EndpointError } from './exceptions.js';

/** A session and the `log_comment` it was opened with, which names its queries in the process list. */
export interface PooledSession {
  readonly session: Session;
  readonly label: string;
}

interface Waiter {
  readonly resolve: (session: PooledSession) => void;
  readonly reject: (err: unknown) => void;
}

/**
 * chdb sessions on one data directory, handed out one request at a time in FIFO order (a chdb
 * session runs one query at a time; the pool's size bounds how many requests use the engine at
 * once). `connectionArgs` are the engine's command-line settings for every session, such as
 * `--readonly=1`: they bind the session itself, so a statement cannot lift them. Beyond
 * `maxQueued` requests waiting for a session, a request is refused at once, as ClickHouse's
 * `max_concurrent_queries` refuses it: a queue without bound only moves the overload into
 * clients that time out and retry.
 */
export class SessionPool {
  readonly #all: PooledSession[];
  readonly #idle: PooledSession[];
  readonly #waiters: Waiter[] = [];
  readonly #maxQueued: number;
  #busy = 0;
  #drained: (() => void) | undefined;
  #closed = false;

  constructor(dataDir: string, size: number, connectionArgs: readonly string[], maxQueued = Number.POSITIVE_INFINITY) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${size}`);
    this.#maxQueued = maxQueued;
    this.#all = [];
    try {
      const pool = randomUUID();
      for (let i = 0; i < size; i++) {
        const label = `estate-sql-${pool}-${i}`;
        this.#all.push({ session: new Session(dataDir, { connectionArgs: [...connectionArgs, `--log_comment=${label}`] }), label });
      }
    } catch (err) {
      for (const { session } of this.#all) session.close();
      throw err;
    }
    this.#idle = [...this.#all];
  }

  /**
   * Runs `query` on a free session whose current database is `database`. The database is chosen
   * again on every request: `USE` is session state, and a statement may have run one. A request
   * whose `signal` aborts while it waits leaves the queue without running.
   */
  async run(database: string, query: (pooled: PooledSession) => Promise<ChdbResult>, signal?: AbortSignal): Promise<ChdbResult> {
    if (!isIdentifier(database)) throw new EndpointError('UNKNOWN_DATABASE', `Database ${JSON.stringify(database)} does not exist (not a plain identifier)`);
    const pooled = await this.#acquire(signal);
    try {
      await pooled.session.queryAsync(`USE \`${database}\``);
      return await query(pooled);
    } finally {
      this.#release(pooled);
    }
  }

  /** Waits for running requests to finish, then closes every session. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#busy > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    for (const { session } of this.#all) session.close();
  }

  #acquire(signal: AbortSignal | undefined): Promise<PooledSession> {
    if (this.#closed) return Promise.reject(new Error('the endpoint is closing'));
    if (signal?.aborted) return Promise.reject(cancelled());
    const idle = this.#idle.pop();
    if (idle !== undefined) {
      this.#busy++;
      return Promise.resolve(idle);
    }
    if (this.#waiters.length >= this.#maxQueued) {
      return Promise.reject(
        new EndpointError(
          'TOO_MANY_SIMULTANEOUS_QUERIES',
          `Too many simultaneous queries. Maximum: ${this.#all.length + this.#maxQueued} (${this.#all.length} running, ${this.#maxQueued} waiting); try again when one has finished`,
        ),
      );
    }
    this.#busy++;
    return new Promise<PooledSession>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (session) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(session);
        },
        reject,
      };
      const onAbort = (): void => {
        const at = this.#waiters.indexOf(waiter);
        if (at < 0) return;
        this.#waiters.splice(at, 1);
        this.#busy--;
        if (this.#busy === 0) this.#drained?.();
        reject(cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(waiter);
    });
  }

  #release(session: PooledSession): void {
    this.#busy--;
    const next = this.#waiters.shift();
    if (next !== undefined) next.resolve(session);
    else this.#idle.push(session);
    if (this.#busy === 0) this.#drained?.();
  }
}

function cancelled(): EndpointError {
  return new EndpointError('QUERY_WAS_CANCELLED', 'Query was cancelled: the client closed the connection');
}
