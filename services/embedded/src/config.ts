import { HttpLimitsConfig, MarketIndexEnv, SearchShardsEnv, SearchSnapshotEnv } from '@estate/gateway';
import { ProjectorConfig } from '@estate/projector';
import { logLevelField, portField, urlField } from '@estate/runtime';
import { Type } from 'typebox';

/**
 * The embedded process: NATS is a server (a local nats-server by default), ClickHouse runs
 * in-process on a data directory. The projector's tuning variables keep their names and
 * defaults.
 */
export const EmbeddedConfig = Type.Object({
  PORT: portField({ default: 8080 }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  /** The dev key file lives here, and the ClickHouse data unless CLICKHOUSE_DATA_PATH says otherwise. */
  DATA_DIR: Type.String({ default: '.data', minLength: 1 }),
  CLICKHOUSE_DATA_PATH: Type.Optional(Type.String({ minLength: 1, description: 'Default: DATA_DIR/clickhouse.' })),
  NATS_URL: urlField({ protocols: ['nats:', 'tls:'], default: 'nats://127.0.0.1:4222' }),
  LOG_LEVEL: logLevelField({ default: 'info' }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 256 * 1024, minimum: 1024, maximum: 16 * 1024 * 1024 }),
  /** Listing documents kept in memory for getListing, kept current by a KV watch; 0 reads NATS every time. */
  LISTING_CACHE_ENTRIES: Type.Integer({ default: 50_000, minimum: 0, maximum: 10_000_000 }),
  /** `/metrics` (projector and gateway counters, live listings per platform) on this port; 0 turns it off. The API port serves none. */
  METRICS_PORT: Type.Integer({ default: 0, minimum: 0, maximum: 65_535 }),
  /**
   * A read-only ClickHouse HTTP endpoint for analysts on this port (on HOST); 0 (the default) keeps
   * it off. The embedded engine holds the data directory, so no other process can open it.
   */
  SQL_PORT: Type.Integer({ default: 0, minimum: 0, maximum: 65_535 }),
  PROJECTOR_BATCH_SIZE: ProjectorConfig.properties.PROJECTOR_BATCH_SIZE,
  PROJECTOR_BATCH_WAIT_MS: ProjectorConfig.properties.PROJECTOR_BATCH_WAIT_MS,
  PROJECTOR_BATCHES_IN_FLIGHT: ProjectorConfig.properties.PROJECTOR_BATCHES_IN_FLIGHT,
  PROJECTOR_ACK_WAIT_MS: ProjectorConfig.properties.PROJECTOR_ACK_WAIT_MS,
  /** The gateway's timeouts, connection cap, trusted proxies, CORS and failed-request limit, under the same names. */
  ...HttpLimitsConfig,
  /** Search snapshots, by default under DATA_DIR/search-snapshots: a restart loads them and catches up from the buckets. */
  ...SearchSnapshotEnv,
  /** The listing search's worker threads (default one per core). */
  ...SearchShardsEnv,
  ...MarketIndexEnv,
});
