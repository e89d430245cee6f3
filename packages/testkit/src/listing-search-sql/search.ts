import { float64FromBits, isoFromClickHouse, SqlParams, type Store } from '@estate/store';
import { searchConditions } from './filter.js';
import { keysetCondition, orderByClause, SORT_KEY, sortKeyExpression } from './order.js';
import { SQL_DEFAULT_TOTAL_CAP, SQL_MAX_SEARCH_LIMIT, type SqlListingSearch, type SqlSearchPage, type SqlSearchPosition, type SqlSearchRow } from './query.js';

/**
 * How every search reads `listings FINAL`, pinned so a server profile cannot change the result:
 * filters are applied after FINAL picked each listing's latest version (no PREWHERE moved from
 * WHERE, no per-partition FINAL: a listing's versions sit in different hourly partitions), and a
 * granule kept by a skip index pulls in the newer versions of its rows from other parts (exact
 * mode), so an index can never leave an older version standing alone.
 */
const FINAL_SETTINGS =
  'SETTINGS optimize_move_to_prewhere_if_final = 0, do_not_merge_across_partitions_select_final = 0, ' +
  'use_skip_indexes_if_final = 1, use_skip_indexes_if_final_exact_mode = 1';

/** A row of the page as the key query finds it: which version of which listing, where it sorts. */
export interface PageKey {
  listing_id: string;
  platform: string;
  /** The version FINAL picked, as decimal text (UInt64). */
  version: string;
  sort_key_bits: string | null;
}

interface PageKeys {
  keys: PageKey[];
  /** Matches of the whole query, ignoring `after`; undefined when no row was left to carry it. */
  matches: number | undefined;
}

/**
 * One keyset page of live listings matching `query`, in its sort, and the number of matches
 * (exact up to `totalCap`, else a lower bound). Paging from `next` to `next` over unchanged data
 * returns every match once. The oracle @estate/search's listing search is held against (its
 * differential test), and the bench's baseline: SQL over the `listings` table the projector writes.
 */
export async function searchListingsSql(store: Store, query: SqlListingSearch): Promise<SqlSearchPage> {
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < 1 || limit > SQL_MAX_SEARCH_LIMIT) throw new RangeError(`limit must be an integer from 1 to ${SQL_MAX_SEARCH_LIMIT}, got ${limit}`);
  const cap = query.totalCap ?? SQL_DEFAULT_TOTAL_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) throw new RangeError(`totalCap must be a positive integer, got ${cap}`);
  if (query.platforms.length === 0 || query.statuses.length === 0) return { rows: [], has_more: false, total: 0, total_relation: 'exact' };

  const { keys, matches: counted } = await searchPageKeys(store, query, limit + 1);
  const has_more = keys.length > limit;
  const page = keys.slice(0, limit);
  // An empty page after a cursor carries no count; only then is the count a query of its own.
  const [rows, matches] = await Promise.all([pageRows(store, page), counted ?? (query.after === undefined ? 0 : countSearchMatches(store, query, cap + 1))]);
  const last = page[page.length - 1];
  return {
    rows,
    has_more,
    ...(has_more && last !== undefined ? { next: positionOf(last) } : {}),
    total: Math.min(matches, cap),
    total_relation: matches > cap ? 'lower_bound' : 'exact',
  };
}

/**
 * The keys of up to `rowCount` rows of the page that starts after `query.after`, and the number of
 * matches of the whole query, in one pass over the table.
 *
 * FINAL merges every row it reads across all parts and partitions by the sorting key, which is
 * what a search costs. The PREWHERE keeps out of that merge every listing none of whose stored
 * versions matches (a scan without FINAL finds the candidates). It filters on listing_id, part of
 * the sorting key and shared by all versions of a listing, so it keeps or drops a listing's
 * versions together and FINAL still picks the latest of each candidate; the WHERE then decides
 * on that latest version alone. The document is not read here: FINAL would read it for every
 * merged row.
 *
 * The count is a window over every match; the cursor is applied after it (QUALIFY), so the count
 * ignores `after` while the page starts after it.
 */
export async function searchPageKeys(store: Store, query: SqlListingSearch, rowCount: number): Promise<PageKeys> {
  const params = new SqlParams();
  const where = searchConditions(query, params).join('\n       AND ');
  const qualify = query.after === undefined ? '' : `QUALIFY ${keysetCondition(query.sort, query.after, params)}`;
  const rows = await store.queryRows<PageKey & { [SORT_KEY]: unknown; matches: number | string }>(
    `SELECT listing_id, platform, toString(version) AS version,
            ${sortKeyExpression(query.sort)} AS ${SORT_KEY},
            toString(reinterpretAsUInt64(${SORT_KEY})) AS sort_key_bits,
            count() OVER () AS matches
     FROM listings FINAL
     PREWHERE listing_id IN (SELECT listing_id FROM listings WHERE ${where})
     WHERE ${where}
     ${qualify}
     ORDER BY ${orderByClause(query.sort)}
     LIMIT ${params.uint(rowCount)}
     ${FINAL_SETTINGS}`,
    params.values,
    { name: 'searchPageKeys' },
  );
  const first = rows[0];
  return {
    keys: rows.map(({ listing_id, platform, version, sort_key_bits }) => ({ listing_id, platform, version, sort_key_bits })),
    matches: first === undefined ? undefined : Number(first.matches),
  };
}

/**
 * The page's rows with their documents, read by primary key for exactly the versions the key
 * query picked (a newer version stored meanwhile is not mixed in). A row whose version is gone
 * meanwhile (its hour expired and was dropped) is left out.
 */
export async function pageRows(store: Store, keys: readonly PageKey[]): Promise<SqlSearchRow[]> {
  if (keys.length === 0) return [];
  const params = new SqlParams();
  const found = await store.queryRows<SqlSearchRow & { version: string }>(
    `SELECT listing_id, toString(version) AS version, platform, property_id, property_match_method, property_confidence, observed_at, document
     FROM listings
     WHERE platform IN ${params.strings([...new Set(keys.map((k) => k.platform))])}
       AND listing_id IN ${params.strings(keys.map((k) => k.listing_id))}
       AND toString(version) IN ${params.strings(keys.map((k) => k.version))}`,
    params.values,
    { name: 'searchPageRows' },
  );
  // Retried or replayed inserts may store the same version twice, identical.
  const byKey = new Map(found.map(({ version, ...row }) => [`${row.listing_id}\n${version}`, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(`${key.listing_id}\n${key.version}`);
    return row === undefined ? [] : [{ ...row, observed_at: isoFromClickHouse(row.observed_at) }];
  });
}

/** The number of matches of `query` (ignoring `after`), counting no further than `upTo`. */
export async function countSearchMatches(store: Store, query: SqlListingSearch, upTo: number): Promise<number> {
  const params = new SqlParams();
  const where = searchConditions(query, params).join('\n         AND ');
  const rows = await store.queryRows<{ n: number | string }>(
    `SELECT count() AS n FROM (
       SELECT 1 FROM listings FINAL
       PREWHERE listing_id IN (SELECT listing_id FROM listings WHERE ${where})
       WHERE ${where}
       LIMIT ${params.uint(upTo)}
     )
     ${FINAL_SETTINGS}`,
    params.values,
    { name: 'countSearchMatches' },
  );
  return Number(rows[0]?.n ?? 0);
}

function positionOf(key: PageKey): SqlSearchPosition {
  return { key: key.sort_key_bits === null ? null : float64FromBits(key.sort_key_bits), listing_id: key.listing_id };
}
