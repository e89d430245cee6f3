import { LRUCache } from 'lru-cache';
import type { KV } from './kv.js';
import type { BusLogger } from './logger.js';
import type { MirroredEntry } from './kv-mirror.js';

export interface KvReadCacheOptions<T> {
  /** Turns a stored JSON value into T, or undefined when it is not one (then read as absent). */
  parse(key: string, value: unknown): T | undefined;
  /** Values kept, least recently read dropped first. */
  maxEntries: number;
  logger: BusLogger;
  /** Names the bucket's contents in log lines. */
  what: string;
}

interface Reading {
  readers: number;
  /** Set when the watch saw a change of the key while it was being read. */
  changed: boolean;
}

/**
 * Reads of a large KV bucket through a bounded in-memory cache, for buckets too big to mirror
 * whole. A watch of the bucket's updates (headers only: no values cross the wire) drops a cached
 * key as soon as it changes, so a read never serves a value older than the watch's lag. A value
 * read while its key changed is returned but not cached. If the watch fails, caching stops and
 * every read goes to the bucket.
 */
export class KvReadCache<T> {
  readonly #entries: LRUCache<string, MirroredEntry<T>>;
  readonly #reading = new Map<string, Reading>();
  #following = true;
  #closed = false;
  #stop: (() => void) | undefined;
  #hits = 0;
  #misses = 0;

  private constructor(
    readonly kv: KV,
    private readonly options: KvReadCacheOptions<T>,
  ) {
    this.#entries = new LRUCache({ max: options.maxEntries });
  }

  /** Resolves once the watch is in place: from then on, every change reaches the cache. */
  static async open<T>(kv: KV, options: KvReadCacheOptions<T>): Promise<KvReadCache<T>> {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, got ${options.maxEntries}`);
    const cache = new KvReadCache(kv, options);
    const watcher = await kv.watch({ include: 'updates', headers_only: true });
    cache.#stop = () => watcher.stop();
    void (async () => {
      try {
        for await (const entry of watcher) cache.#changed(entry.key);
        if (!cache.#closed) cache.#unfollow('the watch ended');
      } catch (error) {
        if (!cache.#closed) cache.#unfollow(error);
      }
    })();
    return cache;
  }

  /** The key's current value, from the cache or (a round trip) from the bucket; errors are the bucket's. */
  async get(key: string): Promise<MirroredEntry<T> | undefined> {
    const cached = this.#entries.get(key);
    if (cached) {
      this.#hits += 1;
      return cached;
    }
    this.#misses += 1;
    const reading = this.#reading.get(key) ?? { readers: 0, changed: false };
    reading.readers += 1;
    this.#reading.set(key, reading);
    try {
      const entry = await this.kv.get(key);
      if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
      const value = this.options.parse(key, entry.json<unknown>());
      if (value === undefined) return undefined;
      const found = { value, revision: entry.revision };
      if (this.#following && !reading.changed) this.#remember(key, found);
      return found;
    } finally {
      reading.readers -= 1;
      if (reading.readers === 0) this.#reading.delete(key);
    }
  }

  stats(): { size: number; hits: number; misses: number; following: boolean } {
    return { size: this.#entries.size, hits: this.#hits, misses: this.#misses, following: this.#following };
  }

  /** Stops the watch; later reads go to the bucket. */
  close(): void {
    this.#closed = true;
    this.#following = false;
    this.#stop?.();
    this.#entries.clear();
  }

  #remember(key: string, found: MirroredEntry<T>): void {
    // Two reads of one key may finish out of order: the older revision must not replace the newer.
    const current = this.#entries.peek(key);
    if (current && current.revision >= found.revision) return;
    this.#entries.set(key, found);
  }

  #changed(key: string): void {
    this.#entries.delete(key);
    const reading = this.#reading.get(key);
    if (reading) reading.changed = true;
  }

  #unfollow(reason: unknown): void {
    this.#following = false;
    this.#entries.clear();
    this.options.logger.error({ err: reason, bucket: this.options.what }, 'KV watch ended; reads now go to the bucket every time');
  }
}
