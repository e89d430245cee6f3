import { createListingSearch, listingSearchFields, listingSearchValuesOf, type ListingSearchFields, type ListingSearchValues } from '../listing.js';
import { propertyMembers } from '../property-groups.js';
import type { SearchProjectionOptions } from '../search-projection.js';
import { similarityOrigin, weighCandidates } from '../similar.js';
import { SnapshotDecoder, SnapshotFormatError } from '../snapshots/snapshot-codec.js';
import { SearchShard } from './search-shard.js';
import { shardOf } from './shard-of.js';
import type { ShardRequest, SnapshotShare } from './shard-protocol.js';

/**
 * One shard's share of the listing search (see SearchShard), with the listing reads of their
 * own: property members, the similarity origin and weighed candidates, a snapshot file's share.
 */
export class ListingShard extends SearchShard<ListingSearchFields> {
  /** A snapshot being read: its decoder (records cross chunks) and what it applied so far. */
  #snapshot: { decoder: SnapshotDecoder; records: number; expired: number } | undefined;

  constructor(
    options: SearchProjectionOptions = {},
    /** Which shard this is of how many: a snapshot file holds every shard's records, and this one reads its own. */
    private readonly place: { index: number; count: number } = { index: 0, count: 1 },
  ) {
    super(listingSearchFields, createListingSearch(options));
  }

  protected override answer(request: ShardRequest): unknown {
    const projection = this.projection;
    switch (request.type) {
      case 'groups':
        return request.propertyIds.map((propertyId) => propertyMembers(projection, propertyId, request.now));
      case 'similarOrigin':
        return similarityOrigin(projection, request.listingId) ?? null;
      case 'similarCandidates':
        return weighCandidates(projection, request.origin, request.now);
      case 'snapshotBegin':
        this.#snapshot = { decoder: new SnapshotDecoder(), records: 0, expired: 0 };
        projection.beginBulk();
        return null;
      case 'snapshotChunk':
        this.#readSnapshot(request.bytes, request.now, request.maxAgeMs);
        return null;
      case 'snapshotEnd':
        return this.#endSnapshot();
      default:
        return super.answer(request);
    }
  }

  protected decode(document: unknown): ListingSearchValues | undefined {
    return listingSearchValuesOf(document);
  }

  protected put(key: string, values: Partial<ListingSearchValues>): void {
    this.projection.upsert(key, values as ListingSearchValues);
  }

  protected drop(key: string): void {
    this.projection.remove(key);
  }

  /**
   * Applies this shard's records of a chunk of a snapshot file, in order (a removal drops what an
   * earlier record of the key put); a record past the bucket's max age is dropped as the server
   * dropped its message. Other shards' records are skipped undecoded.
   */
  #readSnapshot(bytes: Uint8Array, now: number, maxAgeMs: number): void {
    const snapshot = this.#snapshot;
    if (snapshot === undefined) throw new Error('a snapshot chunk outside a snapshot');
    const { index, count } = this.place;
    const mine = (key: string) => shardOf(key, count) === index;
    snapshot.decoder.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    for (let record = snapshot.decoder.next(mine); record !== undefined; record = snapshot.decoder.next(mine)) {
      if (record.skipped === true) continue;
      snapshot.records++;
      if (record.values === undefined) {
        this.projection.remove(record.key);
      } else if (maxAgeMs > 0 && record.storedAt + maxAgeMs <= now) {
        this.projection.remove(record.key);
        snapshot.expired++;
      } else {
        this.projection.upsert(record.key, record.values as ListingSearchValues);
      }
    }
  }

  #endSnapshot(): SnapshotShare {
    const snapshot = this.#snapshot;
    this.#snapshot = undefined;
    // Settled whatever happened: the projection must not stay in bulk mode.
    this.projection.endBulk();
    if (snapshot === undefined) throw new Error('the end of a snapshot that did not begin');
    if (!snapshot.decoder.drained) throw new SnapshotFormatError('the snapshot ends inside a record');
    return { records: snapshot.records, expired: snapshot.expired, size: this.projection.size };
  }
}
