import { getHeapStatistics } from 'node:v8';
import { distanceMeters, type GeoPoint } from '@estate/normalize';
import { createListingSearch, listingSearchFields, listingSearchValuesOf, type ListingSearchProjection, type ListingSearchValues } from '../listing.js';
import { propertyMembers } from '../property-groups.js';
import type { SearchQuery } from '../query.js';
import type { SearchProjectionOptions } from '../search-projection.js';
import { similarityOrigin, weighCandidates } from '../similar.js';
import { SnapshotDecoder, SnapshotFormatError } from '../snapshots/snapshot-codec.js';
import { ValuesUnpacker } from './packed-values.js';
import { shardOf } from './shard-of.js';
import { DECODED, ENCODED, REMOVE, type ChangeBatch, type ShardPage, type ShardReply, type ShardRequest, type SnapshotShare } from './shard-protocol.js';

const decoder = new TextDecoder();

/**
 * One shard's share of the listing search: a plain projection of the listings whose ids hash to
 * it, and the answers the merge needs of it. It runs in a worker thread (shard-worker.ts), or in
 * the main thread when there is one shard. A request is handled whole before the next: a batch
 * of changes is applied at once, so no search ever sees part of one.
 */
export class ListingShard {
  readonly projection: ListingSearchProjection;
  /** A snapshot being read: its decoder (records cross chunks) and what it applied so far. */
  #snapshot: { decoder: SnapshotDecoder; records: number; expired: number } | undefined;

  constructor(
    options: SearchProjectionOptions = {},
    /** Which shard this is of how many: a snapshot file holds every shard's records, and this one reads its own. */
    private readonly place: { index: number; count: number } = { index: 0, count: 1 },
  ) {
    this.projection = createListingSearch(options);
  }

  handle<R extends ShardRequest>(request: R): ShardReply<R> {
    return this.#answer(request) as ShardReply<R>;
  }

  #answer(request: ShardRequest): unknown {
    const projection = this.projection;
    switch (request.type) {
      case 'changes':
        return { invalid: this.#apply(request), size: projection.size };
      case 'bulk':
        if (request.begin) projection.beginBulk();
        else projection.endBulk();
        return { size: projection.size };
      case 'search':
        return this.#search(request.query, request.now);
      case 'groups':
        return request.propertyIds.map((propertyId) => propertyMembers(projection, propertyId, request.now));
      case 'similarOrigin':
        return similarityOrigin(projection, request.listingId) ?? null;
      case 'similarCandidates':
        return weighCandidates(projection, request.origin, request.now);
      case 'size':
        return projection.size;
      case 'snapshotBegin':
        this.#snapshot = { decoder: new SnapshotDecoder(), records: 0, expired: 0 };
        projection.beginBulk();
        return null;
      case 'snapshotChunk':
        this.#readSnapshot(request.bytes, request.now, request.maxAgeMs);
        return null;
      case 'snapshotEnd':
        return this.#endSnapshot();
      case 'heap':
        (globalThis as { gc?: () => void }).gc?.();
        return getHeapStatistics().used_heap_size;
    }
  }

  /** Applies the batch in order; returns the keys whose stored value was not a listing search document (removed). */
  #apply(batch: ChangeBatch): string[] {
    const invalid: string[] = [];
    let offset = 0;
    const decoded = new ValuesUnpacker(listingSearchFields, batch.values);
    for (let i = 0; i < batch.keys.length; i++) {
      const key = batch.keys[i] as string;
      const kind = batch.kinds[i];
      if (kind === REMOVE) {
        this.projection.remove(key);
      } else if (kind === DECODED) {
        this.projection.upsert(key, decoded.next());
      } else if (kind === ENCODED) {
        const length = batch.lengths[i] as number;
        const values = decodeDocument(batch.bytes.subarray(offset, offset + length));
        offset += length;
        // Not searchable: the record must not keep fields of an older, valid version either.
        if (values === undefined) {
          this.projection.remove(key);
          invalid.push(key);
        } else {
          this.projection.upsert(key, values);
        }
      }
    }
    return invalid;
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

  /** The search, and each id's key in its sort: what the merge orders the shards' pages by. */
  #search(query: SearchQuery, now: number): ShardPage {
    const result = this.projection.search(query, now);
    return { result, keys: result.ids.map((id) => sortKeyOf(this.projection, query, id)) };
  }
}

function decodeDocument(bytes: Uint8Array): ReturnType<typeof listingSearchValuesOf> {
  try {
    return listingSearchValuesOf(JSON.parse(decoder.decode(bytes)));
  } catch {
    return undefined;
  }
}

/**
 * A record's key in the query's sort, as the projection's orderings compare it: a field sort's
 * value (null when missing or NaN, or infinite in a finite-only sort), a distance sort's metres
 * from the origin (null without a point).
 */
export function sortKeyOf(projection: ListingSearchProjection, query: SearchQuery, id: string): number | null {
  const spec = listingSearchFields;
  const pointField = spec.distanceSorts?.[query.sort];
  if (pointField !== undefined) {
    const point = projection.valueOf(id, pointField) as GeoPoint | null | undefined;
    return point === null || point === undefined || query.origin === undefined ? null : distanceMeters(query.origin, point);
  }
  const sort = spec.sorts[query.sort];
  if (sort === undefined) return null;
  const value = projection.valueOf(id, sort.field);
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  return sort.finiteOnly === true && !Number.isFinite(value) ? null : value;
}
