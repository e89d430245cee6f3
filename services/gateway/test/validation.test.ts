import { OPERATIONS, OPERATIONS_BY_ID } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, errorOf, type TestGateway, urlFor } from './harness.js';
import { MINIMAL_BODIES } from './fixtures.js';

let gw: TestGateway;
const headers = () => ({ 'x-api-key': gw.key });
beforeAll(async () => {
  gw = await createTestGateway({ bodyLimit: 8 * 1024 });
});
afterAll(() => gw.app.close());

const paged = OPERATIONS.filter((op) => op.query?.properties.limit !== undefined && op.query.properties.cursor !== undefined);

describe('limit and cursor', () => {
  it('covers the paged operations the contract lists', () => {
    const ids = paged.map((op) => op.operationId);
    for (const id of [
      'getListingMedia', 'getListingHistory', 'getListingOpenHouses', 'getSimilarListings', 'getPropertyListings',
      'getPropertyRecords', 'getPropertyTransactions', 'getPropertyTaxAssessments', 'getPropertyValuations',
    ]) {
      expect(ids).toContain(id);
    }
  });

  const cases: [string, string, string][] = [
    ['0', 'query.limit', 'must be >= 1'],
    ['101', 'query.limit', 'must be <= 100'],
    ['abc', 'query.limit', 'must be an integer'],
    ['2.5', 'query.limit', 'must be an integer'],
    ['-1', 'query.limit', 'must be >= 1'],
  ];
  for (const op of paged) {
    it.each(cases)(`${op.operationId} answers limit=%s with 400 naming the field`, async (value, field, why) => {
      const res = await gw.app.inject({ method: 'GET', url: `${urlFor(op)}?limit=${value}`, headers: headers() });
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('invalid_request');
      expect(error.message).toBe(`${field} ${why}`);
    });
  }

  it('rejects an empty cursor', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001/media?cursor=', headers: headers() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('query.cursor must not be empty');
  });

  it('accepts limit 1 and 100 (the request then reaches the operation)', async () => {
    for (const limit of [1, 100]) {
      const res = await gw.app.inject({ method: 'GET', url: `/v1/listings/lst_00000000000000000001/media?limit=${limit}`, headers: headers() });
      expect(res.statusCode).toBe(501);
    }
  });

  it('rejects a repeated limit', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001/history?limit=5&limit=6', headers: headers() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('query.limit');
  });

  it('rejects an unknown query parameter', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001/media?limti=5', headers: headers() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('query.limti is not a known field');
  });
});

describe('path parameters', () => {
  const withParams = OPERATIONS.filter((op) => op.params !== undefined);
  it.each(withParams.map((op) => [op.operationId, op] as const))('%s answers an empty path parameter with 400', async (_id, op) => {
    const name = Object.keys(op.params?.properties ?? {}).at(-1) as string;
    const url = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => (n === name ? '' : 'x1'));
    const body = MINIMAL_BODIES[op.operationId];
    const res = await gw.app.inject({ method: op.method, url, headers: headers(), ...(body ? { payload: body as object } : {}) });
    // An empty last segment may also leave the URL matching no route at all; both are envelope errors.
    expect([400, 404]).toContain(res.statusCode);
    const error = errorOf(res);
    if (res.statusCode === 400) expect(error.message).toBe(`path.${name} must not be empty`);
  });

  it('names the empty listing_id', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings//media', headers: headers() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('path.listing_id must not be empty');
  });
});

describe('request bodies', () => {
  const withBodies = OPERATIONS.filter((op) => op.body !== undefined);
  it.each(withBodies.map((op) => [op.operationId, op] as const))('%s rejects an unknown body field', async (_id, op) => {
    const payload = { ...(MINIMAL_BODIES[op.operationId] as object), unexpected_field: 1 };
    const res = await gw.app.inject({ method: op.method, url: urlFor(op), headers: headers(), payload });
    expect(res.statusCode).toBe(400);
    const message = errorOf(res).message;
    expect(message.includes('body.unexpected_field is not a known field') || message.startsWith('body must be exactly one of')).toBe(true);
  });

  it.each(withBodies.map((op) => [op.operationId, op] as const))('%s rejects a missing body', async (_id, op) => {
    const res = await gw.app.inject({ method: op.method, url: urlFor(op), headers: headers() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('body is required and must be a JSON object');
  });

  it.each(withBodies.map((op) => [op.operationId, op] as const))('%s accepts its minimal body', async (_id, op) => {
    const res = await gw.app.inject({ method: op.method, url: urlFor(op), headers: headers(), payload: MINIMAL_BODIES[op.operationId] as object });
    expect(res.statusCode).toBe(501);
  });

  const search = OPERATIONS_BY_ID.get('searchListings');
  const bad: [string, unknown, string][] = [
    ['limit 0', { limit: 0 }, 'body.limit must be >= 1'],
    ['limit 101', { limit: 101 }, 'body.limit must be <= 100'],
    ['limit as text', { limit: '5' }, 'body.limit must be an integer'],
    ['unknown sort', { sort: 'cheapest' }, 'body.sort must be one of: newest, price_asc, price_desc, price_per_sqm_asc, area_desc'],
    ['unknown transaction', { transaction: 'lease' }, 'body.transaction must be one of: sale, rent'],
    ['lower-case country', { country: 'us' }, 'body.country does not have the expected form (^[A-Z]{2}$)'],
    ['empty platforms', { platforms: [] }, 'body.platforms must have at least 1 item'],
    ['repeated platform', { platforms: ['zillow', 'zillow'] }, 'body.platforms must not repeat an item'],
    ['unknown location kind', { location: { kind: 'circle' } }, 'body.location.kind names an unknown kind'],
    ['radius without longitude', { location: { kind: 'radius', latitude: 47.6, radius_meters: 500 } }, 'body.location.longitude is required'],
    ['latitude out of range', { location: { kind: 'radius', latitude: 91, longitude: 0, radius_meters: 5 } }, 'body.location.latitude must be <= 90'],
    ['unknown field in a range', { price: { min: 1, maximum: 5 } }, 'body.price.maximum is not a known field'],
    ['negative bedrooms', { bedrooms: { min: -1 } }, 'body.bedrooms.min must be >= 0'],
    ['unknown property type', { property_types: ['castle'] }, 'body.property_types.0 must be one of'],
    ['body is an array', [], 'body is required and must be a JSON object'],
  ];
  it.each(bad)('searchListings: %s → 400 naming the field', async (_name, payload, message) => {
    const res = await gw.app.inject({ method: 'POST', url: search?.path as string, headers: headers(), payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message.startsWith(message)).toBe(true);
  });

  it('resolveListing names both accepted shapes', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/v1/listings/resolve', headers: headers(), payload: { url: 'https://x.test/1', platform: 'zillow' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('body must be exactly one of these shapes: {url} or {platform, native_id}');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/v1/listings/search', headers: { ...headers(), 'content-type': 'application/json' }, payload: '{"limit": 5,' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'invalid_request', message: 'body is not valid JSON' });
  });

  it('answers a non-JSON body with 415', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/v1/listings/search', headers: { ...headers(), 'content-type': 'text/plain' }, payload: 'limit=5' });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('unsupported_media_type');
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ location: { kind: 'text', query: 'x'.repeat(20_000) } });
    const res = await gw.app.inject({ method: 'POST', url: '/v1/listings/search', headers: { ...headers(), 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: 'payload_too_large', retryable: false });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/v1/nothing-here'],
    ['GET', '/v1/listings/lst_00000000000000000001/unknown'],
    ['GET', '/v2/meta/platforms'],
    ['GET', '/'],
  ])('%s %s → 404 in the envelope, with or without a key', async (method, url) => {
    for (const h of [{}, headers()]) {
      const res = await gw.app.inject({ method: method as 'GET', url, headers: h });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('not_found');
    }
  });

  // A path that exists but not for this method is 405 with `Allow` (RFC 9110), see http-conformance.test.ts.
  it.each([
    ['DELETE', '/v1/listings/l1'],
    ['POST', '/v1/listings/l1'],
  ])('%s %s → 405 in the envelope, with or without a key', async (method, url) => {
    for (const h of [{}, headers()]) {
      const res = await gw.app.inject({ method: method as 'GET', url, headers: h });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(errorOf(res).code).toBe('method_not_allowed');
    }
  });
});
