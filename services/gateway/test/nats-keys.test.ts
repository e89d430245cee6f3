import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { FixedDirectory } from '../src/directory.js';
import { runKeysCli } from './harness.js';
import { parseApiKey } from '../src/auth/api-key.js';


let nats: NatsServerHandle;
let bus: Bus;
let gateways: Gateway[];

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  // Two gateway processes' worth of state: each with its own store handle on the same bucket.
  gateways = await Promise.all(
    [0, 1].map(async () =>
      buildGateway({ logger: createLogger({ name: 't', level: 'silent' }), keys: await NatsKeyStore.open(bus), directory: new FixedDirectory() }),
    ),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways?.map((g) => g.close()) ?? []);
  await bus?.close();
  await nats?.stop();
});

const keysCli = (...args: string[]) => runKeysCli(nats.url, ...args);

describe('keys in NATS KV', () => {
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

  it('the CLI refuses bad usage with exit code 2', async () => {
    await expect(keysCli('create')).rejects.toMatchObject({ code: 2 });
    await expect(keysCli('revoke', 'nosuchkey')).rejects.toMatchObject({ code: 2 });
    await expect(keysCli('frobnicate')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
