import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReplayFetcher } from '@estate/collector-kit';
import { assertPublishable, describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { MarketPointObserved } from '@estate/events';
import { marketId } from '@estate/normalize';
import { COUNTRY_PROFILES, DATASET_RENDERERS, REDFIN_CITY_FILE, writeSamples } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-10-20T00:00:00.000Z', retrievedAt: '2025-10-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'redfin', parse, testDir: here, context: CONTEXT });
const points = (path: string): MarketPointObserved[] => parse(recorded.payload(path), CONTEXT).observations.flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));

describe('the quoted TSV', () => {
  const city = points('city_market_tracker.tsv000');

  it('reads a row into one point per metric column, unquoted, with the homes sold as the sample', () => {
    const houston = city.filter((p) => p.source_region.code === '30794' && p.segment === 'all');
    expect(houston).toHaveLength(14);
    expect(houston.find((p) => p.metric === 'sale_price_median')).toMatchObject({
      value: '315000', unit: 'USD', currency: 'USD', sample_size: 2210, frequency: 'monthly', period_start: '2025-09-01', period_end: '2025-09-30',
      vintage: '2025-10-13 14:21:35', native_field: 'MEDIAN_SALE_PRICE', dataset: 'redfin_city', seasonally_adjusted: false,
      market: { kind: 'city', country: 'US', region: 'TX', city: 'Houston', name: 'Houston, TX' },
    });
    expect(houston.find((p) => p.metric === 'sale_price_per_sqft_median')).toMatchObject({ value: '171.52', unit: 'USD/sqft' });
    expect(houston.find((p) => p.metric === 'inventory')).not.toHaveProperty('sample_size');
  });

  it('keeps NA a missing point, never a zero', () => {
    const condo = city.filter((p) => p.segment === 'condo_co_op');
    expect(condo.find((p) => p.metric === 'price_drops_share')).toMatchObject({ value: null, value_status: 'missing' });
    expect(condo.filter((p) => p.value !== null).map((p) => p.metric).sort()).toEqual(['days_on_market_median', 'homes_sold', 'sale_price_median']);
  });

  it('reads "Zip Code: 07001" as the ZIP code, skips metros quietly and reports a value that is no number', () => {
    expect(city.filter((p) => p.market.kind === 'postal_code').map((p) => p.market.postal_code)).toContain('07001');
    expect(city.some((p) => p.source_region.type === 'metro')).toBe(false);
    const { issues } = parse(recorded.payload('city_market_tracker.tsv000'), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([['parse_error', '30795']]);
  });

  it('reads an older copy with a lower-case header alike, and reports its cut last line', () => {
    const older = parse(recorded.payload('zip_code_market_tracker.tsv000'), CONTEXT);
    expect(older.observations.length).toBe(14);
    expect(older.issues.map((i) => i.error_code)).toEqual(['parse_error']);
  });
});

describe('the sample file', () => {
  it('is gzipped on disk as Redfin ships it, and replays into points of the listing world’s cities', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'estate-redfin-'));
    try {
      await writeSamples({ outDir: dir, seed: 42, size: 10, renderers: [], datasets: [DATASET_RENDERERS.redfin] });
      const fetcher = new ReplayFetcher(join(dir, 'redfin'));
      const [entry] = await fetcher.list();
      expect(entry?.path).toBe(REDFIN_CITY_FILE);
      const outcome = await fetcher.read(entry!);
      if (!outcome.ok) throw new Error(outcome.issue.message);
      expect(outcome.payload.body.startsWith('"PERIOD_BEGIN"\t"PERIOD_END"')).toBe(true);
      const parsed = parse(outcome.payload, CONTEXT);
      expect(parsed.issues).toEqual([]);
      assertPublishable('redfin', parsed, CONTEXT);
      const markets = new Set(parsed.observations.flatMap((o) => (o.kind === 'market_point' ? [marketId(o.data.market)] : [])));
      expect([...markets].sort()).toEqual(COUNTRY_PROFILES.US.cities.map((c) => marketId({ kind: 'city', country: 'US', region: c.region, city: c.name })).sort());
      // Condo price drops are NA in the sample: missing points, not zeros.
      const drops = parsed.observations.flatMap((o) => (o.kind === 'market_point' && o.data.metric === 'price_drops_share' && o.data.segment === 'condo_co_op' ? [o.data] : []));
      expect(drops.length).toBeGreaterThan(0);
      expect(drops.every((p) => p.value === null && p.value_status === 'missing')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // It writes and re-reads the sample file: seconds alone, and a CI machine running the rest of the suite beside it once took over 30.
  }, 90_000);
});
