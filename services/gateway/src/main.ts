import { connect, defaultTopology, provision } from '@estate/bus';
import { ConfigError, createLogger, Lifecycle, loadConfig, type Config } from '@estate/runtime';
import { createStore, storeConfigFromEnv } from '@estate/store';
import { GatewayConfig, marketIndexFrom, searchShardsFrom } from './config.js';
import { httpLimitsFrom } from './http/http-limits.js';
import { startMetricsServer } from './http/metrics-server.js';
import { searchSnapshotsFrom } from './search/snapshot-config.js';
import { startGatewayService, type GatewayService } from './service.js';

// The gateway as a process of its own (server mode); start as many as the traffic needs. The
// embedded default (`npm start`) runs the gateway inside services/embedded instead.
const config = loadServerConfig();
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
// Signals are handled from here on; resources are closed newest first as they were opened.
const lifecycle = new Lifecycle({ logger }).listen();

const service = await start().catch(async (error: unknown) => {
  // What did open is closed in order before the exit.
  logger.fatal({ err: error }, 'gateway failed to start');
  await lifecycle.shutdown('start-up failed', 1);
  throw error;
});
logger.info({ address: service.address }, 'gateway listening');

async function start(): Promise<GatewayService> {
  // Server mode does not touch ClickHouse here: the gateway starts while the store is down and
  // answers 503 (and /readyz not ready) until it is back.
  const store = await createStore({ ...storeConfigFromEnv(), logger });
  lifecycle.register('store', () => store.close());

  const bus = await connect({ name: 'gateway', servers: config.NATS_URL.split(',').map((s) => s.trim()), logger });
  lifecycle.register('bus', () => bus.close());
  // Only the buckets (manifests, documents, keys, credits): streams and consumers belong to the
  // projector and the collectors, which provision them with their own settings.
  await provision(bus, { streams: [], consumers: [], buckets: defaultTopology().buckets });

  const gateway = await startGatewayService({
    bus,
    store,
    logger,
    config: { port: config.PORT, host: config.HOST, bodyLimit: config.BODY_LIMIT_BYTES, listingCacheEntries: config.LISTING_CACHE_ENTRIES, ...httpLimitsFrom(config), ...searchSnapshotsFrom(config), ...searchShardsFrom(config), ...marketIndexFrom(config) },
  });
  lifecycle.register('http', () => gateway.close());
  if (config.GATEWAY_METRICS_PORT > 0) {
    const metrics = await startMetricsServer(gateway.metrics.registry, { port: config.GATEWAY_METRICS_PORT, host: config.HOST });
    lifecycle.register('metrics', () => metrics.close());
    logger.info({ url: `${metrics.url}/metrics` }, 'metrics endpoint');
  }
  return gateway;
}

function loadServerConfig(): Config<typeof GatewayConfig> {
  try {
    return loadConfig(GatewayConfig);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const hint = error.issues.some((i) => i.variable === 'CLICKHOUSE_URL')
      ? '\nThis is the server-mode gateway: it needs a ClickHouse server (CLICKHOUSE_URL) and NATS (NATS_URL).' +
        '\nThe embedded default runs the gateway inside services/embedded, with the projector and an in-process' +
        '\nClickHouse: `npm start`, or `node services/embedded/dist/main.js`.'
      : '';
    process.stderr.write(`gateway: ${error.message}${hint}\n`);
    process.exit(2);
  }
}
