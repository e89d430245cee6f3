import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMatchRows, listingMatchRowSlices, migrate, type ListingMatchRow, type Store } from '../src/index.js';
import { HOUR, isoAgo, listingRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_match_rows' });
  store = temp.store;
  await migrate(store);
  const now = Date.now();
  await store.insertRows('listings', [
    ...Array.from({ length: 7 }, (_, i) => listingRow({ listing_id: `lst_${i}`, native_id: `n${i}`, city: i === 3 ? 'line\nbreak "quoted" ü' : 'Leeds', observed_at: isoAgo(i * HOUR, now), event_id: `ev_${i}` })),
    // Outside the window of the newest observation: read by neither.
    listingRow({ listing_id: 'lst_old', native_id: 'old', observed_at: isoAgo(30 * HOUR, now), event_id: 'ev_old' }),
  ]);
  // Another platform's listings, each stored in two versions: a read split by platform and by id still gives each once, at its latest.
  for (const [version, hoursAgo] of [['old', 3], ['new', 1]] as const) {
    await store.insertRows('listings', Array.from({ length: 9 }, (_, i) => listingRow({ listing_id: `lst_r${i}`, platform: 'rightmove', native_id: `r${i}`, city: `London ${version}`, observed_at: isoAgo(hoursAgo * HOUR, now), event_id: `ev_r${i}_${version}` })));
  }
});

const byId = (rows: ListingMatchRow[]) => [...rows].sort((a, b) => a.listing_id.localeCompare(b.listing_id));

afterAll(async () => {
  await temp.cleanup();
});

describe('the matcher warm-up rows a slice at a time', () => {
  it('reads the rows listingMatchRows reads, in slices of the size asked', async () => {
    const whole = await listingMatchRows(store, { windowHours: 24 });
    expect(whole).toHaveLength(16);
    expect(whole.filter((row) => row.platform === 'rightmove').every((row) => row.city === 'London new')).toBe(true);
    const slices: ListingMatchRow[][] = [];
    for await (const slice of listingMatchRowSlices(store, { windowHours: 24 }, 3)) slices.push(slice);
    // A read per platform (rightmove's 9, zillow's 7), each in slices of 3.
    expect(slices.map((slice) => slice.length)).toEqual([3, 3, 3, 3, 3, 1]);
    // The query has no order: two runs may answer the rows in different orders.
    expect(byId(slices.flat())).toEqual(byId(whole));
    expect(slices.flat().find((row) => row.listing_id === 'lst_3')?.city).toBe('line\nbreak "quoted" ü');
  });

  it('splits a platform with more rows than a read takes, and gives every listing once, at its latest version', async () => {
    const whole = await listingMatchRows(store, { windowHours: 24 });
    for (const rowsPerRead of [1, 2, 5]) {
      const rows: ListingMatchRow[] = [];
      for await (const slice of listingMatchRowSlices(store, { windowHours: 24, rowsPerRead }, 4)) rows.push(...slice);
      expect(byId(rows), `${rowsPerRead} rows a read`).toEqual(byId(whole));
    }
  });
});
