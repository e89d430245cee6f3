import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable, describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { MarketPointObserved } from '@estate/events';
import { marketId } from '@estate/normalize';
import { COUNTRY_PROFILES, DATASET_RENDERERS } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-10-20T00:00:00.000Z', retrievedAt: '2025-10-19T08:00:00.000Z' };
const FILE = 'UK-HPI-full-file-2025-08.csv';

const recorded = describeGoldenPayloads({ platform: 'uk_hpi', parse, testDir: here, context: CONTEXT });
const points = (): MarketPointObserved[] => parse(recorded.payload(FILE), CONTEXT).observations.flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));

describe('the full file', () => {
  const all = points();
  const one = (code: string, metric: string, segment = 'all', month = '2025-07-01') =>
    all.find((p) => p.source_region.code === code && p.metric === metric && p.segment === segment && p.period_start === month);

  it('reads dd/mm/yyyy months, the file month as the vintage, and the sales volume as the sample', () => {
    expect(one('K02000001', 'average_price')).toMatchObject({
      value: '270123.4567', unit: 'GBP', currency: 'GBP', sample_size: 81234, period_start: '2025-07-01', period_end: '2025-07-31',
      vintage: '2025-08', dataset: 'uk_hpi_full', native_field: 'AveragePrice', market: { kind: 'country', country: 'GB', name: 'United Kingdom' },
    });
    expect(one('K02000001', 'hpi_index')).toMatchObject({ value: '151.2', unit: 'index', seasonally_adjusted: false });
    expect(one('K02000001', 'hpi_index_sa')).toMatchObject({ value: '151.2', seasonally_adjusted: true });
    expect(one('K02000001', 'average_price', 'detached')).toMatchObject({ value: '451000' });
    expect(one('K02000001', 'average_price', 'cash')).toMatchObject({ value: '259000.5', sample_size: 24000 });
  });

  it('names places as the service does: local authorities as cities, London a city, boroughs its districts', () => {
    expect(one('E06000023', 'average_price')?.market).toEqual({ kind: 'city', country: 'GB', city: 'Bristol', name: 'Bristol' });
    expect(one('S12000049', 'average_price')?.market).toEqual({ kind: 'city', country: 'GB', city: 'Glasgow', name: 'Glasgow' });
    expect(one('E12000007', 'average_price')?.market).toMatchObject({ kind: 'city', city: 'London' });
    expect(one('E09000007', 'average_price')?.market).toMatchObject({ kind: 'district', city: 'London', district: 'Camden' });
    expect(all.some((p) => p.source_region.code === 'K03000001')).toBe(false);
  });

  it('keeps an empty cell a missing point, never a zero, and has no sample where the volume is empty', () => {
    expect(one('S12000049', 'sales_volume')).toMatchObject({ value: null, value_status: 'missing' });
    expect(one('S12000049', 'average_price')).not.toHaveProperty('sample_size');
    expect(one('S12000049', 'average_price', 'first_time_buyer')).toMatchObject({ value: null, value_status: 'missing' });
  });

  it('reports a value that is no number and a row without an area name, and keeps the rest', () => {
    const { issues } = parse(recorded.payload(FILE), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([
      ['parse_error', 'E06000023'],
      ['unexpected_shape', 'E08000003'],
    ]);
    expect(one('E06000023', 'average_price', 'all', '2025-08-01')).toMatchObject({ value: '353400' });
  });
});

describe('the sample files', () => {
  const [older, newer] = DATASET_RENDERERS.uk_hpi.render({ seed: 42, asOf: '2026-11-01T00:00:00.000Z' });

  it('are two monthly releases, the newer revising the newest months of the older and filling its sales volumes', () => {
    const read = (payload: typeof older) => {
      const parsed = parse(payload!, CONTEXT);
      expect(parsed.issues).toEqual([]);
      assertPublishable('uk_hpi', parsed, CONTEXT);
      return parsed.observations.flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));
    };
    const a = read(older);
    const b = read(newer);
    const key = (p: MarketPointObserved) => `${p.source_region.code}|${p.metric}|${p.segment}|${p.period_start}`;
    const before = new Map(a.map((p) => [key(p), p]));
    const revised = b.filter((p) => before.has(key(p)) && before.get(key(p))?.value !== p.value);
    expect(revised.length).toBeGreaterThan(0);
    expect(revised.some((p) => p.metric === 'sales_volume' && before.get(key(p))?.value === null && p.value !== null)).toBe(true);
    expect(new Set(a.map((p) => p.vintage))).not.toEqual(new Set(b.map((p) => p.vintage)));
    const cities = new Set(b.filter((p) => p.market.kind === 'city').map((p) => marketId(p.market)));
    for (const city of COUNTRY_PROFILES.GB.cities) expect(cities.has(marketId({ kind: 'city', country: 'GB', city: city.name })), city.name).toBe(true);
  });
});
