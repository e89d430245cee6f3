import { marketId } from '@estate/normalize';
import type { DerivedSeriesSummary, SourceSeriesSummary } from '@estate/store';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../src/markets/market-index.js';
import { periodEnd, periodStart } from '../src/markets/series-points.js';

const houstonId = marketId({ kind: 'city', country: 'US', region: 'TX', city: 'Houston' }) as string;

const source = (over: Partial<SourceSeriesSummary>): SourceSeriesSummary => ({
  market_id: houstonId,
  market_kind: 'city',
  country: 'US',
  region: 'TX',
  city: 'Houston',
  district: '',
  postal_code: '',
  market_name: 'Houston, TX',
  platform: 'zillow_research',
  metric: 'typical_home_value',
  segment: 'all',
  unit: 'USD',
  currency: 'USD',
  frequency: 'monthly',
  first_period: '2024-10-01',
  last_period: '2026-09-01',
  points: 24,
  ...over,
});

const derived = (over: Partial<DerivedSeriesSummary>): DerivedSeriesSummary => ({
  market_kind: 'city',
  country: 'US',
  region: 'tx',
  city: 'houston',
  postal_code: '',
  market_name: 'Houston',
  transaction: 'sale',
  property_type: 'all',
  currency: 'USD',
  platforms: ['zillow'],
  first_day: '2026-11-20',
  last_day: '2026-11-24',
  priced_days: 5,
  area_days: 0,
  ...over,
});

describe('the market index', () => {
  it('joins a source region and the listings of the same place into one market, named as the source names it', () => {
    const snapshot = buildSnapshot([source({}), source({ platform: 'redfin', metric: 'sale_price_median', segment: 'condo_co_op', first_period: '2025-10-01' })], [derived({}), derived({ property_type: 'house', priced_days: 0 })], 0);
    expect(snapshot.markets).toHaveLength(1);
    const [houston] = snapshot.markets;
    expect(houston?.market).toMatchObject({ id: houstonId, name: 'Houston, TX', kind: 'city', country: 'US' });
    const names = [...(houston?.series.keys() ?? [])].sort();
    expect(names).toContain('typical_home_value');
    expect(names).toContain('sale_price_median.condo_co_op');
    expect(names).toContain('sale_asking_price_median');
    // No priced house that day: no price series for houses, the counts still.
    expect(names).toContain('sale_listings_live.house');
    expect(names).not.toContain('sale_asking_price_median.house');
    // No listing with an area: no price per m².
    expect(names).not.toContain('sale_asking_price_per_sqm_median');
    expect(houston?.series.get('sale_listings_live')?.body).toMatchObject({ derived: true, derived_from: ['zillow'], platforms: ['estate'], frequency: 'daily', unit: 'count', counting: 'homes' });
    // A source's own series says nothing of how the service counts.
    expect(houston?.series.get('typical_home_value')?.body).not.toHaveProperty('counting');
    expect(houston?.series.get('sale_asking_price_median')?.body).toMatchObject({ unit: 'USD', currency: 'USD' });
    expect([...(houston?.platforms ?? [])].sort()).toEqual(['estate', 'redfin', 'zillow', 'zillow_research']);
  });

  it('says the listing series count homes and the stay series count stays', () => {
    const snapshot = buildSnapshot([], [derived({}), derived({ transaction: 'stay', property_type: 'all', calendar_days: 3, platforms: ['insideairbnb'] })], 0);
    const houston = snapshot.byId.get(houstonId);
    expect(houston?.series.get('sale_listings_live')?.body.counting).toBe('homes');
    expect(houston?.series.get('stay_listings_live')?.body.counting).toBe('listings');
  });

  it('makes one series of two sources with one name for one market, over both their periods', () => {
    const snapshot = buildSnapshot([source({}), source({ platform: 'other', first_period: '2020-01-01', last_period: '2025-01-01' })], [], 0);
    const series = snapshot.byId.get(houstonId)?.series.get('typical_home_value');
    expect(series?.refs).toHaveLength(2);
    expect(series?.body).toMatchObject({ platforms: ['other', 'zillow_research'], first_period: '2020-01-01', last_period: '2026-09-01' });
  });

  it('orders markets country, region, city, district, postal code, then by name', () => {
    const snapshot = buildSnapshot(
      [],
      [
        derived({ market_kind: 'postal_code', region: '', city: '', postal_code: '77008', market_name: '77008' }),
        derived({}),
        derived({ market_kind: 'country', region: '', city: '', market_name: 'US' }),
        derived({ market_kind: 'region', city: '', market_name: 'TX' }),
        derived({ city: 'austin', market_name: 'Austin' }),
      ],
      0,
    );
    expect(snapshot.markets.map((m) => m.market.name)).toEqual(['US', 'TX', 'Austin, TX', 'Houston, TX', '77008']);
  });
});

describe('grouping daily series into periods', () => {
  it('starts weeks on Monday, months, quarters and years on their first day, and ends them on their last', () => {
    expect(periodStart('2026-11-26', 'weekly')).toBe('2026-11-23');
    expect(periodEnd('2026-11-23', 'weekly')).toBe('2026-11-29');
    expect(periodStart('2026-11-26', 'monthly')).toBe('2026-11-01');
    expect(periodEnd('2026-02-01', 'monthly')).toBe('2026-02-28');
    expect(periodStart('2026-11-26', 'quarterly')).toBe('2026-10-01');
    expect(periodEnd('2026-10-01', 'quarterly')).toBe('2026-12-31');
    expect(periodStart('2026-11-26', 'yearly')).toBe('2026-01-01');
    expect(periodEnd('2026-01-01', 'yearly')).toBe('2026-12-31');
    expect(periodStart('2026-11-26', 'daily')).toBe('2026-11-26');
  });
});
