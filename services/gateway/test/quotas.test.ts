import { setTimeout as sleep } from 'node:timers/promises';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey } from '../src/auth/api-key.js';
import type { KeyRecord } from '../src/auth/key-store.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { readBalance } from '../src/quotas/credit-balance.js';
import { IDLE_RETURN_MS } from '../src/quotas/credit-ledger.js';
import { GatewayRegistry } from '../src/quotas/gateway-registry.js';
import { NatsQuotas } from '../src/quotas/nats-quotas.js';
import type { Handlers } from '../src/routes/operations.js';
import { errorOf, expectContract, manifest, operationFor } from './harness.js';
import { SAMPLE_LISTING } from './fixtures.js';

const listing = SAMPLE_LISTING;
const page = { has_more: false, returned: 1, total: 1, total_relation: 'exact' };
const handlers: Handlers = {
  getListing: async () => ({ data: listing, meta: { sources: [{ platform: 'zillow', status: 'success', truncated: false }] } }),
  getListingMedia: async () => {
    throw new Error('the media store fell over');
  },
  searchPlatformListings: async () => ({ data: [listing], meta: { pagination: page } }),
};

let nats: NatsServerHandle;
let bus: Bus;
let credits: KV;
let keys: NatsKeyStore;

interface Instance {
  app: Gateway;
  quotas: NatsQuotas;
}

async function startInstance(instanceId: string): Promise<Instance> {
  const quotas = await NatsQuotas.open(bus, { logger: silentLogger, instanceId });
  const app = await buildGateway({
    logger: createLogger({ name: 'gateway-test', level: 'silent' }),
    keys,
    directory: new FixedDirectory([manifest()]),
    handlers,
    quotas,
  });
  return { app, quotas };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.app.close();
  await instance.quotas.close();
}

/** A key straight into the store; its balance is created from the grant on first use. */
async function newKey(fields: Partial<Pick<KeyRecord, 'credits' | 'rate_limit' | 'entitlements'>> = {}): Promise<{ key: string; keyId: string }> {
  const { key, keyId, hash } = generateApiKey();
  await keys.put({ key_id: keyId, hash, name: 'quota-test', created_at: new Date().toISOString(), entitlements: [], ...fields });
  return { key, keyId };
}

const get = (instance: Instance, key: string, url = '/v1/listings/lst_00000000000000000001') => instance.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
const header = (res: LightMyRequestResponse, name: string) => res.headers[name] as string | undefined;

let a: Instance;
let b: Instance;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, { streams: [], consumers: [], buckets: defaultTopology().buckets });
  credits = await openBucket(bus, BUCKETS.credits);
  keys = await NatsKeyStore.open(bus);
  a = await startInstance('gw-a');
  b = await startInstance('gw-b');
  // Both must know of each other before rate limits are split between them.
  await vi.waitFor(() => expect([a.quotas.gatewayCount(), b.quotas.gatewayCount()]).toEqual([2, 2]));
}, 60_000);

afterAll(async () => {
  if (a) await stopInstance(a);
  if (b) await stopInstance(b);
  keys?.close();
  await bus?.close();
  await nats?.stop();
});

describe('credits shared by two gateway processes', () => {
  it('answer exactly the grant across both, then 402 everywhere; meta calls stay free', async () => {
    const grant = 25;
    const { key, keyId } = await newKey({ credits: grant, rate_limit: { requests: 10_000, per_seconds: 1 } });
    let answered = 0;
    let rounds = 0;
    for (;;) {
      const results = [await get(a, key), await get(b, key)];
      for (const res of results) {
        if (res.statusCode === 200) {
          answered++;
          expectContract(res, operationFor('GET', '/v1/listings/lst_00000000000000000001'));
          expect(header(res, 'x-credits-cost')).toBe('1');
          expect(Number(header(res, 'x-credits-remaining'))).toBeGreaterThanOrEqual(0);
        } else {
          expect(res.statusCode).toBe(402);
          expect(errorOf(res)).toMatchObject({ code: 'credits_exhausted', retryable: false });
          expect(header(res, 'x-credits-cost')).toBe('0');
          expect(header(res, 'x-credits-remaining')).toBe('0');
        }
      }
      if (results.every((res) => res.statusCode === 402)) break;
      expect(++rounds, 'spending must end').toBeLessThan(grant + 10);
    }
    expect(answered).toBe(grant);
    expect(await readBalance(credits, keyId)).toMatchObject({ balance: 0 });

    for (const instance of [a, b]) {
      expect((await get(instance, key)).statusCode).toBe(402);
      const meta = await get(instance, key, '/v1/meta/platforms');
      expect(meta.statusCode).toBe(200);
      expect(header(meta, 'x-credits-cost')).toBe('0');
      expect(header(meta, 'x-credits-remaining')).toBe('0');
    }
  }, 60_000);

  it('never answer more than the grant when both processes lease at the same time', async () => {
    const grant = 120;
    const { key, keyId } = await newKey({ credits: grant, rate_limit: { requests: 10_000, per_seconds: 1 } });
    const burst = await Promise.all(Array.from({ length: 180 }, (_, i) => get(i % 2 === 0 ? a : b, key)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 200 || s === 402)).toBe(true);
    let answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeLessThanOrEqual(grant);
    // Whatever one process still held when the other ran dry is spent there afterwards: none is lost.
    for (let round = 0; round < grant; round++) {
      const results = [await get(a, key), await get(b, key)];
      answered += results.filter((res) => res.statusCode === 200).length;
      if (results.every((res) => res.statusCode === 402)) break;
    }
    expect(answered).toBe(grant);
    expect(await readBalance(credits, keyId)).toMatchObject({ balance: 0 });
  }, 60_000);

  it('charge nothing for a call that fails, and tell the remaining balance on every answer', async () => {
    const { key } = await newKey({ credits: 10, rate_limit: { requests: 10_000, per_seconds: 1 } });
    const failed = await get(a, key, '/v1/listings/lst_00000000000000000001/media');
    expect(failed.statusCode).toBe(500);
    expect(header(failed, 'x-credits-cost')).toBe('0');
    expect(header(failed, 'x-credits-remaining')).toBe('10');

    const invalid = await get(a, key, '/v1/listings/lst_00000000000000000001/media?limit=0');
    expect(invalid.statusCode).toBe(400);
    expect(header(invalid, 'x-credits-cost')).toBe('0');
    expect(header(invalid, 'x-credits-remaining')).toBe('10');

    const ok = await get(a, key);
    expect(ok.statusCode).toBe(200);
    expect(header(ok, 'x-credits-cost')).toBe('1');
    expect(header(ok, 'x-credits-remaining')).toBe('9');
  });

  it('give the credits a process holds back to the bucket when it closes', async () => {
    const { key, keyId } = await newKey({ credits: 100, rate_limit: { requests: 10_000, per_seconds: 1 } });
    const c = await startInstance('gw-c');
    try {
      await expect.poll(() => [a.quotas.gatewayCount(), b.quotas.gatewayCount(), c.quotas.gatewayCount()]).toEqual([3, 3, 3]);
      for (let i = 0; i < 3; i++) expect((await get(c, key)).statusCode).toBe(200);
      const leased = await readBalance(credits, keyId);
      // The process took more than it spent: a lease, not a round trip per call.
      expect(leased?.balance).toBeLessThan(97);
      expect(header(await get(c, key, '/v1/meta/schemas'), 'x-credits-remaining')).toBe('97');
    } finally {
      await stopInstance(c);
    }
    expect(await readBalance(credits, keyId)).toMatchObject({ balance: 97 });
    // Its registration is gone too, so the others take over its share of every rate limit.
    await expect.poll(() => [a.quotas.gatewayCount(), b.quotas.gatewayCount()]).toEqual([2, 2]);
  }, 60_000);

  it('give credits a process stopped using back to the bucket, for the others to use', async () => {
    const { key, keyId } = await newKey({ credits: 100, rate_limit: { requests: 10_000, per_seconds: 1 } });
    for (let i = 0; i < 3; i++) expect((await get(a, key)).statusCode).toBe(200);
    expect((await readBalance(credits, keyId))?.balance).toBeLessThan(97);
    await expect.poll(async () => (await readBalance(credits, keyId))?.balance, { timeout: IDLE_RETURN_MS * 4, interval: 250 }).toBe(97);
    // The other process learns of it through its watch of the bucket.
    await expect.poll(async () => header(await get(b, key, '/v1/meta/schemas'), 'x-credits-remaining')).toBe('97');
  }, 60_000);

  it('leave keys without a grant unmetered', async () => {
    const { key, keyId } = await newKey({ rate_limit: { requests: 10_000, per_seconds: 1 } });
    for (let i = 0; i < 3; i++) {
      const res = await get(a, key);
      expect(res.statusCode).toBe(200);
      expect(header(res, 'x-credits-cost')).toBe('1');
      expect(header(res, 'x-credits-remaining')).toBeUndefined();
    }
    expect(await readBalance(credits, keyId)).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('split a key allowance between the processes, answer 429 with retry-after, and let the key in again after it', async () => {
    // 4 requests per 4 s for the key: 2 at once and one more every 2 s in each of the two processes.
    const { key } = await newKey({ rate_limit: { requests: 4, per_seconds: 4 } });
    const meta = '/v1/meta/platforms';
    for (const instance of [a, b]) {
      for (let i = 0; i < 2; i++) {
        const res = await get(instance, key, meta);
        expect(res.statusCode).toBe(200);
        // Each process holds half the allowance; remaining estimates the whole key's.
        if (i === 0) expect(header(res, 'ratelimit-remaining')).toBe('2');
        expect(header(res, 'ratelimit-limit')).toBe('4');
        expect(header(res, 'ratelimit-policy')).toBe('4;w=4');
        expect(Number(header(res, 'ratelimit-reset'))).toBeGreaterThanOrEqual(1);
      }
    }
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await get(a, key, meta);
      if (res.statusCode === 429) refused = res;
    }
    expect(refused, 'meta calls count against the limit too').toBeDefined();
    const res = refused as LightMyRequestResponse;
    expect(errorOf(res)).toMatchObject({ code: 'rate_limited', retryable: true });
    const retryAfter = Number(header(res, 'retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(header(res, 'ratelimit-remaining')).toBe('0');
    expect(header(res, 'x-credits-cost')).toBe('0');

    // A timer may fire a few milliseconds early against the limiter's clock; the margin covers that.
    await sleep(retryAfter * 1000 + 50);
    const again = await get(a, key, meta);
    expect(again.statusCode).toBe(200);
  }, 60_000);

  it('answer 429 before looking at the request, and 401 before that', async () => {
    const { key } = await newKey({ rate_limit: { requests: 2, per_seconds: 3600 } });
    const badQuery = '/v1/listings/lst_00000000000000000001/media?limit=0';
    // One request per process per hour: the first one here is judged on its merits.
    expect((await get(a, key, badQuery)).statusCode).toBe(400);
    const limited = await get(a, key, badQuery);
    expect(limited.statusCode).toBe(429);
    const badBody = await a.app.inject({ method: 'POST', url: '/v1/zillow/listings/search', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '{not json' });
    expect(badBody.statusCode).toBe(429);
    const forged = `${key.slice(0, -4)}AAAA`;
    const unauthenticated = await get(a, forged, badQuery);
    expect(unauthenticated.statusCode).toBe(401);
    expect(header(unauthenticated, 'ratelimit-limit')).toBeUndefined();
    expect(header(unauthenticated, 'x-credits-cost')).toBeUndefined();
  });
});

describe('order of the checks', () => {
  it('validation (400) → entitlement (403) → enablement (501) → credits (402)', async () => {
    const rate = { requests: 10_000, per_seconds: 1 };
    const broke = await newKey({ credits: 0, rate_limit: rate });
    const entitled = await newKey({ credits: 0, rate_limit: rate, entitlements: ['tax_assessments'] });
    const tax = '/v1/properties/prp_00000000000000000001/tax-assessments';

    expect((await get(a, broke.key, `${tax}?limit=0`)).statusCode).toBe(400);
    expect(errorOf(await get(a, broke.key, tax)).code).toBe('entitlement_required');
    expect(errorOf(await get(a, entitled.key, tax)).code).toBe('operation_unavailable');
    expect(errorOf(await get(a, entitled.key)).code).toBe('credits_exhausted');

    const search = (payload: string) =>
      a.app.inject({ method: 'POST', url: '/v1/zillow/listings/search', headers: { 'x-api-key': broke.key, 'content-type': 'application/json' }, payload });
    expect(errorOf(await search('{"colour": "blue"}')).code).toBe('invalid_request');
    expect(errorOf(await search('{not json')).code).toBe('invalid_request');
    expect(errorOf(await search('{}')).code).toBe('credits_exhausted');
  });
});

describe('the live gateway count', () => {
  it('follows joins and leaves at once, and drops a process that stopped beating after three heartbeats', async () => {
    const gateways = await openBucket(bus, BUCKETS.gateways);
    // Liveness is judged by the observer's heartbeat: long enough that gw-a and gw-b (5 s beats) stay live.
    const registry = await GatewayRegistry.open(gateways, { instanceId: 'gw-count', logger: silentLogger, heartbeatMs: 3_000 });
    try {
      await vi.waitFor(() => expect(registry.count()).toBe(3));
      // A process that registers once and never beats again (it crashed): counted, then not.
      await putJson(gateways, 'gw-ghost', { instance_id: 'gw-ghost' });
      await vi.waitFor(() => expect(registry.count()).toBe(4));
      await vi.waitFor(() => expect(registry.count()).toBe(3), { timeout: 15_000, interval: 200 });
      const c = await startInstance('gw-c');
      await vi.waitFor(() => expect(registry.count()).toBe(4));
      await stopInstance(c);
      await vi.waitFor(() => expect(registry.count()).toBe(3));
    } finally {
      await registry.close();
      await gateways.delete('gw-ghost');
    }
  }, 60_000);
});
