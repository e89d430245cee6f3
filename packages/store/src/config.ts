import { resolve } from 'node:path';
import type { StoreLogger } from './logger.js';

/** Where the embedded engine keeps its data when nothing else is said, relative to the working directory. */
export const DEFAULT_DATA_PATH = '.data/clickhouse';
export const DEFAULT_DATABASE = 'estate';
/**
 * A chdb connection runs one query at a time; a few on the same data directory let a slow search
 * and point reads overlap. Measured here (2 cores): two connections run two queries in parallel.
 */
export const DEFAULT_POOL_SIZE = 4;

/** How to reach the store. With `url` a ClickHouse server; without, the embedded engine at `path`. */
export interface StoreConfig {
  /** `http[s]://[user:password@]host:port[/database]`; selects server mode. */
  readonly url?: string;
  /** Overrides the database of `url`; default `estate`. A plain identifier. */
  readonly database?: string;
  /** Override the credentials of `url`. */
  readonly username?: string;
  readonly password?: string;
  /** Server mode: per-request timeout (default 30 s). */
  readonly requestTimeoutMs?: number;
  /** Embedded mode: data directory (default `.data/clickhouse`). */
  readonly path?: string;
  /** Embedded mode: chdb connections on the data directory (default 4). */
  readonly poolSize?: number;
  readonly logger?: StoreLogger;
}

/**
 * The store configuration from the process environment: `CLICKHOUSE_URL`,
 * `CLICKHOUSE_DATABASE`, `CLICKHOUSE_USER`, `CLICKHOUSE_PASSWORD`, `CLICKHOUSE_DATA_PATH`,
 * `CLICKHOUSE_POOL_SIZE`, `CLICKHOUSE_REQUEST_TIMEOUT_MS`. Empty values count as unset.
 */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const config: { -readonly [K in keyof StoreConfig]: StoreConfig[K] } = {};
  const url = get('CLICKHOUSE_URL');
  if (url !== undefined) config.url = url;
  const database = get('CLICKHOUSE_DATABASE');
  if (database !== undefined) config.database = database;
  const username = get('CLICKHOUSE_USER');
  if (username !== undefined) config.username = username;
  const password = get('CLICKHOUSE_PASSWORD');
  if (password !== undefined) config.password = password;
  const path = get('CLICKHOUSE_DATA_PATH');
  if (path !== undefined) config.path = path;
  const poolSize = positiveInteger(get('CLICKHOUSE_POOL_SIZE'), 'CLICKHOUSE_POOL_SIZE');
  if (poolSize !== undefined) config.poolSize = poolSize;
  const timeout = positiveInteger(get('CLICKHOUSE_REQUEST_TIMEOUT_MS'), 'CLICKHOUSE_REQUEST_TIMEOUT_MS');
  if (timeout !== undefined) config.requestTimeoutMs = timeout;
  return config;
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}

export interface ResolvedServerConfig {
  readonly mode: 'server';
  /** Origin only: credentials and database are passed apart, so they never appear in logs. */
  readonly url: string;
  readonly database: string;
  readonly username: string;
  readonly password: string;
  readonly requestTimeoutMs: number;
}

export interface ResolvedEmbeddedConfig {
  readonly mode: 'embedded';
  readonly path: string;
  readonly database: string;
  readonly poolSize: number;
}

export type ResolvedStoreConfig = ResolvedServerConfig | ResolvedEmbeddedConfig;

/** Fills defaults and splits a server URL into origin, credentials and database. */
export function resolveStoreConfig(config: StoreConfig): ResolvedStoreConfig {
  if (config.url === undefined) {
    return {
      mode: 'embedded',
      path: resolve(config.path ?? DEFAULT_DATA_PATH),
      database: config.database ?? DEFAULT_DATABASE,
      poolSize: config.poolSize ?? DEFAULT_POOL_SIZE,
    };
  }
  let url: URL;
  try {
    url = new URL(config.url);
  } catch (err) {
    // The URL may hold a password: never echo it.
    throw new RangeError('CLICKHOUSE_URL is not a URL (expected http[s]://[user:password@]host:port[/database])', { cause: err });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RangeError(`CLICKHOUSE_URL must be http or https, got ${url.protocol}`);
  }
  const pathDatabase = url.pathname.length > 1 ? decodeURIComponent(url.pathname.slice(1)) : undefined;
  return {
    mode: 'server',
    url: url.origin,
    database: config.database ?? pathDatabase ?? DEFAULT_DATABASE,
    username: config.username ?? (url.username === '' ? 'default' : decodeURIComponent(url.username)),
    password: config.password ?? decodeURIComponent(url.password),
    requestTimeoutMs: config.requestTimeoutMs ?? 30_000,
  };
}
