import type { KV } from '@estate/bus';
import type { StoredListing } from '@estate/events';
import { compareVersions, type Versioned } from './version.js';

export type { StoredListing };

const encoder = new TextEncoder();

/**
 * The point-read projection: the newest document of each listing in a KV bucket. A put never
 * replaces a newer document, so a redelivered or replayed old observation cannot roll a listing
 * back. The versions written are cached, so steady-state writes need no read first; a listing
 * not in the cache is first offered with `create`, which succeeds in one round trip when the
 * bucket has no document for it (the common case: a listing seen for the first time) and fails
 * when it has one, which is then read and compared.
 */
export class KvListingProjection {
  readonly #known = new Map<string, Versioned>();

  constructor(
    private readonly kv: KV,
    private readonly options: {
      concurrency?: number;
      cacheSize?: number;
      /**
       * Also replace a document of the same version. A rebuild sets it: the same observation
       * projected again may belong to another property now (other matching rules, another
       * stream order), and the bucket must agree with the rebuilt tables.
       */
      replaceSameVersion?: boolean;
    } = {},
  ) {}

  /** Writes every document that is newer than the stored one (or as new, if so told); returns how many were written. */
  async write(latest: Iterable<StoredListing>): Promise<number> {
    const queue = [...latest];
    let written = 0;
    const worker = async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
        const id = item.listing.id;
        const document = encoder.encode(JSON.stringify(item));
        if (!this.#known.has(id) && (await this.#created(id, document))) {
          this.#remember(id, item);
          written += 1;
        } else if (await this.#isNewer(item)) {
          await this.kv.put(id, document);
          this.#remember(id, item);
          written += 1;
        }
      }
    };
    // With fsync on every write, the server commits concurrent writes together: more in flight, more per fsync.
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 256, queue.length) }, worker));
    return written;
  }

  /** Forgets cached versions, e.g. after the bucket was purged by a rebuild. */
  reset(): void {
    this.#known.clear();
  }

  /** True when the bucket had no document for `id` and now holds this one. */
  async #created(id: string, document: Uint8Array): Promise<boolean> {
    try {
      await this.kv.create(id, document);
      return true;
    } catch {
      // A document exists (or the write failed): the read-compare-put path decides, and a
      // broken connection fails there too.
      return false;
    }
  }

  async #isNewer(item: StoredListing): Promise<boolean> {
    let current = this.#known.get(item.listing.id);
    if (!current) {
      const entry = await this.kv.get(item.listing.id);
      if (entry && entry.operation === 'PUT' && entry.length > 0) {
        const stored = entry.json<StoredListing>();
        current = { observed_at: stored.observed_at, event_id: stored.event_id };
        this.#remember(item.listing.id, current);
      }
    }
    if (!current) return true;
    const order = compareVersions(current, item);
    return order < 0 || (order === 0 && this.options.replaceSameVersion === true);
  }

  #remember(id: string, version: Versioned): void {
    this.#known.delete(id);
    this.#known.set(id, { observed_at: version.observed_at, event_id: version.event_id });
    const limit = this.options.cacheSize ?? 200_000;
    // Map iteration order is insertion order: the first key is the least recently written.
    if (this.#known.size > limit) this.#known.delete(this.#known.keys().next().value as string);
  }
}
