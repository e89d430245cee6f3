import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDerivedDays, listDerivedSeries, migrate, type DerivedDayRow, type ListingInsertRow, type ListingObservationInsertRow, type Store } from '../src/index.js';
import { listingRow, observationRow, openTempStore, type TempStore } from '../src/testing/index.js';

// The derived series count homes: two portals' listings of one home (one property) are one
// home; a neighbour in the same building (its own property) is another. The per-portal series,
// read with a platform, count each listing of that portal as before.

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_market_homes' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

const D1 = '2025-06-01';
const D2 = '2025-06-02';
const D3 = '2025-06-03';
const LONDON = { market_kind: 'city', country: 'GB', region: '', city: 'london', postal_code: '', transaction: 'sale', property_type: 'all' };
const GB = { city: 'London', region: '', country: 'GB', currency: 'GBP', property_type: 'flat', postal_district: 'E1' } as const;

const obs = (listing: string, platform: string, day: string, hour: string, price: string, status = 'active'): ListingObservationInsertRow =>
  observationRow({ ...GB, listing_id: listing, platform, observed_at: `${day}T${hour}:00:00.000Z`, event_id: `ev_${listing}_${day}_${hour}`, price_amount: price, price_per_sqm: String(Number(price) / 50), area_sqm: 50, status });

/** The listing row the projector writes with each observation, carrying the listing's property. */
const row = (listing: string, platform: string, day: string, hour: string, propertyId: string): ListingInsertRow =>
  listingRow({ ...GB, listing_id: listing, platform, observed_at: `${day}T${hour}:00:00.000Z`, event_id: `ev_${listing}_${day}_${hour}`, property_id: propertyId });

// Home H: rightmove and zoopla, grouped into prp_h. Rightmove cuts it on day 2; zoopla drops it
// on day 3 while rightmove still shows it. Its neighbour N, a flat in the same building on
// zoopla (its own property), is sold on day 3. Home K: rightmove from day 1, zoopla only from
// day 3 (grouped into prp_k then): a second portal listing a home is no new home.
const observations: ListingObservationInsertRow[] = [
  obs('lst_rm_h', 'rightmove', D1, '10', '500000'),
  obs('lst_zp_h', 'zoopla', D1, '11', '505000'),
  obs('lst_zp_n', 'zoopla', D1, '11', '480000'),
  obs('lst_rm_k', 'rightmove', D1, '10', '300000'),
  obs('lst_rm_h', 'rightmove', D2, '12', '490000'),
  obs('lst_zp_h', 'zoopla', D2, '09', '505000'),
  obs('lst_zp_n', 'zoopla', D2, '11', '480000'),
  obs('lst_rm_k', 'rightmove', D2, '10', '300000'),
  obs('lst_rm_h', 'rightmove', D3, '10', '490000'),
  obs('lst_zp_n', 'zoopla', D3, '11', '480000', 'sold'),
  obs('lst_rm_k', 'rightmove', D3, '10', '300000'),
  obs('lst_zp_k', 'zoopla', D3, '15', '310000'),
];
const listingRows: ListingInsertRow[] = [
  row('lst_rm_h', 'rightmove', D1, '10', 'prp_h'),
  row('lst_zp_h', 'zoopla', D1, '11', 'prp_h'),
  row('lst_zp_n', 'zoopla', D1, '11', 'prp_n'),
  row('lst_rm_k', 'rightmove', D1, '10', 'prp_k'),
  row('lst_zp_k', 'zoopla', D3, '15', 'prp_k'),
];

type Figures = [live: number, fresh: number, removed: number, cuts: number, median: number | null];
const figures = (r: DerivedDayRow | undefined): Figures | undefined => r && [r.listings_live, r.listings_new, r.listings_removed, r.price_cuts, r.asking_price_median];

async function series(platform?: string): Promise<Record<string, Figures | undefined>> {
  const rows = await getDerivedDays(store, LONDON, { from: D1, to: D3 }, platform === undefined ? {} : { platform });
  return Object.fromEntries(rows.map((r) => [r.day, figures(r)]));
}

describe('derived series that count each home once', () => {
  it('counts a home two portals list once a day: live, new, removed, price cuts and the median over homes', async () => {
    await store.insertRows('listing_observations', observations);
    await store.insertRows('listings', listingRows);
    expect(await series()).toEqual({
      // H (zoopla's 505 000, observed after rightmove's), N 480 000, K 300 000: three homes, not four listings.
      [D1]: [3, 3, 0, 0, 480000],
      // H takes rightmove's cut price (observed last that day) and is one cut.
      [D2]: [3, 0, 0, 1, 480000],
      // H is still live on rightmove; N sold (removed); K's zoopla listing is no new home, its price the later 310 000.
      [D3]: [2, 0, 1, 0, 400000],
    });
    const d1 = (await getDerivedDays(store, LONDON, { from: D1, to: D1 }))[0];
    expect(d1).toMatchObject({ priced_listings: 3, platforms: ['rightmove', 'zoopla'], currency: 'GBP', asking_price_per_sqm_median: 9600 });
  });

  it('keeps each portal’s own series, every listing of it counted', async () => {
    expect(await series('rightmove')).toEqual({
      [D1]: [2, 2, 0, 0, 400000],
      [D2]: [2, 0, 0, 1, 395000],
      [D3]: [2, 0, 0, 0, 395000],
    });
    expect(await series('zoopla')).toEqual({
      [D1]: [2, 2, 0, 0, 492500],
      [D2]: [2, 0, 0, 0, 492500],
      // zoopla dropped H and sold N (both removed); K is new on zoopla.
      [D3]: [1, 1, 2, 0, 310000],
    });
    const [rightmoveDay] = await getDerivedDays(store, LONDON, { from: D1, to: D1 }, { platform: 'rightmove' });
    expect(rightmoveDay).toMatchObject({ platforms: ['rightmove'], priced_listings: 2 });
    expect(rightmoveDay).not.toHaveProperty('platform');
    expect(await getDerivedDays(store, LONDON, { from: D1, to: D3 }, { platform: 'idealista' })).toEqual([]);
  });

  it('puts a home in one segment and at every level once', async () => {
    const summaries = await listDerivedSeries(store);
    const gb = summaries.filter((s) => s.country === 'GB').map((s) => `${s.market_kind}:${s.city}:${s.postal_code}:${s.property_type}`);
    expect(gb.sort()).toEqual(['city:london::all', 'city:london::flat', 'country:::all', 'country:::flat', 'postal_code::E1:all', 'postal_code::E1:flat']);
    for (const level of [
      { ...LONDON, market_kind: 'country', city: '' },
      { ...LONDON, market_kind: 'postal_code', city: '', postal_code: 'E1' },
      { ...LONDON, property_type: 'flat' },
    ]) {
      expect((await getDerivedDays(store, level, { from: D1, to: D3 })).map((r) => r.listings_live)).toEqual([3, 3, 2]);
    }
  });

  it('restates past days when a group changes later: a home is never counted twice or not at all', async () => {
    // Home G: its zoopla listing was first its own property; on day 3 the projector puts it in
    // rightmove's group. Every day of both listings then counts G once.
    const place = { ...LONDON, market_kind: 'postal_code', city: '', postal_code: 'E2' };
    const g = { postal_district: 'E2' };
    await store.insertRows('listing_observations', [
      { ...obs('lst_rm_g', 'rightmove', D1, '10', '700000'), ...g },
      { ...obs('lst_zp_g', 'zoopla', D1, '10', '710000'), ...g },
      { ...obs('lst_rm_g', 'rightmove', D2, '10', '700000'), ...g },
      { ...obs('lst_zp_g', 'zoopla', D2, '10', '710000'), ...g },
    ]);
    await store.insertRows('listings', [row('lst_rm_g', 'rightmove', D1, '10', 'prp_g'), row('lst_zp_g', 'zoopla', D1, '10', 'prp_zp_g')]);
    const live = async () => (await getDerivedDays(store, place, { from: D1, to: D3 })).map((r) => [r.day, r.listings_live, r.listings_new, r.listings_removed]);
    // Both listings leave after day 2 (the portals have data of day 3): removed then.
    expect(await live()).toEqual([
      [D1, 2, 2, 0],
      [D2, 2, 0, 0],
      [D3, 0, 0, 2],
    ]);
    await store.insertRows('listings', [row('lst_zp_g', 'zoopla', D3, '10', 'prp_g')]);
    expect(await live()).toEqual([
      [D1, 1, 1, 0],
      [D2, 1, 0, 0],
      [D3, 0, 0, 1],
    ]);
    // And apart again (a later split): two homes on every day, each new on day 1.
    await store.insertRows('listings', [row('lst_zp_g', 'zoopla', D3, '11', 'prp_zp_g')]);
    expect(await live()).toEqual([
      [D1, 2, 2, 0],
      [D2, 2, 0, 0],
      [D3, 0, 0, 2],
    ]);
  });

  it('removes a home only once every portal that showed it has collected the next day', async () => {
    // Home L on portals p_a and p_b on day 1; on day 2 p_a no longer shows it, p_b has not
    // collected day 2 yet. X, p_a's other listing, is its own home.
    const place = { ...LONDON, market_kind: 'postal_code', city: '', postal_code: 'E3' };
    const e3 = { postal_district: 'E3' };
    await store.insertRows('listing_observations', [
      { ...obs('lst_a_l', 'p_a', D1, '10', '600000'), ...e3 },
      { ...obs('lst_b_l', 'p_b', D1, '10', '600000'), ...e3 },
      { ...obs('lst_a_x', 'p_a', D1, '10', '650000'), ...e3 },
      { ...obs('lst_a_x', 'p_a', D2, '10', '650000'), ...e3 },
    ]);
    await store.insertRows('listings', [row('lst_a_l', 'p_a', D1, '10', 'prp_l'), row('lst_b_l', 'p_b', D1, '10', 'prp_l'), row('lst_a_x', 'p_a', D1, '10', 'prp_x')]);
    const homes = async () => (await getDerivedDays(store, place, { from: D1, to: D3 })).map((r) => [r.day, r.listings_live, r.listings_removed]);
    expect(await homes()).toEqual([
      [D1, 2, 0],
      [D2, 1, 0],
    ]);
    // p_a's own series removes its listing of L at once: p_a has data of day 2.
    expect((await getDerivedDays(store, place, { from: D1, to: D3 }, { platform: 'p_a' })).map((r) => [r.day, r.listings_live, r.listings_removed])).toEqual([
      [D1, 2, 0],
      [D2, 1, 1],
    ]);
    // p_b collects day 2 (elsewhere) without L: now L is removed, once.
    await store.insertRows('listing_observations', [{ ...obs('lst_b_y', 'p_b', D2, '10', '100000'), postal_district: 'E9' }]);
    expect(await homes()).toEqual([
      [D1, 2, 0],
      [D2, 1, 1],
    ]);
  });

  it('replays of observations and listing rows leave every figure as it was', async () => {
    const before = await series();
    await store.insertRows('listing_observations', [...observations].reverse());
    await store.insertRows('listings', listingRows);
    await store.insertRows('listings', [...listingRows].reverse());
    expect(await series()).toEqual(before);
  });
});
