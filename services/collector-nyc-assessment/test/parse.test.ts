import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads, describeSampleReplay } from '@estate/collector-kit/testing';
import type { PropertyRecordObserved } from '@estate/events';
import { nycPvad } from '@estate/native-formats';
import { DATASET_RENDERERS, writeSamples } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { collector, parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2026-10-20T00:00:00.000Z', retrievedAt: '2026-10-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'nyc_assessment', parse, testDir: here, context: CONTEXT });
const records = (path: string): PropertyRecordObserved[] => parse(recorded.payload(path), CONTEXT).observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));

describe('the roll export', () => {
  const all = records(nycPvad.PVAD_FILE);
  const assessments = all.filter((r) => r.record_type === 'tax_assessment');
  const descriptions = all.filter((r) => r.record_type === 'property_record');

  it('reads a year\'s tentative and final rolls as one assessment revised, the period in the vintage', () => {
    const house = assessments.filter((r) => r.native_id === '3001640040|2027');
    expect(house.map((r) => r.vintage)).toEqual(['2026-01', '2026-05']);
    expect(house[1]).toMatchObject({
      dataset: 'nyc_pvad',
      event_at: '2026-07-01',
      event_precision: 'year',
      jurisdiction: 'US-NY-NYC',
      keys: { country: 'US', us_nyc: { bbl: '3001640040', borough: 3, block: 164, lot: 40 }, address: { line1: '48 HOYT STREET', postal_code: '11201', city: 'Brooklyn' } },
      values: { currency: 'USD', tax_year: 2027, market_value: '1001000', assessed_total: '60060', assessed_land: '18300', assessed_improvements: '41760', taxable_value: '58510', method: 'official_assessment' },
      fields: { CURMKTTOT: '1001000', OWNER: 'ACME HOLDINGS, LLC', PERIOD: '3' },
    });
    expect(house[1]?.fields).not.toHaveProperty('TENMKTTOT');
  });

  it('describes the lot: class, year built and areas in m², the unit of a condominium', () => {
    expect(descriptions.find((r) => r.native_id === '3001640040' && r.vintage === '2026-05')?.values).toEqual({
      property_type: 'house',
      source_property_type: 'A4',
      year_built: 1899,
      living_area_sqm: 222.97,
      land_area_sqm: 185.81,
    });
    expect(descriptions.find((r) => r.native_id === '1012341007')).toMatchObject({ keys: { address: { unit: '7A' } }, values: { property_type: 'condo', living_area_sqm: 94.02 } });
  });

  it('keeps empty and zero cells missing, never zero', () => {
    const walkUp = assessments.find((r) => r.native_id === '1004050012|2026');
    expect(walkUp?.values).toEqual({ currency: 'USD', tax_year: 2026, method: 'official_assessment' });
    expect(descriptions.find((r) => r.native_id === '1004050012')?.values).toEqual({ property_type: 'multi_family', source_property_type: 'C0' });
  });

  it('reports a row that is no parcel and a row cut short, and keeps the cut row\'s parcel', () => {
    const { issues } = parse(recorded.payload(nycPvad.PVAD_FILE), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([
      ['parse_error', '9000010001'],
      ['truncated_payload', '3001640041'],
    ]);
    expect(assessments.find((r) => r.native_id === '3001640041|2027')?.values.market_value).toBe('990000');
  });

  it('reads the SODA API\'s lower-case field names alike', () => {
    const soda = records('resource/8y4t-faws.csv');
    const export_ = all.filter((r) => r.native_id.startsWith('1012341007'));
    expect(soda.map((r) => [r.native_id, r.values])).toEqual(export_.map((r) => [r.native_id, r.values]));
  });
});

describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.nyc_assessment] }),
  observes: ['property_record'],
});

describe('the sample roll against its ground truth', () => {
  const context = { seed: 42, size: 2_000, asOf: '2026-11-01T00:00:00.000Z' };
  const files = DATASET_RENDERERS.nyc_assessment.render(context);
  const parsed = { observations: files.flatMap((f) => parse(f, CONTEXT).observations), issues: files.flatMap((f) => parse(f, CONTEXT).issues) };
  const truth = DATASET_RENDERERS.nyc_assessment.truth?.(context) ?? [];

  it('publishes exactly the labelled records, the final roll revising the tentative one', () => {
    expect(parsed.issues).toEqual([]);
    const ids = new Set(parsed.observations.map((o) => (o.kind === 'property_record' ? `${o.data.record_type}:${o.data.native_id}` : '')));
    expect([...ids].sort()).toEqual(truth.map((t) => `${t.record_type}:${t.native_id}`).sort());
    const revised = parsed.observations.filter((o) => o.kind === 'property_record' && o.data.record_type === 'tax_assessment' && o.data.vintage === '2026-05');
    expect(revised.length).toBe(truth.filter((t) => t.record_type === 'tax_assessment').length / 2);
    expect(truth.filter((t) => t.property_key === null).length).toBeGreaterThan(10);
  });
});
