import { text } from 'node:stream/consumers';
import type { ClickHouseClientConfigOptions } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { bindReadInEngine, type ParameterBinder } from './clickhouse-http/engine-binding.js';
import { StoreUnavailableError } from './errors.js';
import { assertNoSessionSettings } from './settings-guard.js';

/** The backend contract of `@clickhouse/client`, as its own typings spell it. */
type ClientConnection = NonNullable<ClickHouseClientConfigOptions['connection']>;
type ParamsOf<M extends keyof ClientConnection> = Parameters<ClientConnection[M]>[0];
type ResultOf<M extends keyof ClientConnection> = Awaited<ReturnType<ClientConnection[M]>>;

interface Waiter {
  readonly resolve: (connection: ClientConnection) => void;
  readonly reject: (err: unknown) => void;
}

export interface ChdbPoolStats {
  readonly size: number;
  readonly idle: number;
  readonly busy: number;
  readonly waiting: number;
}

/**
 * A `@clickhouse/client` Connection over N chdb connections on one data directory. A chdb
 * connection runs one query at a time, so each call takes a free connection and waits in FIFO
 * order when all are busy; chdb materialises results before it resolves, so a connection is free
 * again as soon as its call settles. Connections on the same directory share one engine and run
 * their queries in parallel (measured: two single-threaded scans on two connections take the time
 * of one; on one connection, twice that).
 */
export class ChdbPoolConnection implements ClientConnection {
  readonly #connections: ClientConnection[];
  readonly #idle: ClientConnection[];
  readonly #waiters: Waiter[] = [];
  #busy = 0;
  #closing: Promise<void> | undefined;
  #drained: (() => void) | undefined;

  private constructor(connections: ClientConnection[]) {
    this.#connections = connections;
    this.#idle = [...connections];
  }

  /** Opens `size` connections on `path`; throws StoreUnavailableError if the engine cannot bind it. */
  static open(path: string, size: number): ChdbPoolConnection {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${size}`);
    const connections: ClientConnection[] = [];
    try {
      // chdb's typings are built against @clickhouse/client-common, the client bundles its own
      // copy of the same contract whose settings typings drifted; the runtime shapes match.
      for (let i = 0; i < size; i++) connections.push(createChdbConnection({ path }) as unknown as ClientConnection);
    } catch (err) {
      for (const c of connections) void c.close();
      const detail = err instanceof Error ? err.message : String(err);
      throw new StoreUnavailableError(`cannot open the embedded ClickHouse at ${path}: ${detail}`, { cause: err });
    }
    return new ChdbPoolConnection(connections);
  }

  get stats(): ChdbPoolStats {
    return { size: this.#connections.length, idle: this.#idle.length, busy: this.#busy, waiting: this.#waiters.length };
  }

  /** Runs `fn` once on every connection, for per-session state such as the current database. */
  async onEach(fn: (connection: ClientConnection) => Promise<void>): Promise<void> {
    for (const connection of this.#connections) await fn(connection);
  }

  query(params: ParamsOf<'query'>): Promise<ResultOf<'query'>> {
    assertNoSessionSettings(params);
    return this.#with(params.abort_signal, async (c) => c.query(await unchained(c, params)));
  }

  exec(params: ParamsOf<'exec'>): Promise<ResultOf<'exec'>> {
    assertNoSessionSettings(params);
    return this.#with(params.abort_signal, (c) => c.exec(params));
  }

  command(params: ParamsOf<'command'>): Promise<ResultOf<'command'>> {
    assertNoSessionSettings(params);
    return this.#with(params.abort_signal, (c) => c.command(params));
  }

  insert(params: ParamsOf<'insert'>): Promise<ResultOf<'insert'>> {
    assertNoSessionSettings(params);
    return this.#with(params.abort_signal, (c) => c.insert(params));
  }

  async ping(params: ParamsOf<'ping'>): Promise<ResultOf<'ping'>> {
    try {
      return await this.#with(params.abort_signal, (c) => c.ping(params));
    } catch (err) {
      return { success: false, error: err instanceof Error ? err : new Error(String(err)) };
    }
  }

  /** Refuses new calls, lets running ones finish, then closes every connection. Idempotent. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    const closed = new StoreUnavailableError('the embedded ClickHouse is closing');
    for (const waiter of this.#waiters.splice(0)) waiter.reject(closed);
    if (this.#busy > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    await Promise.all(this.#connections.map((c) => c.close()));
  }

  async #with<T>(signal: AbortSignal | undefined, fn: (connection: ClientConnection) => Promise<T>): Promise<T> {
    const connection = await this.#acquire(signal);
    try {
      return await fn(connection);
    } finally {
      this.#release(connection);
    }
  }

  #acquire(signal: AbortSignal | undefined): Promise<ClientConnection> {
    if (this.#closing !== undefined) return Promise.reject(new StoreUnavailableError('the embedded ClickHouse is closed'));
    signal?.throwIfAborted();
    const idle = this.#idle.pop();
    if (idle !== undefined) {
      this.#busy++;
      return Promise.resolve(idle);
    }
    return new Promise<ClientConnection>((resolve, reject) => {
      const onAbort = (): void => {
        const at = this.#waiters.indexOf(waiter);
        if (at >= 0) this.#waiters.splice(at, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        resolve: (c) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(c);
        },
        reject: (err) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(waiter);
    });
  }

  #release(connection: ClientConnection): void {
    const next = this.#waiters.shift();
    // Hand over without touching the counters: the connection stays busy for the next caller.
    if (next !== undefined) {
      next.resolve(connection);
      return;
    }
    this.#busy--;
    this.#idle.push(connection);
    if (this.#busy === 0) this.#drained?.();
  }
}

/**
 * A parameterised read with its parameters bound by the engine (clickhouse-http/engine-binding.ts),
 * so that it runs outside chdb's one chain of parameterised queries and beside the pool's other
 * reads; as given when it has no parameters, is no SELECT or WITH, or the engine cannot bind it.
 */
async function unchained(connection: ClientConnection, params: ParamsOf<'query'>): Promise<ParamsOf<'query'>> {
  const values = params.query_params;
  if (values === undefined || Object.keys(values).length === 0) return params;
  const bound = await bindReadInEngine(connectionBinder(connection, params.abort_signal), params.query, values);
  if (bound === undefined) return params;
  const { query_params: _bound, ...rest } = params;
  return { ...rest, query: bound };
}

/** The binder of one pooled connection: chdb's connection binds a query's `query_params` with it. */
function connectionBinder(connection: ClientConnection, signal: AbortSignal | undefined): ParameterBinder {
  return async (statement, params) => {
    const result = await connection.query({
      query: statement,
      query_params: { ...params },
      clickhouse_settings: { default_format: 'TabSeparatedRaw' },
      ...(signal === undefined ? {} : { abort_signal: signal }),
    });
    return text(result.stream);
  };
}
