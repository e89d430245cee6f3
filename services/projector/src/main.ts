import { connect, defaultTopology, PROJECTOR_DURABLE, provision, type Bus } from '@estate/bus';
import { createLogger, loadConfig, onShutdown } from '@estate/runtime';
import { createStore, migrate, storeConfigFromEnv } from '@estate/store';
import { ProjectorConfig } from './config.js';
import { LeaderLease } from './leader-lease.js';
import { runLeaderProjector, type ProjectorRole } from './leader-projector.js';
import { ProjectorMetrics } from './metrics.js';
import { startMetricsServer } from './metrics-server.js';
import { startProjector } from './projector.js';
import { rebuildProjections } from './rebuild.js';

// The projector as a process of its own (server mode). Any number may run: one holds the lease
// and projects, the others stand by (PROJECTOR_LEASE_TTL_MS=0: no lease, run exactly one).
// `--rebuild` replays the streams into fresh tables, swaps them in and exits.
const config = loadConfig(ProjectorConfig);
const logger = createLogger({ name: 'projector', level: config.LOG_LEVEL });
const bus = await connect({ name: 'projector', logger });
await provision(bus, defaultTopology({ projector: { ackWaitMs: config.PROJECTOR_ACK_WAIT_MS } }));
const store = await createStore(storeConfigFromEnv());

const projectorOptions = (metrics: ProjectorMetrics) => ({
  bus,
  store,
  logger,
  metrics,
  batchSize: config.PROJECTOR_BATCH_SIZE,
  batchWaitMs: config.PROJECTOR_BATCH_WAIT_MS,
  batchesInFlight: config.PROJECTOR_BATCHES_IN_FLIGHT,
});

if (process.argv.includes('--rebuild')) {
  await migrate(store, { logger });
  await rebuildProjections({ bus, store, logger, batchSize: config.PROJECTOR_BATCH_SIZE });
  await store.close();
  await bus.close();
} else {
  const metrics = new ProjectorMetrics();
  let role: () => ProjectorRole = () => 'starting';
  const server =
    config.PROJECTOR_METRICS_PORT > 0
      ? await startMetricsServer(metrics.registry, config.PROJECTOR_METRICS_PORT, {
          // A standby is ready: ready to take over. Only an instance starting up is not.
          readiness: () => ({ ready: role() !== 'starting', body: { status: role() === 'starting' ? 'starting' : 'ok', role: role() } }),
        })
      : undefined;
  if (server) logger.info({ url: `${server.url}/metrics` }, 'metrics endpoint');

  let stopProjecting: () => Promise<void>;
  let leaseBus: Bus | undefined;
  if (config.PROJECTOR_LEASE_TTL_MS === 0) {
    await migrate(store, { logger });
    const projector = await startProjector(projectorOptions(metrics));
    metrics.active.set(1);
    role = () => 'active';
    stopProjecting = () => projector.stop();
  } else {
    // The lease on a connection of its own: renewals must not queue behind a batch's thousands of
    // KV writes on the projector's connection (measured: a standby took over a busy active one).
    leaseBus = await connect({ name: 'projector-lease', logger });
    const lease = await LeaderLease.open(leaseBus, { key: PROJECTOR_DURABLE, ttlMs: config.PROJECTOR_LEASE_TTL_MS, logger });
    // Migrations run under the lease: two instances applying them at once could both apply one.
    const leader = runLeaderProjector({
      lease,
      metrics,
      logger,
      start: async () => {
        await migrate(store, { logger });
        return startProjector({ ...projectorOptions(metrics), replayInDoubt: true });
      },
    });
    role = leader.role;
    stopProjecting = () => leader.stop();
    leader.done.catch((err: unknown) => {
      logger.fatal({ err }, 'projector could not start');
      process.exit(1);
    });
  }
  const ownLeaseBus = leaseBus;
  onShutdown(logger, [
    { name: 'bus', close: () => bus.close() },
    ...(ownLeaseBus ? [{ name: 'lease connection', close: () => ownLeaseBus.close() }] : []),
    { name: 'store', close: () => store.close() },
    ...(server ? [{ name: 'metrics', close: () => new Promise<void>((resolve) => server.server.close(() => resolve())) }] : []),
    { name: 'projector', close: stopProjecting },
  ]);
}
