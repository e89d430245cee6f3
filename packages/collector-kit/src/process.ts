import { connect } from '@estate/bus';
import { createLogger, loadConfig, logLevelField, onShutdown, urlField } from '@estate/runtime';
import { Type, type Static } from 'typebox';
import type { CollectorDefinition, LiveSettings } from './definition.js';
import { serveMetrics } from './metrics.js';
import { runCollector, type CollectorHandle } from './run-collector.js';
import { defaultSamplesDir } from './samples.js';

export const CollectorProcessConfig = Type.Object({
  // Several servers, comma separated, for a cluster: @estate/bus connect() splits them.
  NATS_URL: Type.String({ minLength: 1, default: 'nats://127.0.0.1:4222' }),
  // No machine here reaches a platform: replay is the default, live needs the definition's live plan.
  COLLECTOR_MODE: Type.Union([Type.Literal('replay'), Type.Literal('live')], { default: 'replay' }),
  SAMPLES_DIR: Type.Optional(Type.String({ minLength: 1, description: 'Default: .data/samples at the workspace root.' })),
  // Off by default: a port opened only where something scrapes it.
  COLLECTOR_METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_535, description: 'Serve Prometheus metrics at /metrics on this port.' })),
  // Live mode only: where the plan starts and how hard it may press the platform; unset, the plan's and the fetcher's defaults.
  COLLECTOR_BASE_URL: Type.Optional(urlField({ protocols: ['http:', 'https:'], description: "The platform's origin; default its public host." })),
  COLLECTOR_SEARCHES: Type.Optional(Type.String({ minLength: 1, description: 'Comma-separated searches in the plan\'s terms (area slugs, location ids, categories).' })),
  COLLECTOR_MAX_PAGES: Type.Optional(Type.Integer({ minimum: 1, description: 'Result pages followed per search.' })),
  COLLECTOR_REQUESTS_PER_SECOND: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Sustained requests per second per host; default 1.' })),
  COLLECT_INTERVAL_MS: Type.Optional(Type.Integer({ minimum: 1_000, description: "Default: the collector's own (collectIntervalMs), else 15 minutes." })),
  COLLECTOR_JOBS: Type.Boolean({ default: true }),
  // npm start sets it: a restart within the interval re-reads nothing (see CollectorOptions.resume).
  COLLECTOR_RESUME: Type.Boolean({ default: false, description: "First scheduled run when it is due after the platform's last recorded run, not at start." }),
  // Off by default: one instance per collector, as npm start runs it. On, every instance of the collector shares each scheduled run and one request budget per host.
  COLLECTOR_SHARED: Type.Boolean({ default: false, description: 'Share scheduled runs and the per-host request budget with the other instances of this collector (through NATS).' }),
  COLLECTOR_SHARED_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, description: 'Shared mode: pages this instance fetches at once; default 1.' })),
  LOG_LEVEL: logLevelField(),
});

/** Listing portals change by the minute; a collector of monthly datasets states a longer interval of its own. */
const DEFAULT_COLLECT_INTERVAL_MS = 15 * 60_000;

function liveSettingsOf(config: Static<typeof CollectorProcessConfig>): LiveSettings {
  return {
    ...(config.COLLECTOR_BASE_URL === undefined ? {} : { baseUrl: config.COLLECTOR_BASE_URL }),
    ...(config.COLLECTOR_SEARCHES === undefined ? {} : { searches: config.COLLECTOR_SEARCHES.split(',').map((s) => s.trim()).filter((s) => s !== '') }),
    ...(config.COLLECTOR_MAX_PAGES === undefined ? {} : { maxPages: config.COLLECTOR_MAX_PAGES }),
  };
}

/**
 * A collector as a process of its own: config from the environment, a bus connection, the
 * collection schedule, and a graceful stop that removes its manifest before the bus closes.
 * Every collector service's `main.ts` is this call with its definition.
 */
export async function runCollectorProcess(definition: CollectorDefinition): Promise<CollectorHandle> {
  const config = loadConfig(CollectorProcessConfig);
  const name = `collector-${definition.platform}`;
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  const bus = await connect({ name, servers: config.NATS_URL, logger });
  const handle = await runCollector(definition, {
    bus,
    mode: config.COLLECTOR_MODE,
    samplesDir: config.SAMPLES_DIR ?? defaultSamplesDir(),
    intervalMs: config.COLLECT_INTERVAL_MS ?? definition.collectIntervalMs ?? DEFAULT_COLLECT_INTERVAL_MS,
    jobs: config.COLLECTOR_JOBS,
    resume: config.COLLECTOR_RESUME,
    logger,
    liveSettings: liveSettingsOf(config),
    ...(config.COLLECTOR_REQUESTS_PER_SECOND === undefined ? {} : { live: { ratePerSecond: config.COLLECTOR_REQUESTS_PER_SECOND } }),
    ...(config.COLLECTOR_SHARED ? { shared: config.COLLECTOR_SHARED_CONCURRENCY === undefined ? true : { concurrency: config.COLLECTOR_SHARED_CONCURRENCY } } : {}),
  });
  const metricsServer = config.COLLECTOR_METRICS_PORT === undefined ? undefined : await serveMetrics(handle.metrics, config.COLLECTOR_METRICS_PORT);
  if (metricsServer) logger.info({ port: metricsServer.port }, 'collector metrics at /metrics');
  // Closed in reverse: the collector stops (and removes its manifest) before the bus closes.
  onShutdown(logger, [
    { name: 'bus', close: () => bus.close() },
    { name: 'collector', close: () => handle.stop() },
    ...(metricsServer ? [{ name: 'metrics', close: () => metricsServer.close() }] : []),
  ]);
  return handle;
}
