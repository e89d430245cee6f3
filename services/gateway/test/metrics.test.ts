import { createLogger } from '@estate/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey } from '../src/auth/api-key.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { startMetricsServer, type MetricsServer } from '../src/http/metrics-server.js';
import { GatewayMetrics } from '../src/http/gateway-metrics.js';
import type { Handlers } from '../src/routes/operations.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';

const handlers: Handlers = {
  getListing: async () => ({ data: SAMPLE_LISTING }),
  getListingMedia: async () => {
    throw new Error('the media store fell over');
  },
};

let key: string;
let keys: MemoryKeyStore;
const gateways: Gateway[] = [];
const servers: MetricsServer[] = [];
/** Each gateway's metrics port, as the process that runs it serves it. */
const metricsOf = new Map<Gateway, Promise<MetricsServer>>();

async function gateway(metrics = new GatewayMetrics()): Promise<Gateway> {
  const app = await buildGateway({
    logger: createLogger({ name: 'metrics-test', level: 'silent' }),
    keys,
    directory: new FixedDirectory([manifest()]),
    handlers,
    metrics,
  });
  gateways.push(app);
  const server = startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
  metricsOf.set(app, server);
  servers.push(await server);
  return app;
}

async function scrape(app: Gateway): Promise<string> {
  const server = await metricsOf.get(app);
  const res = await fetch(`${server?.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

beforeAll(async () => {
  keys = new MemoryKeyStore();
  const generated = generateApiKey();
  key = generated.key;
  await keys.put({ key_id: generated.keyId, hash: generated.hash, name: 'test', created_at: new Date().toISOString(), entitlements: [] });
});
afterAll(() => Promise.all([...gateways.map((app) => app.close()), ...servers.map((server) => server.close())]));

describe('/metrics', () => {
  it('counts requests and their durations by operationId and status class, without a key', async () => {
    const app = await gateway();
    const get = (url: string, withKey = true) => app.inject({ method: 'GET', url, headers: withKey ? { 'x-api-key': key } : {} });
    expect((await get('/v1/listings/lst_00000000000000000001')).statusCode).toBe(200);
    expect((await get('/v1/listings/lst_00000000000000000002')).statusCode).toBe(200);
    expect((await get('/v1/listings/lst_00000000000000000001', false)).statusCode).toBe(401);
    expect((await get('/v1/listings/lst_00000000000000000001/media')).statusCode).toBe(500);

    const text = await scrape(app);
    expect(text).toContain('# TYPE estate_gateway_requests_total counter');
    expect(text).toContain('estate_gateway_requests_total{operation="getListing",status_class="2xx"} 2');
    expect(text).toContain('estate_gateway_requests_total{operation="getListing",status_class="4xx"} 1');
    expect(text).toContain('estate_gateway_requests_total{operation="getListingMedia",status_class="5xx"} 1');
    expect(text).toContain('# TYPE estate_gateway_request_duration_seconds histogram');
    expect(text).toContain('estate_gateway_request_duration_seconds_count{operation="getListing",status_class="2xx"} 2');
    // The scrape itself is no operation: it is neither counted nor charged.
    expect(text).not.toContain('operation="metrics"');
  });

  it('keeps each gateway its own registry', async () => {
    const first = await gateway();
    const second = await gateway();
    await first.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001', headers: { 'x-api-key': key } });
    expect(await scrape(first)).toContain('estate_gateway_requests_total{operation="getListing",status_class="2xx"} 1');
    expect(await scrape(second)).not.toContain('estate_gateway_requests_total{');
  });

  it("reports a read cache's entries, hits and misses as they are when scraped", async () => {
    const metrics = new GatewayMetrics();
    const stats = { size: 3, hits: 5, misses: 2 };
    metrics.watchCache('listings', { stats: () => stats });
    const app = await gateway(metrics);
    let text = await scrape(app);
    expect(text).toContain('estate_gateway_read_cache_entries{cache="listings"} 3');
    expect(text).toContain('estate_gateway_read_cache_hits_total{cache="listings"} 5');
    expect(text).toContain('estate_gateway_read_cache_misses_total{cache="listings"} 2');
    Object.assign(stats, { size: 4, hits: 9 });
    text = await scrape(app);
    expect(text).toContain('estate_gateway_read_cache_entries{cache="listings"} 4');
    expect(text).toContain('estate_gateway_read_cache_hits_total{cache="listings"} 9');
  });

  it('is served on its own port, not on the API port', async () => {
    const app = await gateway();
    for (const headers of [{}, { 'x-api-key': key }]) expect((await app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    const server = await metricsOf.get(app);
    expect((await fetch(`${server?.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server?.url}/v1/openapi.json`)).status).toBe(404);
  });

  it('answers /favicon.ico with 204, without a key', async () => {
    const app = await gateway();
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('is not part of the API document', async () => {
    const app = await gateway();
    const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((path) => path.includes('metrics'))).toBe(false);
  });
});
