import { countLiveListingsByPlatform, type Store } from '@estate/store';

/**
 * Listings the API can serve now (observed within 24 h), per platform: what `npm start` shows
 * while data flows in, and a gauge for whoever scrapes `/metrics`. The query is the listings
 * table's own (packages/store).
 */
export function liveListingsByPlatform(store: Store): Promise<Map<string, number>> {
  return countLiveListingsByPlatform(store);
}
