// Markets end to end: the four open-data series collectors and the zillow listing collector
// publish their native files (generated samples) on NATS, the embedded process projects them
// into ClickHouse and serves /v1, and every assertion goes through HTTP: searchMarkets finds a
// market, getMarketSeries reads its points by the id the search returned.
import type { CapabilityBody, MarketBody, MarketPointBody } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
let key: string;

const search = (body: Record<string, unknown>) => call<MarketBody[]>(stack.url, 'searchMarkets', '/v1/markets/search', { key, body });
const series = (id: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call<MarketPointBody[]>(stack.url, 'getMarketSeries', `/v1/markets/${encodeURIComponent(id)}/series${qs ? `?${qs}` : ''}`, { key });
};

/** Polls a search until `ready` holds of its answer: the collectors, the projector and the index reload in their own time. */
async function searchUntil(body: Record<string, unknown>, ready: (markets: MarketBody[]) => boolean, timeoutMs = 100_000): Promise<MarketBody[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await search(body);
    if (answer.status === 200 && ready(answer.body.data)) return answer.body.data;
    if (Date.now() > deadline) throw new Error(`searchMarkets ${JSON.stringify(body)} never got there: ${JSON.stringify(answer.body).slice(0, 2000)}\n${stack.output('embedded')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const metricsOf = (m: MarketBody) => m.metrics.map((x) => x.metric);

beforeAll(async () => {
  stack = await startStack({ platforms: ['zillow'], datasets: ['zillow_research', 'redfin', 'uk_hpi', 'ine'], sampleSeed: 5, sampleSize: 400 });
  key = stack.devKey;
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await stack.waitForListings((live) => (live.get('zillow') ?? 0) > 0);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('markets from open data and from listings', () => {
  let houston: MarketBody;

  it('finds a US city with Zillow, Redfin and derived series under one market id', async () => {
    const [found] = await searchUntil({ query: 'houston', country: 'US', kinds: ['city'] }, (ms) =>
      ms.some((m) => metricsOf(m).includes('typical_home_value') && metricsOf(m).includes('sale_price_median') && metricsOf(m).includes('sale_listings_live')),
    );
    houston = found as MarketBody;
    expect(houston).toMatchObject({ kind: 'city', country: 'US', name: 'Houston, TX' });
    expect(houston.id).toMatch(/^mkt_/);
    const value = houston.metrics.find((m) => m.metric === 'typical_home_value');
    expect(value).toMatchObject({ unit: 'USD', currency: 'USD', frequency: 'monthly', platforms: ['zillow_research'], derived: false });
    const live = houston.metrics.find((m) => m.metric === 'sale_listings_live');
    expect(live).toMatchObject({ unit: 'count', frequency: 'daily', platforms: ['estate'], derived: true, derived_from: ['zillow'] });
    expect(houston.sources.map((s) => s.platform).sort()).toEqual(['redfin', 'zillow', 'zillow_research']);
  });

  it('reads a source series by the id and metric the search returned: monthly points with unit, currency and source', async () => {
    const answer = await series(houston.id, { metric: 'typical_home_value', limit: 100 });
    expect(answer.status).toBe(200);
    const points = answer.body.data;
    expect(points).toHaveLength(24);
    expect(points.every((p) => p.market_id === houston.id && p.unit === 'USD' && p.currency === 'USD' && p.source.platform === 'zillow_research' && p.derived === false)).toBe(true);
    expect(points.map((p) => p.period_start)).toEqual([...points.map((p) => p.period_start)].sort());
    expect(points[0]?.period_end.endsWith('-30') || points[0]?.period_end.endsWith('-31') || points[0]?.period_end.endsWith('-28') || points[0]?.period_end.endsWith('-29')).toBe(true);
    expect(Number(points[0]?.value)).toBeGreaterThan(50_000);
    expect(answer.body.meta.sources.map((s) => s.platform)).toEqual(['zillow_research']);
  });

  it('pages a long answer with a cursor, without repeating or skipping a point', async () => {
    const all = (await series(houston.id, { limit: 100 })).body.data;
    expect(all).toHaveLength(100);
    const paged: MarketPointBody[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await series(houston.id, { limit: 60, ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      paged.push(...answer.body.data);
      cursor = answer.body.meta.pagination?.next_cursor;
      pages++;
    } while (cursor && pages < 500);
    expect(pages).toBeGreaterThan(2);
    const key_ = (p: MarketPointBody) => `${p.metric}|${p.period_start}|${p.source.platform}`;
    expect(new Set(paged.map(key_)).size).toBe(paged.length);
    expect(paged.slice(0, all.length).map(key_)).toEqual(all.map(key_));
  }, 120_000);

  it('serves a derived series as derived, from the platforms it was computed from, grouped by month on request', async () => {
    const daily = await series(houston.id, { metric: 'sale_listings_live' });
    expect(daily.status).toBe(200);
    expect(daily.body.data.length).toBeGreaterThan(0);
    for (const p of daily.body.data) {
      expect(p).toMatchObject({ derived: true, derived_from: ['zillow'], unit: 'count', frequency: 'daily', source: { platform: 'estate' } });
      expect(Number(p.value)).toBeGreaterThan(0);
    }
    const monthly = await series(houston.id, { metric: 'sale_listings_live', frequency: 'monthly' });
    expect(monthly.status).toBe(200);
    expect(monthly.body.data.every((p) => p.frequency === 'monthly' && p.period_start.endsWith('-01'))).toBe(true);
    const median = await series(houston.id, { metric: 'sale_asking_price_median' });
    expect(median.body.data[0]).toMatchObject({ unit: 'USD', currency: 'USD', derived: true });
    expect(median.body.data[0]?.sample_size).toBeGreaterThan(0);
  });

  it('keeps Redfin’s NA missing: condo price drops have no points at all', async () => {
    const metrics = metricsOf(houston);
    expect(metrics).toContain('price_drops_share');
    expect(metrics).toContain('sale_price_median.condo_co_op');
    expect(metrics).not.toContain('price_drops_share.condo_co_op');
    const sold = await series(houston.id, { metric: 'sale_price_median' });
    expect(sold.body.data.every((p) => p.source.platform === 'redfin' && (p.sample_size ?? 0) > 0 && p.vintage !== undefined)).toBe(true);
  });

  it('serves the UK HPI’s newest release, its revisions behind it, at the city the listings call Bristol', async () => {
    const [bristol] = await searchUntil({ query: 'bristol', country: 'GB', metric: 'average_price' }, (ms) => ms.length > 0);
    expect(bristol).toMatchObject({ kind: 'city', name: 'Bristol' });
    const points = (await series(bristol!.id, { metric: 'average_price', limit: 100 })).body.data;
    expect(points).toHaveLength(25);
    const vintages = [...new Set(points.map((p) => p.vintage))].sort();
    // The oldest month is only in the older release; every other month comes from the newer one.
    expect(vintages).toHaveLength(2);
    expect(points.filter((p) => p.vintage === vintages[1])).toHaveLength(24);
    const volumes = (await series(bristol!.id, { metric: 'sales_volume', limit: 100 })).body.data;
    // The newest release leaves its two newest months' volumes empty: missing, not zero.
    expect(volumes).toHaveLength(23);
    expect(volumes.every((p) => Number(p.value) > 0)).toBe(true);
  });

  it('finds INE’s regions by metric, with the quarter a secret value left out', async () => {
    const regions = await searchUntil({ country: 'ES', metric: 'hpi_index', kinds: ['region'] }, (ms) => ms.length >= 4);
    expect(regions.map((m) => m.name)).toContain('Comunidad de Madrid');
    const andalucia = regions.find((m) => m.name === 'Andalucía') as MarketBody;
    const general = (await series(andalucia.id, { metric: 'hpi_index' })).body.data;
    const newBuild = (await series(andalucia.id, { metric: 'hpi_index.new_build' })).body.data;
    expect(general).toHaveLength(8);
    expect(newBuild).toHaveLength(7);
    expect(general.every((p) => p.frequency === 'quarterly' && p.unit === 'index' && p.source.platform === 'ine')).toBe(true);
  });

  it('says which operations are live, and refuses what it cannot answer', async () => {
    const caps = await call<CapabilityBody[]>(stack.url, 'listCapabilities', '/v1/meta/capabilities', { key });
    for (const id of ['searchMarkets', 'getMarketSeries']) {
      const cap = caps.body.data.find((c) => c.operation_id === id);
      expect(cap?.enablement, id).toBe('beta');
      expect(cap?.sources.map((s) => s.platform).sort(), id).toEqual(['ine', 'redfin', 'uk_hpi', 'zillow_research']);
    }
    expect((await series('mkt_00000000000000000000')).status).toBe(404);
    const unknown = await series(houston.id, { metric: 'no_such_series' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toContain('typical_home_value');
    expect((await series(houston.id, { from: '2026-01-01', to: '2025-01-01' })).status).toBe(400);
    expect((await search({ kinds: ['galaxy'] })).status).toBe(400);
    const platformsOnly = await searchUntil({ platforms: ['redfin'], limit: 100 }, (ms) => ms.length > 0);
    expect(platformsOnly.every((m) => m.country === 'US')).toBe(true);
  });

  it('pages searchMarkets with a cursor and an exact total', async () => {
    const first = await search({ country: 'US', limit: 3 });
    const total = first.body.meta.pagination?.total ?? 0;
    expect(total).toBeGreaterThan(3);
    expect(first.body.data.map((m) => m.kind)[0]).toBe('country');
    const seen = first.body.data.map((m) => m.id);
    let cursor = first.body.meta.pagination?.next_cursor;
    while (cursor) {
      const page = await search({ country: 'US', limit: 3, cursor });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((m) => m.id));
      cursor = page.body.meta.pagination?.next_cursor;
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
    expect((await search({ country: 'GB', limit: 3, cursor: first.body.meta.pagination?.next_cursor })).status).toBe(400);
  });
});
