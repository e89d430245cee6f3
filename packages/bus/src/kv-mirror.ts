import type { KvEntry, KV } from './kv.js';
import type { BusLogger } from './logger.js';

export interface MirroredEntry<T> {
  readonly value: T;
  readonly revision: number;
}

export interface KvMirrorOptions<T> {
  /** Turns a stored JSON value into T, or undefined when it is not one (logged, then treated as absent). */
  parse(key: string, value: unknown): T | undefined;
  logger: BusLogger;
  /** Names the bucket's contents in log lines. */
  what: string;
  /** Called after every change the mirror applies (for owners that derive state from it). */
  onChange?: (key: string) => void;
}

/**
 * A whole KV bucket held in memory and kept current by a watch, so a request reads local state
 * instead of waiting on NATS. Every change is applied by revision, so the initial read, the
 * watch's replay and the owner's own writes (`observe`) may arrive in any order: an older
 * revision never replaces a newer one.
 */
export class KvMirror<T> {
  readonly #entries = new Map<string, MirroredEntry<T>>();
  /** Latest revision seen per key, deletions included. */
  readonly #revisions = new Map<string, number>();
  #stop: (() => void) | undefined;

  private constructor(
    readonly kv: KV,
    private readonly options: KvMirrorOptions<T>,
  ) {}

  /** Resolves once the bucket's current contents are loaded. */
  static async open<T>(kv: KV, options: KvMirrorOptions<T>): Promise<KvMirror<T>> {
    const mirror = new KvMirror(kv, options);
    // Watch first, so nothing written between the initial read and the watch is missed.
    const watcher = await kv.watch();
    mirror.#stop = () => watcher.stop();
    void (async () => {
      try {
        for await (const entry of watcher) mirror.#applyEntry(entry);
      } catch (error) {
        options.logger.error({ err: error, bucket: options.what }, 'KV watch ended; the mirror no longer follows changes');
      }
    })();
    try {
      for await (const key of await kv.keys()) await mirror.refresh(key);
    } catch (error) {
      watcher.stop();
      throw error;
    }
    return mirror;
  }

  get(key: string): MirroredEntry<T> | undefined {
    return this.#entries.get(key);
  }

  entries(): IterableIterator<[string, MirroredEntry<T>]> {
    return this.#entries.entries();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Records a value the owner wrote (or undefined for a deletion) at `revision`, ahead of the watch. */
  observe(key: string, value: T | undefined, revision: number): void {
    if ((this.#revisions.get(key) ?? 0) >= revision) return;
    this.#revisions.set(key, revision);
    if (value === undefined) this.#entries.delete(key);
    else this.#entries.set(key, { value, revision });
    this.options.onChange?.(key);
  }

  /** Reads one key from the bucket now (a round trip) and applies what it finds. */
  async refresh(key: string): Promise<MirroredEntry<T> | undefined> {
    const entry = await this.kv.get(key);
    if (entry) this.#applyEntry(entry);
    return this.#entries.get(key);
  }

  close(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #applyEntry(entry: KvEntry): void {
    this.observe(entry.key, entry.operation === 'PUT' ? this.#decode(entry) : undefined, entry.revision);
  }

  #decode(entry: KvEntry): T | undefined {
    let raw: unknown;
    try {
      raw = entry.length > 0 ? entry.json<unknown>() : undefined;
    } catch {
      raw = undefined;
    }
    const value = raw === undefined ? undefined : this.options.parse(entry.key, raw);
    if (value === undefined) this.options.logger.warn({ bucket: this.options.what, key: entry.key, revision: entry.revision }, 'ignoring an invalid KV entry');
    return value;
  }
}
