import { BUCKETS, openBucket } from '@estate/bus';
import { LiveStays, openStayCache } from '../stays/live-stays.js';
import { searchStaysHandler } from '../stays/search-handler.js';
import { getStayAvailabilityHandler, getStayHandler, getStayQuoteHandler, getStayReviewsHandler } from '../stays/stay-handlers.js';
import { openStaySearch } from '../stays/stay-search-index.js';
import { defineKind } from './kind.js';

/** Documents kept in memory: stays are far fewer than listings, and a search page reads 20 at once. */
const STAY_CACHE_ENTRIES = 20_000;

/**
 * Short stays: documents from the `stays` bucket through a read cache, searches from the stay
 * search projection (joined from `stay_search` and `stay_calendar_search`), calendars, reviews
 * and price breakdowns from ClickHouse.
 */
export const staysKind = defineKind({
  kind: 'stays',
  async open({ bus, store, board, locations, logger, metrics, settings }) {
    const bucket = await openBucket(bus, BUCKETS.stays);
    const cache = await openStayCache(bucket, STAY_CACHE_ENTRIES, logger);
    metrics.watchCache('stays', cache);
    let search;
    try {
      search = await openStaySearch(bus, logger, { snapshots: settings.searchSnapshots, shards: settings.searchShards });
    } catch (error) {
      cache.close();
      throw error;
    }
    const stays = new LiveStays(cache);
    const deps = { store, stays, board };
    return {
      handlers: {
        searchStays: searchStaysHandler({ board, search, stays, locations }),
        getStay: getStayHandler(deps),
        getStayAvailability: getStayAvailabilityHandler(deps),
        getStayReviews: getStayReviewsHandler(deps),
        getStayQuote: getStayQuoteHandler(deps),
      },
      readiness: search.readiness,
      ready: search.loaded,
      close: async () => {
        cache.close();
        await search.close();
      },
    };
  },
});
