import { countryCurrency } from '@estate/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDerivedDays, listDerivedSeries, migrate, type DerivedDayRow, type ListingObservationInsertRow, type Store } from '../src/index.js';
import { observationRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_derived' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

const at = (day: string, hh = '10') => `${day}T${hh}:00:00.000Z`;
const obs = (listing: string, day: string, price: string | null, extra: Partial<ListingObservationInsertRow> = {}): ListingObservationInsertRow =>
  observationRow({
    listing_id: listing,
    observed_at: at(day, extra.observed_at ? undefined : '10'),
    event_id: `ev_${listing}_${day}_${price}_${extra.status ?? 'active'}`,
    city: 'Austin',
    region: 'TX',
    postal_district: '78701',
    price_amount: price,
    price_per_sqm: price === null ? null : String(Number(price) / 100),
    ...extra,
  });

// Three days of Austin houses. a: listed day 1, cut on day 2, still there day 3. b: day 1 and 2,
// then gone (removed on day 3). c: new on day 2, sold on day 3. d: day 3 only, priced in EUR
// (counted, not in the USD quantiles).
const D1 = '2025-03-01';
const D2 = '2025-03-02';
const D3 = '2025-03-03';
const batch: ListingObservationInsertRow[] = [
  obs('lst_a', D1, '300000'),
  obs('lst_a', D2, '280000'),
  obs('lst_a', D3, '280000'),
  obs('lst_b', D1, '400000'),
  obs('lst_b', D2, '400000'),
  obs('lst_c', D2, '500000'),
  obs('lst_c', D3, '500000', { status: 'sold' }),
  obs('lst_d', D3, '350000', { currency: 'EUR' }),
];

const AUSTIN = { market_kind: 'city', country: 'US', region: 'tx', city: 'austin', postal_code: '', transaction: 'sale' };

async function days(property_type = 'all', place = AUSTIN): Promise<Record<string, DerivedDayRow>> {
  const rows = await getDerivedDays(store, { ...place, property_type }, { from: D1, to: '2025-03-04' });
  return Object.fromEntries(rows.map((r) => [r.day, r]));
}

describe('series derived from listing observations', () => {
  it('counts listings live, new, removed and price cuts per day, with quartiles and days on market', async () => {
    await store.insertRows('listing_observations', batch);
    const d = await days();
    expect(Object.keys(d)).toEqual([D1, D2, D3]);
    expect([d[D1], d[D2], d[D3]].map((r) => [r?.listings_live, r?.listings_new, r?.listings_removed, r?.price_cuts])).toEqual([
      [2, 2, 0, 0],
      [3, 1, 0, 1],
      // c is sold (not live) and b was not seen: both removed; d is new.
      [2, 1, 2, 0],
    ]);
    expect(d[D2]).toMatchObject({ asking_price_median: 400000, asking_price_p25: 340000, asking_price_p75: 450000, priced_listings: 3, currency: 'USD', platforms: ['zillow'] });
    expect(d[D2]?.asking_price_per_sqm_median).toBe(4000);
    // Day 3: a (280 000 USD) and d (EUR, not in the USD quantiles) are live.
    expect(d[D3]).toMatchObject({ priced_listings: 1, asking_price_median: 280000 });
    // Days on market on day 3: a 2 days, d 0 days.
    expect(d[D3]?.days_on_market_median).toBe(1);
  });

  it('has the market at every level of the place, and a segment per property type and all', async () => {
    const series = await listDerivedSeries(store);
    const kinds = new Set(series.filter((s) => s.country === 'US').map((s) => `${s.market_kind}:${s.region}:${s.city}:${s.postal_code}:${s.property_type}`));
    expect([...kinds].sort()).toEqual(['city:tx:austin::all', 'city:tx:austin::house', 'country::::all', 'country::::house', 'postal_code:::78701:all', 'postal_code:::78701:house', 'region:tx:::all', 'region:tx:::house'].sort());
    expect((await days('house'))[D2]?.listings_live).toBe(3);
  });

  it('replays, redeliveries and retried inserts leave every figure as it was', async () => {
    const before = await days();
    await store.insertRows('listing_observations', batch);
    await store.insertRows('listing_observations', [...batch].reverse());
    await store.insertRows('listing_observations', [batch[1]!, batch[6]!]);
    expect(await days()).toEqual(before);
  });

  it('prices only in the country’s own currency, as @estate/normalize says it', () => {
    // The view's transform() list; a new country of the platforms needs its line there too.
    expect(Object.fromEntries(['US', 'GB', 'ES', 'DE', 'JP'].map((c) => [c, countryCurrency(c)]))).toEqual({ US: 'USD', GB: 'GBP', ES: 'EUR', DE: 'EUR', JP: 'JPY' });
  });
});
