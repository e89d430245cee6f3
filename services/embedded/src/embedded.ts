import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { connect, defaultTopology, provision } from '@estate/bus';
import { GatewayMetrics, httpLimitsFrom, searchShardsFrom, searchSnapshotsFrom, startGatewayService } from '@estate/gateway';
import { startProjector } from '@estate/projector';
import type { CloseHandler, Config, Logger } from '@estate/runtime';
import { createStore, migrate, serveClickHouseHttp } from '@estate/store';
import type { EmbeddedConfig } from './config.js';
import { startEmbeddedMetricsServer } from './metrics-server.js';

export interface EmbeddedOptions {
  config: Config<typeof EmbeddedConfig>;
  /** A logger per component (`store`, `bus`, `projector`, `gateway`), each named after it. */
  loggerFor(component: string): Logger;
  /**
   * Takes each resource's close handler as soon as it is open (a Lifecycle's `register`), so that
   * a signal during start-up closes what is open, newest first: http, metrics, projector, bus, store.
   */
  register(name: string, close: CloseHandler): void;
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
 * Analysts' queries at once on the SQL endpoint. Two of the machine's cores is the budget: more
 * would take the engine's threads from the projector and the gateway.
 */
const SQL_ENDPOINT_SESSIONS = 2;

/**
 * The embedded default in one process: the in-process ClickHouse binds one data directory per
 * process, so the projector (which writes it) and the gateway (which reads it) share this one.
 */
export async function startEmbedded({ config, loggerFor, register }: EmbeddedOptions): Promise<EmbeddedStack> {
  const clickhouseDataPath = resolve(config.CLICKHOUSE_DATA_PATH ?? join(config.DATA_DIR, 'clickhouse'));
  const storeLogger = loggerFor('store');
  const store = await createStore({ path: clickhouseDataPath, logger: storeLogger });
  register('store', () => store.close());
  await migrate(store, { logger: storeLogger });

  const bus = await connect({ name: 'embedded', servers: config.NATS_URL, logger: loggerFor('bus') });
  register('bus', () => bus.close());
  await provision(bus, defaultTopology({ projector: { ackWaitMs: config.PROJECTOR_ACK_WAIT_MS } }));

  const projectorLogger = loggerFor('projector');
  const projector = await startProjector({
    bus,
    store,
    logger: projectorLogger,
    batchSize: config.PROJECTOR_BATCH_SIZE,
    batchWaitMs: config.PROJECTOR_BATCH_WAIT_MS,
    batchesInFlight: config.PROJECTOR_BATCHES_IN_FLIGHT,
  });
  // stop() finishes the batch in hand: committed and acked before the bus closes.
  register('projector', () => projector.stop());

  let metricsUrl: string | undefined;
  // The gateway's figures join the projector's on the metrics port, never on the API port.
  const gatewayMetrics = new GatewayMetrics();
  if (config.METRICS_PORT > 0) {
    const metrics = await startEmbeddedMetricsServer({ metrics: projector.metrics, gateway: gatewayMetrics.registry, store, logger: projectorLogger, port: config.METRICS_PORT, host: config.HOST });
    register('metrics', () => metrics.close());
    metricsUrl = metrics.url;
  }

  let sqlUrl: string | undefined;
  if (config.SQL_PORT > 0) {
    // Its own sessions on the engine this process holds, each with ClickHouse's readonly = 1.
    const sql = await serveClickHouseHttp({
      dataDir: clickhouseDataPath,
      host: config.HOST,
      port: config.SQL_PORT,
      poolSize: SQL_ENDPOINT_SESSIONS,
      readOnly: true,
      defaultDatabase: store.database,
      logger: loggerFor('sql'),
    });
    // `pnpm sql` finds the endpoint here; the file goes when the endpoint does.
    const urlFile = join(config.DATA_DIR, 'sql-url');
    await writeFile(urlFile, `${sql.url}\n`);
    register('sql', async () => {
      await rm(urlFile, { force: true });
      await sql.close();
    });
    sqlUrl = sql.url;
  }

  const gateway = await startGatewayService({
    bus,
    store,
    logger: loggerFor('gateway'),
    metrics: gatewayMetrics,
    config: { port: config.PORT, host: config.HOST, bodyLimit: config.BODY_LIMIT_BYTES, listingCacheEntries: config.LISTING_CACHE_ENTRIES, devKeyPath: join(config.DATA_DIR, 'dev-api-key'), ...httpLimitsFrom(config), ...searchSnapshotsFrom(config, join(config.DATA_DIR, 'search-snapshots')), ...searchShardsFrom(config) },
  });
  register('http', () => gateway.close());
  if (!gateway.devKey) throw new Error('the gateway service returned no dev key');

  return { address: gateway.address, devKey: gateway.devKey, ...(metricsUrl ? { metricsUrl } : {}), ...(sqlUrl ? { sqlUrl } : {}), clickhouseDataPath };
}
