import type { KV } from '@estate/bus';
import { LRUCache } from 'lru-cache';
import { EncodedDocument } from './encoded-document.js';
import { compareVersions, type Versioned } from './version.js';

export type { StoredListing } from '@estate/documents';

const encoder = new TextEncoder();

/**
 * Sees each document a projection writes beside what it replaced. `facts` are the few values a
 * change is judged by; they are remembered with each cached version, so telling a change costs no
 * read in the steady state (a cache miss reads the stored document, which the newer-only check
 * does anyway).
 */
export interface KvWriteObserver<F> {
  facts(document: unknown): F | undefined;
  /**
   * `previous` is undefined when the bucket held no document for the key; `current` is
   * `facts(document)`, worked out once for the cache and handed on.
   */
  written(key: string, previous: F | undefined, document: unknown, current: F | undefined): void;
}

type Known<F> = Versioned & { facts?: F | undefined };

/** How documents are written: a KvWriter (bus), whose writes cost no request each; by default the KV client's. */
export interface KvWrites {
  /** True when the bucket held no message for the key and now holds this value; false when it holds one. */
  create(key: string, value: Uint8Array): Promise<boolean>;
  put(key: string, value: Uint8Array): Promise<unknown>;
}

/** The KV client's own create and put. */
function clientWrites(kv: KV): KvWrites {
  return {
    create: (key, value) =>
      kv.create(key, value).then(
        () => true,
        // A document exists (or the write failed): the read-compare-put path decides, and a
        // broken connection fails there too.
        () => false,
      ),
    put: (key, value) => kv.put(key, value),
  };
}

/**
 * A point-read projection: the newest document of each record in a KV bucket. A put never
 * replaces a newer document, so a redelivered or replayed old observation cannot roll a record
 * back. The versions written are cached (least recently written dropped first), so steady-state
 * writes need no read first; a record not in the cache is first offered with `create`, which
 * succeeds in one round trip when the bucket has no document for it (the common case: a record
 * seen for the first time) and fails when it has one, which is then read and compared. Writes
 * of one key from overlapping calls (batches committing at once) run one after the other, so
 * the check and the put of one cannot interleave with another's.
 */
export class KvProjection<D extends Versioned, F = unknown> {
  readonly #known: LRUCache<string, Known<F>>;
  /** The write of each key in progress; a later write of the key waits for it. */
  readonly #writing = new Map<string, Promise<boolean>>();
  readonly #writes: KvWrites;

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
      /** Told of every document written and the facts of the one it replaced (the change feed). */
      observer?: KvWriteObserver<F>;
      /** Writes through this instead of the KV client (reads still go through `kv`). */
      writes?: KvWrites;
    } = {},
  ) {
    this.#known = new LRUCache({ max: options.cacheSize ?? 200_000 });
    this.#writes = options.writes ?? clientWrites(kv);
  }

  /** Writes every document (by key) that is newer than the stored one (or as new, if so told); returns how many were written. */
  async write(latest: Iterable<readonly [string, D]>): Promise<number> {
    const queue = [...latest];
    let written = 0;
    const worker = async () => {
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const [key, item] = next;
        if (await this.#writeInTurn(key, item)) written += 1;
      }
    };
    // With fsync on every write, the server commits concurrent writes together: more in flight, more per fsync.
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 256, queue.length) }, worker));
    return written;
  }

  #writeInTurn(key: string, item: D): Promise<boolean> {
    const before = this.#writing.get(key);
    const mine: Promise<boolean> = (before ? before.then(() => this.#writeOne(key, item)) : this.#writeOne(key, item)).finally(() => {
      if (this.#writing.get(key) === mine) this.#writing.delete(key);
    });
    this.#writing.set(key, mine);
    return mine;
  }

  /** Writes the document unless the bucket holds a newer one; true when written. */
  async #writeOne(key: string, item: D): Promise<boolean> {
    // A projection that serialized the document already (to store it in a table too) hands over its JSON.
    const document = encoder.encode(item instanceof EncodedDocument ? item.json : JSON.stringify(item));
    if (!this.#known.has(key) && (await this.#writes.create(key, document))) {
      const known = this.#remember(key, item);
      this.options.observer?.written(key, undefined, item, known.facts);
      return true;
    }
    const replaced = await this.#newerThan(key, item);
    if (replaced === false) return false;
    await this.#writes.put(key, document);
    const known = this.#remember(key, item);
    this.options.observer?.written(key, replaced?.facts, item, known.facts);
    return true;
  }

  /** Forgets one key's cached version (its document left the live window): the next write of it is a first one. */
  forget(key: string): void {
    this.#known.delete(key);
  }

  /** Forgets cached versions, e.g. after the bucket was purged by a rebuild. */
  reset(): void {
    this.#known.clear();
  }

  /** False when the bucket holds a newer document; else what it holds (undefined: nothing). */
  async #newerThan(key: string, item: D): Promise<Known<F> | undefined | false> {
    let current = this.#known.get(key);
    if (!current) {
      const entry = await this.kv.get(key);
      if (entry && entry.operation === 'PUT' && entry.length > 0) {
        const stored = entry.json<Versioned>();
        current = this.#remember(key, stored);
      }
    }
    if (!current) return undefined;
    const order = compareVersions(current, item);
    return order < 0 || (order === 0 && this.options.replaceSameVersion === true) ? current : false;
  }

  #remember(key: string, version: Versioned): Known<F> {
    const { observer } = this.options;
    const known: Known<F> = { observed_at: version.observed_at, event_id: version.event_id, ...(observer ? { facts: observer.facts(version) } : {}) };
    this.#known.set(key, known);
    return known;
  }
}
