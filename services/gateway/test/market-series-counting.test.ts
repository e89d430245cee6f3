import type { MarketBody, MarketPointBody } from '@estate/contract';
import { createLogger } from '@estate/runtime';
import { migrate, type ListingInsertRow, type ListingObservationInsertRow } from '@estate/store';
import { listingRow, observationRow, openTempStore, type TempStore } from '@estate/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { getMarketSeriesHandler, searchMarketsHandler } from '../src/markets/market-handlers.js';
import { MarketIndex } from '../src/markets/market-index.js';
import { SourceBoard } from '../src/reads/source-status.js';
import { createTestGateway, expectContract, manifest, operationFor, type TestGateway } from './harness.js';

// Over HTTP, on the real engine: a home rightmove and zoopla both list, beside its neighbour on
// zoopla. The derived series say they count homes, and their points count the home once.

let temp: TempStore;
let gw: TestGateway;

const DAY = '2025-06-01';
const GB = { city: 'London', region: '', country: 'GB', currency: 'GBP', property_type: 'flat', postal_district: 'E1', observed_at: `${DAY}T10:00:00.000Z` } as const;
const obs = (listing: string, platform: string, price: string): ListingObservationInsertRow =>
  observationRow({ ...GB, listing_id: listing, platform, event_id: `ev_${listing}`, price_amount: price, price_per_sqm: null });
const row = (listing: string, platform: string, propertyId: string): ListingInsertRow => listingRow({ ...GB, listing_id: listing, platform, event_id: `ev_${listing}`, property_id: propertyId });

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_gateway_series' });
  const store = temp.store;
  await migrate(store);
  await store.insertRows('listing_observations', [obs('lst_rm_h', 'rightmove', '500000'), obs('lst_zp_h', 'zoopla', '520000'), obs('lst_zp_n', 'zoopla', '400000')]);
  await store.insertRows('listings', [row('lst_rm_h', 'rightmove', 'prp_h'), row('lst_zp_h', 'zoopla', 'prp_h'), row('lst_zp_n', 'zoopla', 'prp_n')]);
  const manifests = ['rightmove', 'zoopla'].map((platform) => manifest({ platform, display_name: platform, countries: ['GB'], operations: ['searchMarkets', 'getMarketSeries'], selectors: {}, provider: `collector-${platform}/replay` }));
  const directory = new FixedDirectory(manifests);
  const logger = createLogger({ name: 'market-series-test', level: 'silent' });
  const deps = { store, index: new MarketIndex(store, logger), board: new SourceBoard(store, directory), directory };
  gw = await createTestGateway({ manifests, handlers: { searchMarkets: searchMarketsHandler(deps), getMarketSeries: getMarketSeriesHandler(deps) } });
}, 60_000);

afterAll(async () => {
  await gw?.app.close();
  await temp?.cleanup();
});

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await gw.app.inject({ method, url, headers: { 'x-api-key': gw.key }, ...(body === undefined ? {} : { payload: body as object }) });
  const checked = expectContract(res, operationFor(method, url));
  return { status: res.statusCode, data: checked.body.data as T };
}

describe('getMarketSeries over HTTP: derived series count homes', () => {
  let london: MarketBody;

  beforeAll(async () => {
    const found = await call<MarketBody[]>('POST', '/v1/markets/search', { query: 'london', country: 'GB', kinds: ['city'] });
    expect(found.status).toBe(200);
    expect(found.data).toHaveLength(1);
    london = found.data[0] as MarketBody;
  });

  it('says so in the series metadata of searchMarkets', () => {
    const live = london.metrics.find((m) => m.metric === 'sale_listings_live');
    expect(live).toMatchObject({ derived: true, derived_from: ['rightmove', 'zoopla'], counting: 'homes', unit: 'count' });
    expect(london.metrics.filter((m) => m.derived).every((m) => m.counting === 'homes')).toBe(true);
  });

  it('counts the home two portals list once, and prices it once, in the points and their metadata', async () => {
    const url = (metric: string) => `/v1/markets/${encodeURIComponent(london.id)}/series?metric=${metric}`;
    const live = await call<MarketPointBody[]>('GET', url('sale_listings_live'));
    expect(live.status).toBe(200);
    expect(live.data.map((p) => [p.period_start, p.value, p.counting, p.derived, p.derived_from])).toEqual([[DAY, '2', 'homes', true, ['rightmove', 'zoopla']]]);
    const fresh = await call<MarketPointBody[]>('GET', url('sale_listings_new'));
    expect(fresh.data.map((p) => p.value)).toEqual(['2']);
    // Two homes, H at 520 000 (its listings were seen at one time: the greater id's price) and N at 400 000; three listings would give 500 000.
    const median = await call<MarketPointBody[]>('GET', url('sale_asking_price_median'));
    expect(median.data.map((p) => [p.value, p.sample_size, p.currency, p.counting])).toEqual([['460000', 2, 'GBP', 'homes']]);
  });
});
