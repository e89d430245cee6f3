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
const FILE = 'DATOS_TABLA/25171.json';

const recorded = describeGoldenPayloads({ platform: 'ine', parse, testDir: here, context: CONTEXT });
const points = (): MarketPointObserved[] => parse(recorded.payload(FILE), CONTEXT).observations.flatMap((o) => (o.kind === 'market_point' ? [o.data] : []));

describe('the DATOS_TABLA answer', () => {
  const all = points();

  it('reads the index series by quarter (Anyo, FK_Periodo), the newest quarter as the vintage', () => {
    const national = all.filter((p) => p.source_region.code === '00');
    expect(national.map((p) => [p.period_start, p.period_end, p.value])).toEqual([
      ['2025-01-01', '2025-03-31', '195.123'],
      ['2025-04-01', '2025-06-30', '199.8'],
    ]);
    expect(national[0]).toMatchObject({ metric: 'hpi_index', segment: 'all', unit: 'index', frequency: 'quarterly', vintage: '2025-04-01', native_field: 'IPV949', dataset: 'ine_25171', market: { kind: 'country', country: 'ES' } });
  });

  it('leaves the rates of change out: they follow from the index', () => {
    expect(all.some((p) => p.native_field === 'IPV950')).toBe(false);
  });

  it('names the community as the service does, from the metadata or from the series name', () => {
    expect(all.find((p) => p.native_field === 'IPV1013')?.market).toEqual({ kind: 'region', country: 'ES', region: 'Comunidad de Madrid', name: 'Comunidad de Madrid' });
    expect(all.find((p) => p.native_field === 'IPV1013')).toMatchObject({ segment: 'existing', source_region: { scheme: 'ine_ccaa', code: '13', name: 'Madrid, Comunidad de' } });
    expect(all.find((p) => p.native_field === 'IPV990')).toMatchObject({ value: '160.05', period_start: '2025-04-01', market: { region: 'Comunidad Valenciana' } });
  });

  it('keeps a secret point suppressed and an empty one missing, never zero', () => {
    expect(all.find((p) => p.native_field === 'IPV981' && p.period_start === '2025-04-01')).toMatchObject({ value: null, value_status: 'suppressed', segment: 'new_build' });
    expect(all.find((p) => p.native_field === 'IPV1013' && p.period_start === '2025-04-01')).toMatchObject({ value: null, value_status: 'missing' });
  });

  it('reports a community it does not know', () => {
    const { issues } = parse(recorded.payload(FILE), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([['unexpected_shape', 'IPV999']]);
  });
});

describe('the sample answer', () => {
  it('parses without issues into the communities of the listing world’s Spanish cities', () => {
    const [payload] = DATASET_RENDERERS.ine.render({ seed: 42, asOf: '2026-11-01T00:00:00.000Z' });
    const parsed = parse(payload!, CONTEXT);
    expect(parsed.issues).toEqual([]);
    assertPublishable('ine', parsed, CONTEXT);
    const regions = new Set(parsed.observations.flatMap((o) => (o.kind === 'market_point' && o.data.market.kind === 'region' ? [marketId(o.data.market)] : [])));
    expect([...regions].sort()).toEqual([...new Set(COUNTRY_PROFILES.ES.cities.map((c) => marketId({ kind: 'region', country: 'ES', region: c.region })))].sort());
    const quarters = new Set(parsed.observations.flatMap((o) => (o.kind === 'market_point' ? [o.data.period_start] : [])));
    expect(quarters.size).toBe(8);
  });
});
