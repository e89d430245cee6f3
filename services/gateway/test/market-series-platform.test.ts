import type { MarketBody, MarketPointBody } from '@estate/contract';
import { marketId } from '@estate/normalize';
import { createLogger } from '@estate/runtime';
import { marketPointRevisions, migrate, type ListingInsertRow, type ListingObservationInsertRow, type MarketPointInsertRow } from '@estate/store';
import { listingRow, marketPointRow, observationRow, openTempStore, type TempStore } from '@estate/store/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { getMarketSeriesHandler, searchMarketsHandler } from '../src/markets/market-handlers.js';
import { MarketIndex } from '../src/markets/market-index.js';
import { SourceBoard } from '../src/reads/source-status.js';
import { createTestGateway, errorOf, expectContract, manifest, operationFor, type TestGateway } from './harness.js';

// Over HTTP, on the real engine: one London home that rightmove (at 500 000) and zoopla (at
// 520 000) both list, and a source series (uk_hpi) for the same market. The homes series count it
// once; `platform` gives each portal's own series, each listing counted at that portal's price.

let temp: TempStore;
let gw: TestGateway;
let london: MarketBody;

const DAY = '2025-06-01';
const GB = { city: 'London', region: '', country: 'GB', currency: 'GBP', property_type: 'flat', postal_district: 'E1', observed_at: `${DAY}T10:00:00.000Z` } as const;
const obs = (listing: string, platform: string, price: string): ListingObservationInsertRow =>
  observationRow({ ...GB, listing_id: listing, platform, event_id: `ev_${listing}`, price_amount: price, price_per_sqm: null });
const row = (listing: string, platform: string): ListingInsertRow => listingRow({ ...GB, listing_id: listing, platform, event_id: `ev_${listing}`, property_id: 'prp_h' });

const hpiPoint = (): MarketPointInsertRow =>
  marketPointRow({
    market_id: marketId({ kind: 'city', country: 'GB', region: '', city: 'London' }) as string,
    city: 'London',
    market_name: 'London',
    region_code: 'E12000007',
    region_name: 'London',
    region_type: 'region',
    period_start: '2025-05-01',
    period_end: '2025-05-31',
    value: '540000',
    event_id: 'ev_hpi_london',
  });

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_gateway_platform_series' });
  const store = temp.store;
  await migrate(store);
  await store.insertRows('listing_observations', [obs('lst_rm_h', 'rightmove', '500000'), obs('lst_zp_h', 'zoopla', '520000')]);
  await store.insertRows('listings', [row('lst_rm_h', 'rightmove'), row('lst_zp_h', 'zoopla')]);
  await marketPointRevisions.insert(store, [hpiPoint()]);
  // zillow serves listings but lists nothing in London; uk_hpi publishes series and lists nothing.
  const portals = ['rightmove', 'zoopla', 'zillow'].map((platform) =>
    manifest({ platform, display_name: platform, countries: [platform === 'zillow' ? 'US' : 'GB'], operations: ['searchListings', 'searchMarkets', 'getMarketSeries'], selectors: {}, provider: `collector-${platform}/replay` }),
  );
  const hpi = manifest({ platform: 'uk_hpi', display_name: 'UK HPI', countries: ['GB'], record_kinds: ['market_point'], operations: ['searchMarkets', 'getMarketSeries'], selectors: {}, provider: 'collector-uk_hpi/replay', access_class: 'open_data' });
  const manifests = [...portals, hpi];
  const directory = new FixedDirectory(manifests);
  const logger = createLogger({ name: 'market-platform-series-test', level: 'silent' });
  const deps = { store, index: new MarketIndex(store, logger), board: new SourceBoard(store, directory), directory };
  gw = await createTestGateway({ manifests, handlers: { searchMarkets: searchMarketsHandler(deps), getMarketSeries: getMarketSeriesHandler(deps) } });
  const found = await gw.app.inject({ method: 'POST', url: '/v1/markets/search', headers: { 'x-api-key': gw.key }, payload: { query: 'london', country: 'GB', kinds: ['city'] } });
  const data = expectContract(found, operationFor('POST', '/v1/markets/search')).body.data as MarketBody[];
  expect(data).toHaveLength(1);
  london = data[0] as MarketBody;
}, 60_000);

afterAll(async () => {
  await gw?.app.close();
  await temp?.cleanup();
});

interface SeriesPage {
  res: LightMyRequestResponse;
  data: MarketPointBody[];
  sources: { platform: string }[];
  next: string | undefined;
}

async function series(query: Record<string, string>): Promise<SeriesPage> {
  const url = `/v1/markets/${encodeURIComponent(london.id)}/series?${new URLSearchParams(query).toString()}`;
  const res = await gw.app.inject({ method: 'GET', url, headers: { 'x-api-key': gw.key } });
  const { body } = expectContract(res, operationFor('GET', url));
  if (res.statusCode !== 200) return { res, data: [], sources: [], next: undefined };
  const meta = body.meta as { sources: { platform: string }[]; pagination: { next_cursor?: string } };
  return { res, data: body.data as MarketPointBody[], sources: meta.sources, next: meta.pagination.next_cursor };
}

const values = (page: SeriesPage) => page.data.map((p) => [p.period_start, p.value, p.sample_size ?? null, p.counting, p.derived_from]);

describe('getMarketSeries with platform: each portal its own series', () => {
  it('finds the London market with both the derived and the source series, and lists the portals in derived_from', () => {
    const names = london.metrics.map((m) => m.metric);
    expect(names).toContain('average_price');
    expect(london.metrics.find((m) => m.metric === 'sale_listings_live')).toMatchObject({ derived: true, derived_from: ['rightmove', 'zoopla'], counting: 'homes' });
  });

  it('counts the home once across portals, and once on each portal at that portal’s own price', async () => {
    const homes = await series({ metric: 'sale_listings_live' });
    expect(values(homes)).toEqual([[DAY, '1', null, 'homes', ['rightmove', 'zoopla']]]);
    const counts: number[] = [];
    for (const [platform, price] of [['rightmove', '500000'], ['zoopla', '520000']] as const) {
      const live = await series({ metric: 'sale_listings_live', platform });
      expect(live.res.statusCode).toBe(200);
      expect(live.res.headers['x-credits-cost']).toBe('1');
      expect(values(live)).toEqual([[DAY, '1', null, 'listings', [platform]]]);
      expect(live.data[0]?.source).toMatchObject({ platform: 'estate', provider: 'projector/market_platform_daily' });
      expect(live.sources.map((s) => s.platform)).toEqual([platform]);
      counts.push(Number(live.data[0]?.value));
      const median = await series({ metric: 'sale_asking_price_median', platform });
      expect(values(median)).toEqual([[DAY, price, 1, 'listings', [platform]]]);
    }
    // The two portals' listings of one home are two listings, one home.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(Number(homes.data[0]?.value));
    const median = await series({ metric: 'sale_asking_price_median' });
    expect(values(median)).toEqual([[DAY, '520000', 1, 'homes', ['rightmove', 'zoopla']]]);
  });

  it('groups a platform’s daily series into a frequency like the homes series', async () => {
    const monthly = await series({ metric: 'sale_listings_new.flat', platform: 'zoopla', frequency: 'monthly' });
    expect(monthly.data.map((p) => [p.period_start, p.period_end, p.value, p.counting])).toEqual([['2025-06-01', '2025-06-30', '1', 'listings']]);
  });

  it('answers only the derived listing series with a platform, and refuses a source series asked for by name', async () => {
    const all = await series({ platform: 'zoopla', limit: '100' });
    expect(all.data.length).toBeGreaterThan(4);
    expect(all.data.every((p) => p.derived === true && p.counting === 'listings' && p.metric.startsWith('sale_'))).toBe(true);
    const withoutPlatform = await series({ limit: '100' });
    expect(withoutPlatform.data.some((p) => p.metric === 'average_price')).toBe(true);
    const refused = await series({ platform: 'zoopla', metric: 'average_price' });
    expect(refused.res.statusCode).toBe(400);
    const error = errorOf(refused.res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('published by uk_hpi');
  });

  it('gives an empty page for a portal that lists nothing in this market', async () => {
    const zillow = await series({ platform: 'zillow' });
    expect(zillow.res.statusCode).toBe(200);
    expect(zillow.data).toEqual([]);
    const named = await series({ platform: 'zillow', metric: 'sale_listings_live' });
    expect(named.res.statusCode).toBe(200);
    expect(named.data).toEqual([]);
  });

  it('refuses a platform that lists no homes, naming those that do, in the error envelope', async () => {
    for (const platform of ['idealista', 'uk_hpi']) {
      const res = (await series({ platform })).res;
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-credits-cost']).toBe('0');
      const error = errorOf(res);
      expect(error.code).toBe('invalid_request');
      expect(error.message).toContain(`query.platform: ${platform} lists no homes`);
      expect(error.message).toContain('rightmove, zillow, zoopla');
    }
    const malformed = (await series({ platform: 'Zoopla!' })).res;
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('invalid_request');
  });

  it('pages a platform with its own cursor and refuses that cursor for another platform or for the homes series', async () => {
    const whole = await series({ platform: 'rightmove', limit: '100' });
    const paged: MarketPointBody[] = [];
    let page = await series({ platform: 'rightmove', limit: '2' });
    const first = page.next;
    expect(first).toBeDefined();
    for (;;) {
      expect(page.res.statusCode).toBe(200);
      paged.push(...page.data);
      if (page.next === undefined) break;
      page = await series({ platform: 'rightmove', limit: '2', cursor: page.next });
    }
    expect(paged).toEqual(whole.data);
    const others: Record<string, string>[] = [{ platform: 'zoopla' }, {}];
    for (const other of others) {
      const res = (await series({ ...other, limit: '2', cursor: first as string })).res;
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain('query.cursor belongs to another request');
    }
    const homesCursor = (await series({ limit: '2' })).next;
    const res = (await series({ platform: 'rightmove', limit: '2', cursor: homesCursor as string })).res;
    expect(res.statusCode).toBe(400);
  });
});
