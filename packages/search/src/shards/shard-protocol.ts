import type { CollapsedResult, Representative } from '../collapse.js';
import type { PropertyMember } from '../property-groups.js';
import type { SearchQuery, SearchResult, SharedTally } from '../query.js';
import type { SimilarityOrigin, WeighedCandidate } from '../similar.js';
import type { PackedValues } from './packed-values.js';

// What the main thread and a search shard say to each other. Every request is answered, in the
// order it was posted (a shard is one thread and handles one request at a time).

/** The record kinds a shard can hold, chosen by the worker's `workerData`. */
export type ShardKind = 'listing' | 'stay';

/** Where a shard is, and what it holds: the worker's `workerData`. */
export interface ShardPlace {
  kind: ShardKind;
  index: number;
  count: number;
}

/**
 * A batch of changes for one shard, in feed order. `kinds[i]`: REMOVE, ENCODED (the bucket's
 * bytes, `lengths[i]` of them next in `bytes`, decoded by the shard) or DECODED (the next of
 * `values`, packed). `sources[i]`: which of the kind's buckets the change came from (a stay's own
 * fields 0, its nights 1; always 0 for a kind of one bucket). Encoded values travel as one
 * transferred buffer, so the main thread neither decodes nor copies them.
 */
export interface ChangeBatch {
  type: 'changes';
  keys: string[];
  kinds: Uint8Array;
  sources: Uint8Array;
  lengths: Uint32Array;
  bytes: Uint8Array;
  values: PackedValues;
}

export const REMOVE = 0;
export const ENCODED = 1;
export const DECODED = 2;

export type ShardRequest =
  | ChangeBatch
  | { type: 'bulk'; begin: boolean }
  | { type: 'search'; query: SearchQuery; now: number; tally?: SharedTally }
  | { type: 'collapsedSearch'; query: SearchQuery; now: number }
  | { type: 'representatives'; query: SearchQuery; values: string[]; now: number }
  | { type: 'groups'; propertyIds: string[]; now: number }
  | { type: 'similarOrigin'; listingId: string }
  | { type: 'similarCandidates'; origin: SimilarityOrigin; now: number }
  | { type: 'size' }
  | { type: 'snapshotBegin' }
  | { type: 'snapshotChunk'; bytes: Uint8Array; now: number; maxAgeMs: number }
  | { type: 'snapshotEnd' }
  | { type: 'heap' };

/** What a shard read of a snapshot file: its own records, of which `expired` were past the bucket's max age. */
export interface SnapshotShare {
  records: number;
  expired: number;
  size: number;
}

/** A shard's page: the search's result and the sort key of each of its ids (what the merge orders by). */
export interface ShardPage {
  result: SearchResult;
  keys: Array<number | null>;
}

/** A shard's collapsed page: the search's result and the key of each of its ids in the query's sort. */
export interface CollapsedShardPage {
  result: CollapsedResult;
  keys: Array<number | null>;
}

/** The answer to each request, by its type. */
export interface ShardReplies {
  changes: { size: number; invalid: string[] };
  bulk: { size: number };
  search: ShardPage;
  collapsedSearch: CollapsedShardPage;
  /** For each value asked, the shard's first matching member of the group in the representative sort. */
  representatives: Array<Representative | null>;
  groups: PropertyMember[][];
  similarOrigin: SimilarityOrigin | null;
  similarCandidates: WeighedCandidate[];
  size: number;
  snapshotBegin: null;
  snapshotChunk: null;
  /** The shard's records of the file: applied (removals included) and dropped as past the bucket's max age. */
  snapshotEnd: SnapshotShare;
  /** The shard's heap in bytes, after a collection when the process exposes one (`--expose-gc`: benches). */
  heap: number;
}

export type ShardReply<R extends ShardRequest> = ShardReplies[R['type']];

/** What crosses the thread boundary, in arrays (a turn's requests, their answers): a request with its id, an answer or an error with the request's id. */
export interface RequestEnvelope {
  id: number;
  request: ShardRequest;
}

export type ReplyEnvelope = { id: number; ok: true; reply: unknown } | { id: number; ok: false; error: { name: string; message: string } };
