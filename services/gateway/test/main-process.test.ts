import { spawn, type ChildProcess } from 'node:child_process';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { freePort, startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../src/auth/api-key.js';
import { NatsKeyStore } from '../src/auth/nats-key-store.js';
import { bundleBin, serviceDir, type BundledBin } from './bundled-bin.js';

const children = new Set<ChildProcess>();
/** `src/main.ts`, bundled once for the file (see bundled-bin.ts). */
let main: BundledBin;

/** The real server-mode entry point, with exactly the given environment (plus PATH). */
function startGateway(env: Record<string, string>) {
  const child = spawn(process.execPath, [main.path], {
    cwd: serviceDir,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not listen:\n${stdout}${stderr}`)), 30_000);
    child.stdout.on('data', () => {
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue;
        const record = JSON.parse(line) as { msg?: string; address?: string };
        if (record.msg === 'gateway listening' && record.address) {
          clearTimeout(timer);
          resolve(record.address);
        }
      }
    });
    void exited.then((code) => reject(new Error(`gateway exited with ${code}:\n${stdout}${stderr}`)));
  });
  listening.catch(() => undefined);
  return { child, listening, exited, stdout: () => stdout, stderr: () => stderr };
}

describe('the server-mode gateway process', () => {
  let nats: NatsServerHandle;
  let bus: Bus;
  beforeAll(async () => {
    [nats, main] = await Promise.all([startNatsServer(), bundleBin('src/main.ts')]);
    bus = await connect({ servers: nats.url, logger: silentLogger });
    await provision(bus, defaultTopology());
  }, 60_000);
  afterAll(async () => {
    // A failed test must not leave its process behind.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await bus?.close();
    await nats?.stop();
    await main?.dispose();
  });

  // The two refusals are processes of their own that share nothing: they start side by side.
  it.concurrent('refuses to start without CLICKHOUSE_URL, pointing at the embedded process', async () => {
    const run = startGateway({ NATS_URL: nats.url });
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toMatch(/CLICKHOUSE_URL: is required/);
    expect(run.stderr()).toMatch(/services\/embedded/);
  });

  it.concurrent('refuses to start without NATS_URL', async () => {
    const run = startGateway({ CLICKHOUSE_URL: 'http://127.0.0.1:8123' });
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toMatch(/NATS_URL: is required/);
    expect(run.stderr()).not.toMatch(/services\/embedded/);
  });

  it('serves with keys from NATS while the store is down, reports it not ready, and stops on SIGTERM', async () => {
    const keys = await NatsKeyStore.open(bus);
    const { key, keyId, hash } = generateApiKey();
    await keys.put({ key_id: keyId, hash, name: 'main-process-test', created_at: new Date().toISOString(), entitlements: [] });
    keys.close();
    // A server mode store that is not there: the process starts anyway and answers 503 until it is.
    const downStore = `http://127.0.0.1:${await freePort()}`;
    const run = startGateway({ NATS_URL: nats.url, CLICKHOUSE_URL: downStore });
    const url = await run.listening;

    const platforms = await fetch(`${url}/v1/meta/platforms`, { headers: { 'x-api-key': key } });
    expect(platforms.status).toBe(200);
    expect((await fetch(`${url}/v1/meta/platforms`)).status).toBe(401);

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    const checks = ((await ready.json()) as { checks: { name: string; ok: boolean }[] }).checks;
    // Every kind's search projection loads from NATS alone; only the store is down.
    expect(checks.slice(0, 2).map((c) => [c.name, c.ok])).toEqual([
      ['store', false],
      ['nats', true],
    ]);
    expect(checks.map((c) => c.name)).toContain('search:listing search');
    expect(checks.filter((c) => c.name !== 'store').every((c) => c.ok)).toBe(true);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.stdout()).not.toContain(key);
    const closed = run
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; handler?: string })
      .filter((l) => l.msg === 'closing')
      .map((l) => l.handler);
    expect(closed).toEqual(['http', 'bus', 'store']);
  }, 60_000);
});
