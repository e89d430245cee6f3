import { BUCKETS, KvMirror, openBucket, type Bus } from '@estate/bus';
import { checkManifest, mergeManifests, type CollectorManifest, type PlatformManifest } from '@estate/events';
import type { Logger } from '@estate/runtime';

/**
 * What the gateway knows of the running collectors: each instance keeps its manifest alive in
 * the `collectors` KV bucket, and the platforms are those manifests merged. Capabilities,
 * enablement and the platform list are derived from them on every call, so they describe the
 * deployment as it is.
 */
export interface CollectorDirectory {
  platforms(): Promise<PlatformManifest[]>;
}

/** A fixed set of instance manifests: a deployment without a bus, or one assembled in a test. */
export class FixedDirectory implements CollectorDirectory {
  constructor(private readonly manifests: readonly CollectorManifest[] = []) {}
  async platforms(): Promise<PlatformManifest[]> {
    return mergeManifests(this.manifests);
  }
}

/**
 * The `collectors` bucket, mirrored in memory by a watch: a request never waits on NATS, and a
 * collector that starts, stops or goes quiet shows within a heartbeat.
 */
export class KvCollectorDirectory implements CollectorDirectory {
  // Every request asks; merging on each one cost a measurable share of a request's CPU. A change
  // clears the cache at once; the age limit bounds how late a heartbeat going stale shows.
  #merged: { at: number; platforms: Promise<PlatformManifest[]> } | undefined;
  static readonly MERGED_MAX_AGE_MS = 1_000;

  #mirror: KvMirror<CollectorManifest> | undefined;

  private constructor() {}

  static async open(bus: Bus, logger: Logger): Promise<KvCollectorDirectory> {
    const directory = new KvCollectorDirectory();
    directory.#mirror = await KvMirror.open<CollectorManifest>(await openBucket(bus, BUCKETS.collectors), {
      what: 'collector manifests',
      logger,
      parse: (key, value) => {
        const checked = checkManifest(value);
        if (checked.ok) return checked.manifest;
        logger.warn({ key, issues: checked.issues }, 'ignoring an invalid collector manifest');
        return undefined;
      },
      onChange: () => directory.invalidate(),
    });
    return directory;
  }

  platforms(): Promise<PlatformManifest[]> {
    const now = Date.now();
    if (!this.#merged || now - this.#merged.at >= KvCollectorDirectory.MERGED_MAX_AGE_MS) {
      const manifests = [...(this.#mirror?.entries() ?? [])].map(([, entry]) => entry.value);
      this.#merged = { at: now, platforms: Promise.resolve(mergeManifests(manifests, new Date(now))) };
    }
    return this.#merged.platforms;
  }

  invalidate(): void {
    this.#merged = undefined;
  }

  close(): void {
    this.#mirror?.close();
  }
}
