import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStayDerivedDays, listStayDerivedSeries, migrate, type StayCalendarInsertRow, type StayDerivedDayRow, type StayInsertRow, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_stay_derived' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

const D1 = '2026-11-22';
const D2 = '2026-11-23';

const stay = (id: string, day: string, price: string | null, extra: Partial<StayInsertRow> = {}): StayInsertRow => ({
  stay_id: id,
  platform: 'insideairbnb',
  listing_platform: 'airbnb',
  native_id: id,
  country: 'ES',
  city: 'Madrid ',
  region: 'Comunidad de Madrid',
  postal_district: '28012',
  room_type: 'entire_home',
  price_amount: price,
  currency: 'EUR',
  observed_at: `${day}T08:00:00.000Z`,
  event_id: `ev_${id}_${day}_${price}`,
  document: '{}',
  ...extra,
});

const calendar = (id: string, day: string, stated: number, available: number, hour = '09'): StayCalendarInsertRow => ({
  stay_id: id,
  platform: 'insideairbnb',
  provider: 'collector-insideairbnb/replay',
  access_class: 'open_data',
  listing_platform: 'airbnb',
  stay_native_id: id,
  day_count: stated,
  first_date: stated > 0 ? day : null,
  last_date: null,
  currency: 'EUR',
  days: '[]',
  nights_stated_30: stated,
  nights_available_30: available,
  observed_at: `${day}T${hour}:00:00.000Z`,
  event_id: `cal_${id}_${day}_${hour}`,
});

const MADRID = { market_kind: 'city', country: 'ES', region: '', city: 'madrid', postal_code: '' };

async function days(property_type = 'all', place = MADRID): Promise<Record<string, StayDerivedDayRow>> {
  const rows = await getStayDerivedDays(store, { ...place, property_type }, { from: D1, to: D2 });
  return Object.fromEntries(rows.map((r) => [r.day, r]));
}

describe('series derived from short-stay observations', () => {
  it('counts stays, takes quartiles of the nightly price and the share of available nights per day', async () => {
    await store.insertRows('stays', [
      stay('sty_a', D1, '100.00'),
      // A later read the same day replaces the price of the day.
      stay('sty_a', D1, '120.00', { observed_at: `${D1}T20:00:00.000Z`, event_id: 'ev_a_late' }),
      stay('sty_b', D1, '80.00', { room_type: 'private_room' }),
      // Priced in another currency: counted, not in the EUR quartiles.
      stay('sty_c', D1, '90.00', { currency: 'USD' }),
      stay('sty_a', D2, '130.00'),
    ]);
    await store.insertRows('stay_calendars', [
      calendar('sty_a', D1, 30, 10),
      // An empty read later that day says nothing about the nights.
      calendar('sty_a', D1, 0, 0, '21'),
      calendar('sty_b', D1, 20, 20),
    ]);
    const all = await days();
    expect(all[D1]).toMatchObject({ listings_live: 3, priced_stays: 2, currency: 'EUR', nightly_price_median: 100, nightly_price_p25: 90, nightly_price_p75: 110, calendar_stays: 2, market_name: 'Madrid ' });
    // 30 of 50 stated nights available.
    expect(all[D1]?.available_nights_pct_30d).toBeCloseTo(60, 10);
    expect(all[D2]).toMatchObject({ listings_live: 1, priced_stays: 1, nightly_price_median: 130, calendar_stays: 0, available_nights_pct_30d: null });
    expect((await days('private_room'))[D1]).toMatchObject({ listings_live: 1, nightly_price_median: 80, available_nights_pct_30d: 100 });
    const district = await days('all', { market_kind: 'postal_code', country: 'ES', region: '', city: '', postal_code: '28012' });
    expect(district[D1]?.listings_live).toBe(3);
  });

  it('is idempotent under replays: the same observations again change nothing', async () => {
    const before = await days();
    await store.insertRows('stays', [stay('sty_a', D1, '100.00'), stay('sty_b', D1, '80.00', { room_type: 'private_room' })]);
    await store.insertRows('stay_calendars', [calendar('sty_a', D1, 30, 10)]);
    expect(await days()).toEqual(before);
  });

  it('lists every market and room type with the days its series have', async () => {
    const series = await listStayDerivedSeries(store);
    const madrid = series.find((s) => s.market_kind === 'city' && s.city === 'madrid' && s.property_type === 'all');
    expect(madrid).toMatchObject({ transaction: 'stay', currency: 'EUR', platforms: ['insideairbnb'], first_day: D1, last_day: D2, priced_days: 2, calendar_days: 1, area_days: 0 });
    expect(series.map((s) => s.market_kind)).toEqual(expect.arrayContaining(['country', 'region', 'city', 'postal_code']));
  });
});
