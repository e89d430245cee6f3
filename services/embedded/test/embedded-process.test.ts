import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUCKETS, connect, defaultTopology, openBucket, provision, Publisher, putJson, silentLogger, type Bus } from '@estate/bus';
import { createEvent, manifestKey, type CollectorManifest } from '@estate/events';
import { freePort, startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  output: () => string;
  started: Promise<{ url: string; key: string }>;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();

function startEmbedded(env: Record<string, string>): Running {
  // The built process, as `npm start` runs it (turbo builds before it tests): through tsx it spent
  // most of its start transpiling the workspace, over a minute on a loaded CI machine.
  const child = spawn(process.execPath, [join(serviceDir, 'dist/main.js')], {
    cwd: serviceDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = new Promise<{ url: string; key: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`embedded did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const url = /estate gateway: (http:\/\/\S+)/.exec(output)?.[1];
      const key = /dev API key:\s+(estate_\S+)/.exec(output)?.[1];
      if (url && key) {
        clearTimeout(timer);
        resolve({ url, key });
      }
    });
    void exited.then((code) => reject(new Error(`embedded exited with ${code}:\n${output}`)));
  });
  started.catch(() => undefined);
  return { child, output: () => output, started, exited };
}

async function liveListings(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return Object.fromEntries([...text.matchAll(/^estate_live_listings\{platform="([^"]+)"\} (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
}

function listingEvent(platform: 'zillow' | 'rightmove', n: number) {
  const zillow = platform === 'zillow';
  return createEvent({
    type: 'listing.observed',
    platform,
    provider: `collector-${platform}/replay`,
    observed_at: new Date(Date.now() - 60_000),
    collector: { name: 'embedded-test', version: '0', run_id: 'run-1' },
    data: {
      native_id: String(500 + n),
      url: zillow ? `https://www.zillow.com/homedetails/${500 + n}_zpid/` : `https://www.rightmove.co.uk/properties/${500 + n}`,
      transaction: 'sale',
      status: 'active',
      price: { amount: String(100_000 + n), currency: zillow ? 'USD' : 'GBP', kind: 'asking' },
      property: { address: { country: zillow ? 'US' : 'GB', city: zillow ? 'Seattle' : 'Leeds' }, bedrooms: 2 },
      access_class: 'public_portal',
      country: zillow ? 'US' : 'GB',
    },
  });
}

function manifest(): CollectorManifest {
  const now = new Date().toISOString();
  return {
    platform: 'zillow',
    display_name: 'Zillow',
    countries: ['US'],
    record_kinds: ['listing'],
    operations: ['getListing', 'getPlatformListing'],
    selectors: {},
    provider: 'collector-zillow/replay',
    access_class: 'public_portal',
    mode: 'replay',
    version: '0.1.0',
    instance_id: 'test-1',
    started_at: now,
    last_seen_at: now,
  };
}

/** The process's log lines (its JSON lines; the banner is plain text). */
function logLines(output: string): { msg: string; time: string; handler?: string; err?: { message?: string } }[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; time: string; handler?: string; err?: { message?: string } });
}

/** When the process logged `msg`, in ms, once per line. */
function logTimes(output: string, msg: string): number[] {
  return logLines(output)
    .filter((l) => l.msg === msg)
    .map((l) => Date.parse(l.time));
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Every test spawns the process: a few seconds idle, tens of seconds on a loaded CI machine (one CI
// run failed here at the default 30 s), hence 90 s guards.
describe('the embedded process', () => {
  let nats: NatsServerHandle;
  let bus: Bus;
  let dataDir: string;
  beforeAll(async () => {
    nats = await startNatsServer({ syncInterval: '1s' });
    bus = await connect({ servers: nats.url, logger: silentLogger });
    dataDir = await mkdtemp(join(tmpdir(), 'estate-embedded-'));
  }, 60_000);
  afterAll(async () => {
    // A failed test must not leave its process behind.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await bus?.close();
    await nats?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('projects and serves in one process, stops in order, and resumes on the same data', async () => {
    const metricsPort = await freePort();
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const env = { NATS_URL: nats.url, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) };
    const first = startEmbedded(env);
    const { url, key } = await first.started;
    expect((await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim()).toBe(key);
    // The key is printed for the terminal, never logged.
    expect(first.output().split('\n').filter((l) => l.startsWith('{')).join('\n')).not.toContain(key);

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    const checks = ((await ready.json()) as { checks: { name: string; ok: boolean }[] }).checks;
    expect(checks.slice(0, 2)).toEqual([
      { name: 'store', ok: true },
      { name: 'nats', ok: true },
    ]);
    expect(checks).toContainEqual({ name: 'search:listing search', ok: true });
    expect(checks.every((c) => c.ok)).toBe(true);
    // The projector starts only once the gateway has loaded (its matcher warm would take the gateway's CPU).
    const warmed = await waitFor('the matcher warm', async () => logTimes(first.output(), 'property matcher warmed'), (times) => times.length > 0);
    const loaded = logTimes(first.output(), 'search projection loaded; ready');
    expect(loaded.length).toBeGreaterThan(5);
    expect(warmed[0]).toBeGreaterThanOrEqual(Math.max(...loaded));

    // The projector of this process writes what the gateway of this process reads.
    await provision(bus, defaultTopology());
    await putJson(await openBucket(bus, BUCKETS.collectors), manifestKey('zillow', 'test-1'), manifest());
    const publisher = new Publisher(bus);
    const events = [0, 1, 2].map((n) => listingEvent('zillow', n)).concat([0, 1].map((n) => listingEvent('rightmove', n)));
    for (const event of events) await publisher.publish(event);
    await publisher.flush();
    const counted = await waitFor('live listings', () => liveListings(metricsUrl), (l) => l.zillow === 3 && l.rightmove === 2);
    expect(counted).toEqual({ rightmove: 2, zillow: 3 });
    const listing = await waitFor(
      'getPlatformListing',
      async () => {
        const response = await fetch(`${url}/v1/zillow/listings/501`, { headers: { 'x-api-key': key } });
        return { status: response.status, body: (await response.json()) as { data?: { native_id: string; source: { platform: string } } } };
      },
      (answer) => answer.status === 200,
    );
    expect(listing.body.data?.native_id).toBe('501');
    expect(listing.body.data?.source.platform).toBe('zillow');
    // The gateway's figures are on the metrics port with the projector's, and not on the API port.
    expect(await (await fetch(`${metricsUrl}/metrics`)).text()).toMatch(/^estate_gateway_requests_total\{operation="getPlatformListing",status_class="2xx"\} [1-9]/m);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const closed = logLines(first.output())
      .filter((l) => l.msg === 'closing' || l.msg === 'engine closing')
      .map((l) => `${l.msg === 'closing' ? '' : 'engine: '}${l.handler}`);
    // The serving thread closes its own, the engine thread last: the projector's batch in hand, then what it wrote to.
    expect(closed).toEqual(['http', 'metrics', 'store', 'bus', 'engine', 'engine: projector', 'engine: engine endpoint', 'engine: bus', 'engine: store']);

    const second = startEmbedded(env);
    const again = await second.started;
    expect(again.key).toBe(key);
    expect(await liveListings(metricsUrl)).toEqual({ rightmove: 2, zillow: 3 });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('closes what it opened, in order, when it cannot start', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const otherDir = await mkdtemp(join(tmpdir(), 'estate-embedded-'));
    try {
      const run = startEmbedded({ NATS_URL: nats.url, DATA_DIR: otherDir, PORT: String(port) });
      expect(await run.exited).toBe(1);
      const lines = logLines(run.output());
      expect(lines.find((l) => l.msg === 'embedded stack failed to start')?.err?.message).toMatch(/EADDRINUSE/);
      expect(lines.filter((l) => l.msg === 'closing').map((l) => l.handler)).toEqual(['store', 'bus', 'engine']);
      // The projector is closed first when it was consuming by then; a close while it still warms stops it unstarted.
      expect(lines.filter((l) => l.msg === 'engine closing').map((l) => l.handler).filter((h) => h !== 'projector')).toEqual(['engine endpoint', 'bus', 'store']);
    } finally {
      taken.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses a CLICKHOUSE_URL, naming server mode', async () => {
    const run = startEmbedded({ NATS_URL: nats.url, DATA_DIR: dataDir, CLICKHOUSE_URL: 'http://127.0.0.1:8123' });
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/CLICKHOUSE_URL is set, which means server mode/);
  }, 90_000);
});
