import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLiveListings, getListingHistory, getListingMedia, getListingRow, migrate, type Store } from '../src/index.js';
import { HOUR, isoAgo, listingRow, observationRow, openTempStore, stopTtlMerges, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_window' });
  store = temp.store;
  await migrate(store);
  await stopTtlMerges(store);
});

afterAll(async () => {
  await temp.cleanup();
});

async function rawCount(table: string, listingId: string): Promise<number> {
  // Test-only SQL: the table name is a literal of this file, the id is bound.
  const rows = await store.queryRows<{ n: number | string }>(`SELECT count() AS n FROM ${table} WHERE listing_id = {id:String}`, { id: listingId });
  return Number(rows[0]?.n);
}

describe('observations older than 24 h', () => {
  it('are never returned by the reads while their rows still exist', async () => {
    const now = Date.now();
    await store.insertRows('listings', [listingRow({ listing_id: 'lst_expired', observed_at: isoAgo(25 * HOUR, now), event_id: 'ev_x' })]);
    await store.insertRows('listing_observations', [observationRow({ listing_id: 'lst_expired', observed_at: isoAgo(25 * HOUR, now), event_id: 'ev_x' })]);
    await store.insertRows('listing_media', [
      { listing_id: 'lst_expired', platform: 'zillow', url: 'https://img.test/x.jpg', media_type: 'photo', position: 0, observed_at: isoAgo(25 * HOUR, now), event_id: 'ev_xm' },
    ]);

    expect(await rawCount('listings', 'lst_expired')).toBe(1);
    expect(await rawCount('listing_observations', 'lst_expired')).toBe(1);
    expect(await rawCount('listing_media', 'lst_expired')).toBe(1);

    expect(await getListingRow(store, 'lst_expired')).toBeNull();
    expect(await getListingHistory(store, 'lst_expired')).toEqual([]);
    expect(await getListingMedia(store, 'lst_expired')).toEqual([]);
  });

  it('are left out of counts and history, while fresh observations of the same listing are served', async () => {
    const now = Date.now();
    const before = await countLiveListings(store, { platform: 'rightmove' });
    await store.insertRows('listings', [
      listingRow({ listing_id: 'lst_gone', platform: 'rightmove', country: 'GB', observed_at: isoAgo(25 * HOUR, now), event_id: 'ev_g' }),
      listingRow({ listing_id: 'lst_mixed', platform: 'rightmove', country: 'GB', observed_at: isoAgo(26 * HOUR, now), event_id: 'ev_m_old' }),
      listingRow({ listing_id: 'lst_mixed', platform: 'rightmove', country: 'GB', observed_at: isoAgo(HOUR, now), event_id: 'ev_m_new' }),
    ]);
    await store.insertRows('listing_observations', [
      observationRow({ listing_id: 'lst_mixed', observed_at: isoAgo(26 * HOUR, now), event_id: 'ev_m_old' }),
      observationRow({ listing_id: 'lst_mixed', observed_at: isoAgo(HOUR, now), event_id: 'ev_m_new' }),
    ]);

    expect(await countLiveListings(store, { platform: 'rightmove' })).toBe(before + 1);
    expect((await getListingRow(store, 'lst_mixed'))?.event_id).toBe('ev_m_new');
    expect((await getListingHistory(store, 'lst_mixed')).map((h) => h.event_id)).toEqual(['ev_m_new']);
    expect(await rawCount('listings', 'lst_gone')).toBe(1);
  });

  it('a listing just inside the window is served', async () => {
    await store.insertRows('listings', [listingRow({ listing_id: 'lst_edge', observed_at: isoAgo(23 * HOUR), event_id: 'ev_e' })]);
    expect((await getListingRow(store, 'lst_edge'))?.listing_id).toBe('lst_edge');
  });

  it('TTL removes the expired rows once parts are merged', async () => {
    await store.command({ query: 'SYSTEM START TTL MERGES listings' });
    await store.command({ query: 'OPTIMIZE TABLE listings FINAL' });
    expect(await rawCount('listings', 'lst_expired')).toBe(0);
    expect(await rawCount('listings', 'lst_edge')).toBe(1);
  });
});
