import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLiveListings, getListingHistory, getListingRow, migrate, type Store } from '../src/index.js';
import { HOUR, isoAgo, listingRow, observationRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_idem' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

async function scalar(sql: string, params: Record<string, string> = {}): Promise<number> {
  const rows = await store.queryRows<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n);
}

describe('replays and retried inserts', () => {
  it('a retried insert of the same batch adds no rows to listings', async () => {
    const now = Date.now();
    const batch = [
      listingRow({ listing_id: 'lst_retry1', observed_at: isoAgo(60_000, now), event_id: 'ev_r1' }),
      listingRow({ listing_id: 'lst_retry2', observed_at: isoAgo(60_000, now), event_id: 'ev_r2' }),
    ];
    await store.insertRows('listings', batch);
    await store.insertRows('listings', batch);
    // The deduplication window drops the identical block: not even a raw duplicate exists.
    expect(await scalar("SELECT count() AS n FROM listings WHERE listing_id LIKE 'lst_retry%'")).toBe(2);
  });

  it('replays in another batch shape collapse under FINAL and keep the latest observation', async () => {
    const now = Date.now();
    const older = listingRow({ listing_id: 'lst_replay', observed_at: isoAgo(2 * HOUR, now), event_id: 'ev_old', price_amount: '400000.00' });
    const newer = listingRow({ listing_id: 'lst_replay', observed_at: isoAgo(10 * 60_000, now), event_id: 'ev_new', price_amount: '425000.00' });
    const other = listingRow({ listing_id: 'lst_other', observed_at: isoAgo(5 * 60_000, now), event_id: 'ev_other' });
    await store.insertRows('listings', [older, newer]);
    // A redelivery after a crash: same events, different neighbours, reversed order.
    await store.insertRows('listings', [other, newer, older]);
    await store.insertRows('listings', [older]);

    const raw = await scalar("SELECT count() AS n FROM listings WHERE listing_id = 'lst_replay'");
    expect(raw).toBeGreaterThan(1);
    expect(await scalar("SELECT count() AS n FROM listings FINAL WHERE listing_id = 'lst_replay'")).toBe(1);
    expect(
      await scalar("SELECT count() AS n FROM (SELECT listing_id FROM listings WHERE listing_id = 'lst_replay' GROUP BY listing_id)"),
    ).toBe(1);

    const row = await getListingRow(store, 'lst_replay');
    expect(row?.event_id).toBe('ev_new');
    expect(row?.price_amount).toBe('425000');
    expect(row?.observed_at).toBe(newer.observed_at);

    // argMax by version picks the same row as FINAL.
    const viaArgMax = await store.queryRows<{ event_id: string }>(
      "SELECT argMax(event_id, version) AS event_id FROM listings WHERE listing_id = 'lst_replay'",
    );
    expect(viaArgMax[0]?.event_id).toBe('ev_new');
  });

  it('an older observation arriving late does not replace a newer one', async () => {
    const now = Date.now();
    await store.insertRows('listings', [listingRow({ listing_id: 'lst_late', observed_at: isoAgo(60_000, now), event_id: 'ev_late_new', status: 'sold' })]);
    await store.insertRows('listings', [listingRow({ listing_id: 'lst_late', observed_at: isoAgo(3 * HOUR, now), event_id: 'ev_late_old', status: 'active' })]);
    expect((await getListingRow(store, 'lst_late'))?.status).toBe('sold');
  });

  it('two events of the same millisecond resolve the same way whatever the insert order', async () => {
    const at = isoAgo(60_000);
    const a = listingRow({ listing_id: 'lst_tie_1', observed_at: at, event_id: 'ev_tie_a', title: 'a' });
    const b = listingRow({ listing_id: 'lst_tie_1', observed_at: at, event_id: 'ev_tie_b', title: 'b' });
    await store.insertRows('listings', [a]);
    await store.insertRows('listings', [b]);
    await store.insertRows('listings', [{ ...b, listing_id: 'lst_tie_2' }]);
    await store.insertRows('listings', [{ ...a, listing_id: 'lst_tie_2' }]);
    const one = await getListingRow(store, 'lst_tie_1');
    const two = await getListingRow(store, 'lst_tie_2');
    expect(one?.title).toBe(two?.title);
  });

  it('duplicate observations count once in history and in live counts', async () => {
    const now = Date.now();
    const obs = [
      observationRow({ listing_id: 'lst_hist', observed_at: isoAgo(3 * HOUR, now), event_id: 'ev_h1', price_amount: '500000' }),
      observationRow({ listing_id: 'lst_hist', observed_at: isoAgo(HOUR, now), event_id: 'ev_h2', price_amount: '490000' }),
    ];
    await store.insertRows('listing_observations', obs);
    await store.insertRows('listing_observations', obs);
    await store.insertRows('listing_observations', [obs[1]!, obs[0]!]);
    const history = await getListingHistory(store, 'lst_hist');
    expect(history.map((h) => [h.event_id, h.price_amount])).toEqual([
      ['ev_h1', '500000'],
      ['ev_h2', '490000'],
    ]);

    const before = await countLiveListings(store, { platform: 'idealista' });
    const row = listingRow({ listing_id: 'lst_count', platform: 'idealista', country: 'ES', observed_at: isoAgo(60_000, now), event_id: 'ev_c' });
    await store.insertRows('listings', [row]);
    await store.insertRows('listings', [row, listingRow({ ...row, observed_at: isoAgo(30_000, now), event_id: 'ev_c2' })]);
    expect(await countLiveListings(store, { platform: 'idealista' })).toBe(before + 1);
    expect(await countLiveListings(store, { platform: 'idealista', country: 'ES' })).toBe(before + 1);
  });
});
