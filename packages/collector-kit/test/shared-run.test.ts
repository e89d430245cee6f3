/**
 * Shared collection runs against a real nats-server: several instances of one collector take
 * a run's pages from the work queue, and publish what one instance alone would have published,
 * once, with one run report; live, every instance together keeps one request budget per host.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, collectConsumerSpec, COLLECTION_STREAMS, connect, defaultTopology, ensureConsumer, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import { decodeEvent, STREAM_NAMES, type AnyEvent } from '@estate/events';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorDefinition, LivePlan } from '../src/definition.js';
import { runCollector, type CollectorHandle, type CollectorOptions } from '../src/run-collector.js';
import { LiveFetcher } from '../src/live-fetcher.js';
import { SharedHostBudget } from '../src/shared-budget.js';
import { SharedCollection } from '../src/shared-run.js';
import { collectSubjects } from '../src/work-items.js';
import { fakeDefinition, FAKE_PLATFORM, fakeRows, writeFakeSamples, type Row } from './fake-platform.js';

/**
 * How long an item may go unacknowledged before another instance gets it: the dead instance's item
 * comes back after this. Long enough that a live instance's "still working" (every third of it)
 * is not missed on a loaded machine: at 1.5 s, a CI run at load 16 saw items redelivered from
 * instances that were alive.
 */
const ACK_WAIT_MS = 6_000;
let nats: NatsServerHandle;
let bus: Bus;
let samplesDir: string;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, name: 'shared-run-test', logger: silentLogger });
  await provision(bus, defaultTopology());
  // A short ack wait, so an item a dead instance held comes back within the test.
  await ensureConsumer(bus, collectConsumerSpec(FAKE_PLATFORM, { ackWaitMs: ACK_WAIT_MS }));
  samplesDir = await mkdtemp(join(tmpdir(), 'estate-shared-'));
  await writeFakeSamples(samplesDir, { seed: 3, size: 120, pageSize: 10 });
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (samplesDir) await rm(samplesDir, { recursive: true, force: true });
});

async function startAll(count: number, definition: CollectorDefinition, options: Omit<CollectorOptions, 'bus'>): Promise<CollectorHandle[]> {
  const handles: CollectorHandle[] = [];
  for (let i = 0; i < count; i++) {
    handles.push(await runCollector(definition, { bus, jobs: false, intervalMs: 3_600_000, logger: silentLogger, instanceId: `${options.instanceId ?? 'i'}-${i}`, ...options }));
  }
  return handles;
}

/** Every event published under a run id, read back from the stream. */
async function eventsOf(runId: string): Promise<AnyEvent[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const events: AnyEvent[] = [];
  const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, { filter_subjects: ['obs.>', 'runs.>'] });
  const messages = await consumer.consume({ max_messages: 1000 });
  try {
    for await (const m of messages) {
      const decoded = decodeEvent(m.data);
      if (decoded.ok && decoded.event.collector.run_id === runId) events.push(decoded.event);
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

/** The observations of a run, times aside, in a stable order; and its reports. */
async function observationsOf(runId: string): Promise<{ observations: string[]; reports: AnyEvent[] }> {
  const events = await eventsOf(runId);
  return {
    observations: events
      .filter((e) => e.type !== 'source_run.completed')
      .map((e) => JSON.stringify({ type: e.type, data: withoutTimes(e.data) }))
      .sort(),
    reports: events.filter((e) => e.type === 'source_run.completed'),
  };
}

describe('shared replay runs', () => {
  it('three instances read each payload once and publish what one instance publishes, with one report', async () => {
    const [alone] = await startAll(1, fakeDefinition(), { mode: 'replay', samplesDir, instanceId: 'alone' });
    const single = await alone!.runNow({ observedAt: '2026-10-28T10:00:00.000Z', runId: 'replay-alone' });
    await alone!.stop();

    const handles = await startAll(3, fakeDefinition(), { mode: 'replay', samplesDir, instanceId: 'replay', shared: { schedule: false } });
    try {
      const report = await handles[0]!.runNow({ observedAt: '2026-10-28T10:00:01.000Z', runId: 'replay-shared' });
      expect(report.status).toBe(single.status);
      expect(report.counts).toEqual(single.counts);
      const [a, b] = [await observationsOf('replay-alone'), await observationsOf('replay-shared')];
      expect(a.observations.length).toBeGreaterThan(0);
      expect(b.observations).toEqual(a.observations);
      expect(b.reports).toHaveLength(1);
      // 12 pages and one finish item, each taken once, by whichever instance was free.
      const stats = handles.map((h) => h.sharedStats()!);
      expect(stats.reduce((n, s) => n + s.taken, 0)).toBe(12 + 1);
      expect(stats.reduce((n, s) => n + s.redelivered, 0)).toBe(0);
      expect(stats.filter((s) => s.taken > 0).length).toBeGreaterThan(1);
      // Asking again for the same run opens nothing and reports nothing more.
      expect((await handles[1]!.runNow({ runId: 'replay-shared' })).finished_at).toBe(report.finished_at);
      expect((await observationsOf('replay-shared')).reports).toHaveLength(1);
    } finally {
      await Promise.all(handles.map((h) => h.stop()));
    }
  }, 60_000);
});

/** The fake platform live: search pages of ten rows, each row's detail page a little different. */
function platformServer(rows: readonly Row[], pageSize: number): { start(): Promise<string>; stop(): Promise<void>; requests: { path: string; at: number }[] } {
  const requests: { path: string; at: number }[] = [];
  let server: Server | undefined;
  const line = (r: Row) => `${JSON.stringify(r)}\n`;
  return {
    requests,
    async start() {
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        requests.push({ path: `${url.pathname}${url.search}`, at: Date.now() });
        res.setHeader('content-type', 'application/x-ndjson');
        if (url.pathname === '/robots.txt') return res.end('User-agent: *\nAllow: /\n');
        if (url.pathname === '/search') {
          const page = Number(url.searchParams.get('page'));
          return res.end(rows.slice((page - 1) * pageSize, page * pageSize).map(line).join(''));
        }
        const row = rows.find((r) => `/d/${r.id}` === url.pathname);
        if (!row) {
          res.statusCode = 404;
          return res.end();
        }
        // The detail page says more: the merge of the two reads depends on their order.
        setTimeout(() => res.end(line({ ...row, title: `${row.title} (detail)`, beds: row.beds + 1 })), 10);
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    },
    async stop() {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

function livePlan(base: string, pages: number): LivePlan {
  return {
    requests: () => [{ url: `${base}/search?page=1` }],
    recordedPath: (url) => {
      const u = new URL(url);
      return u.pathname === '/search' ? `search/page-${String(u.searchParams.get('page')).padStart(4, '0')}.jsonl` : `detail${u.pathname}.jsonl`;
    },
    discover: (payload, parsed, url) => {
      if (!payload.path.startsWith('search/')) return [];
      const page = Number(new URL(url).searchParams.get('page'));
      const next = page < pages ? [{ url: `${base}/search?page=${page + 1}` }] : [];
      return [...next, ...parsed.observations.flatMap((o) => (o.kind === 'listing' ? [{ url: `${base}/d/${o.data.native_id}` }] : []))];
    },
  };
}

/** The most requests the platform saw in any one-second window. */
function peakPerSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while ((sorted[i] as number) - (sorted[j] as number) >= 1000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}

describe('shared scheduled runs', () => {
  // Whichever starts first claims its slot; the other, in the slot beside it, leaves the run to it.
  for (const first of ['before', 'after'] as const) {
    it(`two instances whose clocks straddle a slot boundary run once (the one ${first} the boundary started first)`, async () => {
      const hour = 3_600_000;
      // A made-up boundary per case, so the clocks stay clear of every other test's slots.
      const boundary = (Math.floor(Date.now() / hour) + (first === 'before' ? 1_000 : 2_000)) * hour;
      const began = Date.now();
      const clock = (offsetMs: number) => () => new Date(boundary + offsetMs + (Date.now() - began));
      const subject = `runs.${FAKE_PLATFORM}.completed`;
      const reports = async () => (await bus.jsm.streams.info(STREAM_NAMES.observations, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
      const runs = await openBucket(bus, BUCKETS.collectionRuns);
      const before = await reports();
      const start = (offsetMs: number) => runCollector(fakeDefinition(), { bus, jobs: false, intervalMs: hour, logger: silentLogger, instanceId: `at-${offsetMs}`, mode: 'replay', samplesDir, now: clock(offsetMs), shared: true });
      const offsets = first === 'before' ? [-1_000, 1_000] : [1_000, -1_000];
      const handles: CollectorHandle[] = [];
      try {
        for (const offset of offsets) handles.push(await start(offset));
        const deadline = Date.now() + 30_000;
        while ((await reports()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      } finally {
        for (const handle of handles.reverse()) await handle.stop();
      }
      const slot = boundary / hour;
      const claims = await Promise.all([slot - 1, slot].map(async (index) => (await runs.get(`${FAKE_PLATFORM}.slot.${index}`)) !== null));
      // The first to start claimed its own slot, and no one the other.
      expect(claims).toEqual(first === 'before' ? [true, false] : [false, true]);
      expect((await reports()) - before).toBe(1);
    }, 60_000);
  }
});

describe('shared live runs', () => {
  const rows = fakeRows(5, 40);
  const pages = 4;

  it('three instances fetch each page once, within one budget for all, and publish what one instance does', async () => {
    const platform = platformServer(rows, 10);
    const base = await platform.start();
    const definition = fakeDefinition({ live: () => livePlan(base, pages) });
    try {
      const [alone] = await startAll(1, definition, { mode: 'live', instanceId: 'live-alone', live: { ratePerSecond: 500, burst: 50 } });
      const single = await alone!.runNow({ observedAt: '2026-10-28T11:00:00.000Z', runId: 'live-alone' });
      await alone!.stop();
      platform.requests.length = 0;

      const budget = 15;
      const handles = await startAll(3, definition, { mode: 'live', instanceId: 'live', live: { ratePerSecond: budget }, shared: { concurrency: 2, schedule: false } });
      try {
        const report = await handles[1]!.runNow({ observedAt: '2026-10-28T11:00:01.000Z', runId: 'live-shared' });
        expect(report.counts).toEqual(single.counts);
        const [a, b] = [await observationsOf('live-alone'), await observationsOf('live-shared')];
        expect(a.observations.some((o) => o.includes('(detail)'))).toBe(true);
        expect(b.observations).toEqual(a.observations);
        expect(b.reports).toHaveLength(1);
      } finally {
        await Promise.all(handles.map((h) => h.stop()));
      }
      const pagesRequested = platform.requests.filter((r) => r.path !== '/robots.txt');
      expect(pagesRequested.length).toBe(pages + rows.length);
      expect(new Set(pagesRequested.map((r) => r.path)).size).toBe(pages + rows.length);
      expect(platform.requests.length - pagesRequested.length).toBeLessThanOrEqual(3);
      // The budget spaces grants, but a request reaches the site a little after its grant: on a
      // loaded machine two arrivals can close up, so one request of jitter is allowed (unshared,
      // the three instances would reach 45 a second). The budget is judged on pages, robots.txt aside.
      expect(peakPerSecond(pagesRequested.map((r) => r.at))).toBeLessThanOrEqual(budget + 1);
    } finally {
      await platform.stop();
    }
  }, 60_000);

  it('hands the items of an instance that died to the others; the run completes with the same observations', async () => {
    const platform = platformServer(rows, 10);
    const base = await platform.start();
    const definition = fakeDefinition({ live: () => livePlan(base, pages) });
    try {
      const [alone] = await startAll(1, definition, { mode: 'live', instanceId: 'dead-alone', live: { ratePerSecond: 500, burst: 50 } });
      await alone!.runNow({ observedAt: '2026-10-28T12:00:00.000Z', runId: 'dead-alone' });
      await alone!.stop();
      platform.requests.length = 0;

      // The run opened by an instance that takes nothing, its first page taken by one that dies holding it.
      const fetcher = new LiveFetcher({ ratePerSecond: 50 });
      const opener = await SharedCollection.start(
        { bus, definition, mode: 'live', plan: livePlan(base, pages), fetcher, provider: 'collector-zillow/live', version: '0.1.0', instanceId: 'opener', logger: silentLogger, now: () => new Date(), concurrency: 0 },
        await openBucket(bus, BUCKETS.collectionRuns),
      );
      expect(await opener.open({ observedAt: '2026-10-28T12:00:01.000Z', runId: 'dead-shared' })).toEqual({ runId: 'dead-shared', opened: true });
      const dead = await bus.js.consumers.get(COLLECTION_STREAMS.items, collectConsumerSpec(FAKE_PLATFORM).durable);
      const grabbed: string[] = [];
      for await (const m of await dead.fetch({ max_messages: 1, expires: 2_000 })) grabbed.push(m.subject);
      expect(grabbed).toEqual([collectSubjects.item(FAKE_PLATFORM, 'dead-shared')]);
      await opener.stop();
      await fetcher.close();

      const handles = await startAll(2, definition, { mode: 'live', instanceId: 'survivor', live: { ratePerSecond: 50 }, shared: { schedule: false } });
      try {
        const running = handles[0]!.runNow({ runId: 'dead-shared' });
        const report = await running;
        expect(report.reported).toBe(true);
        const [a, b] = [await observationsOf('dead-alone'), await observationsOf('dead-shared')];
        expect(b.observations).toEqual(a.observations);
        expect(b.reports).toHaveLength(1);
        const stats = handles.map((h) => h.sharedStats()!);
        const redelivered = stats.reduce((n, s) => n + s.redelivered, 0);
        // Every item the dead one held came back once; nothing else was taken twice.
        expect(redelivered).toBe(1);
        expect(stats.flatMap((s) => s.redeliveredPaths)).toEqual([`${base}/search?page=1`]);
        const pagesRequested = platform.requests.filter((r) => r.path !== '/robots.txt').map((r) => r.path);
        // The dead one fetched nothing before it died: every page once.
        expect(pagesRequested.length).toBe(pages + rows.length);
        expect(new Set(pagesRequested).size).toBe(pages + rows.length);
      } finally {
        await Promise.all(handles.map((h) => h.stop()));
      }
    } finally {
      await platform.stop();
    }
  }, 60_000);
});

describe('SharedHostBudget', () => {
  it('spaces the requests of every holder of one key by the interval, together', async () => {
    const kv = await openBucket(bus, BUCKETS.politeness);
    const rate = 40;
    const holders = [0, 1, 2].map(() => new SharedHostBudget(kv, 'host.test-spacing', { ratePerSecond: rate, guard: 0 }));
    const granted: number[] = [];
    await Promise.all(
      holders.map(async (budget) => {
        for (let i = 0; i < 10; i++) {
          await budget.take();
          granted.push(Date.now());
        }
      }),
    );
    granted.sort((a, b) => a - b);
    expect(granted).toHaveLength(30);
    // 30 turns at 40/s come 29 intervals apart; unspaced they would all come within a few ms. A
    // grant is stamped after its holder wakes, late by the machine's load (CI saw the first one
    // stamped after its KV write, 1 ms short of 29 intervals): two intervals of that lateness are allowed.
    expect((granted[29] as number) - (granted[0] as number)).toBeGreaterThanOrEqual(27 * (1000 / rate));
    expect(peakPerSecond(granted)).toBeLessThanOrEqual(rate + 1);
  }, 30_000);
});
