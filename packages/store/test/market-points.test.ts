import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPointRevisions, getSourcePoints, listSourceSeries, marketPointRevisions, migrate, type MarketPointInsertRow, type Store } from '../src/index.js';
import { marketPointRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_points' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

let next = 0;
function point(period: string, vintage: string, value: string | null, extra: Partial<MarketPointInsertRow> = {}): MarketPointInsertRow {
  return marketPointRow({ period_start: period, vintage, value, observed_at: `2025-10-0${1 + (next % 8)}T00:00:00.000Z`, event_id: `ev_${next++}`, ...extra });
}

const current = async () => Object.fromEntries((await getSourcePoints(store, 'mkt_bristol', { metric: 'average_price' })).map((p) => [p.period_start, p.value]));

describe('source series revisions', () => {
  it('serves the newest vintage of each point and keeps every revision in market_point_revisions', async () => {
    await marketPointRevisions.insert(store, [
      point('2025-06-01', '2025-08', '350000'),
      point('2025-07-01', '2025-08', '352000.5'),
      point('2025-08-01', '2025-08', null),
      // The September file revises July and fills August.
      point('2025-06-01', '2025-09', '350000'),
      point('2025-07-01', '2025-09', '351500.25'),
      point('2025-08-01', '2025-09', '353000'),
    ]);
    expect(await current()).toEqual({ '2025-06-01': '350000', '2025-07-01': '351500.25', '2025-08-01': '353000' });
    const july = await getPointRevisions(store, { market_id: 'mkt_bristol', platform: 'uk_hpi', metric: 'average_price', segment: 'all', period_start: '2025-07-01' });
    expect(july).toEqual([
      { vintage: '2025-08', value: '352000.5', value_status: 'published' },
      { vintage: '2025-09', value: '351500.25', value_status: 'published' },
    ]);
    const [july_] = (await getSourcePoints(store, 'mkt_bristol', { metric: 'average_price', from: '2025-07-01', to: '2025-07-31' }));
    expect(july_).toMatchObject({ vintage: '2025-09', revisions: 2, unit: 'GBP', currency: 'GBP', period_end: '2025-07-28' });
  });

  it('keeps a point the newest vintage withdraws missing, never the older figure and never zero', async () => {
    await marketPointRevisions.insert(store, [point('2025-06-01', '2025-10', null)]);
    expect(await current()).toEqual({ '2025-07-01': '351500.25', '2025-08-01': '353000' });
    const june = await store.queryRows<{ value: string | null; value_status: string }>(
      "SELECT toString(value) AS value, value_status FROM market_series WHERE market_id = 'mkt_bristol' AND period_start = '2025-06-01'",
    );
    expect(june).toEqual([{ value: null, value_status: 'missing' }]);
  });

  it('collapses the same vintage read again, and lists each series once with its periods', async () => {
    await marketPointRevisions.insert(store, [point('2025-07-01', '2025-09', '351500.25'), point('2025-07-01', '2025-09', '351500.25')]);
    const july = await getPointRevisions(store, { market_id: 'mkt_bristol', platform: 'uk_hpi', metric: 'average_price', segment: 'all', period_start: '2025-07-01' });
    expect(july.map((r) => r.vintage)).toEqual(['2025-08', '2025-09']);
    const series = await listSourceSeries(store);
    expect(series).toEqual([
      expect.objectContaining({ market_id: 'mkt_bristol', platform: 'uk_hpi', metric: 'average_price', segment: 'all', first_period: '2025-07-01', last_period: '2025-08-01', points: 2, unit: 'GBP' }),
    ]);
  });
});
