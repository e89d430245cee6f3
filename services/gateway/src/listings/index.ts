import type { KV } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../directory.js';
import type { OperationHandler } from '../routes/operations.js';
import {
  getListingHandler,
  getListingHistoryHandler,
  getListingMediaHandler,
  getPlatformListingHandler,
  resolveListingHandler,
} from './listing-handlers.js';
import { LiveListings, type ListingCache } from './live-listings.js';
import { searchHandler } from './search-handler.js';
import { SourceBoard } from './source-status.js';

export interface ListingReadDeps {
  store: Store;
  /** The `listings` KV bucket the projector keeps. */
  listings: KV;
  /** Point reads through this cache of the bucket when given (see openListingCache). */
  listingCache?: ListingCache;
  directory: CollectorDirectory;
  logger: Logger;
  /** Clock, for tests of expiry. */
  now?: () => number;
  /** How long the latest collection runs are cached; default 2 s. */
  runsTtlMs?: number;
}

/** The listing operations, answered from the projections: KV for reads by id, ClickHouse for the rest. */
export function listingHandlers(deps: ListingReadDeps): Map<string, OperationHandler> {
  const now = deps.now ?? Date.now;
  const board = new SourceBoard(deps.store, deps.directory, { now, logger: deps.logger, ...(deps.runsTtlMs !== undefined ? { runsTtlMs: deps.runsTtlMs } : {}) });
  const listings = new LiveListings(deps.listingCache ?? deps.listings, now);
  const search = searchHandler(deps.store, board);
  return new Map<string, OperationHandler>([
    ['searchListings', search],
    ['searchPlatformListings', search],
    ['getListing', getListingHandler(listings, board)],
    ['getPlatformListing', getPlatformListingHandler(listings, board)],
    ['resolveListing', resolveListingHandler(deps.store, listings, board)],
    ['getListingMedia', getListingMediaHandler(deps.store, listings, board)],
    ['getListingHistory', getListingHistoryHandler(deps.store, listings, board)],
  ]);
}

export { sourceStatusOf, SourceBoard, type PlatformState } from './source-status.js';
export { openListingCache, DEFAULT_LISTING_CACHE_ENTRIES, type ListingCache } from './live-listings.js';
