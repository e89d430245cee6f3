import { describe, expect, it } from 'vitest';
import { ERROR_CODES, NAMED_SCHEMAS, OPERATIONS, OPERATIONS_BY_ID, createAjv } from '../src/index.js';

const ajv = createAjv();

describe('contract schemas', () => {
  it.each(Object.keys(NAMED_SCHEMAS))('%s compiles under strict 2020-12 validation', (name) => {
    expect(() => ajv.compile(NAMED_SCHEMAS[name] as object)).not.toThrow();
  });

  it('compiles every request and response schema of the operation table', () => {
    for (const op of OPERATIONS) {
      for (const schema of [op.params, op.query, op.body, op.response]) if (schema) expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it('accepts a full listing and keeps amounts as decimal strings', () => {
    const validate = ajv.compile(NAMED_SCHEMAS.Listing as object);
    const listing = {
      id: 'lst_abc',
      source: { platform: 'rightmove', provider: 'collector-rightmove/replay', observed_at: '2026-11-22T10:00:00Z', access_class: 'public_portal', country: 'GB', native_id: '151234567', url: 'https://www.rightmove.co.uk/properties/151234567', retrieved_at: '2026-11-22T10:00:01Z' },
      transaction: 'sale',
      status: 'active',
      property: {
        id: 'prp_x',
        address: { country: 'GB', formatted: '12 Acacia Avenue, London SW1A 1AA', city: 'London', postal_code: 'SW1A 1AA', original_text: 'Acacia Avenue, London SW1A' },
        property_type: 'semi_detached',
        geometry: { latitude: 51.5, longitude: -0.12, precision: 'approximate', crs: 'EPSG:4326' },
        bedrooms: 3,
        bathrooms: 1.5,
        areas: [{ value: 1200, unit: 'sqft', basis: 'living', original_text: '1,200 sq. ft.', normalized_sqm: 111.48 }],
      },
      price: { amount: '450000', currency: 'GBP', kind: 'offers_over', display_text: 'Offers over £450,000' },
      observed_at: '2026-11-22T10:00:00Z',
      native_id: '151234567',
      source_status: 'Under offer',
      media: [{ url: 'https://media.rightmove.co.uk/1.jpg', type: 'photo', position: 0 }],
      extensions: { tenure: 'Freehold' },
      field_status: { price: 'disclosed' },
    };
    expect(validate(listing), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...listing, price: { ...listing.price, amount: 450000 } })).toBe(false);
    expect(validate({ ...listing, status: 'a_status_added_later' })).toBe(true);
  });

  it('requires the error envelope fields', () => {
    const validate = ajv.compile(NAMED_SCHEMAS.ErrorEnvelope as object);
    expect(validate({ error: { code: 'not_found', message: 'x', retryable: false, details: [] }, request_id: 'r' })).toBe(true);
    expect(validate({ error: { code: 'not_found', message: 'x', details: [] }, request_id: 'r' })).toBe(false);
    expect(validate({ error: { code: 'not_found', message: 'x', retryable: false, details: [] } })).toBe(false);
  });

  it('maps every error code onto an HTTP status of the design', () => {
    expect(Object.fromEntries(Object.entries(ERROR_CODES).map(([c, e]) => [c, e.status]))).toEqual({
      invalid_request: 400, unauthenticated: 401, credits_exhausted: 402, entitlement_required: 403, not_found: 404, method_not_allowed: 405, request_timeout: 408,
      job_not_complete: 409, stay_not_bookable: 409, payload_too_large: 413, unsupported_media_type: 415, rate_limited: 429, request_header_too_large: 431, internal: 500, operation_unavailable: 501, store_unavailable: 503, source_unavailable: 503,
    });
    expect(ERROR_CODES.operation_unavailable.retryable).toBe(false);
    expect(ERROR_CODES.store_unavailable.retryable).toBe(true);
  });

  it('fills the documented search defaults and rejects unknown fields', () => {
    const validate = createAjv({ useDefaults: true }).compile(OPERATIONS_BY_ID.get('searchListings')?.body as object);
    const body: Record<string, unknown> = {};
    expect(validate(body)).toBe(true);
    expect(body).toEqual({ transaction: 'sale', sort: 'newest', limit: 20 });
    expect(validate({ sortt: 'newest' })).toBe(false);
  });
});
