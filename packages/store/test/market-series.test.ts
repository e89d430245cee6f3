import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarketDays, migrate, type ListingObservationInsertRow, type MarketDay, type Store } from '../src/index.js';
import { observationRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_series' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

const DALLAS_HOUSES = { platform: 'zillow', country: 'US', property_type: 'house', transaction: 'sale', currency: 'USD' };

async function marketDay(city: string, day: string): Promise<MarketDay | undefined> {
  const days = await getMarketDays(store, { ...DALLAS_HOUSES, city }, { from: day, to: day });
  expect(days.length).toBeLessThanOrEqual(1);
  return days[0];
}

describe('market series', () => {
  // Fixed past timestamps: the series are long-lived and have no 24 h window.
  const day = '2025-03-10';
  const at = (hh: string): string => `${day}T${hh}:00:00.000Z`;
  const batch: ListingObservationInsertRow[] = [
    observationRow({ listing_id: 'lst_a', city: 'Dallas', observed_at: at('08'), event_id: 'ev_a1', price_amount: '100000', price_per_sqm: '1000' }),
    observationRow({ listing_id: 'lst_a', city: 'Dallas', observed_at: at('12'), event_id: 'ev_a2', price_amount: '110000', price_per_sqm: '1100' }),
    observationRow({ listing_id: 'lst_b', city: 'Dallas', observed_at: at('09'), event_id: 'ev_b1', price_amount: '200000', price_per_sqm: '2000' }),
    observationRow({ listing_id: 'lst_c', city: 'Dallas', observed_at: at('10'), event_id: 'ev_c1', price_amount: '300000', price_per_sqm: '3000' }),
    observationRow({ listing_id: 'lst_d', city: 'Dallas', observed_at: at('11'), event_id: 'ev_d1', price_amount: null, price_per_sqm: null }),
  ];

  it('the materialized view fills the daily series from listing observations', async () => {
    await store.insertRows('listing_observations', batch);
    const raw = await store.queryRows<{ n: number | string }>("SELECT count() AS n FROM market_listing_daily WHERE city = 'Dallas'");
    expect(Number(raw[0]?.n)).toBeGreaterThan(0);

    const m = await marketDay('Dallas', day);
    expect(m).toBeDefined();
    expect(m?.day).toBe(day);
    expect(m?.listings).toBe(4);
    expect(m?.priced_listings).toBe(3);
    expect(m?.observations).toBe(5);
    // Each listing counts once with its last price of the day: 110000, 200000, 300000.
    expect(m?.price_median).toBe(200000);
    expect(m?.price_p25).toBe(155000);
    expect(m?.price_p75).toBe(250000);
    expect(m?.price_per_sqm_median).toBe(2000);
  });

  it('replays, redeliveries and retried inserts leave the series unchanged', async () => {
    const before = await marketDay('Dallas', day);
    await store.insertRows('listing_observations', batch);
    await store.insertRows('listing_observations', [...batch].reverse());
    await store.insertRows('listing_observations', [batch[1]!, batch[3]!]);
    expect(await marketDay('Dallas', day)).toEqual(before);
  });

  it('a later observation the same day updates the listing, a later day opens a new row', async () => {
    await store.insertRows('listing_observations', [
      observationRow({ listing_id: 'lst_c', city: 'Dallas', observed_at: at('23'), event_id: 'ev_c2', price_amount: '120000', price_per_sqm: '1200' }),
      observationRow({ listing_id: 'lst_c', city: 'Dallas', observed_at: '2025-03-11T01:00:00.000Z', event_id: 'ev_c3', price_amount: '120000', price_per_sqm: '1200' }),
    ]);
    const m = await marketDay('Dallas', day);
    expect(Number(m?.listings)).toBe(4);
    expect(m?.price_median).toBe(120000);
    const next = await marketDay('Dallas', '2025-03-11');
    expect(Number(next?.listings)).toBe(1);
  });
});
