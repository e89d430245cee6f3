import { BUCKETS, getJson, openBucket, type Bus, type KV } from '@estate/bus';
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
  readonly #manifests = new Map<string, CollectorManifest>();
  #stop: (() => void) | undefined;
  // Every request asks; merging on each one cost a measurable share of a request's CPU. A change
  // clears the cache at once; the age limit bounds how late a heartbeat going stale shows.
  #merged: { at: number; platforms: Promise<PlatformManifest[]> } | undefined;
  static readonly MERGED_MAX_AGE_MS = 1_000;

  private constructor(private readonly logger: Logger) {}

  static async open(bus: Bus, logger: Logger): Promise<KvCollectorDirectory> {
    const directory = new KvCollectorDirectory(logger);
    await directory.#watch(await openBucket(bus, BUCKETS.collectors));
    return directory;
  }

  platforms(): Promise<PlatformManifest[]> {
    const now = Date.now();
    if (!this.#merged || now - this.#merged.at >= KvCollectorDirectory.MERGED_MAX_AGE_MS) {
      this.#merged = { at: now, platforms: Promise.resolve(mergeManifests([...this.#manifests.values()], new Date(now))) };
    }
    return this.#merged.platforms;
  }

  close(): void {
    this.#stop?.();
  }

  #apply(key: string, value: unknown): void {
    this.#merged = undefined;
    if (value === undefined) {
      this.#manifests.delete(key);
      return;
    }
    const checked = checkManifest(value);
    if (checked.ok) this.#manifests.set(key, checked.manifest);
    else this.logger.warn({ key, issues: checked.issues }, 'ignoring an invalid collector manifest');
  }

  async #watch(kv: KV): Promise<void> {
    // Start the watch first so no change between the initial read and the watch is missed; the
    // watch replays current values too, which the map absorbs.
    const watcher = await kv.watch();
    this.#stop = () => watcher.stop();
    for await (const key of await kv.keys()) this.#apply(key, await getJson(kv, key));
    void (async () => {
      for await (const entry of watcher) {
        this.#apply(entry.key, entry.operation === 'PUT' && entry.length > 0 ? entry.json<unknown>() : undefined);
      }
    })();
  }
}
