import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads, describeSampleReplay } from '@estate/collector-kit/testing';
import type { PropertyRecordObserved } from '@estate/events';
import { catastro } from '@estate/native-formats';
import { DATASET_RENDERERS, writeSamples } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { collector, parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2026-10-20T00:00:00.000Z', retrievedAt: '2026-10-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'catastro', parse, testDir: here, context: CONTEXT });
const records = (reference: string): PropertyRecordObserved[] =>
  parse(recorded.payload(catastro.dnprcPath(reference)), CONTEXT).observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));

describe('a Consulta_DNPRC answer', () => {
  it('describes a flat by its 20-character reference, with the address as Spanish listings write a flat', () => {
    expect(records('9872023VH5797S0001WX')).toEqual([
      expect.objectContaining({
        native_id: '9872023VH5797S0001WX',
        dataset: 'catastro_dnprc',
        record_type: 'property_record',
        jurisdiction: 'ES-28079',
        keys: {
          country: 'ES',
          es: { cadastral_reference: '9872023VH5797S0001WX' },
          address: { country: 'ES', line1: 'CL ALCALA 120', unit: '2º A', city: 'MADRID', region: 'MADRID', postal_code: '28009', original_text: 'CL ALCALA 120 Es:1 Pl:02 Pt:A 28009 MADRID (MADRID)' },
        },
        values: { use: 'Residencial', source_property_type: 'Residencial', property_type: 'apartment', living_area_sqm: 92, year_built: 1964 },
        vintage: '2026-10-19',
        access_class: 'open_data',
      }),
    ]);
    expect(records('9872023VH5797S0001WX')[0]?.fields).toMatchObject({ sfc_m2: 104, cpt_percent: 2.35 });
  });

  it('reads a single construction unit written as an object, and a house without floor or door', () => {
    const [house] = records('2749704YJ0624N0001DI');
    expect(house?.values).toEqual({ use: 'Residencial', source_property_type: 'Residencial', property_type: 'house', living_area_sqm: 188, year_built: 1998 });
    expect(house?.keys.address).not.toHaveProperty('unit');
  });

  it('describes every property of a 14-character parcel, the ground floor as Bajo, and reports one without a full reference', () => {
    const parsed = parse(recorded.payload(catastro.dnprcPath('0260113YJ2706S')), CONTEXT);
    const units = parsed.observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));
    expect(units.map((u) => [u.native_id, u.keys.address?.unit])).toEqual([
      ['0260113YJ2706S0001PQ', 'Bajo'],
      ['0260113YJ2706S0002FE', '1º IZ'],
    ]);
    expect(parsed.issues.map((i) => [i.error_code, i.native_id])).toEqual([['parse_error', '0260113YJ2706S0003']]);
  });

  it('reports Catastro\'s refusal in its own words, and an answer without a result', () => {
    expect(parse(recorded.payload(catastro.dnprcPath('1234567AB1234C0001ZZ')), CONTEXT).issues).toEqual([
      expect.objectContaining({ error_code: 'unexpected_shape', native_id: '1234567AB1234C0001ZZ', message: expect.stringContaining('LA REFERENCIA CATASTRAL NO EXISTE') }),
    ]);
    expect(parse(recorded.payload(catastro.dnprcPath('0000000AA0000A0000AA')), CONTEXT).issues.map((i) => i.error_code)).toEqual(['unexpected_shape']);
  });
});

describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.catastro] }),
  observes: ['property_record'],
});

describe('the sample answers against their ground truth', () => {
  const context = { seed: 42, size: 2_000, asOf: '2026-11-01T00:00:00.000Z' };
  const parsed = DATASET_RENDERERS.catastro.render(context).map((payload) => parse(payload, CONTEXT));
  const truth = DATASET_RENDERERS.catastro.truth?.(context) ?? [];

  it('publishes exactly the labelled references, a neighbour beside many listed homes', () => {
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    const ids = parsed.flatMap((p) => p.observations.map((o) => (o.kind === 'property_record' ? o.data.native_id : '')));
    expect(ids.sort()).toEqual(truth.map((t) => t.native_id).sort());
    expect(truth.filter((t) => t.property_key === null).length).toBeGreaterThan(50);
    expect(truth.filter((t) => t.property_key !== null).length).toBeGreaterThan(100);
  });
});
