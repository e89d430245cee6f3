import { availableParallelism } from 'node:os';
import { SIMILARITY } from '@estate/contract/limits';
import { listingIdPage, listingSearchFields, listingSearchQuery, type ListingIdPage, type ListingSearchValues } from '../listing.js';
import type { ListingSearchQuery } from '../listing-query.js';
import { groupedProperties, type PropertyGroup } from '../property-groups.js';
import { checkQuery, type SearchQuery, type SearchResult } from '../query.js';
import type { SearchProjectionOptions } from '../search-projection.js';
import type { SimilarListing } from '../similar.js';
import { ChangeBuffer } from './change-buffer.js';
import { mergeGroups, mergePages, mergeSimilar, positionOrder } from './merge.js';
import { shardOf } from './shard-of.js';
import { LocalShard, WorkerShard, type ShardLink } from './shard-link.js';
import type { ShardReplies, ShardReply, ShardRequest } from './shard-protocol.js';

/** What a gateway's listing reads ask of the listing search, however it is held. */
export interface ListingSearchReader {
  searchIds(query: ListingSearchQuery, now: number): Promise<ListingIdPage>;
  propertyGroups(propertyIds: readonly string[], now: number): Promise<PropertyGroup[]>;
  similar(listingId: string, now: number): Promise<SimilarListing[]>;
}

export interface ShardedListingSearchOptions {
  /** Worker threads, each holding the listings whose ids hash to it; 1 keeps the one projection in this thread. Default: the cores. */
  shards?: number;
  /** Each shard's projection options (a test's live window). */
  projection?: SearchProjectionOptions;
  /** Called with the key of each stored value that was not a listing search document (its record is removed). */
  onInvalid?(key: string): void;
}

/** Changes one shard may have sent and not yet applied before `backpressure` asks the feed to wait. */
const MAX_IN_FLIGHT = 4;
/** A shard's buffer is sent at this many changes even within one turn of the event loop. */
const SEND_AT = 1_000;

/**
 * The listing search over K shards, each a plain projection of 1/K of the listings (by a hash of
 * the id) in a worker thread: every core searches, and the machine holds one copy of the data.
 * Every search goes to every shard and the pages are merged here in the sort's own order, so
 * answers, cursors and totals are those of one projection holding every listing.
 *
 * Publication: changes are buffered per shard and sent as one batch per shard per turn of the
 * event loop (or per SEND_AT changes); a read first sends what is buffered. A worker handles one
 * message at a time in the order posted and applies a batch whole, so a read sent after a change
 * is answered by every shard after it, and before anything sent later: each read sees exactly the
 * changes given before it, never part of a batch. A read of two steps (similar listings: the
 * listing's traits from its shard, then the candidates from all) holds every later message until
 * its second step is sent, so both steps see the same changes.
 */
export class ShardedListingSearch implements ListingSearchReader {
  readonly shards: number;
  readonly #links: ShardLink[];
  readonly #buffers: ChangeBuffer[];
  readonly #sizes: number[];
  readonly #inFlight: number[];
  readonly #onInvalid: ((key: string) => void) | undefined;
  /** Messages waiting behind a two-step read, in order. */
  #held: Array<() => void> = [];
  #holding = false;
  #sendScheduled = false;
  #waiters: Array<() => void> = [];
  #failure: Error | undefined;
  #closed = false;

  constructor(options: ShardedListingSearchOptions = {}) {
    const shards = options.shards ?? availableParallelism();
    if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`shards must be a positive integer, got ${shards}`);
    this.shards = shards;
    const projection = options.projection ?? {};
    this.#links = Array.from({ length: shards }, (_, index) => (shards === 1 ? new LocalShard(projection) : new WorkerShard(projection, { index, count: shards })));
    this.#buffers = Array.from({ length: shards }, () => new ChangeBuffer());
    this.#sizes = new Array<number>(shards).fill(0);
    this.#inFlight = new Array<number>(shards).fill(0);
    this.#onInvalid = options.onInvalid;
  }

  /** Live listings held, as of the last batch each shard answered (the feed's logs and progress). */
  get size(): number {
    return this.#sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Why reads fail (a shard's worker died, or the search was closed); undefined while every shard answers. */
  get failure(): Error | undefined {
    return this.#failure ?? this.#links.find((link) => link.failure !== undefined)?.failure;
  }

  upsert(id: string, fields: ListingSearchValues): void {
    this.#buffered(this.#buffer(id).decoded(id, fields));
  }

  remove(id: string): void {
    this.#buffered(this.#buffer(id).remove(id));
  }

  /** A stored search document as the bucket holds it: decoded by its shard, not here. */
  putEncoded(id: string, value: Uint8Array): void {
    this.#buffered(this.#buffer(id).encoded(id, value));
  }

  /** A bulk load on every shard: what is given until endBulk is applied in bulk (see SearchProjection.beginBulk). */
  beginBulk(): void {
    this.#sendAll();
    this.#everyShard({ type: 'bulk', begin: true }).catch(this.#failed);
  }

  endBulk(): void {
    this.#sendAll();
    this.#everyShard({ type: 'bulk', begin: false }).catch(this.#failed);
  }

  /**
   * Undefined while the shards keep up; otherwise resolves once every shard has at most
   * MAX_IN_FLIGHT batches to apply: a loader awaits it so that a bucket read faster than it is
   * applied is not queued whole in the workers' inboxes.
   */
  backpressure(): Promise<void> | undefined {
    if (this.#keepsUp()) return undefined;
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /**
   * A start from a snapshot file's records (`chunks`: the file's bytes as read, records crossing
   * chunks): every shard is sent every chunk and applies its own records in bulk, decoded in its
   * own thread, so the shards load in parallel and this thread only reads the file. A record past
   * `maxAgeMs` at `now` is dropped, as the bucket dropped it. Resolves with the records the shards
   * applied (removals included) and how many of them were past the max age.
   */
  async loadSnapshot(chunks: AsyncIterable<Uint8Array>, options: { now: number; maxAgeMs: number }): Promise<{ records: number; expired: number }> {
    let failure: unknown;
    const failed = (error: unknown) => {
      failure ??= error;
    };
    this.#everyShard({ type: 'snapshotBegin' }).catch(failed);
    for await (const chunk of chunks) {
      this.#links.forEach((link, shard) => {
        // A copy per shard, transferred: every shard reads the whole file.
        const bytes = new Uint8Array(chunk);
        this.#inFlight[shard] = (this.#inFlight[shard] as number) + 1;
        this.#post(() => {
          link.send({ type: 'snapshotChunk', bytes, ...options }, [bytes.buffer as ArrayBuffer]).then(() => this.#answered(shard), (error: unknown) => {
            failed(error);
            this.#answered(shard);
          });
        });
      });
      await this.backpressure();
    }
    const shares = await this.#everyShard({ type: 'snapshotEnd' });
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    shares.forEach((share, shard) => (this.#sizes[shard] = share.size));
    return { records: shares.reduce((sum, share) => sum + share.records, 0), expired: shares.reduce((sum, share) => sum + share.expired, 0) };
  }

  /** Resolves with the live listings once every change given so far is applied (tests, and a start's log). */
  async settled(): Promise<number> {
    const sizes = await this.#everyShard({ type: 'size' });
    sizes.forEach((size, shard) => (this.#sizes[shard] = size));
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Each shard's heap in bytes (in this thread with one shard): what the data costs, apart from the isolates. */
  heaps(): Promise<number[]> {
    return this.#everyShard({ type: 'heap' });
  }

  /** One page of a search over every listing: the shards' pages merged in the sort's order. */
  async search(query: SearchQuery, now: number): Promise<SearchResult> {
    checkQuery(query);
    const pages = await this.#everyShard({ type: 'search', query, now });
    return mergePages(listingSearchFields, query, pages);
  }

  async searchIds(query: ListingSearchQuery, now: number): Promise<ListingIdPage> {
    return listingIdPage(await this.search(listingSearchQuery(query), now));
  }

  /** The property groups of a page's properties, as propertyGroupsOfPage gives them over one projection. */
  async propertyGroups(propertyIds: readonly string[], now: number): Promise<PropertyGroup[]> {
    const ids = groupedProperties(propertyIds);
    const members = await this.#everyShard({ type: 'groups', propertyIds: ids, now });
    return mergeGroups(ids, members);
  }

  /** The similar listings of a listing, as similarListings gives them over one projection. */
  similar(listingId: string, now: number): Promise<SimilarListing[]> {
    this.#sendAll();
    return new Promise((resolve, reject) => {
      this.#post(() => {
        this.#holding = true;
        const owner = this.#links[shardOf(listingId, this.shards)] as ShardLink;
        owner.send({ type: 'similarOrigin', listingId }).then(
          (origin) => {
            if (origin === null) {
              this.#release();
              resolve([]);
              return;
            }
            const candidates = Promise.all(this.#links.map((link) => link.send({ type: 'similarCandidates', origin, now })));
            this.#release();
            candidates.then((all) => resolve(mergeSimilar(listingId, SIMILARITY.maxCandidates, positionOrder(listingSearchFields, 'newest'), all)), reject);
          },
          (error: unknown) => {
            this.#release();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    });
  }

  /** Stops the workers; reads after this fail. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const wake of this.#waiters.splice(0)) wake();
    await Promise.all(this.#links.map((link) => link.close()));
  }

  #buffer(id: string): ChangeBuffer {
    return this.#buffers[shardOf(id, this.shards)] as ChangeBuffer;
  }

  /** A change was buffered: sent at the end of this turn, or now when its buffer is full. */
  #buffered(length: number): void {
    if (length >= SEND_AT) {
      this.#sendAll();
    } else if (!this.#sendScheduled) {
      this.#sendScheduled = true;
      setImmediate(() => this.#sendAll());
    }
  }

  /** Sends every shard its buffered changes (in order behind anything held). */
  #sendAll(): void {
    this.#sendScheduled = false;
    this.#buffers.forEach((buffer, shard) => {
      if (buffer.length === 0) return;
      const batch = buffer.take();
      this.#inFlight[shard] = (this.#inFlight[shard] as number) + 1;
      this.#post(() => {
        const link = this.#links[shard] as ShardLink;
        link.send(batch, [batch.bytes.buffer, batch.values.numbers.buffer, batch.values.present.buffer] as ArrayBuffer[]).then((reply) => this.#applied(shard, reply), this.#failed);
      });
    });
  }

  #applied(shard: number, reply: ShardReplies['changes']): void {
    this.#sizes[shard] = reply.size;
    for (const key of reply.invalid) this.#onInvalid?.(key);
    this.#answered(shard);
  }

  /** A batch a shard was sent is answered: a loader waiting for the shards to catch up may go on. */
  #answered(shard: number): void {
    this.#inFlight[shard] = (this.#inFlight[shard] as number) - 1;
    if (this.#keepsUp()) for (const wake of this.#waiters.splice(0)) wake();
  }

  #keepsUp(): boolean {
    return this.#closed || this.#failure !== undefined || this.#inFlight.every((n) => n <= MAX_IN_FLIGHT);
  }

  readonly #failed = (error: unknown): void => {
    this.#failure ??= error instanceof Error ? error : new Error(String(error));
    for (const wake of this.#waiters.splice(0)) wake();
  };

  /** The same request to every shard, after what is buffered; the answers in shard order. */
  #everyShard<R extends ShardRequest>(request: R): Promise<Array<ShardReply<R>>> {
    this.#sendAll();
    return new Promise((resolve, reject) => {
      this.#post(() => {
        Promise.all(this.#links.map((link) => link.send(request))).then(resolve, reject);
      });
    });
  }

  /** Posts now, or after the two-step read that holds the shards. */
  #post(send: () => void): void {
    if (this.#holding) this.#held.push(send);
    else send();
  }

  /** A two-step read has sent its second step: what waited behind it goes, in order, until another holds. */
  #release(): void {
    this.#holding = false;
    while (!this.#holding) {
      const send = this.#held.shift();
      if (send === undefined) return;
      send();
    }
  }
}
