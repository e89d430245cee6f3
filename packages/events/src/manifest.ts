import { Type, type Static } from 'typebox';
import { OBSERVED_KINDS } from './event-types.js';
import { AccessClass } from './payloads/common.js';
import { CountryCode, DateTime, NonEmptyString, OpenEnum, PlatformName } from './primitives.js';
import { compiled, issuesOf } from './validators.js';

/**
 * Collector manifests in the `collectors` KV bucket.
 *
 * Key scheme: `<platform>.<instance_id>`, one key per running collector process. A key per
 * instance (not per platform) lets N instances of one collector run side by side without
 * overwriting each other's heartbeat, and lets one instance stop (and delete its key) while
 * the others keep the platform alive. Readers (the gateway) list the bucket, read every key,
 * and fold the manifests into one view per platform with `mergeManifests`; a platform is served
 * while any of its instances has a key. The bucket's max age (10 min by default) removes the
 * key of an instance that died without a graceful stop; `last_seen_at` tells a reader earlier
 * that an instance stopped refreshing (`manifestState`).
 *
 * KV keys allow `[-/_=.A-Za-z0-9]`, and the dot separates tokens: platform names have no dot
 * (they are subject tokens) and instance ids are restricted to `[A-Za-z0-9_-]`, so a key splits
 * at its first dot, and `<platform>.*` lists one platform's instances.
 */

export const COLLECTOR_MODES = ['live', 'replay'] as const;
export type CollectorMode = (typeof COLLECTOR_MODES)[number];

/** How often a running collector refreshes `last_seen_at`. */
export const MANIFEST_HEARTBEAT_MS = 10_000;
/** A manifest not refreshed for this long (three missed heartbeats) is reported `stale`. */
export const MANIFEST_STALE_AFTER_MS = 3 * MANIFEST_HEARTBEAT_MS;

export const INSTANCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const OPERATION_ID_PATTERN = '^[A-Za-z][A-Za-z0-9]*$';

export const CollectorManifestSchema = Type.Object(
  {
    platform: PlatformName,
    display_name: NonEmptyString,
    countries: Type.Array(CountryCode, { minItems: 1, uniqueItems: true, description: 'Countries whose listings this collector observes.' }),
    record_kinds: Type.Array(OpenEnum(OBSERVED_KINDS, 'A record kind this collector observes (published as `<kind>.observed`).'), {
      uniqueItems: true,
    }),
    operations: Type.Array(Type.String({ pattern: OPERATION_ID_PATTERN }), {
      uniqueItems: true,
      description: 'API operationIds this collector\'s data serves, e.g. `searchListings`, `getListing`.',
    }),
    selectors: Type.Record(Type.String({ pattern: OPERATION_ID_PATTERN }), Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true }), {
      description: 'Per operationId, the request fields this platform honours, e.g. `price`, `location.bbox`.',
    }),
    provider: NonEmptyString,
    access_class: AccessClass,
    mode: Type.Union([Type.Literal('live'), Type.Literal('replay')]),
    version: NonEmptyString,
    instance_id: Type.String({ pattern: INSTANCE_ID_PATTERN.source }),
    started_at: DateTime,
    last_seen_at: DateTime,
    accepts_jobs: Type.Optional(Type.Boolean({ description: 'True when this instance takes read jobs from `jobs.<platform>`.' })),
  },
  { title: 'CollectorManifest' },
);
export type CollectorManifest = Static<typeof CollectorManifestSchema>;

export function manifestKey(platform: string, instanceId: string): string {
  if (!INSTANCE_ID_PATTERN.test(instanceId)) throw new RangeError(`instance id ${JSON.stringify(instanceId)} must match ${INSTANCE_ID_PATTERN.source}`);
  if (!/^[a-z][a-z0-9_-]{0,39}$/.test(platform)) throw new RangeError(`platform ${JSON.stringify(platform)} is not a valid platform name`);
  return `${platform}.${instanceId}`;
}

/** The KV key filter of one platform's instances, or of every manifest. */
export function manifestKeyFilter(platform?: string): string {
  return platform === undefined ? '>' : `${platform}.*`;
}

export function parseManifestKey(key: string): { platform: string; instance_id: string } | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const platform = key.slice(0, dot);
  const instance_id = key.slice(dot + 1);
  if (!/^[a-z][a-z0-9_-]{0,39}$/.test(platform) || !INSTANCE_ID_PATTERN.test(instance_id)) return undefined;
  return { platform, instance_id };
}

export type ManifestCheck = { ok: true; manifest: CollectorManifest } | { ok: false; issues: string[] };

/**
 * Validates a manifest read from KV. Beyond the schema: every selector key must be one of the
 * manifest's operations, so a reader never advertises selectors for an operation nobody serves.
 */
export function checkManifest(value: unknown): ManifestCheck {
  const validator = compiled(CollectorManifestSchema);
  if (!validator.Check(value)) return { ok: false, issues: issuesOf(validator, value) };
  const manifest = value as CollectorManifest;
  const stray = Object.keys(manifest.selectors).filter((op) => !manifest.operations.includes(op));
  if (stray.length > 0) return { ok: false, issues: stray.map((op) => `/selectors/${op}: not one of the manifest's operations`) };
  return { ok: true, manifest };
}

export type ManifestState = 'live' | 'stale';

export function manifestState(manifest: Pick<CollectorManifest, 'last_seen_at'>, now: Date = new Date(), staleAfterMs = MANIFEST_STALE_AFTER_MS): ManifestState {
  return now.getTime() - Date.parse(manifest.last_seen_at) > staleAfterMs ? 'stale' : 'live';
}

/** One platform as its running instances together describe it. */
export interface PlatformManifest {
  platform: string;
  display_name: string;
  countries: string[];
  record_kinds: string[];
  operations: string[];
  selectors: Record<string, string[]>;
  provider: string;
  access_class: string;
  /** `live` when any instance is live. */
  state: ManifestState;
  /** Earliest start and latest heartbeat over the instances. */
  started_at: string;
  last_seen_at: string;
  accepts_jobs: boolean;
  instances: Array<Pick<CollectorManifest, 'instance_id' | 'mode' | 'version' | 'provider' | 'started_at' | 'last_seen_at'> & { state: ManifestState }>;
}

/**
 * Folds instance manifests into one entry per platform (sorted by platform). Lists are unions,
 * so during a rolling upgrade a capability counts as soon as one instance has it; names and
 * provider come from the most recently seen instance.
 */
export function mergeManifests(manifests: readonly CollectorManifest[], now: Date = new Date(), staleAfterMs = MANIFEST_STALE_AFTER_MS): PlatformManifest[] {
  const byPlatform = new Map<string, CollectorManifest[]>();
  for (const m of manifests) {
    const list = byPlatform.get(m.platform) ?? [];
    list.push(m);
    byPlatform.set(m.platform, list);
  }
  const union = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())].sort();
  return [...byPlatform.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([platform, list]) => {
      const sorted = [...list].sort((a, b) => Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at) || (a.instance_id < b.instance_id ? -1 : 1));
      const freshest = sorted[0] as CollectorManifest;
      const instances = sorted.map((m) => ({
        instance_id: m.instance_id,
        mode: m.mode,
        version: m.version,
        provider: m.provider,
        started_at: m.started_at,
        last_seen_at: m.last_seen_at,
        state: manifestState(m, now, staleAfterMs),
      }));
      const operations = union(list.map((m) => m.operations));
      const selectors: Record<string, string[]> = {};
      for (const op of operations) selectors[op] = union(list.map((m) => m.selectors[op] ?? []));
      return {
        platform,
        display_name: freshest.display_name,
        countries: union(list.map((m) => m.countries)),
        record_kinds: union(list.map((m) => m.record_kinds)),
        operations,
        selectors,
        provider: freshest.provider,
        access_class: freshest.access_class,
        state: instances.some((i) => i.state === 'live') ? 'live' : 'stale',
        started_at: list.map((m) => m.started_at).reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)),
        last_seen_at: freshest.last_seen_at,
        accepts_jobs: list.some((m) => m.accepts_jobs === true),
        instances,
      };
    });
}
