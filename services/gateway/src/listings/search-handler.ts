import { DEFAULT_PAGE_SIZE, type ListingBody, type ListingSearchRequest, type PropertyGroupBody } from '@estate/contract';
import { propertyGroupsOf, searchListings, type SearchPosition, type Store } from '@estate/store';
import { decodeCursor, encodeCursor } from '../reads/cursor.js';
import { sourceStatusOf, type SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf, OperationResult } from '../routes/operations.js';
import { planSearch } from './search-plan.js';

/** Groups at or above this confidence are `matched`; below it `possible`. */
export const MATCHED_CONFIDENCE = 0.8;

function isSearchPosition(value: unknown): value is SearchPosition {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.listing_id === 'string' && v.listing_id.length > 0 && v.listing_id.length <= 200 && (v.key === null || (typeof v.key === 'number' && Number.isFinite(v.key)));
}

/** searchListings: the search across the platforms the body names, or all of them. */
export function searchListingsHandler(store: Store, board: SourceBoard): HandlerOf<'searchListings'> {
  return async ({ body }) => search(store, board, 'searchListings', body, undefined);
}

/** searchPlatformListings: the same search, restricted to the platform in the path. */
export function searchPlatformListingsHandler(store: Store, board: SourceBoard): HandlerOf<'searchPlatformListings'> {
  return async ({ params, body }) => search(store, board, 'searchPlatformListings', body, params.platform);
}

/** One keyset page from ClickHouse, with honest meta. */
async function search(store: Store, board: SourceBoard, operationId: string, request: ListingSearchRequest, pathPlatform: string | undefined): Promise<OperationResult> {
  const plan = planSearch(operationId, request, pathPlatform, await storeCall(() => board.platforms()));
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, plan.fingerprint, isSearchPosition, 'body.cursor');
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  const page = await storeCall(() => searchListings(store, { ...plan.query, limit, ...(after ? { after } : {}) }));

  const grouped = [...new Set(page.rows.filter((r) => r.property_match_method !== '').map((r) => r.property_id))];
  const groups = grouped.length === 0 ? [] : await storeCall(() => propertyGroupsOf(store, grouped));
  const propertyGroups: PropertyGroupBody[] = groups.map((g) => ({
    property_id: g.property_id,
    listing_ids: g.listing_ids,
    match_method: g.match_method,
    status: g.confidence >= MATCHED_CONFIDENCE ? 'matched' : 'possible',
    confidence: Math.round(g.confidence * 1000) / 1000,
  }));

  const now = board.now();
  return {
    data: page.rows.map((row) => JSON.parse(row.document) as ListingBody),
    meta: {
      sources: plan.consulted.map((state) => sourceStatusOf(state, now)),
      warnings: plan.warnings,
      pagination: {
        has_more: page.has_more,
        returned: page.rows.length,
        total: page.total,
        total_relation: page.total_relation,
        ...(page.has_more && page.next ? { next_cursor: encodeCursor(plan.fingerprint, page.next) } : {}),
      },
      property_groups: propertyGroups,
    },
  };
}
