import { BUCKETS, openBucket, type KV } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../directory.js';
import {
  getListingHandler,
  getListingHistoryHandler,
  getListingMediaHandler,
  getPlatformListingHandler,
  resolveListingHandler,
} from '../listings/listing-handlers.js';
import { DEFAULT_LISTING_CACHE_ENTRIES, LiveListings, openListingCache, type ListingCache } from '../listings/live-listings.js';
import { searchListingsHandler, searchPlatformListingsHandler } from '../listings/search-handler.js';
import { SourceBoard } from '../reads/source-status.js';
import { defineKind, type HandlersFor } from './kind.js';

/** The operations the listing kind answers; the contract's other listing operations answer 501. */
const LISTING_OPERATIONS = ['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'resolveListing', 'getListingMedia', 'getListingHistory'] as const;
type ListingOperation = (typeof LISTING_OPERATIONS)[number];

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
export function listingHandlers(deps: ListingReadDeps): HandlersFor<ListingOperation> {
  const now = deps.now ?? Date.now;
  const board = new SourceBoard(deps.store, deps.directory, { now, logger: deps.logger, ...(deps.runsTtlMs !== undefined ? { runsTtlMs: deps.runsTtlMs } : {}) });
  const listings = new LiveListings(deps.listingCache ?? deps.listings, now);
  return {
    searchListings: searchListingsHandler(deps.store, board),
    searchPlatformListings: searchPlatformListingsHandler(deps.store, board),
    getListing: getListingHandler(listings, board),
    getPlatformListing: getPlatformListingHandler(listings, board),
    resolveListing: resolveListingHandler(deps.store, listings, board),
    getListingMedia: getListingMediaHandler(deps.store, listings, board),
    getListingHistory: getListingHistoryHandler(deps.store, listings, board),
  };
}

/**
 * Listings: point reads from the `listings` bucket through a bounded cache (its figures on
 * `/metrics` as `cache="listings"`), searches and histories from the store.
 */
export const listingKind = defineKind({
  kind: 'listing',
  operations: LISTING_OPERATIONS,
  async open({ bus, store, directory, logger, metrics, config }) {
    const listings = await openBucket(bus, BUCKETS.listings);
    const entries = config.listingCacheEntries ?? DEFAULT_LISTING_CACHE_ENTRIES;
    const listingCache = entries === 0 ? undefined : await openListingCache(listings, entries, logger);
    if (listingCache) metrics.watchCache('listings', listingCache);
    return {
      handlers: listingHandlers({ store, listings, directory, logger, ...(listingCache ? { listingCache } : {}) }),
      close: () => listingCache?.close(),
    };
  },
});
