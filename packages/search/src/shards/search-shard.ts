import { getHeapStatistics } from 'node:v8';
import { distanceMeters, type GeoPoint } from '@estate/normalize';
import type { FieldSpec, FieldValues, SearchKindSpec } from '../field-spec.js';
import type { SearchQuery, SharedTally } from '../query.js';
import type { SearchProjection } from '../search-projection.js';
import { ValuesUnpacker } from './packed-values.js';
import { DECODED, ENCODED, REMOVE, type ChangeBatch, type ShardPage, type ShardReply, type ShardRequest } from './shard-protocol.js';

const decoder = new TextDecoder();

/**
 * One shard of a kind's search: a plain projection of the records whose ids hash to it, and the
 * answers every kind's merge needs of it (a page with its sort keys, its size). It runs in a
 * worker thread (shard-worker.ts), or in the main thread when there is one shard. A request is
 * handled whole before the next: a batch of changes is applied at once, so no search ever sees
 * part of one. A kind adds how a change reaches its projection and the requests of its own.
 */
export abstract class SearchShard<Fields extends Record<string, FieldSpec>> {
  constructor(
    readonly spec: SearchKindSpec<Fields>,
    readonly projection: SearchProjection<Fields>,
  ) {}

  handle<R extends ShardRequest>(request: R): ShardReply<R> {
    return this.answer(request) as ShardReply<R>;
  }

  protected answer(request: ShardRequest): unknown {
    const projection = this.projection;
    switch (request.type) {
      case 'changes':
        return { invalid: this.#apply(request), size: projection.size };
      case 'bulk':
        if (request.begin) projection.beginBulk();
        else projection.endBulk();
        return { size: projection.size };
      case 'search':
        return this.#search(request.query, request.now, request.tally);
      case 'collapsedSearch': {
        const result = projection.searchCollapsed(request.query, request.now);
        return { result, keys: result.ids.map((id) => sortKeyOf(this.spec, projection, request.query, id)) };
      }
      case 'representatives':
        return projection.representatives(request.query, request.values, request.now);
      case 'size':
        return projection.size;
      case 'heap':
        (globalThis as { gc?: () => void }).gc?.();
        return getHeapStatistics().used_heap_size;
      default:
        throw new Error(`a ${this.spec.kind} search shard does not answer ${request.type}`);
    }
  }

  /** A stored value of the bucket `source` (JSON), as the values `put` takes; undefined when it is not one. */
  protected abstract decode(document: unknown, source: number): Partial<FieldValues<Fields>> | undefined;
  /** A record's new values from the bucket `source`. */
  protected abstract put(key: string, values: Partial<FieldValues<Fields>>, source: number): void;
  /** A record's removal from the bucket `source`. */
  protected abstract drop(key: string, source: number): void;

  /** Applies the batch in order; returns the keys whose stored value was not a search document of the bucket (removed). */
  #apply(batch: ChangeBatch): string[] {
    const invalid: string[] = [];
    let offset = 0;
    const decoded = new ValuesUnpacker(this.spec, batch.values);
    for (let i = 0; i < batch.keys.length; i++) {
      const key = batch.keys[i] as string;
      const kind = batch.kinds[i];
      const source = batch.sources[i] as number;
      if (kind === REMOVE) {
        this.drop(key, source);
      } else if (kind === DECODED) {
        this.put(key, decoded.next(), source);
      } else if (kind === ENCODED) {
        const length = batch.lengths[i] as number;
        const values = this.#decodeBytes(batch.bytes.subarray(offset, offset + length), source);
        offset += length;
        // Not searchable: the record must not keep fields of an older, valid version either.
        if (values === undefined) {
          this.drop(key, source);
          invalid.push(key);
        } else {
          this.put(key, values, source);
        }
      }
    }
    return invalid;
  }

  #decodeBytes(bytes: Uint8Array, source: number): Partial<FieldValues<Fields>> | undefined {
    try {
      return this.decode(JSON.parse(decoder.decode(bytes)), source);
    } catch {
      return undefined;
    }
  }

  /** The search, and each id's key in its sort: what the merge orders the shards' pages by. */
  #search(query: SearchQuery, now: number, tally: SharedTally | undefined): ShardPage {
    const result = this.projection.search(query, now, tally);
    return { result, keys: result.ids.map((id) => sortKeyOf(this.spec, this.projection, query, id)) };
  }
}

/**
 * A record's key in the query's sort, as the projection's orderings compare it: a field sort's
 * value (null when missing or NaN, or infinite in a finite-only sort), a distance sort's metres
 * from the origin (null without a point).
 */
export function sortKeyOf<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, projection: SearchProjection<Fields>, query: SearchQuery, id: string): number | null {
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
