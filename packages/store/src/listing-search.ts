import { searchConditions } from './listing-search-filter.js';
import { keysetCondition, orderByClause, SORT_KEY, sortKeyExpression } from './listing-search-order.js';
import {
  DEFAULT_TOTAL_CAP,
  MAX_SEARCH_LIMIT,
  type ListingSearchPage,
  type ListingSearchQuery,
  type ListingSearchRow,
  type SearchPosition,
} from './listing-search-query.js';
import { isoFromClickHouse } from './reads.js';
import { float64FromBits, SqlParams } from './sql-params.js';
import type { Store } from './store.js';

/**
 * How every search reads `listings FINAL`, pinned so a server profile cannot change the result:
 * filters are applied after FINAL picked each listing's latest version (no PREWHERE, no
 * per-partition FINAL: a listing's versions sit in different hourly partitions), and a granule
 * kept by a skip index pulls in the newer versions of its rows from other parts (exact mode),
 * so an index can never leave an older version standing alone.
 */
const FINAL_SETTINGS =
  'SETTINGS optimize_move_to_prewhere_if_final = 0, do_not_merge_across_partitions_select_final = 0, ' +
  'use_skip_indexes_if_final = 1, use_skip_indexes_if_final_exact_mode = 1';

export interface PageRow extends ListingSearchRow {
  sort_key_bits: string | null;
}

/**
 * One keyset page of live listings matching `query`, in its sort, and the number of matches
 * (exact up to `totalCap`, else a lower bound). Paging from `next` to `next` over unchanged data
 * returns every match once.
 */
export async function searchListings(store: Store, query: ListingSearchQuery): Promise<ListingSearchPage> {
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) throw new RangeError(`limit must be an integer from 1 to ${MAX_SEARCH_LIMIT}, got ${limit}`);
  const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) throw new RangeError(`totalCap must be a positive integer, got ${cap}`);
  if (query.platforms.length === 0 || query.statuses.length === 0) return { rows: [], has_more: false, total: 0, total_relation: 'exact' };

  const [rows, matches] = await Promise.all([searchPageRows(store, query, limit + 1), countSearchMatches(store, query, cap + 1)]);
  const has_more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(({ sort_key_bits: _bits, ...row }) => ({ ...row, observed_at: isoFromClickHouse(row.observed_at) })),
    has_more,
    ...(has_more && last !== undefined ? { next: positionOf(last) } : {}),
    total: Math.min(matches, cap),
    total_relation: matches > cap ? 'lower_bound' : 'exact',
  };
}

/** Up to `rowCount` rows of the page that starts after `query.after`, with their sort keys' bits. */
export async function searchPageRows(store: Store, query: ListingSearchQuery, rowCount: number): Promise<PageRow[]> {
  const params = new SqlParams();
  const conditions = searchConditions(query, params);
  if (query.after !== undefined) conditions.push(keysetCondition(query.sort, query.after, params));
  // The document is read only for the rows that make the page (lazy materialization).
  const rows = await store.queryRows<PageRow & { [SORT_KEY]: unknown }>(
    `SELECT listing_id, platform, property_id, property_match_method, property_confidence, observed_at, document,
            ${sortKeyExpression(query.sort)} AS ${SORT_KEY},
            toString(reinterpretAsUInt64(${SORT_KEY})) AS sort_key_bits
     FROM listings FINAL
     WHERE ${conditions.join('\n       AND ')}
     ORDER BY ${orderByClause(query.sort)}
     LIMIT ${params.uint(rowCount)}
     ${FINAL_SETTINGS}`,
    params.values,
  );
  return rows.map(({ [SORT_KEY]: _key, ...row }) => row);
}

/** The number of matches of `query` (ignoring `after`), counting no further than `upTo`. */
export async function countSearchMatches(store: Store, query: ListingSearchQuery, upTo: number): Promise<number> {
  const params = new SqlParams();
  const conditions = searchConditions(query, params);
  const rows = await store.queryRows<{ n: number | string }>(
    `SELECT count() AS n FROM (
       SELECT 1 FROM listings FINAL
       WHERE ${conditions.join('\n         AND ')}
       LIMIT ${params.uint(upTo)}
     )
     ${FINAL_SETTINGS}`,
    params.values,
  );
  return Number(rows[0]?.n ?? 0);
}

function positionOf(row: PageRow): SearchPosition {
  return { key: row.sort_key_bits === null ? null : float64FromBits(row.sort_key_bits), listing_id: row.listing_id };
}
