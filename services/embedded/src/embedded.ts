import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { connect } from '@estate/bus';
import { GatewayMetrics, httpLimitsFrom, marketIndexFrom, searchShardsFrom, searchSnapshotsFrom, startGatewayService } from '@estate/gateway';
import type { CloseHandler, Config, Logger } from '@estate/runtime';
import { createStore } from '@estate/store';
import type { EmbeddedConfig } from './config.js';
import { EngineThread } from './engine-thread.js';
import { startEmbeddedMetricsServer } from './metrics-server.js';

export interface EmbeddedOptions {
  config: Config<typeof EmbeddedConfig>;
  /** A logger per component (`store`, `bus`, `projector`, `gateway`), each named after it. */
  loggerFor(component: string): Logger;
  /**
   * Takes each resource's close handler as soon as it is open (a Lifecycle's `register`), so that
   * a signal during start-up closes what is open, newest first: http, metrics, store, bus, engine.
   */
  register(name: string, close: CloseHandler): void;
  /** Stops the process after a failure past start-up (the engine thread died): it can no longer project. */
  fail(reason: string): void;
}

export interface EmbeddedStack {
  /** Where the API listens, `http://host:port`. */
  address: string;
  devKey: { key: string; path: string; created: boolean };
  /** `/metrics` of this process, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** The read-only ClickHouse HTTP endpoint, when SQL_PORT is set. */
  sqlUrl?: string;
  clickhouseDataPath: string;
}

/**
 * The embedded default in one process: the in-process ClickHouse binds one data directory per
 * process. The engine thread holds it with the projector that writes it (engine-thread.ts); this
 * thread serves, reading the engine through its endpoint, so a batch being projected never holds
 * up an answer. Resources close newest first: http, metrics, the gateway's store client and bus,
 * then the engine (projector, endpoints, its bus, the store).
 */
export async function startEmbedded({ config, loggerFor, register, fail }: EmbeddedOptions): Promise<EmbeddedStack> {
  const clickhouseDataPath = resolve(config.CLICKHOUSE_DATA_PATH ?? join(config.DATA_DIR, 'clickhouse'));
  // A new one per start: only this process's gateway reaches the engine.
  const password = randomBytes(24).toString('base64url');
  const engine = await EngineThread.start(
    {
      clickhouseDataPath,
      natsUrl: config.NATS_URL,
      logLevel: config.LOG_LEVEL,
      sql: { host: config.HOST, port: config.SQL_PORT, urlFile: join(config.DATA_DIR, 'sql-url') },
      projector: { batchSize: config.PROJECTOR_BATCH_SIZE, batchWaitMs: config.PROJECTOR_BATCH_WAIT_MS, batchesInFlight: config.PROJECTOR_BATCHES_IN_FLIGHT, ackWaitMs: config.PROJECTOR_ACK_WAIT_MS },
      password,
    },
    loggerFor('engine'),
    fail,
  );
  register('engine', () => engine.close());

  const bus = await connect({ name: 'embedded', servers: config.NATS_URL, logger: loggerFor('bus') });
  register('bus', () => bus.close());
  const store = await createStore({ url: engine.engineUrl, database: engine.database, password, logger: loggerFor('store') });
  register('store', () => store.close());

  let metricsUrl: string | undefined;
  // The gateway's figures join the projector's on the metrics port, never on the API port.
  const gatewayMetrics = new GatewayMetrics();
  if (config.METRICS_PORT > 0) {
    const metrics = await startEmbeddedMetricsServer({ projector: () => engine.projectorMetrics(), gateway: gatewayMetrics.registry, store, logger: loggerFor('projector'), port: config.METRICS_PORT, host: config.HOST });
    register('metrics', () => metrics.close());
    metricsUrl = metrics.url;
  }

  const gateway = await startGatewayService({
    bus,
    store,
    logger: loggerFor('gateway'),
    metrics: gatewayMetrics,
    config: { port: config.PORT, host: config.HOST, bodyLimit: config.BODY_LIMIT_BYTES, listingCacheEntries: config.LISTING_CACHE_ENTRIES, devKeyPath: join(config.DATA_DIR, 'dev-api-key'), ...httpLimitsFrom(config), ...searchSnapshotsFrom(config, join(config.DATA_DIR, 'search-snapshots')), ...searchShardsFrom(config), ...marketIndexFrom(config) },
  });
  register('http', () => gateway.close());
  engine.project();
  if (!gateway.devKey) throw new Error('the gateway service returned no dev key');

  return { address: gateway.address, devKey: gateway.devKey, ...(metricsUrl ? { metricsUrl } : {}), ...(engine.sqlUrl ? { sqlUrl: engine.sqlUrl } : {}), clickhouseDataPath };
}
