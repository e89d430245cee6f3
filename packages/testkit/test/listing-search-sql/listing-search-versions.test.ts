import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type ListingInsertRow, type Store } from '@estate/store';
import { searchListingsSql, type SqlListingSearch } from '../../src/index.js';
import { HOUR, isoAgo, listingRow, openTempStore, stopTtlMerges, type TempStore } from '@estate/store/testing';

let temp: TempStore;
let store: Store;
const now = Date.now();

const cheap = { price_amount: '100000.00', city: 'Oldtown', status: 'active', area_sqm: 50, latitude: 10, longitude: 10 };
const dear = { price_amount: '900000.00', city: 'Newtown', status: 'sold', area_sqm: 500, latitude: -40, longitude: -60 };

function version(id: string, hoursAgo: number, values: Partial<ListingInsertRow>): ListingInsertRow {
  const event_id = `ev_${id}_${hoursAgo}`;
  return listingRow({ listing_id: id, observed_at: isoAgo(hoursAgo * HOUR, now), event_id, ...values, document: JSON.stringify({ id, event_id }) });
}

// Each row is its own insert, so each version is its own part; the old and new versions of a
// listing also sit in different hourly partitions, and a skip index may drop one of the parts.
const ROWS = [
  version('lst_a', 5, cheap), // A was cheap, is now dear
  version('lst_a', 1, dear),
  version('lst_b', 6, dear), // B was dear, is now cheap
  version('lst_b', 2, cheap),
  version('lst_c', 25.5, cheap), // C expired
  version('lst_d', 26, dear), // D's old version expired, its latest is live
  version('lst_d', 3, cheap),
  version('lst_e', 3.2, dear), // E changed twice within one hour, in two parts
  version('lst_e', 3.1, cheap),
  version('lst_e', 3.05, dear),
];

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_versions' });
  store = temp.store;
  await migrate(store);
  await stopTtlMerges(store);
  await store.command({ query: 'SYSTEM STOP MERGES listings' });
  for (const row of ROWS) await store.insertRows('listings', [row]);
});

afterAll(async () => {
  await temp.cleanup();
});

const base: SqlListingSearch = { platforms: ['zillow'], transaction: 'sale', statuses: ['active', 'sold'], sort: 'price_asc', limit: 20 };

async function ids(query: Partial<SqlListingSearch>): Promise<string[]> {
  const page = await searchListingsSql(store, { ...base, ...query });
  expect(page.total).toBe(page.rows.length);
  return page.rows.map((row) => row.listing_id);
}

describe('only the latest version of a listing is searched', () => {
  it('every version is stored, one part each', async () => {
    const parts = await store.queryRows<{ n: number }>("SELECT count() AS n FROM system.parts WHERE database = currentDatabase() AND table = 'listings' AND active");
    expect(Number(parts[0]?.n)).toBe(ROWS.length);
  });

  it('an older version matching a filter its latest version fails does not match', async () => {
    // A and E are dear now, B and D cheap; every one of them had the other values before.
    expect(await ids({ price: { max: 200_000 } })).toEqual(['lst_b', 'lst_d']);
    expect(await ids({ price: { min: 800_000 } })).toEqual(['lst_a', 'lst_e']);
    expect(await ids({ statuses: ['active'] })).toEqual(['lst_b', 'lst_d']);
    expect(await ids({ location: { kind: 'text', query: 'oldtown' } })).toEqual(['lst_b', 'lst_d']);
    expect(await ids({ location: { kind: 'bbox', west: 9, south: 9, east: 11, north: 11 } })).toEqual(['lst_b', 'lst_d']);
    expect(await ids({ location: { kind: 'radius', latitude: -40, longitude: -60, radius_meters: 1000 } })).toEqual(['lst_a', 'lst_e']);
    expect(await ids({ area_sqm: { min: 400 } })).toEqual(['lst_a', 'lst_e']);
    expect(await ids({ area_sqm: { max: 100 }, statuses: ['sold'] })).toEqual([]);
  });

  it('each listing appears once, with the values and document of its latest version', async () => {
    const page = await searchListingsSql(store, { ...base, sort: 'price_desc' });
    expect(page.rows.map((row) => [row.listing_id, JSON.parse(row.document).event_id])).toEqual([
      ['lst_e', 'ev_lst_e_3.05'],
      ['lst_a', 'ev_lst_a_1'],
      ['lst_d', 'ev_lst_d_3'],
      ['lst_b', 'ev_lst_b_2'],
    ]);
    expect(page.total).toBe(4);
  });

  it('sort keys come from the latest version', async () => {
    const first = await searchListingsSql(store, { ...base, sort: 'area_desc', limit: 1 });
    expect(first.next).toEqual({ key: 500, listing_id: 'lst_e' });
    const second = await searchListingsSql(store, { ...base, sort: 'area_desc', limit: 1, ...(first.next ? { after: first.next } : {}) });
    expect(second.rows.map((r) => r.listing_id)).toEqual(['lst_a']);
    expect(second.next).toEqual({ key: 500, listing_id: 'lst_a' });
  });

  it('a listing whose latest observation expired is gone, whatever its values', async () => {
    const all = await ids({ statuses: ['active', 'sold'], limit: 100 });
    expect(all).not.toContain('lst_c');
    expect(all).toHaveLength(4);
  });
});
