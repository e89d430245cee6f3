import { DEFAULT_PAGE_SIZE, type AuctionBody, type AuctionSearchRequest } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import type { StoredAuction } from '@estate/documents';
import { auctionStatusAt, type AuctionSearch, type AuctionSearchQuery, type Position } from '@estate/search';
import type { Static } from 'typebox';
import { ApiError } from '../http/api-error.js';
import type { LiveListings } from '../reads/live-listings.js';
import { checkLocation } from '../search-plan/search-plan.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { checkCountry, consultedPlatforms } from '../search-plan/consulted.js';
import { decodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { LiveDocuments } from '../reads/live-documents.js';
import { requireLoaded, searchPageMeta } from '../reads/search-page.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';

type Body = Static<typeof AuctionSearchRequest>;

export interface AuctionDeps {
  board: SourceBoard;
  auctions: LiveDocuments<StoredAuction>;
  /** The listings an auction sells, read by id from the `listings` bucket. */
  listings: LiveListings;
  index: { readonly search: AuctionSearch; readonly isLoaded: boolean };
  locations: LocationDirectory;
}

// Auction ids are `auc_` plus a hash; anything else cannot be a key of the bucket.
const AUCTION_ID = /^auc_[A-Za-z0-9_-]{1,100}$/;

const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' && v !== null && typeof (v as Position).id === 'string' && ((v as Position).key === null || (typeof (v as Position).key === 'number' && Number.isFinite((v as Position).key)));

/**
 * The auction as the API serves it at `now`: its stored document, its status computed from what
 * the source stated and the clock, and the listing it sells while that listing is live. Undefined
 * when neither a state nor a date lets the status be computed (the status is never guessed).
 */
export async function auctionAt(stored: StoredAuction, now: number, listings: LiveListings): Promise<AuctionBody | undefined> {
  const { auction } = stored;
  const status = auctionStatusAt(
    { stated: stored.stated_status, startsAt: auction.starts_at === undefined ? undefined : Date.parse(auction.starts_at), endsAt: auction.ends_at === undefined ? undefined : Date.parse(auction.ends_at) },
    now,
  );
  if (status === undefined) return undefined;
  const listing = stored.listing_id === undefined ? undefined : (await listings.get(stored.listing_id))?.listing;
  const { id, source, ...rest } = auction;
  return { id, status, source, ...(listing !== undefined ? { listing } : {}), ...rest };
}

/** getAuction: the current document from KV with its status now; 404 once its observation is older than 24 h. */
export function getAuctionHandler(deps: AuctionDeps): HandlerOf<'getAuction'> {
  return async ({ params }) => {
    const id = params.auction_id;
    const stored = AUCTION_ID.test(id) ? await deps.auctions.get(id) : undefined;
    const now = deps.board.now();
    const auction = stored === undefined ? undefined : await auctionAt(stored, now, deps.listings);
    // A lot flagged for auction whose source states neither a date nor a state (a Rightmove
    // lot whose description gives no timing) has no status to serve, and none is guessed.
    if (stored !== undefined && auction === undefined) throw new ApiError('not_found', `auction ${id} states neither its dates nor its state, so it has no status to serve`);
    if (auction === undefined) throw new ApiError('not_found', `no auction ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
    return { data: auction, meta: { sources: [await storeCall(() => deps.board.statusOf(auction.source.platform))] } };
  };
}

function instant(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new ApiError('invalid_request', `${field} must be an ISO 8601 date-time`);
  return ms;
}

/** Checks what the schema cannot and turns the request into the auction search's terms. */
function planAuctionSearch(request: Body, locations: LocationDirectory): Omit<AuctionSearchQuery, 'platforms' | 'limit' | 'after'> {
  const body = withPlaceName(request, locations);
  checkCountry(body.country, 'body.country');
  const min = instant(body.ends_after, 'body.ends_after');
  const max = instant(body.ends_before, 'body.ends_before');
  if (min !== undefined && max !== undefined && min > max) throw new ApiError('invalid_request', 'body.ends_after must not be later than body.ends_before');
  const location = checkLocation(body.location);
  return {
    country: body.country ?? (body.location?.kind === 'text' ? body.location.country : undefined),
    location,
    statuses: body.status,
    ends: min === undefined && max === undefined ? undefined : { min, max },
  };
}

/**
 * searchAuctions: ids, total and position from the in-memory auction search (statuses as of the
 * request, ordered by each auction's end, else its start), documents from the `auctions` bucket.
 * An auction whose document expired between the two is left out of `data`, not of the total.
 */
export function searchAuctionsHandler(deps: AuctionDeps): HandlerOf<'searchAuctions'> {
  return async ({ body }) => {
    const now = deps.board.now();
    const plan = planAuctionSearch(body, deps.locations);
    const consulted = consultedPlatforms('searchAuctions', body.platforms, plan.country, await storeCall(() => deps.board.platforms()));
    const { cursor, limit: _limit, ...filters } = body;
    const fingerprint = requestFingerprint('searchAuctions', filters);
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isPosition, 'body.cursor');
    requireLoaded(deps.index, 'auction search');
    const page = deps.index.search.search({ ...plan, platforms: consulted.map((p) => p.platform), limit: body.limit ?? DEFAULT_PAGE_SIZE, after }, now);
    const stored = await Promise.all(page.ids.map((id) => deps.auctions.get(id)));
    const data = (await Promise.all(stored.map((s) => (s === undefined ? undefined : auctionAt(s, now, deps.listings))))).filter((a): a is AuctionBody => a !== undefined);
    return { data, meta: searchPageMeta(consulted, now, data.length, page, fingerprint) };
  };
}
