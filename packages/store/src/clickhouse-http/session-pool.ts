import { Session, type ChdbResult } from 'chdb';
import { isIdentifier } from '../identifier.js';
import { EndpointError } from './exceptions.js';

/**
 * chdb sessions on one data directory, handed out one request at a time in FIFO order (a chdb
 * session runs one query at a time; the pool's size bounds how many requests use the engine at
 * once). `connectionArgs` are the engine's command-line settings for every session, such as
 * `--readonly=1`: they bind the session itself, so a statement cannot lift them.
 */
export class SessionPool {
  readonly #all: Session[];
  readonly #idle: Session[];
  readonly #waiters: ((session: Session) => void)[] = [];
  #busy = 0;
  #drained: (() => void) | undefined;
  #closed = false;

  constructor(dataDir: string, size: number, connectionArgs: readonly string[]) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${size}`);
    this.#all = [];
    try {
      for (let i = 0; i < size; i++) this.#all.push(new Session(dataDir, { connectionArgs }));
    } catch (err) {
      for (const session of this.#all) session.close();
      throw err;
    }
    this.#idle = [...this.#all];
  }

  /**
   * Runs `query` on a free session whose current database is `database`. The database is chosen
   * again on every request: `USE` is session state, and a statement may have run one.
   */
  async run(database: string, query: (session: Session) => Promise<ChdbResult>): Promise<ChdbResult> {
    if (!isIdentifier(database)) throw new EndpointError('UNKNOWN_DATABASE', `Database ${JSON.stringify(database)} does not exist (not a plain identifier)`);
    const session = await this.#acquire();
    try {
      await session.queryAsync(`USE \`${database}\``);
      return await query(session);
    } finally {
      this.#release(session);
    }
  }

  /** Waits for running requests to finish, then closes every session. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#busy > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    for (const session of this.#all) session.close();
  }

  #acquire(): Promise<Session> {
    if (this.#closed) return Promise.reject(new Error('the endpoint is closing'));
    this.#busy++;
    const idle = this.#idle.pop();
    if (idle !== undefined) return Promise.resolve(idle);
    return new Promise<Session>((resolve) => this.#waiters.push(resolve));
  }

  #release(session: Session): void {
    this.#busy--;
    const next = this.#waiters.shift();
    if (next !== undefined) next(session);
    else this.#idle.push(session);
    if (this.#busy === 0) this.#drained?.();
  }
}
