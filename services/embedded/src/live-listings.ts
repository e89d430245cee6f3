import { LIVE_OBSERVATION_FILTER, TABLES, type Store } from '@estate/store';

/**
 * Listings the API can serve now (observed within 24 h), per platform: what `npm start` shows
 * while data flows in, and a gauge for whoever scrapes `/metrics`.
 */
export async function liveListingsByPlatform(store: Store): Promise<Map<string, number>> {
  // Distinct ids rather than FINAL, as countLiveListings does: a listing is live when one of its rows is.
  const rows = await store.queryRows<{ platform: string; n: number | string }>(
    `SELECT platform, uniqExact(listing_id) AS n FROM ${TABLES.listings} WHERE ${LIVE_OBSERVATION_FILTER} GROUP BY platform ORDER BY platform`,
  );
  return new Map(rows.map((row) => [row.platform, Number(row.n)]));
}
