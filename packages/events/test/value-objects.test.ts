import { Address as ServedAddress, Geometry as ServedGeometry, Price as ServedPrice, servedGeometry } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { Address, Area, createEvent, decodeEvent, encodeEvent, Geometry, Price } from '../src/index.js';
import { listingInput } from './fixtures.js';

/** What a schema checks, without what only documents it (descriptions, titles, known members). */
function wireShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(wireShape);
  if (schema === null || typeof schema !== 'object') return schema;
  const checks = ['type', 'required', 'properties', 'items', 'pattern', 'format', 'minimum', 'maximum', 'minLength', 'const', 'anyOf'];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!checks.includes(key)) continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([p, s]) => [p, wireShape(s)])) : wireShape(value);
  }
  return out;
}

const TOKEN = { type: 'string', pattern: '^[a-z0-9][a-z0-9_:.-]*$' };
const DECIMAL = { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' };
const TEXT = { type: 'string' };

describe('the value objects of the events', () => {
  it('are the contract’s schemas, field for field', () => {
    for (const [field, schema] of Object.entries(ServedAddress.properties)) expect(Address.properties[field as keyof typeof Address.properties], field).toBe(schema);
    expect(Geometry.properties.latitude).toBe(ServedGeometry.properties.latitude);
    expect(Price.properties.amount).toBe(ServedPrice.properties.amount);
    expect(Price.properties.per_area_unit).toBe(ServedPrice.properties.per_area_unit);
    expect(Object.keys(Price.properties)).toEqual(Object.keys(ServedPrice.properties));
    expect(Object.keys(Geometry.properties)).toEqual(Object.keys(ServedGeometry.properties));
  });

  // The wire shape events were written in: a contract change that would change it fails here,
  // before a stored event stops reading (a real change is a new schema version and an upcaster).
  it('keep the wire shape stored events have', () => {
    expect(wireShape(Address)).toEqual({
      type: 'object',
      properties: { country: { type: 'string', pattern: '^[A-Z]{2}$' }, formatted: TEXT, line1: TEXT, unit: TEXT, city: TEXT, region: TEXT, postal_code: TEXT, original_text: TEXT },
    });
    expect(wireShape(Geometry)).toEqual({
      type: 'object',
      required: ['latitude', 'longitude'],
      properties: {
        latitude: { type: 'number', minimum: -90, maximum: 90 },
        longitude: { type: 'number', minimum: -180, maximum: 180 },
        precision: TOKEN,
        crs: { type: 'string', const: 'EPSG:4326' },
      },
    });
    expect(wireShape(Area)).toEqual({
      type: 'object',
      required: ['value', 'unit', 'basis'],
      properties: { value: { type: 'number', minimum: 0 }, unit: TOKEN, basis: TOKEN, original_text: TEXT, normalized_sqm: { type: 'number', minimum: 0 } },
    });
    expect(wireShape(Price)).toEqual({
      type: 'object',
      required: ['kind'],
      properties: {
        amount: DECIMAL,
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        kind: TOKEN,
        min: DECIMAL,
        max: DECIMAL,
        unit_code: TEXT,
        period: TOKEN,
        per_area_unit: TEXT,
        display_text: TEXT,
      },
    });
  });

  it('read a stored point without precision, which is served as approximate', () => {
    const input = listingInput();
    const stated = { latitude: 51.5, longitude: -0.12 };
    const event = createEvent({ ...input, data: { ...input.data, property: { ...input.data.property, geometry: stated } } });
    const decoded = decodeEvent(encodeEvent(event));
    if (!decoded.ok) throw decoded.error;
    const geometry = decoded.event.type === 'listing.observed' ? decoded.event.data.property.geometry : undefined;
    expect(geometry).toEqual(stated);
    expect(servedGeometry(stated)).toEqual({ latitude: 51.5, longitude: -0.12, precision: 'approximate', crs: 'EPSG:4326' });
    expect(servedGeometry({ ...stated, precision: 'street' }).precision).toBe('street');
  });

  it('refuse a vocabulary member that is no token, as they always did', () => {
    const input = listingInput();
    expect(() => createEvent({ ...input, data: { ...input.data, price: { amount: '1', currency: 'USD', kind: 'Asking Price' } } })).toThrow();
    expect(() => createEvent({ ...input, data: { ...input.data, property: { ...input.data.property, geometry: { latitude: 1, longitude: 1, precision: 'Exact' } } } })).toThrow();
  });
});
