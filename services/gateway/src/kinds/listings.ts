import { BUCKETS, openBucket, type KV } from '@estate/bus';
import type { StoredOpenHouses } from '@estate/documents';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import type { LocationDirectory } from '../places/location-directory.js';
import {
  getListingHandler,
  getListingHistoryHandler,
  getListingMediaHandler,
  getPlatformListingHandler,
  resolveListingHandler,
} from '../listings/listing-handlers.js';
import { DEFAULT_LISTING_CACHE_ENTRIES, LiveListings, openListingCache, type ListingCache } from '../reads/live-listings.js';
import { getListingOpenHousesHandler } from '../listings/open-houses-handler.js';
import { searchListingsHandler, searchPlatformListingsHandler, type ListingSearchIndex } from '../listings/search-handler.js';
import { getSimilarListingsHandler } from '../listings/similar-handler.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SourceBoard } from '../reads/source-status.js';
import { shardsReadiness } from '../search/shards-readiness.js';
import { defineKind, type HandlersFor, type OperationsOf } from './kind.js';
import { holdListingSearchFeed } from './listing-search-feed.js';

/** The listing reads of `listingHandlers`; open houses (their own bucket) and similar listings are the kind's beside them. */
type ListingOperation = Exclude<OperationsOf<'listings'>, 'getListingOpenHouses' | 'getSimilarListings'>;

export interface ListingReadDeps {
  store: Store;
  /** The `listings` KV bucket the projector keeps. */
  listings: KV;
  /** Point reads through this cache of the bucket when given (see openListingCache). */
  listingCache?: ListingCache;
  /** The listing search projection, fed by the `listing_search` bucket (see SearchFeed). */
  search: ListingSearchIndex;
  directory: CollectorDirectory;
  /** Resolves the location ids searches may take. */
  locations: LocationDirectory;
  logger: Logger;
  /** The gateway's board of source statuses; absent, one of these reads' own (with `now` and `runsTtlMs`). */
  board?: SourceBoard;
  /** Clock, for tests of expiry. */
  now?: () => number;
  /** How long the latest collection runs are cached; default 2 s. */
  runsTtlMs?: number;
}

/**
 * The listing operations, answered from the projections: KV for reads by id and the page's
 * documents, the in-memory search projection for searches and their property groups, ClickHouse
 * for the rest.
 */
export function listingHandlers(deps: ListingReadDeps): HandlersFor<ListingOperation> {
  const now = deps.now ?? Date.now;
  const board = deps.board ?? new SourceBoard(deps.store, deps.directory, { now, logger: deps.logger, ...(deps.runsTtlMs !== undefined ? { runsTtlMs: deps.runsTtlMs } : {}) });
  const listings = new LiveListings(deps.listingCache ?? deps.listings, now);
  return {
    searchListings: searchListingsHandler({ board, search: deps.search, listings, locations: deps.locations }),
    searchPlatformListings: searchPlatformListingsHandler({ board, search: deps.search, listings, locations: deps.locations }),
    getListing: getListingHandler(listings, board),
    getPlatformListing: getPlatformListingHandler(listings, board),
    resolveListing: resolveListingHandler(deps.store, listings, board),
    getListingMedia: getListingMediaHandler(deps.store, listings, board),
    getListingHistory: getListingHistoryHandler(deps.store, listings, board),
  };
}

/**
 * Listings: point reads from the `listings` bucket through a bounded cache (its figures on
 * `/metrics` as `cache="listings"`), searches from the search projection the `listing_search`
 * bucket feeds (not ready until it has loaded), histories from the store.
 */
export const listingsKind = defineKind({
  kind: 'listings',
  async open(context) {
    const { bus, store, directory, board, locations, logger, metrics, settings } = context;
    const [listings, openHousesKv] = await Promise.all([openBucket(bus, BUCKETS.listings), openBucket(bus, BUCKETS.openHouses)]);
    const entries = settings.listingCacheEntries ?? DEFAULT_LISTING_CACHE_ENTRIES;
    const listingCache = entries === 0 ? undefined : await openListingCache(listings, entries, logger);
    if (listingCache) metrics.watchCache('listings', listingCache);
    let held: Awaited<ReturnType<typeof holdListingSearchFeed>>;
    try {
      held = await holdListingSearchFeed(context);
    } catch (error) {
      listingCache?.close();
      throw error;
    }
    const { feed, search: projection } = held.feed;
    const live = new LiveListings(listingCache ?? listings);
    return {
      handlers: {
        ...listingHandlers({ store, listings, directory, board, locations, logger, search: feed, ...(listingCache ? { listingCache } : {}) }),
        getListingOpenHouses: getListingOpenHousesHandler({ board, listings: live, openHouses: new LiveDocuments<StoredOpenHouses>(openHousesKv, 'open house') }),
        getSimilarListings: getSimilarListingsHandler({ board, listings: live, search: feed }),
      },
      readiness: [feed.readiness, shardsReadiness('search:listing shards', projection)],
      ready: feed.loaded,
      close: async () => {
        listingCache?.close();
        await held.release();
      },
    };
  },
});
