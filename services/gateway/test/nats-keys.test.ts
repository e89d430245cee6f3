import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { FixedDirectory } from '../src/directory.js';

const run = promisify(execFile);
const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

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

const keysCli = (...args: string[]) =>
  run(process.execPath, ['--conditions=@estate/source', '--import', 'tsx', join(serviceDir, 'src/bin/keys.ts'), ...args], {
    cwd: serviceDir,
    env: { ...process.env, NATS_URL: nats.url },
  });

describe('keys in NATS KV', () => {
  it('a key created with the CLI works on every gateway, and stops working everywhere once revoked', async () => {
    const created = await keysCli('create', '--name', 'partner-a', '--entitlement', 'tax_assessments');
    const key = created.stdout.trim();
    expect(key).toMatch(/^estate_[a-z0-9]{12}_/);
    const keyId = key.split('_')[1] as string;

    for (const gateway of gateways) {
      const res = await gateway.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } });
      expect(res.statusCode).toBe(200);
    }

    const listed = (await keysCli('list')).stdout;
    expect(listed).toContain(`${keyId}\tpartner-a\t`);
    expect(listed).toContain('tax_assessments');
    // Only the digest is stored: the secret appears nowhere in what the CLI can read back.
    expect(listed).not.toContain(key.split('_')[2] as string);

    expect((await keysCli('revoke', keyId)).stdout.trim()).toBe(`revoked ${keyId}`);
    for (const gateway of gateways) {
      const res = await gateway.inject({ method: 'GET', url: '/v1/meta/platforms', headers: { 'x-api-key': key } });
      expect(res.statusCode).toBe(401);
    }
  }, 60_000);

  it('the CLI refuses bad usage with exit code 2', async () => {
    await expect(keysCli('create')).rejects.toMatchObject({ code: 2 });
    await expect(keysCli('revoke', 'nosuchkey')).rejects.toMatchObject({ code: 2 });
    await expect(keysCli('frobnicate')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
