import { NAMED_SCHEMAS, OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '@estate/contract';
import type { Handlers } from '../src/routes/operations.js';
import { createTestGateway, errorOf, expectContract, manifest, operationFor, type TestGateway } from './harness.js';

type Capability = { operation_id: string; enablement: string; countries: string[]; sources: { platform: string; state: string; selectors: string[] }[] };

const long_ago = new Date(Date.now() - 10 * 60_000).toISOString();

// Capabilities count an operation only where the gateway can answer it: give these a handler.
const answered = (ids: OperationId[]): Handlers => Object.fromEntries(ids.map((id) => [id, async () => ({ data: [] })]));
const DATA_OPERATIONS: OperationId[] = ['searchListings', 'searchPlatformListings', 'getListing', 'getListingMedia', 'getListingHistory', 'getPropertyComparables'];

describe('meta operations answer from the deployment', () => {
  let gw: TestGateway;
  const get = async (url: string) => {
    const res = await gw.app.inject({ method: 'GET', url, headers: { 'x-api-key': gw.key } });
    return { res, ...expectContract(res, operationFor('GET', url)) };
  };
  beforeAll(async () => {
    gw = await createTestGateway({
      handlers: answered(DATA_OPERATIONS),
      manifests: [
        manifest(),
        manifest({ platform: 'suumo', display_name: 'SUUMO', countries: ['JP'], operations: ['searchListings', 'getListing', 'getListingHistory'], selectors: {}, provider: 'collector-suumo/replay', last_seen_at: long_ago }),
        manifest({ platform: 'idealista', display_name: 'idealista', countries: ['ES', 'PT', 'IT'], operations: ['searchListings', 'getPropertyComparables'], selectors: { searchListings: ['price'] }, provider: 'collector-idealista/replay' }),
      ],
    });
  });
  afterAll(() => gw.app.close());

  it('lists the platforms of the running collectors, with their state', async () => {
    const { res, body } = await get('/v1/meta/platforms');
    expect(res.statusCode).toBe(200);
    const data = body.data as { platform: string; state: string; countries: string[] }[];
    expect(data.map((p) => p.platform)).toEqual(['idealista', 'suumo', 'zillow']);
    expect(data.find((p) => p.platform === 'suumo')?.state).toBe('stale');
    expect(data.find((p) => p.platform === 'zillow')?.state).toBe('live');
    expect(data.find((p) => p.platform === 'idealista')?.countries).toEqual(['ES', 'IT', 'PT']);
    expect(res.headers['x-credits-cost']).toBe('0');
  });

  it('derives every operation enablement from who serves it', async () => {
    const { body } = await get('/v1/meta/capabilities');
    const data = body.data as Capability[];
    expect(data).toHaveLength(OPERATIONS.length);
    const by = new Map(data.map((c) => [c.operation_id, c]));
    expect(by.get('listPlatforms')?.enablement).toBe('active');
    expect(by.get('searchListings')?.enablement).toBe('beta');
    expect(by.get('searchListings')?.sources.map((s) => s.platform)).toEqual(['idealista', 'suumo', 'zillow']);
    expect(by.get('searchListings')?.countries).toEqual(['ES', 'IT', 'JP', 'PT', 'US']);
    // Unavailable in the contract, served by a source here: beta.
    expect(by.get('getPropertyComparables')?.enablement).toBe('beta');
    expect(by.get('searchStays')?.enablement).toBe('unavailable');
    expect(by.get('searchStays')?.sources).toEqual([]);
    expect(by.get('searchListings')?.sources.find((s) => s.platform === 'zillow')?.selectors).toEqual(['bedrooms', 'location.bbox', 'price']);
  });

  it('does not advertise an operation a collector declares but this gateway cannot answer', async () => {
    const bare = await createTestGateway({ handlers: answered(['searchListings']), manifests: [manifest({ operations: ['searchListings', 'getListing'] })] });
    try {
      const caps = await bare.app.inject({ method: 'GET', url: '/v1/meta/capabilities', headers: { 'x-api-key': bare.key } });
      const by = new Map((caps.json().data as Capability[]).map((c) => [c.operation_id, c]));
      expect(by.get('searchListings')?.enablement).toBe('beta');
      expect(by.get('getListing')).toMatchObject({ enablement: 'unavailable', sources: [] });
      const platforms = await bare.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': bare.key } });
      expect(platforms.json().data[0].operations).toEqual(['searchListings']);
      const call = await bare.app.inject({ method: 'GET', url: '/v1/listings/lst_0000000000000000000x', headers: { 'x-api-key': bare.key } });
      expect(call.statusCode).toBe(501);
    } finally {
      await bare.app.close();
    }
  });

  it('filters capabilities by platform', async () => {
    const { body } = await get('/v1/meta/capabilities?platform=suumo');
    const data = body.data as Capability[];
    const ids = data.map((c) => c.operation_id);
    expect(ids).toEqual(['listPlatforms', 'listCapabilities', 'listSchemas', 'searchListings', 'getListing', 'getListingHistory']);
    expect(data.find((c) => c.operation_id === 'getListingHistory')?.sources).toEqual([{ platform: 'suumo', countries: ['JP'], selectors: [], state: 'stale' }]);
  });

  it('filters capabilities by country', async () => {
    const { body } = await get('/v1/meta/capabilities?country=ES');
    const data = body.data as Capability[];
    expect(data.map((c) => c.operation_id)).toEqual(['listPlatforms', 'listCapabilities', 'listSchemas', 'searchListings', 'getPropertyComparables']);
    expect(data.find((c) => c.operation_id === 'searchListings')?.sources.map((s) => s.platform)).toEqual(['idealista']);
  });

  it('combines both filters, and answers an unmatched filter with the gateway operations only', async () => {
    const both = await get('/v1/meta/capabilities?platform=zillow&country=US');
    expect((both.body.data as Capability[]).map((c) => c.operation_id)).toEqual([
      'listPlatforms', 'listCapabilities', 'listSchemas', 'searchListings', 'searchPlatformListings', 'getListing', 'getListingMedia',
    ]);
    const none = await get('/v1/meta/capabilities?platform=zillow&country=JP');
    expect((none.body.data as Capability[]).map((c) => c.operation_id)).toEqual(['listPlatforms', 'listCapabilities', 'listSchemas']);
  });

  it('rejects a malformed country filter', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/meta/capabilities?country=spain', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('query.country');
  });

  it('lists the API schema version and each named schema', async () => {
    const { body } = await get('/v1/meta/schemas');
    const data = body.data as { name: string; version: string; status: string }[];
    expect(data[0]).toEqual({ name: 'api', version: '0.1.0', status: 'current', url: '/v1/openapi.json' });
    expect(data.filter((s) => s.name.startsWith('api.')).map((s) => s.name.slice(4)).sort()).toEqual(Object.keys(NAMED_SCHEMAS).sort());
  });
});

describe('an empty deployment', () => {
  it('has no platforms and only the meta operations enabled', async () => {
    const gw = await createTestGateway();
    const platforms = await gw.app.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': gw.key } });
    expect(expectContract(platforms, operationFor('GET', '/v1/meta/platforms')).body.data).toEqual([]);
    const caps = await gw.app.inject({ method: 'GET', url: '/v1/meta/capabilities', headers: { 'x-api-key': gw.key } });
    const data = expectContract(caps, operationFor('GET', '/v1/meta/capabilities')).body.data as Capability[];
    expect(data.filter((c) => c.enablement !== 'unavailable').map((c) => c.operation_id)).toEqual(['listPlatforms', 'listCapabilities', 'listSchemas']);
    await gw.app.close();
  });
});
