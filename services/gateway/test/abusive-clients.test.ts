// Failed and unauthenticated requests limited per client address, through real sockets from
// several loopback addresses, with the limit shared by gateway processes through NATS KV.
import type { Agent } from 'node:http';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey } from '../src/auth/api-key.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../src/http/http-limits.js';
import { TrustedProxies } from '../src/http/trusted-proxies.js';
import { clientOf } from '../src/http/client-address.js';
import { NatsQuotas } from '../src/quotas/nats-quotas.js';
import type { Handlers } from '../src/routes/operations.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';
import { clientAt, send, type Answer } from './http-client.js';
import { largeTests } from './large-tests.js';

/** 40 failures an hour across the deployment: 20 per process while two are registered, and none refilled during the test. */
const FAILURE_LIMIT = { requests: 40, per_seconds: 3_600 };
/** Wrong keys from one address: ten times its allowance (1 000 with ESTATE_LARGE_TESTS=1). */
const FLOOD = largeTests ? 1_000 : 200;

const handlers: Handlers = { getListing: async () => ({ data: SAMPLE_LISTING }) };

let nats: NatsServerHandle;
let bus: Bus;
let keys: NatsKeyStore;
const quotas: NatsQuotas[] = [];
const gateways: Gateway[] = [];
const agents: Agent[] = [];
let validKey: string;

/** A gateway listening on 127.0.0.1 with its own quotas (so its own registration), and its URL. */
async function listening(instanceId: string, http: HttpLimits): Promise<string> {
  const q = await NatsQuotas.open(bus, { logger: silentLogger, instanceId, failureLimit: FAILURE_LIMIT });
  quotas.push(q);
  const app = await buildGateway({
    logger: createLogger({ name: 'abuse-test', level: 'silent' }),
    keys,
    directory: new FixedDirectory([manifest()]),
    handlers,
    quotas: q,
    failureLimits: q.addresses,
    http,
  });
  gateways.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

function client(address: string): Agent {
  const agent = clientAt(address);
  agents.push(agent);
  return agent;
}

const wrongKey = () => `estate_${generateApiKey().keyId}_wrongsecretwrongsecretwrongsecret`;
const getListing = (url: string, agent: Agent, key: string, headers: Record<string, string> = {}): Promise<Answer> =>
  send(url, '/v1/listings/lst_00000000000000000001', { agent, headers: { 'x-api-key': key, ...headers } });

let direct: string;
let behindProxy: string;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, { streams: [], consumers: [], buckets: defaultTopology().buckets });
  keys = await NatsKeyStore.open(bus);
  const { key, keyId, hash } = generateApiKey();
  await keys.put({ key_id: keyId, hash, name: 'valid', created_at: new Date().toISOString(), entitlements: [], rate_limit: { requests: 100_000, per_seconds: 1 } });
  validKey = key;
  // Two gateway processes: one facing clients directly, one behind a proxy at 127.0.0.1.
  direct = await listening('gw-direct', DEFAULT_HTTP_LIMITS);
  behindProxy = await listening('gw-proxied', { ...DEFAULT_HTTP_LIMITS, trustedProxies: new TrustedProxies(['127.0.0.1/32']) });
  // Each process sees the other's registration once the bucket's watch delivers it.
  for (let i = 0; !quotas.every((q) => q.gatewayCount() === 2); i++) {
    if (i > 200) throw new Error('the two gateways never saw each other');
    await new Promise((r) => setTimeout(r, 25));
  }
}, 60_000);

afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(quotas.map((q) => q.close()));
  keys?.close();
  await bus?.close();
  await nats?.stop();
});

describe('failed and unauthenticated requests per client address', () => {
  it('answers 429 to a flood of wrong keys from one address while a valid key from another keeps its 200s', async () => {
    const attacker = client('127.0.0.2');
    const user = client('127.0.0.1');
    const statuses: number[] = [];
    const userStatuses: number[] = [];
    let refusal: Answer | undefined;
    for (let i = 0; i < FLOOD; i++) {
      const answer = await getListing(direct, attacker, wrongKey());
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
      if (i % 25 === 0) userStatuses.push((await getListing(direct, user, validKey)).status);
    }
    // This process's share of the deployment's allowance: 40 between two gateways.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(FLOOD - 20).fill(429));
    expect(userStatuses).toEqual(Array(FLOOD / 25).fill(200));
    expect(refusal?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(JSON.parse(refusal?.body ?? '{}')).toMatchObject({ error: { code: 'rate_limited', retryable: true }, request_id: expect.any(String) });
    // Refused before the key is looked at: a right key from the refused address is no different from a wrong one.
    expect((await getListing(direct, attacker, validKey)).status).toBe(429);
    // Unknown routes without a key count too; the refused address is refused there as well.
    expect((await send(direct, '/wp-login.php', { agent: attacker })).status).toBe(429);
  });

  it('never counts requests that carry a valid key, whatever they are answered', async () => {
    const busy = client('127.0.0.3');
    for (let i = 0; i < 100; i++) expect((await getListing(direct, busy, validKey)).status).toBe(200);
    for (let i = 0; i < 100; i++) expect((await send(direct, '/v1/listings/search', { agent: busy, method: 'POST', headers: { 'x-api-key': validKey, 'content-type': 'application/json' }, body: '{"limit":-1}' })).status).toBe(400);
    expect((await getListing(direct, busy, wrongKey())).status).toBe(401);
  });

  it('never counts unknown routes or wrong methods sent with a valid key, and still limits an unknown key', async () => {
    const typo = client('127.0.0.5');
    const withKey = { agent: typo, headers: { 'x-api-key': validKey } };
    // Well past this process's share (20): routes the router answers before any operation authenticates.
    for (let i = 0; i < 30; i++) expect((await send(direct, `/v1/listing/${i}`, withKey)).status).toBe(404);
    for (let i = 0; i < 30; i++) expect((await send(direct, '/v1/listings/search', { ...withKey, method: 'GET' })).status).toBe(405);
    for (let i = 0; i < 5; i++) expect((await send(direct, '/v1/meta/platforms', { ...withKey, method: 'DELETE' })).status).toBe(405);
    expect((await getListing(direct, typo, validKey)).status).toBe(200);
    // The same requests with an unknown key are failed authentications: 20 answered, then the address is refused.
    const unknown = { agent: typo, headers: { 'x-api-key': wrongKey() } };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(direct, `/v1/listing/${i}`, unknown)).status);
    for (let i = 0; i < 10; i++) statuses.push((await send(direct, '/v1/listings/search', { ...unknown, method: 'GET' })).status);
    expect(statuses).toEqual([...Array(10).fill(404), ...Array(10).fill(405)]);
    expect((await getListing(direct, typo, wrongKey())).status).toBe(429);
    expect((await getListing(direct, typo, validKey)).status).toBe(429);
  });

  it('takes the client from X-Forwarded-For only from a trusted proxy', async () => {
    const proxy = client('127.0.0.1');
    const stranger = client('127.0.0.4');
    // Behind the proxy, clients are told apart by the address it forwards.
    for (let i = 0; i < 20; i++) expect((await getListing(behindProxy, proxy, wrongKey(), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(401);
    expect((await getListing(behindProxy, proxy, wrongKey(), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await getListing(behindProxy, proxy, validKey, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
    expect((await getListing(behindProxy, proxy, validKey)).status).toBe(200);
    // From anyone else the header is the client's own word: a fresh address in it on every request changes nothing.
    const spoofed: number[] = [];
    for (let i = 0; i < 40; i++) spoofed.push((await getListing(behindProxy, stranger, wrongKey(), { 'x-forwarded-for': `198.51.100.${i + 30}` })).status);
    expect(spoofed.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(spoofed.slice(20)).toEqual(Array(20).fill(429));
  });
});

describe('client addresses', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001::5')).toBe('2001:db8:1:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');
  });

  it('trusts proxies by address and by range, IPv4-mapped or not, and refuses a malformed entry', () => {
    const proxies = TrustedProxies.parse('10.0.0.0/8, 192.0.2.1, fd00::/8');
    expect(['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.1', 'fd12::1'].map((a) => proxies.trusts(a))).toEqual([true, true, true, true]);
    expect(['11.0.0.1', '192.0.2.2', 'fe80::1', undefined].map((a) => proxies.trusts(a))).toEqual([false, false, false, false]);
    expect(() => TrustedProxies.parse('example.com')).toThrow(/not an IP address/);
    expect(() => TrustedProxies.parse('10.0.0.0/33')).toThrow(/prefix length/);
  });
});
