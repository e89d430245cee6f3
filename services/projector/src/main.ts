import { connect, defaultTopology, provision } from '@estate/bus';
import { createLogger, loadConfig, onShutdown } from '@estate/runtime';
import { createStore, migrate, storeConfigFromEnv } from '@estate/store';
import { ProjectorConfig } from './config.js';
import { startMetricsServer } from './metrics-server.js';
import { startProjector } from './projector.js';
import { rebuildProjections } from './rebuild.js';

// The projector as a process of its own (server mode). `--rebuild` replays the streams into
// fresh tables, swaps them in and exits.
const config = loadConfig(ProjectorConfig);
const logger = createLogger({ name: 'projector', level: config.LOG_LEVEL });
const bus = await connect({ name: 'projector', logger });
await provision(bus, defaultTopology({ projector: { ackWaitMs: config.PROJECTOR_ACK_WAIT_MS } }));
const store = await createStore(storeConfigFromEnv());
await migrate(store, { logger });

if (process.argv.includes('--rebuild')) {
  await rebuildProjections({ bus, store, logger, batchSize: config.PROJECTOR_BATCH_SIZE });
  await store.close();
  await bus.close();
} else {
  const projector = await startProjector({ bus, store, logger, batchSize: config.PROJECTOR_BATCH_SIZE, batchWaitMs: config.PROJECTOR_BATCH_WAIT_MS, batchesInFlight: config.PROJECTOR_BATCHES_IN_FLIGHT });
  const metrics = config.PROJECTOR_METRICS_PORT > 0 ? await startMetricsServer(projector.metrics.registry, config.PROJECTOR_METRICS_PORT) : undefined;
  if (metrics) logger.info({ url: `${metrics.url}/metrics` }, 'metrics endpoint');
  onShutdown(logger, [
    { name: 'bus', close: () => bus.close() },
    { name: 'store', close: () => store.close() },
    ...(metrics ? [{ name: 'metrics', close: () => new Promise<void>((resolve) => metrics.server.close(() => resolve())) }] : []),
    { name: 'projector', close: () => projector.stop() },
  ]);
}
