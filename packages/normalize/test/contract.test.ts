import { NAMED_SCHEMAS, createAjv } from '@estate/contract';
import { AREA_BASES, AREA_UNITS, GEOMETRY_PRECISIONS, PRICE_KINDS, PRICE_PERIODS } from '@estate/contract/vocabulary';
import { describe, expect, it } from 'vitest';
import {
  areaFromValue,
  normalizeAddress,
  normalizeGeometry,
  normalizePropertyType,
  parseArea,
  parsePrice,
  priceFromAmount,
} from '../src/index.js';
import { int, pickOne, rng } from './random.js';

/**
 * The contract's schema with its open enumerations closed and its objects sealed. Clients must
 * accept values added later, but what this package writes today must be a known member, and a
 * field the contract does not declare would be dropped or rejected downstream.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = strict(value);
  if (Array.isArray(out['x-extensible-enum'])) out['enum'] = out['x-extensible-enum'];
  if (out['type'] === 'object' && out['properties'] !== undefined && out['additionalProperties'] === undefined) out['additionalProperties'] = false;
  return out;
}

const ajv = createAjv();
const validator = (name: string) => {
  const validate = ajv.compile(strict(NAMED_SCHEMAS[name]) as object);
  return (value: unknown): string => (validate(value) ? 'valid' : `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`);
};

describe('results fit the contract schemas, with known vocabulary members only', () => {
  it('Price, from text and from amounts of every kind', () => {
    const check = validator('Price');
    const texts = ['$1,250,000', '$1,995+/mo', '£250,000 - £300,000', 'Offers in the region of £425,000', 'Shared Ownership £87,500',
      'POA', 'Coming soon', '£25 psf pa', '1.250.000,50 €', '450.000 € VB', 'ca. 320.000 €', '12,50 €/m²', '3,980万円～4,500万円',
      '4,000万円台', '価格未定', '9,800円/泊', '坪単価 120万円/坪', 'hello', ''];
    for (const text of texts) expect(check(parsePrice(text))).toBe('valid');
    const next = rng(31);
    const pieces = ['1', '2', '0', '5', ',', '.', ' ', '€', '£', '$', '万', '億', 'k', 'm', '-', '～', '/mes', 'pcm', 'pw', 'psf', '/坪',
      'POA', 'Offers over', 'OIRO', 'ab', 'VB', 'Guide price', 'from', '価格未定', 'ca.', 'Shared ownership', '/night', '+'];
    for (let i = 0; i < 1000; i++) {
      const text = Array.from({ length: 1 + int(next, 10) }, () => pickOne(next, pieces)).join('');
      expect(check(parsePrice(text, pickOne(next, [undefined, { country: 'GB' }, { country: 'JP', period: 'month' as const }])))).toBe('valid');
    }
    for (const kind of PRICE_KINDS) {
      for (const period of [undefined, ...PRICE_PERIODS]) {
        const price = priceFromAmount(1250, 'eur', { kind, ...(period ? { period } : {}) });
        expect(check(price)).toBe('valid');
        expect(price.kind).toBe(kind);
      }
    }
  });

  it('Area, for every unit and basis', () => {
    const check = validator('Area');
    for (const unit of AREA_UNITS) for (const basis of AREA_BASES) expect(check(areaFromValue(82.5, unit, basis))).toBe('valid');
    for (const text of ['1,200 sq ft', '82,5 m² Wohnfläche', '120 m² construidos', '25.16坪', '0.25 acres lot', '2 ha', 'バルコニー面積 10.2m2']) {
      expect(check(parseArea(text, { country: 'ES' }))).toBe('valid');
    }
  });

  it('Geometry, for every precision', () => {
    const check = validator('Geometry');
    for (const precision of GEOMETRY_PRECISIONS) expect(check(normalizeGeometry(35.6604, 139.7292, precision))).toBe('valid');
    // The check itself: the US spelling is not the contract's, and an undeclared field is refused.
    expect(check({ latitude: 35.66, longitude: 139.729, precision: 'neighborhood', crs: 'EPSG:4326' })).not.toBe('valid');
    expect(check({ latitude: 35.66, longitude: 139.729, precision: 'city', crs: 'EPSG:4326', accuracy_m: 1000 })).not.toBe('valid');
  });

  it('Property type, for mapped, unusual and unmappable terms', () => {
    const check = validator('Property');
    for (const [term, platform] of [['CONDO', 'zillow'], ['COOP', 'zillow'], ['room', 'idealista'], ['Penthouse', 'rightmove'],
      ['Bungalow', 'rightmove'], ['duplex', 'idealista'], ['Duplex', 'zillow'], ['Houseboat', 'rightmove'], ['HOME_TYPE_UNKNOWN', 'zillow'],
      ['Spaceship', undefined]] as const) {
      expect(check({ id: 'prp_x', property_type: normalizePropertyType(term, platform).property_type })).toBe('valid');
    }
  });

  it('Address', () => {
    const check = validator('Address');
    expect(check(normalizeAddress({ line1: '350 5th Ave', unit: 'Apt 4B', city: 'New York', region: 'new york', postal_code: '10118' }, 'USA'))).toBe('valid');
    expect(check(normalizeAddress({ text: '〒106-0032 東京都港区六本木６丁目１０−１' }, 'JP'))).toBe('valid');
  });
});
