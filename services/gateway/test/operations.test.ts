import { OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../src/routes/operations.js';
import { createTestGateway, errorOf, expectContract, manifest, operationFor, type TestGateway, urlFor } from './harness.js';
import { requestFor, SAMPLE_LISTING } from './fixtures.js';

describe('a deployment with no collectors', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ entitlements: ['tax_assessments'] });
  });
  afterAll(() => gw.app.close());

  it('registers all 43 operations', () => {
    expect(OPERATIONS).toHaveLength(43);
    for (const op of OPERATIONS) expect(gw.app.hasRoute({ method: op.method, url: op.path.replace(/\{([^}]+)\}/g, ':$1') })).toBe(true);
  });

  const dataOps = OPERATIONS.filter((op) => op.tag !== 'meta');
  it.each(dataOps.map((op) => [op.operationId, op] as const))('%s answers 501 operation_unavailable', async (_id, op) => {
    const res = await gw.app.inject({ ...requestFor(op, urlFor(op)), headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(501);
    expect(errorOf(res)).toMatchObject({ code: 'operation_unavailable', retryable: false });
  });
});

describe('operations served by a collector', () => {
  let gw: TestGateway;
  const seen: string[] = [];
  const listing = SAMPLE_LISTING;
  const handlers: Handlers = {
    getListing: async ({ params, caller }) => {
      seen.push(`${params.listing_id}:${caller.name}`);
      return { data: listing, meta: { sources: [{ platform: 'zillow', status: 'success', truncated: false }] } };
    },
    getListingMedia: async () => {
      throw new Error('database password is hunter2');
    },
    searchPlatformListings: async () => ({
      data: [listing],
      meta: { sources: [{ platform: 'zillow', status: 'stale', truncated: false, error_code: 'stale' }], pagination: { has_more: false, returned: 1, total: 1, total_relation: 'exact' } },
    }),
  };
  beforeAll(async () => {
    gw = await createTestGateway({ manifests: [manifest()], handlers });
  });
  afterAll(() => gw.app.close());

  it('runs the handler with the validated input and wraps data in the envelope', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(200);
    const { body } = expectContract(res, operationFor('GET', '/v1/listings/lst_00000000000000000001'));
    expect(body.data).toEqual(listing);
    expect(body.meta).toMatchObject({ schema_version: '0.1.0', completeness: 'complete', warnings: [] });
    expect(res.headers['x-credits-cost']).toBe('1');
    expect(seen).toEqual(['lst_00000000000000000001:test']);
  });

  it('derives completeness partial from a stale source', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/v1/zillow/listings/search', headers: { 'x-api-key': gw.key }, payload: {} });
    expect(res.statusCode).toBe(200);
    const { body } = expectContract(res, operationFor('POST', '/v1/zillow/listings/search'));
    expect((body.meta as { completeness: string }).completeness).toBe('partial');
  });

  it('answers 500 internal without internals when a handler fails', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001/media', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(500);
    const error = errorOf(res);
    expect(error).toMatchObject({ code: 'internal', retryable: true });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(gw.logs.join('\n')).toContain('hunter2');
  });

  it('still answers 501 for an operation the collector serves but no handler implements', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/v1/listings/search', headers: { 'x-api-key': gw.key }, payload: {} });
    expect(res.statusCode).toBe(501);
  });

  it('answers 403 when the key lacks the operation entitlement', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/properties/prp_00000000000000000001/tax-assessments', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'entitlement_required', retryable: false });
  });
});

describe('request ids', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway();
  });
  afterAll(() => gw.app.close());

  it('keeps a well-formed caller id and replaces an unsafe one', async () => {
    const kept = await gw.app.inject({ method: 'GET', url: '/v1/meta/schemas', headers: { 'x-api-key': gw.key, 'x-request-id': 'trace-abc-12345' } });
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345');
    expectContract(kept, operationFor('GET', '/v1/meta/schemas'));
    const replaced = await gw.app.inject({ method: 'GET', url: '/v1/meta/schemas', headers: { 'x-api-key': gw.key, 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^req_/);
  });

  it('gives every error a request id in header and body', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/nope' });
    const { body } = expectContract(res);
    expect(body.request_id).toMatch(/^req_/);
  });
});
