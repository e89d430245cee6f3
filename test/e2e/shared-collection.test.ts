/**
 * Collectors that share a collection: three processes of one collector in live mode
 * (COLLECTOR_SHARED=true) against a loopback platform, one SIGKILLed mid-run. Every page is
 * fetched once (bar what the dead one held), the run publishes what one instance alone
 * publishes, with one report, and the host never sees more than the shared budget.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectConsumerSpec, connect, defaultTopology, ensureConsumer, provision, silentLogger, type Bus } from '@estate/bus';
import { runCollector } from '@estate/collector-kit';
import { collector as rightmove } from '@estate/collector-rightmove';
import { decodeEvent, STREAM_NAMES, type AnyEvent } from '@estate/events';
import { RENDERERS, writeSamples } from '@estate/sample-data';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativePages } from './support/native-pages.js';
import { peakPerSecond, serveLoopbackPlatform, type PlatformTraffic } from './support/shared-platform.js';
import { builtEntry } from './support/built.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SEARCHES = ['REGION^87490', 'overseas/spain', 'overseas/usa'];
const BUDGET = 25;
const ACK_WAIT_MS = 2_000;

let nats: NatsServerHandle;
let bus: Bus;
let workDir: string;

beforeAll(async () => {
  nats = await startNatsServer({ syncInterval: '1s' });
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  // A short ack wait, so what the killed instance held comes back within the test.
  await ensureConsumer(bus, collectConsumerSpec('rightmove', { ackWaitMs: ACK_WAIT_MS }));
  workDir = await mkdtemp(join(tmpdir(), 'estate-shared-e2e-'));
  await writeSamples({ outDir: workDir, seed: 7, size: 300, renderers: [RENDERERS.rightmove] });
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function eventsOf(filter: (e: AnyEvent) => boolean): Promise<AnyEvent[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const events: AnyEvent[] = [];
  if (info.state.messages === 0) return events;
  const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, { filter_subjects: ['obs.>', 'runs.>'] });
  const messages = await consumer.consume({ max_messages: 1000 });
  try {
    for await (const m of messages) {
      const decoded = decodeEvent(m.data);
      if (decoded.ok && filter(decoded.event)) events.push(decoded.event);
      if (m.seq >= info.state.last_seq || m.info.pending === 0) break;
    }
  } finally {
    await messages.close();
  }
  return events;
}

function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'observed_at' && k !== 'retrieved_at').map(([k, v]) => [k, withoutTimes(v)]));
}

const observations = (events: readonly AnyEvent[]) => events.filter((e) => e.type !== 'source_run.completed').map((e) => JSON.stringify({ type: e.type, data: withoutTimes(e.data) })).sort();

async function until<T>(what: string, deadline: number, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('collectors that share a collection', () => {
  it('three live instances, one killed mid-run: every page once, the same observations, one report, within the budget', async () => {
    const dir = join(workDir, 'rightmove');
    const pages = await nativePages(dir);
    const plan = rightmove.live?.({ searches: SEARCHES });
    if (!plan) throw new Error('collector-rightmove has no live plan');

    // One instance alone, as today, for the observations to compare with.
    const aloneTraffic: PlatformTraffic = { requests: [] };
    const alonePlatform = await serveLoopbackPlatform(dir, plan, pages, 0, aloneTraffic);
    let aloneRunId: string;
    try {
      const alone = await runCollector(rightmove, { bus, mode: 'live', jobs: false, intervalMs: 3_600_000, logger: silentLogger, instanceId: 'alone', liveSettings: { searches: SEARCHES, baseUrl: alonePlatform.baseUrl }, live: { ratePerSecond: 500, burst: 50 } });
      const report = await until('the lone run', Date.now() + 60_000, () => alone.lastRun());
      aloneRunId = report.run_id;
      await alone.stop();
    } finally {
      await alonePlatform.close();
    }
    const single = observations(await eventsOf((e) => e.collector.run_id === aloneRunId));
    expect(single.length).toBeGreaterThan(0);

    const traffic: PlatformTraffic = { requests: [] };
    const platform = await serveLoopbackPlatform(dir, plan, pages, 20, traffic);
    const children: ChildProcess[] = [];
    const afterSeq = (await bus.jsm.streams.info(STREAM_NAMES.observations)).state.last_seq;
    try {
      for (let i = 0; i < 3; i++) {
        const env = {
          ...process.env,
          NATS_URL: nats.url,
          COLLECTOR_MODE: 'live',
          COLLECTOR_SHARED: 'true',
          COLLECTOR_BASE_URL: platform.baseUrl,
          COLLECTOR_SEARCHES: SEARCHES.join(','),
          COLLECTOR_REQUESTS_PER_SECOND: String(BUDGET),
          COLLECTOR_JOBS: 'false',
          COLLECT_INTERVAL_MS: '3600000',
          LOG_LEVEL: 'warn',
        };
        children.push(spawn(process.execPath, [builtEntry('collector-rightmove')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
      }
      // Mid-run: a third of the pages fetched, the first instance dies holding what it took.
      await until('a third of the pages', Date.now() + 90_000, () => (traffic.requests.length >= pages.length / 3 ? true : undefined));
      children[0]?.kill('SIGKILL');
      const killedAt = traffic.requests.length;

      const reports = await until('the run report', Date.now() + 120_000, async () => {
        const found = await eventsOf((e) => e.type === 'source_run.completed' && e.platform === 'rightmove' && e.collector.run_id !== aloneRunId);
        return found.length > 0 ? found : undefined;
      });
      // Let a second report, if anything were to make one, arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const runId = reports[0]!.collector.run_id;
      const allReports = await eventsOf((e) => e.type === 'source_run.completed' && e.collector.run_id === runId);
      expect(allReports).toHaveLength(1);
      const shared = await eventsOf((e) => e.collector.run_id === runId);
      expect(shared.every((e) => e.collector.run_id === runId)).toBe(true);
      // Which pages never reached the host, and what the run reported, tell a lost fetch from a lost result.
      const notFetched = pages.map((p) => p.path).filter((path) => !traffic.requests.some((r) => r.path === path));
      expect(observations(shared), JSON.stringify({ report: reports[0]!.data, notFetched })).toEqual(single);
      expect(afterSeq).toBeLessThan((await bus.jsm.streams.info(STREAM_NAMES.observations)).state.last_seq);

      // Every page fetched; twice only what the dead instance held (one item at a time), robots.txt once per instance.
      const fetched = traffic.requests.filter((r) => r.path !== 'robots.txt');
      const counts = new Map<string, number>();
      for (const r of fetched) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
      expect(new Set(counts.keys())).toEqual(new Set(pages.map((p) => p.path)));
      const twice = [...counts.values()].filter((n) => n > 1).length;
      expect(twice).toBeLessThanOrEqual(1);
      expect(fetched.length).toBe(pages.length + twice);
      expect(traffic.requests.length - fetched.length).toBeLessThanOrEqual(3);
      expect(killedAt).toBeLessThan(traffic.requests.length);
      expect(peakPerSecond(traffic.requests.map((r) => r.at))).toBeLessThanOrEqual(BUDGET);
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
      await platform.close();
    }
  }, 120_000);
});
