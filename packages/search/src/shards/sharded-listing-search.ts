import { SIMILARITY } from '@estate/contract/limits';
import { listingIdPage, listingSearchFields, listingSearchQuery, type ListingIdPage, type ListingSearchFields, type ListingSearchValues } from '../listing.js';
import type { ListingSearchQuery } from '../listing-query.js';
import { groupedProperties, type HomeGroup, type PropertyGroupOptions } from '../property-groups.js';
import type { SimilarListing } from '../similar.js';
import { mergeGroups, mergeSimilar, positionOrder } from './merge.js';
import { shardOf } from './shard-of.js';
import type { ShardLink } from './shard-link.js';
import { ShardedSearch, type ShardedSearchOptions } from './sharded-search.js';

/** What a gateway's listing reads ask of the listing search, however it is held. */
export interface ListingSearchReader {
  searchIds(query: ListingSearchQuery, now: number): Promise<ListingIdPage>;
  propertyGroups(propertyIds: readonly string[], now: number, options?: PropertyGroupOptions): Promise<HomeGroup[]>;
  similar(listingId: string, now: number): Promise<SimilarListing[]>;
}

export type ShardedListingSearchOptions = ShardedSearchOptions;

/**
 * The listing search over K shards (see ShardedSearch for how they are fed and read), with the
 * listing reads of their own: property groups, similar listings, a start from a snapshot file.
 * Similar listings are a read of two steps (the listing's traits from its shard, then the
 * candidates from all): it holds every later message until its second step is sent.
 */
export class ShardedListingSearch extends ShardedSearch<ListingSearchFields> implements ListingSearchReader {
  constructor(options: ShardedListingSearchOptions = {}) {
    super('listing', listingSearchFields, options);
  }

  upsert(id: string, fields: ListingSearchValues): void {
    this.change(id, (buffer) => buffer.decoded(id, fields));
  }

  remove(id: string): void {
    this.change(id, (buffer) => buffer.remove(id));
  }

  /** A stored search document as the bucket holds it: decoded by its shard, not here. */
  putEncoded(id: string, value: Uint8Array): void {
    this.change(id, (buffer) => buffer.encoded(id, value));
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
    this.everyShard({ type: 'snapshotBegin' }).catch(failed);
    for await (const chunk of chunks) {
      this.links.forEach((_, shard) => {
        // A copy per shard, transferred: every shard reads the whole file.
        const bytes = new Uint8Array(chunk);
        this.counted(shard, (link) => link.send({ type: 'snapshotChunk', bytes, ...options }, [bytes.buffer as ArrayBuffer]).catch(failed));
      });
      await this.backpressure();
    }
    const shares = await this.everyShard({ type: 'snapshotEnd' });
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    this.setSizes(shares.map((share) => share.size));
    return { records: shares.reduce((sum, share) => sum + share.records, 0), expired: shares.reduce((sum, share) => sum + share.expired, 0) };
  }

  async searchIds(query: ListingSearchQuery, now: number): Promise<ListingIdPage> {
    return listingIdPage(await this.search(listingSearchQuery(query), now));
  }

  /** The property groups of a page's properties, as propertyGroupsOfPage gives them over one projection. */
  async propertyGroups(propertyIds: readonly string[], now: number, options: PropertyGroupOptions = {}): Promise<HomeGroup[]> {
    const ids = groupedProperties(propertyIds);
    const members = await this.everyShard({ type: 'groups', propertyIds: ids, now });
    return mergeGroups(ids, members, options);
  }

  /** The similar listings of a listing, as similarListings gives them over one projection. */
  similar(listingId: string, now: number): Promise<SimilarListing[]> {
    this.sendAll();
    return new Promise((resolve, reject) => {
      this.post(() => {
        this.hold();
        const owner = this.links[shardOf(listingId, this.shards)] as ShardLink;
        owner.send({ type: 'similarOrigin', listingId }).then(
          (origin) => {
            if (origin === null) {
              this.release();
              resolve([]);
              return;
            }
            const candidates = Promise.all(this.links.map((link) => link.send({ type: 'similarCandidates', origin, now })));
            this.release();
            candidates.then((all) => resolve(mergeSimilar(listingId, SIMILARITY.maxCandidates, positionOrder(listingSearchFields, 'newest'), all)), reject);
          },
          (error: unknown) => {
            this.release();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }, true);
    });
  }
}
