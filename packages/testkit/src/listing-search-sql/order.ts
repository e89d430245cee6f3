import type { SqlParams } from '@estate/store';
import type { SqlListingSort, SqlSearchPosition } from './query.js';

interface SortSpec {
  /** The sort value as Nullable(Float64); NULL for a row lacking it. */
  readonly key: string;
  readonly direction: 'ASC' | 'DESC';
}

// Every key is a double so that one exact encoding (its bits) serves as cursor for all sorts:
// epoch milliseconds are exact in a double, and a Decimal(18, 2) amount converts to the same
// double as the JSON number a caller would write for it.
const SORTS: Record<SqlListingSort, SortSpec> = {
  // The source's own update time only: the observation time changes with every collection run,
  // and a key that moves between two pages would make keyset paging skip or repeat rows.
  newest: { key: 'toFloat64(toUnixTimestamp64Milli(source_updated_at))', direction: 'DESC' },
  price_asc: { key: 'toFloat64(price_amount)', direction: 'ASC' },
  price_desc: { key: 'toFloat64(price_amount)', direction: 'DESC' },
  price_per_sqm_asc: { key: 'toFloat64(price_per_sqm)', direction: 'ASC' },
  // A NaN or infinite area has no place in an order (nor in JSON): it counts as missing.
  area_desc: { key: 'if(isFinite(area_sqm), area_sqm, NULL)', direction: 'DESC' },
};

/** The alias the page query gives the sort value; the clauses below refer to it. */
export const SORT_KEY = 'sort_key';

export function sortKeyExpression(sort: SqlListingSort): string {
  return SORTS[sort].key;
}

/** Rows lacking the value come last in either direction; ties go by listing id, same direction. */
export function orderByClause(sort: SqlListingSort): string {
  const { direction } = SORTS[sort];
  return `${SORT_KEY} ${direction} NULLS LAST, listing_id ${direction}`;
}

/**
 * Rows strictly after `after` in the order of orderByClause. The key is compared as the exact
 * double of the position, so a row tied with it on the key is decided by the listing id alone.
 */
export function keysetCondition(sort: SqlListingSort, after: SqlSearchPosition, params: SqlParams): string {
  const { direction } = SORTS[sort];
  const beyond = direction === 'ASC' ? '>' : '<';
  const id = params.string(after.listing_id);
  if (after.key === null) return `(${SORT_KEY} IS NULL AND listing_id ${beyond} ${id})`;
  if (!Number.isFinite(after.key)) throw new RangeError(`a search position's key must be a finite number or null, got ${after.key}`);
  const key = params.float64(after.key);
  return `(${SORT_KEY} ${beyond} ${key} OR (${SORT_KEY} = ${key} AND listing_id ${beyond} ${id}) OR ${SORT_KEY} IS NULL)`;
}
