import { connect } from '@estate/bus';
import { createLogger, loadConfig, logLevelField, onShutdown, urlField } from '@estate/runtime';
import { DEFAULT_SAMPLE_SEED, DEFAULT_SAMPLE_SIZE } from '@estate/sample-data';
import { Type } from 'typebox';
import type { CollectorDefinition } from './definition.js';
import { runCollector, type CollectorHandle } from './run-collector.js';
import { defaultSamplesDir } from './samples.js';

export const CollectorProcessConfig = Type.Object({
  NATS_URL: urlField({ protocols: ['nats:', 'tls:'], default: 'nats://127.0.0.1:4222' }),
  // No machine here reaches a platform: replay is the default, live needs the definition's live plan.
  COLLECTOR_MODE: Type.Union([Type.Literal('replay'), Type.Literal('live')], { default: 'replay' }),
  SAMPLES_DIR: Type.Optional(Type.String({ minLength: 1, description: 'Default: .data/samples at the workspace root.' })),
  // Every collector must generate from the same seed and size, or cross-listed properties disagree.
  SAMPLE_SEED: Type.String({ minLength: 1, default: String(DEFAULT_SAMPLE_SEED) }),
  SAMPLE_SIZE: Type.Integer({ minimum: 0, default: DEFAULT_SAMPLE_SIZE }),
  COLLECT_INTERVAL_MS: Type.Integer({ minimum: 1_000, default: 15 * 60_000 }),
  COLLECTOR_JOBS: Type.Boolean({ default: true }),
  LOG_LEVEL: logLevelField(),
});

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
    sampleSeed: /^\d+$/.test(config.SAMPLE_SEED) ? Number(config.SAMPLE_SEED) : config.SAMPLE_SEED,
    sampleSize: config.SAMPLE_SIZE,
    intervalMs: config.COLLECT_INTERVAL_MS,
    jobs: config.COLLECTOR_JOBS,
    logger,
  });
  // Closed in reverse: the collector stops (and removes its manifest) before the bus closes.
  onShutdown(logger, [
    { name: 'bus', close: () => bus.close() },
    { name: 'collector', close: () => handle.stop() },
  ]);
  return handle;
}
