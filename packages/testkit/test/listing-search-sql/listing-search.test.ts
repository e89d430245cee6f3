import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type ListingInsertRow, type Store } from '@estate/store';
import { searchListingsSql, type SqlListingSearch, type SqlListingSort, type SqlSearchPosition } from '../../src/index.js';
import { HOSTILE_CITY, PLATFORMS, searchData } from './search-data.js';
import { referenceSearch, sortKey } from './search-reference.js';
import { openTempStore, stopTtlMerges, type TempStore } from '@estate/store/testing';

let temp: TempStore;
let store: Store;
let current: ListingInsertRow[];
const now = Date.now();

const SORTS: SqlListingSort[] = ['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'];
const ALL_STATUSES = ['active', 'sold', 'under_offer'];
const base: SqlListingSearch = { platforms: PLATFORMS, transaction: 'sale', statuses: ALL_STATUSES, sort: 'newest', limit: 20 };

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_search' });
  store = temp.store;
  await migrate(store);
  // Expired rows stay on disk, as they may in production until a TTL merge drops them.
  await stopTtlMerges(store);
  const data = searchData(500, now);
  current = data.current;
  // Three inserts, so versions of one listing sit in several parts as well as partitions (few,
  // though: every part adds to the cost of each query).
  const third = Math.ceil(data.inserts.length / 3);
  for (let start = 0; start < data.inserts.length; start += third) await store.insertRows('listings', data.inserts.slice(start, start + third));
});

afterAll(async () => {
  await temp.cleanup();
});

interface Paged {
  ids: string[];
  totals: number[];
  /** The `next` of every page but the last. */
  boundaries: SqlSearchPosition[];
}

/** Follows `next` to the end as the gateway does (the position through JSON), checking each page. */
async function pageThrough(query: SqlListingSearch): Promise<Paged> {
  const ids: string[] = [];
  const totals: number[] = [];
  const boundaries: SqlSearchPosition[] = [];
  let after: SqlSearchPosition | undefined;
  for (let pages = 1; pages < 1000; pages++) {
    const page = await searchListingsSql(store, { ...query, ...(after ? { after } : {}) });
    expect(page.rows.length).toBeLessThanOrEqual(query.limit);
    ids.push(...page.rows.map((r) => r.listing_id));
    totals.push(page.total);
    if (!page.has_more) {
      expect(page.next).toBeUndefined();
      return { ids, totals, boundaries };
    }
    expect(page.rows).toHaveLength(query.limit);
    expect(page.next?.listing_id).toBe(page.rows[page.rows.length - 1]?.listing_id);
    after = JSON.parse(JSON.stringify(page.next)) as SqlSearchPosition;
    boundaries.push(after);
  }
  throw new Error('paging did not end');
}

async function expectReference(query: SqlListingSearch): Promise<Paged> {
  const expected = referenceSearch(current, query, now);
  const paged = await pageThrough(query);
  expect(paged.ids).toEqual(expected);
  expect(new Set(paged.totals)).toEqual(new Set([expected.length]));
  return paged;
}

describe('sorts', () => {
  it.each(SORTS)('%s: paging to the end returns every match once, in order, ties and missing values included', async (sort) => {
    // Pages of 50 (a query each): the seeded data still ends pages inside runs of equal keys and
    // of missing keys for every sort.
    const { ids, boundaries } = await expectReference({ ...base, sort, limit: 50 });
    expect(ids.length).toBeGreaterThan(200);
    // Meaningful only if pages end inside runs of equal keys, and (except for newest, whose key
    // is never missing) inside the rows lacking the key.
    const key = sortKey(sort);
    const keyOf = new Map(current.map((row) => [row.listing_id, key(row)]));
    const inTies = boundaries.filter((b) => b.key === keyOf.get(ids[ids.indexOf(b.listing_id) + 1] ?? ''));
    expect(inTies.filter((b) => b.key !== null).length).toBeGreaterThan(0);
    if (sort !== 'newest') expect(inTies.filter((b) => b.key === null).length).toBeGreaterThan(0);
  });

  it('one row per page steps through ties exactly', async () => {
    for (const sort of ['price_desc', 'area_desc'] as const) {
      // A query a row: few rows (9 of them), still runs of equal keys.
      const { ids } = await expectReference({ ...base, platforms: ['suumo', 'zillow'], country: 'FJ', property_types: ['land'], sort, limit: 1 });
      expect(ids.length).toBeGreaterThan(5);
    }
  });

  it('the row of a position comes back with exactly that key', async () => {
    const first = await searchListingsSql(store, { ...base, sort: 'price_asc', limit: 3 });
    const row = current.find((r) => r.listing_id === first.next?.listing_id);
    expect(first.next?.key).toBe(Number.parseFloat(row?.price_amount ?? 'NaN'));
  });
});

describe('filters', () => {
  const cases: Array<[string, Partial<SqlListingSearch>]> = [
    ['country', { country: 'DE' }],
    ['rent', { transaction: 'rent' }],
    ['statuses', { statuses: ['sold', 'under_offer'] }],
    ['platforms', { platforms: ['suumo', 'zillow'] }],
    ['property types', { property_types: ['apartment', 'land'], sort: 'price_asc' }],
    ['price range, inclusive at decimal bounds', { price: { min: 1234.57, max: 450000 }, sort: 'price_asc' }],
    ['price at one inexact decimal', { price: { min: 0.1, max: 0.1 } }],
    ['price in a currency', { price: { currency: 'EUR', max: 250000.5 }, sort: 'price_desc' }],
    ['price currency only', { price: { currency: 'USD' } }],
    ['bedrooms', { bedrooms: { min: 2, max: 3 } }],
    ['bathrooms from a float32 value', { bathrooms: { min: 2.3 } }],
    ['bathrooms up to a float32 value', { bathrooms: { max: 2.3 }, sort: 'area_desc' }],
    ['area', { area_sqm: { min: 75.5, max: 120 }, sort: 'area_desc' }],
    ['year built', { year_built: { min: 1950, max: 2000 }, sort: 'price_per_sqm_asc' }],
    ['all ranges and filters together', { country: 'US', property_types: ['apartment', 'house'], price: { min: 1000, currency: 'USD' }, bedrooms: { min: 1 }, area_sqm: { max: 200 } }],
    ['text: city, any case', { location: { kind: 'text', query: 'austin' } }],
    ['text: non-ASCII city in capitals, padded, with country', { location: { kind: 'text', query: ' MÜNCHEN ', country: 'DE' } }],
    ['text: region', { location: { kind: 'text', query: 'bayern' } }],
    ['text: postal code prefix', { location: { kind: 'text', query: 'ct1 ' } }],
    ['text: postal code prefix of digits', { location: { kind: 'text', query: '7871' } }],
    ['bbox', { location: { kind: 'bbox', west: -98, south: 30, east: -97.5, north: 30.6 }, sort: 'price_asc' }],
    ['bbox across the antimeridian', { location: { kind: 'bbox', west: 179.5, south: -18.2, east: -179.6, north: -17.3 } }],
    ['radius', { location: { kind: 'radius', latitude: 30.27, longitude: -97.74, radius_meters: 25_000 }, sort: 'area_desc' }],
    ['radius across the antimeridian', { location: { kind: 'radius', latitude: -17.7, longitude: 179.95, radius_meters: 40_000 } }],
    [
      'polygon, concave',
      {
        location: {
          kind: 'polygon',
          coordinates: [
            [-98.3, 29.7],
            [-97.2, 29.7],
            [-97.2, 30.8],
            [-97.6, 30.8],
            [-97.6, 30.1],
            [-97.9, 30.1],
            [-97.9, 30.8],
            [-98.3, 30.8],
            [-98.3, 29.7],
          ],
        },
      },
    ],
  ];

  // Pages of 100: paging itself is the sorts' subject above; here a page is a query each.
  it.each(cases)('%s', async (_name, filter) => {
    const { ids } = await expectReference({ ...base, limit: 100, ...filter });
    // Each filter narrows the data and still leaves something to find.
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(referenceSearch(current, base, now).length);
  });

  it('the radius test is by distance, not by the box around it', async () => {
    const radius = { kind: 'radius', latitude: 30.27, longitude: -97.74, radius_meters: 25_000 } as const;
    const box = { kind: 'bbox', west: -97.74 - 0.26, east: -97.74 + 0.26, south: 30.27 - 0.225, north: 30.27 + 0.225 } as const;
    const inCircle = await expectReference({ ...base, limit: 100, location: radius });
    const inBox = await expectReference({ ...base, limit: 100, location: box });
    expect(inBox.ids.length).toBeGreaterThan(inCircle.ids.length);
  });

  it('an empty list of platforms, statuses or property types matches nothing', async () => {
    for (const filter of [{ platforms: [] }, { statuses: [] }, { property_types: [] }]) {
      const page = await searchListingsSql(store, { ...base, ...filter });
      expect(page).toEqual({ rows: [], has_more: false, total: 0, total_relation: 'exact' });
    }
  });
});

describe('rows', () => {
  it('carry the latest document and its observation time', async () => {
    const page = await searchListingsSql(store, { ...base, country: 'ES', limit: 5 });
    for (const row of page.rows) {
      const latest = current.find((r) => r.listing_id === row.listing_id);
      expect(row).toEqual({
        listing_id: latest?.listing_id,
        platform: latest?.platform,
        property_id: '',
        property_match_method: '',
        property_confidence: 0,
        observed_at: latest?.observed_at,
        document: latest?.document,
      });
    }
  });
});

describe('expired listings', () => {
  it('are never returned nor counted, though their rows are still stored', async () => {
    const expired = current.filter((row) => now - Date.parse(row.observed_at) >= 24 * 3_600_000).map((row) => row.listing_id);
    expect(expired.length).toBeGreaterThan(5);
    const stored = await store.queryRows<{ n: number }>('SELECT count() AS n FROM listings WHERE has({ids:Array(String)}, listing_id)', { ids: expired });
    expect(Number(stored[0]?.n)).toBeGreaterThanOrEqual(expired.length);
    const seen = new Set<string>();
    for (const transaction of ['sale', 'rent']) {
      for (const id of (await pageThrough({ ...base, transaction, limit: 100 })).ids) seen.add(id);
    }
    expect(expired.filter((id) => seen.has(id))).toEqual([]);
    expect(seen.size).toBe(current.length - expired.length);
  });
});

describe('total', () => {
  it('is exact up to the cap and a lower bound beyond it', async () => {
    const all = referenceSearch(current, base, now).length;
    expect(await searchListingsSql(store, { ...base, totalCap: all })).toMatchObject({ total: all, total_relation: 'exact' });
    expect(await searchListingsSql(store, { ...base, totalCap: all - 1 })).toMatchObject({ total: all - 1, total_relation: 'lower_bound' });
    expect(await searchListingsSql(store, { ...base, totalCap: 5 })).toMatchObject({ total: 5, total_relation: 'lower_bound', has_more: true });
    expect(await searchListingsSql(store, base)).toMatchObject({ total: all, total_relation: 'exact' });
  });

  it('counts the whole query, not what follows the position', async () => {
    const first = await searchListingsSql(store, { ...base, limit: 10 });
    const second = await searchListingsSql(store, { ...base, limit: 10, ...(first.next ? { after: first.next } : {}) });
    expect(second.total).toBe(first.total);
  });
});

describe('values are bound, never spliced into SQL', () => {
  it('a city made of SQL and placeholder syntax is matched as text', async () => {
    const { ids } = await expectReference({ ...base, location: { kind: 'text', query: HOSTILE_CITY.toLowerCase() } });
    expect(ids.length).toBeGreaterThan(0);
  });

  it('hostile values in every field find nothing and break nothing', async () => {
    const hostile = ["' OR 1=1 --", "\\' OR 1=1 --", '{p0:String}', "x') OR ('1'='1", '\t\n\\N'];
    for (const value of hostile) {
      const page = await searchListingsSql(store, {
        ...base,
        platforms: [value, ...PLATFORMS],
        transaction: value,
        statuses: [value],
        country: value,
        property_types: [value],
        price: { currency: value },
        location: { kind: 'text', query: value, country: value },
        after: { key: 1, listing_id: value },
      });
      expect(page.rows).toEqual([]);
      expect(page.total).toBe(0);
    }
    const after = await searchListingsSql(store, { ...base, limit: 3, after: { key: null, listing_id: "' OR 1=1 --" } });
    expect(after.rows).toEqual([]);
    expect(await searchListingsSql(store, { ...base, totalCap: 100_000 })).toMatchObject({ total: referenceSearch(current, base, now).length });
  });
});

describe('arguments', () => {
  it('refuses a page size outside 1–100, a non-finite position and a bad cap', async () => {
    await expect(searchListingsSql(store, { ...base, limit: 0 })).rejects.toThrow(RangeError);
    await expect(searchListingsSql(store, { ...base, limit: 101 })).rejects.toThrow(RangeError);
    await expect(searchListingsSql(store, { ...base, limit: 2.5 })).rejects.toThrow(RangeError);
    await expect(searchListingsSql(store, { ...base, totalCap: 0 })).rejects.toThrow(RangeError);
    await expect(searchListingsSql(store, { ...base, after: { key: Number.NaN, listing_id: 'lst_x' } })).rejects.toThrow(RangeError);
    await expect(searchListingsSql(store, { ...base, location: { kind: 'polygon', coordinates: [] } })).rejects.toThrow(RangeError);
  });
});
