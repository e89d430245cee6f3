import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AREA_BASES,
  AREA_BASIS_MEANINGS,
  AREA_UNITS,
  AREA_UNIT_MEANINGS,
  GEOMETRY_PRECISIONS,
  GEOMETRY_PRECISION_MEANINGS,
  LOCATION_KINDS,
  NAMED_SCHEMAS,
  OPERATIONS_BY_ID,
  PRICE_KINDS,
  PRICE_KIND_MEANINGS,
  PRICE_PERIODS,
  PRICE_PERIOD_MEANINGS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_MEANINGS,
  SERIES_COUNTING,
  SERIES_COUNTING_MEANINGS,
  buildOpenApiDocument,
  createAjv,
} from '../src/index.js';

type Field = { 'x-extensible-enum'?: string[]; description?: string };
const field = (schema: string, name: string): Field =>
  (NAMED_SCHEMAS[schema] as unknown as { properties: Record<string, Field> }).properties[name] ?? {};

const vocabularies = [
  ['Property', 'property_type', PROPERTY_TYPES, PROPERTY_TYPE_MEANINGS],
  ['Price', 'kind', PRICE_KINDS, PRICE_KIND_MEANINGS],
  ['Price', 'period', PRICE_PERIODS, PRICE_PERIOD_MEANINGS],
  ['Area', 'unit', AREA_UNITS, AREA_UNIT_MEANINGS],
  ['Area', 'basis', AREA_BASES, AREA_BASIS_MEANINGS],
  ['Geometry', 'precision', GEOMETRY_PRECISIONS, GEOMETRY_PRECISION_MEANINGS],
  ['MarketMetric', 'counting', SERIES_COUNTING, SERIES_COUNTING_MEANINGS],
  ['MarketPoint', 'counting', SERIES_COUNTING, SERIES_COUNTING_MEANINGS],
] as const;

describe('the vocabularies', () => {
  it.each(vocabularies)('%s.%s publishes its vocabulary as an open enumeration, each member with its meaning', (schema, name, members, meanings) => {
    expect(new Set(members).size).toBe(members.length);
    for (const m of members) expect(m).toMatch(/^[a-z][a-z0-9_]*$/);
    const published = field(schema, name);
    expect(published['x-extensible-enum']).toEqual([...members]);
    for (const m of members) expect(published.description).toContain(`- \`${m}\`: ${(meanings as Record<string, string>)[m]}.`);
  });

  it('gives a price per area the units an area is stated in', () => {
    expect(field('Price', 'per_area_unit')['x-extensible-enum']).toEqual([...AREA_UNITS]);
  });

  it('filters listings by exactly the property types, and refuses the finer labels that are not members', () => {
    const validate = createAjv().compile(OPERATIONS_BY_ID.get('searchListings')?.body as object);
    expect(validate({ property_types: [...PROPERTY_TYPES] })).toBe(true);
    for (const label of ['bungalow', 'penthouse', 'studio', 'maisonette', 'duplex', 'castle']) {
      expect(validate({ property_types: [label] }), label).toBe(false);
    }
  });

  it('spells neighbourhood one way across the document', () => {
    expect(GEOMETRY_PRECISIONS).toContain('neighbourhood');
    expect(LOCATION_KINDS).toContain('neighbourhood');
    expect(JSON.stringify(buildOpenApiDocument())).not.toMatch(/neighborhood/);
  });

  it('lives in a module without imports, so producers can use it without loading the schemas', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/vocabulary.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s.*\sfrom)\s/m);
  });
});
