import { MAX_PAGE_SIZE } from '@estate/contract/limits';
import type { GeoArea, GeoPoint } from '@estate/normalize';
import type { Position } from './ordering.js';

/**
 * One condition of a search; a query AND-s its filters.
 * - `in`: the string field equals one of `values` (none → nothing matches; a record lacking the
 *   value never matches).
 * - `range`: the numeric field lies within the inclusive bounds (a record lacking it never
 *   matches a stated bound), as @estate/normalize's inRange.
 * - `text`: the kind's text-location fields match `query`, as @estate/normalize's rule.
 * - `geo`: the point field lies in the bbox, radius or polygon, as @estate/normalize's inGeoArea.
 * - `nights`: the nights field has every night from the epoch day `from` for `count` nights
 *   available (a record without the field, or whose horizon does not cover them, never matches).
 * - `name`: the string field contains `query`, folded as name-match.ts folds names.
 */
export type SearchFilter =
  | { readonly kind: 'in'; readonly field: string; readonly values: readonly string[] }
  | { readonly kind: 'range'; readonly field: string; readonly min?: number | undefined; readonly max?: number | undefined }
  | { readonly kind: 'text'; readonly query: string }
  | { readonly kind: 'geo'; readonly field: string; readonly area: GeoArea }
  | { readonly kind: 'nights'; readonly field: string; readonly from: number; readonly count: number }
  | { readonly kind: 'name'; readonly field: string; readonly query: string };

export interface SearchQuery {
  readonly filters: readonly SearchFilter[];
  /** A sort the kind declares. */
  readonly sort: string;
  /** Where a distance sort measures from; required by one, ignored by the others. */
  readonly origin?: GeoPoint | undefined;
  /** Page size, 1 to the contract's MAX_PAGE_SIZE. */
  readonly limit: number;
  /** Continue strictly after this position (the previous page's `nextPosition`). */
  readonly after?: Position | undefined;
  /** Count matches up to this many; DEFAULT_TOTAL_CAP when absent. */
  readonly totalCap?: number | undefined;
  /** One record per group instead of every match: see collapse.ts. */
  readonly collapse?: Collapse | undefined;
}

/**
 * A collapsed search: the matches are grouped by the string `field` (a record without the value,
 * or with '', is a group of its own), each group is represented by its first match in the sort
 * `representative`, and the page, positions and total are those of the representatives.
 */
export interface Collapse {
  readonly field: string;
  readonly representative: string;
}

export interface SearchResult {
  /** The page's record ids, in the sort's order. */
  ids: string[];
  /** Matches of the whole query (ignoring `after`), at most the cap. */
  total: number;
  totalRelation: 'exact' | 'lower_bound';
  /** The position of the page's last record, present when more follow. */
  nextPosition?: Position;
}

/** Totals are exact up to this many matches, then a lower bound: one figure for every kind's search. */
export const DEFAULT_TOTAL_CAP = 10_000;

/** Refuses a page size outside 1 to the contract's MAX_PAGE_SIZE, a bad cap, position, origin or polygon. */
export function checkQuery(query: SearchQuery): void {
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new RangeError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}, got ${limit}`);
  const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) throw new RangeError(`totalCap must be a positive integer, got ${cap}`);
  const key = query.after?.key;
  if (key !== undefined && key !== null && !Number.isFinite(key)) throw new RangeError(`a search position's key must be a finite number or null, got ${key}`);
  const collapse = query.collapse;
  if (collapse !== undefined && (typeof collapse.field !== 'string' || typeof collapse.representative !== 'string')) throw new RangeError('a collapse names a field and a representative sort');
  const origin = query.origin;
  if (origin !== undefined && !(Math.abs(origin.latitude) <= 90 && Math.abs(origin.longitude) <= 180)) {
    throw new RangeError(`an origin needs a latitude within ±90 and a longitude within ±180, got ${origin.latitude}, ${origin.longitude}`);
  }
  for (const filter of query.filters) {
    if (filter.kind === 'geo' && filter.area.kind === 'polygon' && filter.area.coordinates.length < 3) {
      throw new RangeError(`a polygon needs at least 3 positions, got ${filter.area.coordinates.length}`);
    }
  }
}

/**
 * A count of matches shared by the shards of one search (an Int32Array over a SharedArrayBuffer,
 * one slot per search under way): each shard adds what it finds, and stops counting once the sum
 * passes the cap, since the total is then a lower bound whatever the others hold.
 */
export interface SharedTally {
  readonly counts: Int32Array;
  readonly slot: number;
}
