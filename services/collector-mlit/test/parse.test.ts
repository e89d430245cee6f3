import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads, describeSampleReplay } from '@estate/collector-kit/testing';
import type { PropertyRecordObserved } from '@estate/events';
import { mlit } from '@estate/native-formats';
import { DATASET_RENDERERS, writeSamples } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { collector, parse } from '../src/index.js';
import { areaOf, quarterOf, yearOf } from '../src/values.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2026-10-20T00:00:00.000Z', retrievedAt: '2026-10-19T08:00:00.000Z' };
const TOKYO = mlit.xit001Path(2024, 3, '13');
const OSAKA_CUT = mlit.xit001Path(2025, 1, '27');

const recorded = describeGoldenPayloads({ platform: 'mlit', parse, testDir: here, context: CONTEXT });
const records = (path: string): PropertyRecordObserved[] => parse(recorded.payload(path), CONTEXT).observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));

describe('the ministry\'s writing', () => {
  it('reads years and quarters in full-width digits, by era, and 元年', () => {
    expect(quarterOf('２０２４年第３四半期')).toEqual({ year: 2024, quarter: 3 });
    expect(quarterOf('令和6年第3四半期')).toEqual({ year: 2024, quarter: 3 });
    expect(quarterOf('2024年第5四半期')).toBeUndefined();
    expect(yearOf('平成１５年')).toBe(2003);
    expect(yearOf('令和元年')).toBe(2019);
    expect(yearOf('戦前')).toBeUndefined();
  });

  it('reads a lower-bound area as its bound and an upper-bound one as no area', () => {
    expect(areaOf('2,000㎡以上')).toEqual({ sqm: 2000, lowerBound: true });
    expect(areaOf('６５')).toEqual({ sqm: 65, lowerBound: false });
    expect(areaOf('10㎡未満')).toBeUndefined();
  });
});

describe('an XIT001 answer', () => {
  const rows = records(TOKYO);

  it('makes each row a transaction of its district, keyed by municipality code and district name', () => {
    const [roppongi] = rows;
    expect(roppongi).toMatchObject({
      dataset: 'mlit_xit001',
      record_type: 'transaction',
      event_at: '2024-07-01',
      event_precision: 'quarter',
      vintage: '2024-Q3',
      jurisdiction: 'JP-13103',
      keys: { country: 'JP', jp: { municipality_code: '13103', district_name: '六本木', prefecture: '東京都', municipality: '港区' } },
      values: { currency: 'JPY', price: '98000000', transaction_kind: '中古マンション等', property_type: 'apartment', living_area_sqm: 65, year_built: 2003, layout: '3LDK', market_sale: true },
      fields: { FloorPlan: '３ＬＤＫ', Period: '２０２４年第３四半期' },
    });
    expect(roppongi?.native_id).toBe(mlit.xit001RowId(roppongi?.fields as mlit.Xit001Row));
  });

  it('keeps a lower-bound land area flagged, 戦前 without a year, and a related-party sale out of the market', () => {
    const seijo = rows.find((r) => r.keys.jp?.district_name === '成城');
    expect(seijo?.values).toMatchObject({ price: '4300000000', land_area_sqm: 2000, living_area_sqm: 450, area_is_lower_bound: true, property_type: 'house', market_sale: false });
    expect(seijo?.values).not.toHaveProperty('year_built');
    const kyodo = rows.find((r) => r.keys.jp?.district_name === '経堂');
    expect(kyodo?.values).not.toHaveProperty('land_area_sqm');
    expect(kyodo?.event_at).toBe('2024-07-01');
    expect(rows.find((r) => r.keys.jp?.district_name === '芝浦')?.values).toMatchObject({ market_sale: false, year_built: 2019 });
  });

  it('reports a row without a price and keeps the others', () => {
    const { issues } = parse(recorded.payload(TOKYO), CONTEXT);
    expect(issues.map((i) => i.error_code)).toEqual(['parse_error']);
    expect(rows).toHaveLength(4);
  });

  it('keeps the whole rows of an answer cut short, and says it was cut', () => {
    const parsed = parse(recorded.payload(OSAKA_CUT), CONTEXT);
    expect(parsed.observations).toHaveLength(1);
    expect(parsed.issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
  });
});

describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.mlit] }),
  observes: ['property_record'],
});

describe('the sample answers against their ground truth', () => {
  const context = { seed: 42, size: 2_000, asOf: '2026-11-01T00:00:00.000Z' };
  const parsed = DATASET_RENDERERS.mlit.render(context).map((payload) => parse(payload, CONTEXT));
  const truth = DATASET_RENDERERS.mlit.truth?.(context) ?? [];

  it('publishes exactly the labelled rows under the ids the labels use, district level all', () => {
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    const ids = parsed.flatMap((p) => p.observations.map((o) => (o.kind === 'property_record' ? o.data.native_id : '')));
    expect(ids.sort()).toEqual(truth.map((t) => t.native_id).sort());
    expect(truth.every((t) => t.resolvable_to === 'district')).toBe(true);
    expect(truth.filter((t) => t.property_key !== null).length).toBeGreaterThan(20);
  });
});
