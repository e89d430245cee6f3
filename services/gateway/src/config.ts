import { logLevelField, portField, urlField } from '@estate/runtime';
import { Type } from 'typebox';
import { HttpLimitsConfig } from './http/http-limits.js';
import { SearchSnapshotEnv } from './search/snapshot-config.js';

/**
 * Worker threads the listing search is sharded over, under the same name in server mode and
 * embedded: each holds 1/K of the listings and every search asks them all. Unset: one per core
 * (`os.availableParallelism()`); 1 keeps the one projection in the main thread.
 */
export const SearchShardsEnv = {
  SEARCH_SHARDS: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
};

/** The service's `searchShards`, when set. */
export function searchShardsFrom(settings: { SEARCH_SHARDS?: number | undefined }): { searchShards?: number } {
  return settings.SEARCH_SHARDS === undefined ? {} : { searchShards: settings.SEARCH_SHARDS };
}

/**
 * How old the market index (markets/market-index.ts) may get before a read reloads it, under the
 * same name in server mode and embedded. The store's series change a few times a day, so a
 * minute is the default; a test that rebuilds the store sets it short.
 */
export const MarketIndexEnv = {
  MARKET_INDEX_REFRESH_MS: Type.Optional(Type.Integer({ minimum: 100, maximum: 86_400_000 })),
};

/** The service's `marketIndexRefreshMs`, when set. */
export function marketIndexFrom(settings: { MARKET_INDEX_REFRESH_MS?: number | undefined }): { marketIndexRefreshMs?: number } {
  return settings.MARKET_INDEX_REFRESH_MS === undefined ? {} : { marketIndexRefreshMs: settings.MARKET_INDEX_REFRESH_MS };
}

/**
 * The gateway as a process of its own (server mode): NATS and a ClickHouse server are required,
 * because a separate process cannot share an embedded engine's data directory (see
 * services/embedded for the single-process default). The store's other variables
 * (`CLICKHOUSE_DATABASE`, `CLICKHOUSE_USER`, …) are read by `storeConfigFromEnv`.
 */
export const GatewayConfig = Type.Object({
  PORT: portField({ default: 8080 }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  /** One URL or a comma-separated list of servers of one cluster. */
  NATS_URL: Type.String({ minLength: 1 }),
  CLICKHOUSE_URL: urlField({ protocols: ['http:', 'https:'] }),
  LOG_LEVEL: logLevelField({ default: 'info' }),
  /** `/metrics` and `/healthz` on this port (on HOST), apart from the API; 0 (the default) keeps it off, so that several gateways can share a host. */
  GATEWAY_METRICS_PORT: Type.Integer({ default: 0, minimum: 0, maximum: 65_535 }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 256 * 1024, minimum: 1024, maximum: 16 * 1024 * 1024 }),
  /** Listing documents kept in memory for getListing, kept current by a KV watch; 0 reads NATS every time. */
  LISTING_CACHE_ENTRIES: Type.Integer({ default: 50_000, minimum: 0, maximum: 10_000_000 }),
  /** Timeouts, connection cap, trusted proxies, CORS and the failed-request limit (see README, "Operations"). */
  ...HttpLimitsConfig,
  /** Search snapshots: a start loads them and catches up from the buckets (see search/search-feed.ts). */
  ...SearchSnapshotEnv,
  ...SearchShardsEnv,
  ...MarketIndexEnv,
});
