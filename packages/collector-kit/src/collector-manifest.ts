import type { CollectorManifest, CollectorMode } from '@estate/events';
import type { CollectorDefinition } from './definition.js';

/** What one running instance adds to its definition's fields. */
export interface ManifestRun {
  mode: CollectorMode;
  instanceId: string;
  /** ISO 8601; also the first `last_seen_at`, which the heartbeat then moves on. */
  startedAt: string;
  /** Overrides the definition's version. */
  version?: string | undefined;
}

/**
 * The manifest a collector instance publishes, defaults applied. One function for the
 * collectors' tests and runCollector, so a test that checks a definition's manifest checks
 * exactly what would be published.
 */
export function collectorManifest(definition: Omit<CollectorDefinition, 'parse' | 'renderer'>, run: ManifestRun): CollectorManifest {
  return {
    platform: definition.platform,
    display_name: definition.displayName,
    countries: definition.countries,
    record_kinds: definition.recordKinds,
    operations: definition.operations,
    selectors: definition.selectors,
    provider: definition.provider ?? `collector-${definition.platform}/${run.mode}`,
    access_class: definition.accessClass ?? 'public_portal',
    mode: run.mode,
    version: run.version ?? definition.version ?? '0.1.0',
    instance_id: run.instanceId,
    started_at: run.startedAt,
    last_seen_at: run.startedAt,
    accepts_jobs: false,
  };
}
