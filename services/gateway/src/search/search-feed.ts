import type { Bus } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import type { FieldSpec, FieldValues, SearchProjection } from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { followBucket, type BucketChange } from './bucket-follower.js';

/**
 * What a feed keeps equal to its bucket: a kind's search projection, or a join that merges
 * several buckets into one projection (a stay's own fields and its calendar's nights).
 */
export interface SearchSink<Fields extends Record<string, FieldSpec>> {
  upsert(id: string, fields: FieldValues<Fields>): void;
  remove(id: string): unknown;
  readonly size: number;
}

export interface SearchFeedOptions<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>> {
  bus: Bus;
  /** The kind's search bucket, as the projector writes it. */
  bucket: string;
  projection: P;
  /** A stored value's fields, or undefined when it is not a search document of the kind. */
  decode(value: unknown): FieldValues<Fields> | undefined;
  logger: Logger;
  /** Names the projection in logs and on /readyz (`listing search`). */
  what: string;
  /** How often progress is logged while loading; default 5 s. */
  progressEveryMs?: number;
}

/** Entries applied between two turns of the event loop while loading, so probes and requests are answered meanwhile. */
const YIELD_EVERY = 2_000;

const decoder = new TextDecoder();

/**
 * Keeps one kind's search projection equal to its search bucket: a follower of the bucket
 * (bucket-follower.ts) delivers every key's current value, then every change. A put replaces the
 * record's fields (the projector writes the bucket newer-only, so the stream's order is the
 * version order); a delete or purge removes it; the projection itself drops records that pass
 * the live window. `loaded` resolves once the
 * values the bucket held when the follower started have all been applied; until then the gateway
 * is not ready.
 */
export class SearchFeed<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>> {
  /** Resolves once loaded; rejects if following fails first. */
  readonly loaded: Promise<void>;
  #markLoaded!: () => void;
  #loadFailed!: (error: Error) => void;
  #isLoaded = false;
  #failure: string | undefined;
  #applied = 0;
  #invalid = 0;
  readonly #started = performance.now();
  #stop: (() => void) | undefined;
  #closed = false;

  private constructor(private readonly options: SearchFeedOptions<Fields, P>) {
    this.loaded = new Promise((resolve, reject) => {
      this.#markLoaded = resolve;
      this.#loadFailed = reject;
    });
    // Whoever awaits `loaded` sees the failure; nobody awaiting is not an unhandled rejection.
    this.loaded.catch(() => undefined);
  }

  /** Resolves once the follower is in place; the projection loads in the background (see `loaded`). */
  static async open<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>>(options: SearchFeedOptions<Fields, P>): Promise<SearchFeed<Fields, P>> {
    const feed = new SearchFeed(options);
    const follower = await followBucket(options.bus, options.bucket);
    feed.#stop = follower.stop;
    try {
      // Each delivered entry says how many are still pending; an empty bucket delivers none, so
      // its emptiness is read once the follower exists (anything put since then arrives through it).
      if ((await options.bus.jsm.streams.info(`KV_${options.bucket}`)).state.messages === 0) feed.#loadedNow();
    } catch (error) {
      follower.stop();
      throw error;
    }
    const progress = setInterval(() => feed.#logProgress(), options.progressEveryMs ?? 5_000);
    progress.unref();
    void feed.loaded.then(
      () => clearInterval(progress),
      () => clearInterval(progress),
    );
    void (async () => {
      try {
        for await (const change of follower.changes) {
          feed.#apply(change);
          if (!feed.#isLoaded && change.pending === 0) feed.#loadedNow();
          if (!feed.#isLoaded && feed.#applied % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        if (!feed.#closed) feed.#fail('the follower ended');
      } catch (error) {
        if (!feed.#closed) feed.#fail(error instanceof Error ? error.message : String(error));
      } finally {
        clearInterval(progress);
      }
    })();
    return feed;
  }

  get projection(): P {
    return this.options.projection;
  }

  get isLoaded(): boolean {
    return this.#isLoaded;
  }

  /** /readyz: ready once loaded, and for as long as it follows the bucket. */
  readonly readiness: ReadinessCheck = async () => {
    const name = `search:${this.options.what}`;
    if (this.#failure !== undefined) return { name, ok: false, detail: `the ${this.options.what} projection no longer follows its bucket: ${this.#failure}` };
    if (!this.#isLoaded) return { name, ok: false, detail: `loading the ${this.options.what} projection: ${this.#applied} records so far` };
    return { name, ok: true };
  };

  close(): void {
    this.#closed = true;
    this.#stop?.();
  }

  #apply(change: BucketChange): void {
    const { projection } = this.options;
    this.#applied += 1;
    if (change.value === undefined) {
      projection.remove(change.key);
      return;
    }
    let fields: FieldValues<Fields> | undefined;
    try {
      fields = this.options.decode(JSON.parse(decoder.decode(change.value)));
    } catch {
      fields = undefined;
    }
    if (fields === undefined) {
      // Not searchable: the record must not keep fields of an older, valid version either.
      projection.remove(change.key);
      this.#invalid += 1;
      this.options.logger.warn({ projection: this.options.what, key: change.key, revision: change.revision }, 'ignoring an invalid search document');
      return;
    }
    projection.upsert(change.key, fields);
  }

  #loadedNow(): void {
    if (this.#isLoaded) return;
    this.#isLoaded = true;
    const ms = Math.round(performance.now() - this.#started);
    this.options.logger.info(
      { projection: this.options.what, records: this.options.projection.size, applied: this.#applied, invalid: this.#invalid, ms, per_second: rate(this.#applied, ms) },
      'search projection loaded; ready',
    );
    this.#markLoaded();
  }

  #logProgress(): void {
    if (this.#isLoaded) return;
    const ms = Math.round(performance.now() - this.#started);
    this.options.logger.info({ projection: this.options.what, applied: this.#applied, records: this.options.projection.size, ms, per_second: rate(this.#applied, ms) }, 'search projection loading');
  }

  #fail(reason: string): void {
    this.#failure = reason;
    if (!this.#isLoaded) this.#loadFailed(new Error(`the ${this.options.what} projection could not load: ${reason}`));
    this.options.logger.error({ projection: this.options.what, reason }, 'search projection no longer follows its bucket');
  }
}

function rate(count: number, ms: number): number {
  return ms === 0 ? count : Math.round((count * 1000) / ms);
}
