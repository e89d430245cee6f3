import { DEFAULT_PAGE_SIZE, type ListingSearchRequest, type PropertyGroupBody } from '@estate/contract';
import type { ListingSearchReader, SearchPosition } from '@estate/search';
import { SerializedBytes } from '../http/serialized-json.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { decodeCursor, encodeCursor } from '../reads/cursor.js';
import { sourceStatusOf, type SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf, OperationResult } from '../routes/operations.js';
import type { LiveListing, LiveListings } from '../reads/live-listings.js';
import { planSearch } from '../search-plan/search-plan.js';
import { requireLoaded } from '../reads/search-page.js';

/** Groups at or above this confidence are `matched`; below it `possible`. */
export const MATCHED_CONFIDENCE = 0.8;

function isSearchPosition(value: unknown): value is SearchPosition {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.listing_id === 'string' && v.listing_id.length > 0 && v.listing_id.length <= 200 && (v.key === null || (typeof v.key === 'number' && Number.isFinite(v.key)));
}

/** The listing search (sharded or not) and whether it has loaded what its bucket held at the start. */
export interface ListingSearchIndex {
  readonly projection: ListingSearchReader;
  readonly isLoaded: boolean;
}

/** What a search reads: ids, totals, positions and property groups from the projection, documents from the KV, source runs from the store. */
export interface ListingSearchDeps {
  board: SourceBoard;
  search: ListingSearchIndex;
  listings: LiveListings;
  /** Resolves a `{kind: 'id'}` location to the place's name. */
  locations: LocationDirectory;
}

/** searchListings: the search across the platforms the body names, or all of them. */
export function searchListingsHandler(deps: ListingSearchDeps): HandlerOf<'searchListings'> {
  return async ({ body }) => search(deps, 'searchListings', body, undefined);
}

/** searchPlatformListings: the same search, restricted to the platform in the path. */
export function searchPlatformListingsHandler(deps: ListingSearchDeps): HandlerOf<'searchPlatformListings'> {
  return async ({ params, body }) => search(deps, 'searchPlatformListings', body, params.platform);
}

/**
 * One keyset page, with honest meta. The projection decides the page's ids, its position and the
 * total; the documents come from the `listings` bucket (through the read cache). A listing whose
 * document is missing or past the live window (the two buckets are written one after the other,
 * and a document may expire between them) is left out of `data` but not out of the total or the
 * position: the next page starts after the projection's page, so paging neither repeats nor skips
 * the others, and `returned` counts what was served.
 */
async function search(deps: ListingSearchDeps, operationId: string, request: ListingSearchRequest, pathPlatform: string | undefined): Promise<OperationResult> {
  const { board } = deps;
  const plan = planSearch(operationId, withPlaceName(request, deps.locations), pathPlatform, await storeCall(() => board.platforms()));
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, plan.fingerprint, isSearchPosition, 'body.cursor');
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  requireLoaded(deps.search, 'listing search');
  const now = board.now();
  const page = await deps.search.projection.searchIds({ ...plan.query, limit, ...(after ? { after } : {}) }, now);
  const found = await Promise.all(page.listing_ids.map((id) => deps.listings.get(id)));
  const documents = found.filter((d): d is LiveListing => d !== undefined);

  // Every group a listing of the page belongs to (a listing alone in its property is no group),
  // from the projection's newest versions at the same `now` as the page.
  // A collapsed page shows each home's every listing, its platforms and its price spread.
  const properties = documents.map((d) => d.propertyId);
  const homes = request.collapse === 'property';
  const groups = await deps.search.projection.propertyGroups(properties, now, homes ? { pricesOf: plan.query.transaction } : {});
  const propertyGroups: PropertyGroupBody[] = groups.map((g) => ({
    property_id: g.property_id,
    listing_ids: g.listing_ids,
    match_method: g.match_method,
    status: g.confidence >= MATCHED_CONFIDENCE ? 'matched' : 'possible',
    confidence: Math.round(g.confidence * 1000) / 1000,
    ...(homes ? { platforms: g.platforms, ...(g.price_spread !== undefined ? { price_spread: g.price_spread } : {}) } : {}),
  }));

  return {
    data: SerializedBytes.list(documents.map((d) => d.bytes)),
    meta: {
      sources: plan.consulted.map((state) => sourceStatusOf(state, now)),
      warnings: plan.warnings,
      pagination: {
        has_more: page.has_more,
        returned: documents.length,
        total: page.total,
        total_relation: page.total_relation,
        ...(page.has_more && page.next ? { next_cursor: encodeCursor(plan.fingerprint, page.next) } : {}),
      },
      property_groups: propertyGroups,
    },
  };
}
