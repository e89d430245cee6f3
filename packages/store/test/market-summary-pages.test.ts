import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listDerivedSeries,
  listSourceSeries,
  listStayDerivedSeries,
  marketPointRevisions,
  migrate,
  type DerivedSeriesSummary,
  type SourceSeriesSummary,
  type StayInsertRow,
  type Store,
  type StoreLogger,
} from '../src/index.js';
import { marketPointRow, observationRow, openTempStore, type TempStore } from '../src/testing/index.js';

// The reads' own log lines: each read of the engine, with how many rows it answered.
const reads: { query: string; rows: number }[] = [];
const noop = (): void => {};
const logger: StoreLogger = {
  debug: (obj, msg) => {
    const line = obj as { query?: string; rows?: number };
    if (msg === 'query' && line.query !== undefined && line.rows !== undefined) reads.push({ query: line.query, rows: line.rows });
  },
  info: noop,
  warn: noop,
  error: noop,
};

let temp: TempStore;
let store: Store;

// Market ids one a prefix of another, segments one a prefix of another: the order a page resumes in is the engine's.
const MARKETS = ['mkt_a', 'mkt_a2', 'mkt_b'];

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_summary_pages', logger });
  store = temp.store;
  await migrate(store);
  let event = 0;
  const point = (market_id: string, metric: string, segment: string, value: string | null) =>
    marketPointRow({ market_id, metric, segment, period_start: '2025-06-01', value, event_id: `ev_${event++}` });
  await marketPointRevisions.insert(store, [
    ...MARKETS.flatMap((market) => ['average_price', 'index'].flatMap((metric) => ['all', 'all_new'].map((segment) => point(market, metric, segment, '100')))),
    // A series without a value is in no page.
    point('mkt_b', 'sales_volume', 'all', null),
  ]);
  // Two cities, each with two postal districts, sales and rents of two property types: 40 derived markets and segments.
  await store.insertRows(
    'listing_observations',
    ['Austin', 'Dallas'].flatMap((city, c) =>
      ['7870', '7871'].flatMap((district, d) =>
        ['sale', 'rent'].flatMap((transaction) =>
          ['house', 'apartment'].map((property_type) =>
            observationRow({
              listing_id: `lst_${city}_${district}_${transaction}_${property_type}`,
              observed_at: '2025-03-01T10:00:00.000Z',
              event_id: `ev_${c}${d}_${transaction}_${property_type}`,
              city,
              region: 'TX',
              postal_district: `${district}${c}`,
              transaction,
              property_type,
            }),
          ),
        ),
      ),
    ),
  );
  await store.insertRows('stays', ['Madrid', 'Sevilla'].flatMap((city) => ['entire_home', 'private_room'].map((room_type) => stay(`sty_${city}_${room_type}`, city, room_type))));
});

afterAll(async () => {
  await temp.cleanup();
});

function stay(stay_id: string, city: string, room_type: string): StayInsertRow {
  return {
    stay_id,
    platform: 'insideairbnb',
    listing_platform: 'airbnb',
    native_id: stay_id,
    country: 'ES',
    city,
    region: 'Andalucía',
    postal_district: city === 'Madrid' ? '28012' : '41001',
    room_type,
    price_amount: '90',
    currency: 'EUR',
    observed_at: '2026-11-22T08:00:00.000Z',
    event_id: `ev_${stay_id}`,
    document: '{}',
  };
}

type Listing<Row> = (store: Store, options?: { rowsPerRead?: number }) => Promise<Row[]>;

/**
 * Reads a listing whole and then in pages of each size: the same rows in the same order, each
 * page one read of at most its size and the look-ahead row, as many reads as pages.
 */
async function expectPaged<Row>(list: Listing<Row>, name: string, expectedRows: number, sizes = [1, 2, 5]): Promise<void> {
  const whole = await list(store, { rowsPerRead: 1_000_000 });
  expect(whole).toHaveLength(expectedRows);
  for (const rowsPerRead of sizes) {
    reads.length = 0;
    expect(await list(store, { rowsPerRead }), `${rowsPerRead} rows a read`).toEqual(whole);
    const own = reads.filter((read) => read.query === name);
    expect(own).toHaveLength(Math.ceil(expectedRows / rowsPerRead));
    expect(Math.max(...own.map((read) => read.rows))).toBe(rowsPerRead + 1);
  }
}

describe('the market listings are read in keyset pages', () => {
  it('lists the source series a page at a time, each series once', async () => {
    await expectPaged<SourceSeriesSummary>(listSourceSeries, 'listSourceSeries', 12);
    expect(new Set((await listSourceSeries(store, { rowsPerRead: 1 })).map((s) => `${s.market_id}|${s.metric}|${s.segment}`)).size).toBe(12);
  });

  it('lists the derived markets and segments a page at a time', async () => {
    // Per transaction: country, region, 2 cities, 4 postal districts; each with house, apartment and all.
    // Each read computes the view again: pages of one row would take a read per row.
    await expectPaged<DerivedSeriesSummary>(listDerivedSeries, 'listDerivedSeries', 2 * 8 * 3, [5, 16, 47]);
  });

  it('lists the stay markets and room types a page at a time', async () => {
    // Country, region, 2 cities, 2 postal districts; each with two room types and all.
    await expectPaged<DerivedSeriesSummary>(listStayDerivedSeries, 'listStayDerivedSeries', 6 * 3);
  });
});
