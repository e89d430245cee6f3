import { Readable } from 'node:stream';
import { createClient, drainStream, type ClickHouseClient } from '@clickhouse/client';
import { clientLogOption } from './client-log.js';
import { ChdbPoolConnection, type ChdbPoolStats } from './chdb-pool.js';
import { resolveStoreConfig, type ResolvedServerConfig, type StoreConfig } from './config.js';
import { StoreUnavailableError, toStoreError } from './errors.js';
import { assertIdentifier, qualifiedTableName } from './identifier.js';
import { silentLogger, type StoreLogger } from './logger.js';
import { assertNoSessionSettings } from './settings-guard.js';

export type StoreMode = 'embedded' | 'server';

/**
 * Values for `{name:Type}` placeholders. Keep to strings, finite numbers, booleans, null and
 * arrays of those: the server client and chdb format them alike. Pass 64-bit integers, decimals
 * and timestamps as strings (`'2025-01-01 00:00:00.000'`).
 */
export type QueryParamValue = string | number | boolean | null | readonly QueryParamValue[];
export type QueryParamsRecord = Readonly<Record<string, QueryParamValue>>;

export type StorePingResult =
  | { readonly success: true; readonly latency_ms: number }
  | { readonly success: false; readonly error: StoreUnavailableError };

export interface QueryOptions {
  /** The query's name in logs and errors, e.g. `getListingRow`. */
  readonly name?: string;
}

export interface InsertRowsResult {
  readonly rows: number;
}

/**
 * One handle on ClickHouse, the same in both modes. `query`, `insert`, `command` and `exec` have
 * the signatures of `@clickhouse/client`; unlike the bare client they refuse per-call
 * `clickhouse_settings` (see settings-guard) and turn "store down" failures into
 * StoreUnavailableError.
 */
export interface Store {
  readonly mode: StoreMode;
  /** The database every unqualified table name resolves to; the migrations create it. */
  readonly database: string;
  /** The underlying client, for what the handle does not wrap; its errors are not mapped. */
  readonly client: ClickHouseClient;
  readonly query: ClickHouseClient['query'];
  readonly insert: ClickHouseClient['insert'];
  readonly command: ClickHouseClient['command'];
  readonly exec: ClickHouseClient['exec'];
  /**
   * Rows of a `SELECT` whose values are bound from `params` (`{name:Type}` placeholders). A named
   * query (the table modules name every one) logs its name and time at debug, and a failure
   * names it.
   */
  queryRows<T>(query: string, params?: QueryParamsRecord, options?: QueryOptions): Promise<T[]>;
  /**
   * Inserts rows as JSONEachRow into `table` (`name` or `database.name`). Timestamps may be ISO
   * strings. Identical retried inserts are dropped by tables with a deduplication window.
   */
  insertRows(table: string, rows: readonly object[]): Promise<InsertRowsResult>;
  /** Health check: a `SELECT 1` round trip through the pool or to the server. Never throws. */
  ping(): Promise<StorePingResult>;
  /** Creates the database when missing (server mode needs it before anything else runs). */
  ensureDatabase(): Promise<void>;
  /** Embedded mode: pool occupancy; server mode: undefined. */
  poolStats(): ChdbPoolStats | undefined;
  close(): Promise<void>;
}

/**
 * Opens the store: a ClickHouse server when `config.url` is set, else the embedded engine on
 * `config.path` with a pool of chdb connections. Server mode does not touch the network here, so
 * a service starts while the store is down and answers 503 until it is back. Embedded mode
 * opens the data directory and creates the database; it throws StoreUnavailableError when the
 * directory cannot be bound (another directory is already open in this process).
 */
export async function createStore(config: StoreConfig = {}): Promise<Store> {
  const resolved = resolveStoreConfig(config);
  const database = assertIdentifier(resolved.database, 'database name');
  const logger = config.logger ?? silentLogger;

  if (resolved.mode === 'server') {
    const client = createClient({
      url: resolved.url,
      username: resolved.username,
      password: resolved.password,
      database,
      request_timeout: resolved.requestTimeoutMs,
      application: 'estate',
      log: clientLogOption(logger),
    });
    logger.info({ mode: 'server', url: resolved.url, database }, 'clickhouse store configured');
    return wrap({ mode: 'server', database, client, logger, ensureDatabase: () => ensureServerDatabase(resolved, database, logger) });
  }

  const pool = ChdbPoolConnection.open(resolved.path, resolved.poolSize);
  try {
    // `USE` is session state in chdb: every pooled connection needs it once.
    await pool.onEach(async (connection) => {
      await connection.command({ query: `CREATE DATABASE IF NOT EXISTS \`${database}\`` });
      await connection.command({ query: `USE \`${database}\`` });
    });
  } catch (err) {
    await pool.close();
    throw toStoreError(err, 'open');
  }
  const client = createClient({ connection: pool, log: clientLogOption(logger) });
  logger.info({ mode: 'embedded', path: resolved.path, database, pool_size: resolved.poolSize }, 'clickhouse store opened');
  return wrap({ mode: 'embedded', database, client, logger, pool, ensureDatabase: () => Promise.resolve() });
}

interface WrapInput {
  readonly mode: StoreMode;
  readonly database: string;
  readonly client: ClickHouseClient;
  readonly logger: StoreLogger;
  readonly pool?: ChdbPoolConnection;
  readonly ensureDatabase: () => Promise<void>;
}

function wrap({ mode, database, client, logger, pool, ensureDatabase }: WrapInput): Store {
  const query: ClickHouseClient['query'] = (params) => guarded('query', params, () => client.query(params));
  const insert: ClickHouseClient['insert'] = (params) => guarded('insert', params, () => client.insert(params));
  const command: ClickHouseClient['command'] = (params) => guarded('command', params, () => client.command(params));
  const exec: ClickHouseClient['exec'] = (params) => guarded('exec', params, () => client.exec(params));

  return {
    mode,
    database,
    client,
    query,
    insert,
    command,
    exec,

    queryRows: async <T>(sql: string, params?: QueryParamsRecord, options: QueryOptions = {}) => {
      const name = options.name ?? 'unnamed';
      const started = performance.now();
      try {
        const rows = await mapped(`query ${name}`, async () => {
          const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' });
          return result.json<T>();
        });
        logger.debug({ query: name, rows: rows.length, ms: Math.round(performance.now() - started) }, 'query');
        return rows;
      } catch (err) {
        // The caller decides whether the failure is worth an error line; this one says which query.
        logger.debug({ query: name, err, ms: Math.round(performance.now() - started) }, 'query failed');
        throw err;
      }
    },

    insertRows: (table, rows) =>
      mapped('insert', async () => {
        if (rows.length === 0) return { rows: 0 };
        // exec rather than insert(): only a full statement can carry its own SETTINGS clause.
        const body = rows.map((row) => JSON.stringify(row)).join('\n');
        const result = await client.exec({
          query: `INSERT INTO ${qualifiedTableName(table)} SETTINGS date_time_input_format = 'best_effort' FORMAT JSONEachRow`,
          values: Readable.from([body]),
        });
        await drainStream(result.stream);
        return { rows: rows.length };
      }),

    ping: async () => {
      const started = performance.now();
      const result = await client.ping({ select: true }).catch((err: unknown) => ({ success: false as const, error: err }));
      if (result.success) return { success: true, latency_ms: performance.now() - started };
      const error = asUnavailable(result.error, 'ping');
      logger.warn({ err: error }, 'clickhouse ping failed');
      return { success: false, error };
    },

    ensureDatabase: () => mapped('ensureDatabase', ensureDatabase),
    poolStats: () => pool?.stats,
    close: async () => {
      await client.close();
      await pool?.close();
    },
  };
}

async function guarded<T>(what: string, params: { clickhouse_settings?: object | undefined }, run: () => Promise<T>): Promise<T> {
  assertNoSessionSettings(params);
  return mapped(what, run);
}

async function mapped<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toStoreError(err, what);
  }
}

// A failed ping is "unavailable" whatever the reason: the store cannot serve.
function asUnavailable(err: unknown, what: string): StoreUnavailableError {
  const mapped = toStoreError(err, what);
  if (mapped instanceof StoreUnavailableError) return mapped;
  const detail = err instanceof Error ? err.message : String(err);
  return new StoreUnavailableError(`store unavailable during ${what}: ${detail}`, { cause: err });
}

async function ensureServerDatabase(config: ResolvedServerConfig, database: string, logger: StoreLogger): Promise<void> {
  // The main client names the database in every request, which fails while it does not exist;
  // a short-lived client without one creates it.
  const bootstrap = createClient({
    url: config.url,
    username: config.username,
    password: config.password,
    request_timeout: config.requestTimeoutMs,
    application: 'estate',
    log: clientLogOption(logger),
  });
  try {
    await bootstrap.command({ query: `CREATE DATABASE IF NOT EXISTS \`${database}\`` });
  } finally {
    await bootstrap.close();
  }
}
