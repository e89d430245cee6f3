import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey, parseApiKey } from '../src/auth/api-key.js';
import { DEV_KEY_CREDITS, DEV_KEY_RATE_LIMIT, ensureDevKey } from '../src/auth/dev-key.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { NatsQuotas } from '../src/quotas/nats-quotas.js';
import type { Handlers } from '../src/routes/operations.js';
import { bundleBin, serviceDir, type BundledBin } from './bundled-bin.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';

// Keys in NATS KV as two gateway processes and the keys CLI (a real process per command) see
// them: one NATS server and one build of the CLI for the whole file.
const listing = SAMPLE_LISTING;
const handlers: Handlers = { getListing: async () => ({ data: listing }) };

let nats: NatsServerHandle;
let bus: Bus;
let cli: BundledBin;
const stores: NatsKeyStore[] = [];
const quotas: NatsQuotas[] = [];
const gateways: Gateway[] = [];

beforeAll(async () => {
  [nats, cli] = await Promise.all([startNatsServer(), bundleBin('src/bin/keys.ts')]);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, { streams: [], consumers: [], buckets: defaultTopology().buckets });
  // Two gateway processes' worth of state, each with its own key mirror and quotas.
  for (const id of ['gw-1', 'gw-2']) {
    const keys = await NatsKeyStore.open(bus);
    const q = await NatsQuotas.open(bus, { logger: silentLogger, instanceId: id });
    stores.push(keys);
    quotas.push(q);
    gateways.push(
      await buildGateway({ logger: createLogger({ name: 't', level: 'silent' }), keys, directory: new FixedDirectory([manifest()]), handlers, quotas: q }),
    );
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(quotas.map((q) => q.close()));
  for (const store of stores) store.close();
  await bus?.close();
  await nats?.stop();
  await cli?.dispose();
});

const run = promisify(execFile);
/** Runs the `keys` CLI in a process of its own; rejects with its exit `code` and `stderr` when it exits non-zero. */
const keysCli = (...args: string[]) => run(process.execPath, [cli.path, ...args], { cwd: serviceDir, env: { ...process.env, NATS_URL: nats.url } });

const getListing = (gateway: Gateway, key: string) => gateway.inject({ method: 'GET', url: '/v1/listings/lst_00000000000000000001', headers: { 'x-api-key': key } });

/** Calls both gateways in turn until both refuse; returns how many calls were answered. */
async function spendAll(key: string): Promise<number> {
  let answered = 0;
  for (let round = 0; round < 100; round++) {
    const statuses = [(await getListing(gateways[0] as Gateway, key)).statusCode, (await getListing(gateways[1] as Gateway, key)).statusCode];
    answered += statuses.filter((s) => s === 200).length;
    if (statuses.every((s) => s === 402)) return answered;
  }
  throw new Error('credits never ran out');
}

describe('key records mirrored in every process', () => {
  it('a key written through one store is seen, and its revocation too, by another', async () => {
    const [one, two] = stores as [NatsKeyStore, NatsKeyStore];
    const { keyId, hash } = generateApiKey();
    const record = { key_id: keyId, hash, name: 'mirrored', created_at: new Date().toISOString(), entitlements: [] };
    await one.put(record);
    // The writer sees its own write at once; the other as soon as the watch delivers it.
    expect(await one.get(keyId)).toEqual(record);
    await expect.poll(() => two.get(keyId)).toEqual(record);
    await one.put({ ...record, revoked_at: new Date().toISOString() });
    await expect.poll(async () => (await two.get(keyId))?.revoked_at).toBeDefined();
    expect((await two.list()).map((r) => r.key_id)).toContain(keyId);
  });
});

describe('the development key', () => {
  it('is metered generously, so the quick start meets neither 402 nor 429', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'estate-dev-key-'));
    try {
      const { key } = await ensureDevKey(stores[0] as NatsKeyStore, join(dir, 'dev-api-key'));
      const res = await getListing(gateways[0] as Gateway, key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-credits-remaining']).toBe(String(DEV_KEY_CREDITS - 1));
      expect(res.headers['ratelimit-limit']).toBe(String(DEV_KEY_RATE_LIMIT.requests));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the keys CLI with credits and rate limits', () => {
  it('creates a metered key, lists its balance, tops it up, and revokes it', async () => {
    const key = (await keysCli('create', '--name', 'metered', '--credits', '3', '--rate', '1000/1')).stdout.trim();
    expect(key).toMatch(/^estate_[a-z0-9]{12}_/);
    const keyId = key.split('_')[1] as string;
    for (const gateway of gateways) await expect.poll(async () => (await gateway.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } })).statusCode).toBe(200);

    expect(await spendAll(key)).toBe(3);
    const listed = (await keysCli('list')).stdout.split('\n').find((line) => line.startsWith(`${keyId}\t`));
    expect(listed?.split('\t').slice(1)).toEqual(['metered', expect.any(String), '-', '-', '0', '1000/1s']);

    expect((await keysCli('credits', keyId, '--add', '2')).stdout.trim()).toBe(`${keyId}\t2 credits`);
    await expect.poll(async () => (await getListing(gateways[0] as Gateway, key)).statusCode).toBe(200);
    expect(await spendAll(key)).toBe(1);

    expect((await keysCli('revoke', keyId)).stdout.trim()).toBe(`revoked ${keyId}`);
    for (const gateway of gateways) await expect.poll(async () => (await getListing(gateway, key)).statusCode).toBe(401);
  }, 120_000);

  it('shows a key without --credits as unmetered with the default rate, and refuses to top it up', async () => {
    const key = (await keysCli('create', '--name', 'free')).stdout.trim();
    const keyId = key.split('_')[1] as string;
    const listed = (await keysCli('list')).stdout.split('\n').find((line) => line.startsWith(`${keyId}\t`));
    expect(listed?.split('\t').slice(4)).toEqual(['-', 'unmetered', '50/1s (default)']);
    await expect(keysCli('credits', keyId, '--add', '5')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unmetered') });
  }, 60_000);

  it('refuses malformed credits and rates with exit code 2', async () => {
    // Independent processes: run side by side.
    await Promise.all([
      expect(keysCli('create', '--name', 'x', '--credits', '-1')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--credits') }),
      expect(keysCli('create', '--name', 'x', '--rate', 'fast')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--rate') }),
      expect(keysCli('credits', 'nosuchkey', '--add', '0')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--add') }),
    ]);
  }, 60_000);
});

describe('the keys CLI with entitlements', () => {
  it('a key created with the CLI works on every gateway, and stops working everywhere once revoked', async () => {
    const created = await keysCli('create', '--name', 'partner-a', '--entitlement', 'tax_assessments');
    const key = created.stdout.trim();
    expect(key).toMatch(/^estate_[a-z0-9]{12}_/);
    const keyId = key.split('_')[1] as string;

    // Each gateway mirrors the bucket through a watch: the key arrives within milliseconds.
    for (const gateway of gateways) {
      await expect.poll(async () => (await gateway.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } })).statusCode).toBe(200);
    }

    const listed = (await keysCli('list')).stdout;
    expect(listed).toContain(`${keyId}\tpartner-a\t`);
    expect(listed).toContain('tax_assessments');
    // Only the digest is stored: the secret appears nowhere in what the CLI can read back.
    // The secret is base64url and may itself hold '_': take it as the key format defines it.
    const secret = parseApiKey(key)?.secret as string;
    expect(secret).toHaveLength(32);
    expect(listed).not.toContain(secret);

    expect((await keysCli('revoke', keyId)).stdout.trim()).toBe(`revoked ${keyId}`);
    for (const gateway of gateways) {
      await expect.poll(async () => (await gateway.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } })).statusCode).toBe(401);
    }
  }, 60_000);

  it('refuses bad usage with exit code 2', async () => {
    await Promise.all([
      expect(keysCli('create')).rejects.toMatchObject({ code: 2 }),
      expect(keysCli('revoke', 'nosuchkey')).rejects.toMatchObject({ code: 2 }),
      expect(keysCli('frobnicate')).rejects.toMatchObject({ code: 2 }),
    ]);
  }, 60_000);
});
