import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable, describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { MarketPointObserved } from '@estate/events';
import { marketId } from '@estate/normalize';
import { COUNTRY_PROFILES, DATASET_RENDERERS, ZILLOW_RESEARCH_FILES } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-10-20T00:00:00.000Z', retrievedAt: '2025-10-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'zillow_research', parse, testDir: here, context: CONTEXT });

const points = (path: string): MarketPointObserved[] =>
  parse(recorded.payload(path), CONTEXT).observations.flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));

describe('the wide CSV, melted', () => {
  const city = points('City_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv');

  it('makes one point per region and month column, the value exactly as written', () => {
    const houston = city.filter((p) => p.source_region.code === '39051');
    expect(houston.map((p) => [p.period_start, p.period_end, p.value])).toEqual([
      ['2025-06-01', '2025-06-30', '272510.1234567'],
      ['2025-07-01', '2025-07-31', '273002.5'],
      ['2025-08-01', '2025-08-31', null],
      ['2025-09-01', '2025-09-30', '274120.000001'],
    ]);
    expect(houston[0]).toMatchObject({ metric: 'typical_home_value', segment: 'all', seasonally_adjusted: true, unit: 'USD', currency: 'USD', vintage: '2025-09-30', dataset: 'zhvi_city' });
    expect(houston[0]?.market).toEqual({ kind: 'city', country: 'US', region: 'TX', city: 'Houston', name: 'Houston, TX' });
  });

  it('keeps an empty cell a missing point, never a zero', () => {
    const missing = city.filter((p) => p.value === null);
    expect(missing.map((p) => [p.source_region.name, p.period_end, p.value_status])).toEqual([
      ['Houston', '2025-08-31', 'missing'],
      ['New York', '2025-06-30', 'missing'],
      ['New York', '2025-07-31', 'missing'],
    ]);
  });

  it('reports a cell that is not a number and a row without a RegionID, and skips metros quietly', () => {
    const { issues } = parse(recorded.payload('City_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv'), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([
      ['parse_error', '17426'],
      ['unexpected_shape', undefined],
    ]);
    expect(city.some((p) => p.source_region.type === 'msa')).toBe(false);
  });

  it('puts back the leading zero a ZIP code lost, and keeps what a short row has', () => {
    const zips = points('Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv');
    expect([...new Set(zips.map((p) => p.market.postal_code))]).toEqual(['10025', '07001', '77008']);
    expect(zips.filter((p) => p.market.postal_code === '77008').map((p) => p.value)).toEqual(['512000']);
    const { issues } = parse(recorded.payload('Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv'), CONTEXT);
    expect(issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
  });

  it('reads ZORI as the typical rent', () => {
    expect(points('City_zori_uc_sfrcondomfr_sm_month.csv')[0]).toMatchObject({ metric: 'typical_rent', segment: 'all', seasonally_adjusted: false, value: '2950.117', dataset: 'zori_city' });
  });
});

describe('the sample files', () => {
  const payloads = DATASET_RENDERERS.zillow_research.render({ seed: 42, asOf: '2026-11-01T00:00:00.000Z' });

  it('parse without issues into points of the listing world’s US cities, in the same markets as its listings', () => {
    const byFile = new Map(payloads.map((p) => [p.path, parse(p, CONTEXT)]));
    for (const [path, parsed] of byFile) {
      expect(parsed.issues, path).toEqual([]);
      assertPublishable('zillow_research', parsed, CONTEXT);
    }
    const cityPoints = (byFile.get(ZILLOW_RESEARCH_FILES.cityZhvi)?.observations ?? []).flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));
    const cityMarkets = new Set(cityPoints.map((p) => marketId(p.market)));
    const listingCities = COUNTRY_PROFILES.US.cities.map((c) => marketId({ kind: 'city', country: 'US', region: c.region, city: c.name }));
    expect([...cityMarkets].sort()).toEqual([...new Set(listingCities)].sort());
    expect(cityPoints.length).toBe(COUNTRY_PROFILES.US.cities.length * 24);
  });
});
