/**
 * Live mode end to end: each collector, run by the kit's real run path in live mode against a
 * loopback server that serves its platform's native pages (with a 429 and Retry-After, a 503, a
 * truncated page and a robots.txt that forbids a page), publishes the same observations as the
 * same collector replaying the same pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { pageOfPath, runCollector, type CollectorDefinition, type CollectorOptions, type LivePlan, type RunReport } from '@estate/collector-kit';
import { collector as fotocasa } from '@estate/collector-fotocasa';
import { collector as idealista } from '@estate/collector-idealista';
import { collector as immoscout24 } from '@estate/collector-immoscout24';
import { collector as immowelt } from '@estate/collector-immowelt';
import { collector as lifullhomes } from '@estate/collector-lifullhomes';
import { collector as realtor } from '@estate/collector-realtor';
import { collector as rightmove } from '@estate/collector-rightmove';
import { collector as suumo } from '@estate/collector-suumo';
import { collector as zillow } from '@estate/collector-zillow';
import { collector as zoopla } from '@estate/collector-zoopla';
import { decodeEvent, STREAM_NAMES, subjectFor, type AnyEvent, type EventOf } from '@estate/events';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPage, nativePages, PLATFORMS, readPage, truncatePage, writeNativePages, type NativePage, type Platform } from './support/native-pages.js';
import { builtEntry } from './support/built.js';

const COLLECTORS: Record<Platform, CollectorDefinition> = { zillow, rightmove, idealista, immoscout24, suumo, zoopla, lifullhomes, realtor, fotocasa, immowelt };

/** The searches the sample universe (seed 7, size 300) has pages for: live starts where replay does. */
const SEARCHES: Record<Platform, string[]> = {
  zillow: ['homes/for_sale'],
  rightmove: ['REGION^87490', 'overseas/spain', 'overseas/usa'],
  idealista: ['0-EU-ES'],
  immoscout24: ['de/wohnung-haus-kaufen'],
  suumo: ['chukomansion', 'shinchikumansion', 'chukoikkodate'],
  zoopla: ['uk'],
  lifullhomes: ['chuko'],
  realtor: ['United-States'],
  fotocasa: ['espana'],
  // The search the generator records (`locations=AD02DE1`, all of Germany): `search/page-NNNN.html`.
  immowelt: ['AD02DE1'],
};

/** Every page is dated so, and the live clock starts there: relative dates ("added today") read alike in both modes. */
const RETRIEVED_AT = new Date('2026-10-28T12:00:00.000Z');
const RETRY_AFTER_SECONDS = 1;

let nats: NatsServerHandle;
let bus: Bus;
let workDir: string;

beforeAll(async () => {
  nats = await startNatsServer({ syncInterval: '1s' });
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  workDir = await mkdtemp(join(tmpdir(), 'estate-live-'));
  await writeNativePages(workDir, { seed: 7, size: 300, retrievedAt: RETRIEVED_AT });
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The pages the server misbehaves on, chosen from the folder: the first result page and three detail pages. */
interface Faults {
  rateLimited: string;
  failing: string;
  truncated: string;
  forbidden: string;
}

// A building's page (SUUMO's 物件ライブラリー, Zillow's /b/) is linked from its units' pages only:
// a cut or refused unit page would hide a building with one unit from live mode while replay
// still reads it, so the fault pages are pages that link no building. Zillow's link is a path of
// its own site: immowelt's image host (`mms.immowelt.de/b/5/6/f/…`) links no building.
const BUILDING_LINK = /\/library\/(?:[^/"]+\/)*to_\d+|(?:"|zillow\.com)\/b\/[a-z0-9-]+\//;

async function chooseFaults(dir: string, pages: readonly NativePage[]): Promise<Faults> {
  const results = pages.filter((p) => pageOfPath(p.path) !== undefined);
  const candidates = pages.filter((p) => pageOfPath(p.path) === undefined);
  const linking = await Promise.all(candidates.map(async (p) => BUILDING_LINK.test(await readPage(dir, p.path))));
  const details = candidates.filter((_, i) => !linking[i]);
  const [first] = results;
  const [failing, truncated, forbidden] = details;
  if (!first || !failing || !truncated || !forbidden) throw new Error('the sample folder has too few pages');
  return { rateLimited: first.path, failing: failing.path, truncated: truncated.path, forbidden: forbidden.path };
}

/**
 * The path robots.txt refuses: the forbidden page's URL as live mode would find it, following the
 * plan's links from its start over the folder's pages. A detail URL need not contain the id its
 * page is recorded under (realtor's `…_M11403-23550` is property 1140323550).
 */
async function refusedPath(definition: CollectorDefinition, searches: string[], dir: string, pages: readonly NativePage[], forbidden: string): Promise<string> {
  const plan = definition.live?.({ searches, baseUrl: 'http://127.0.0.1' });
  if (!plan) throw new Error(`collector-${definition.platform} has no live plan`);
  const inFolder = new Set(pages.map((p) => p.path));
  const queue = [...(plan.requests({}) as Iterable<{ url: string }>)].map((r) => r.url);
  const seen = new Set<string>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const path = plan.recordedPath(url);
    if (path === forbidden) return new URL(url).pathname;
    if (seen.has(path) || !inFolder.has(path)) continue;
    seen.add(path);
    const payload = { path, content_type: pages.find((p) => p.path === path)?.content_type ?? 'text/html', body: await readPage(dir, path) };
    const read = definition.parse(payload, { observedAt: RETRIEVED_AT.toISOString(), retrievedAt: RETRIEVED_AT.toISOString() });
    queue.push(...(plan.discover?.(payload, read, url) ?? []).map((l) => l.url));
  }
  throw new Error(`live mode finds no link to ${forbidden}`);
}

interface Traffic {
  /** Recorded path of every request (robots.txt as itself), in order, with when it came. */
  requests: { path: string; at: number }[];
}

function send(res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(body);
}

/** The platform on 127.0.0.1: each URL answered with the page the plan records it under. */
async function servePlatform(dir: string, plan: LivePlan, pages: readonly NativePage[], faults: (Faults & { refused: string }) | undefined, traffic: Traffic): Promise<{ server: Server; baseUrl: string }> {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const hits = new Map<string, number>();
  let baseUrl = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname === '/robots.txt' ? 'robots.txt' : plan.recordedPath(url.toString());
    traffic.requests.push({ path, at: Date.now() });
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    if (path === 'robots.txt') return send(res, 200, 'text/plain', faults ? `User-agent: *\nDisallow: ${faults.refused}\n` : 'User-agent: *\nAllow: /\n');
    const page = byPath.get(path);
    if (!page) return send(res, 404, 'text/plain', 'not found');
    if (path === faults?.rateLimited && hit === 1) return send(res, 429, 'text/plain', 'slow down', { 'retry-after': String(RETRY_AFTER_SECONDS) });
    if (path === faults?.failing && hit === 1) return send(res, 503, 'text/plain', 'busy');
    readPage(dir, path).then(
      (body) => send(res, 200, `${page.content_type}; charset=utf-8`, body),
      () => send(res, 500, 'text/plain', 'unreadable'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, baseUrl };
}

/** Starts the collector, waits for the run it makes at start, stops it. */
async function firstRun(definition: CollectorDefinition, options: Omit<CollectorOptions, 'bus'>): Promise<RunReport> {
  const handle = await runCollector(definition, { bus, jobs: false, intervalMs: 3_600_000, logger: silentLogger, ...options });
  try {
    const deadline = Date.now() + 60_000;
    for (let report = handle.lastRun(); ; report = handle.lastRun()) {
      if (report) return report;
      if (Date.now() > deadline) throw new Error(`collector-${definition.platform} made no run in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await handle.stop();
  }
}

/** Every observation event a run published, read back from the stream. */
async function eventsOf(runId: string): Promise<AnyEvent[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.observations);
  const events: AnyEvent[] = [];
  if (info.state.messages === 0) return events;
  const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, { filter_subjects: ['obs.>'] });
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

/** When a payload was read and when it was observed differ by mode by design; everything else must not. */
function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'observed_at' && k !== 'retrieved_at').map(([k, v]) => [k, withoutTimes(v)]));
}

function observations(events: readonly AnyEvent[]): string[] {
  return events.map((e) => JSON.stringify({ type: e.type, data: withoutTimes(e.data) })).sort();
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('live mode against a loopback platform', () => {
  it.each(PLATFORMS)('%s: live observes what replay observes, politely', async (platform) => {
    const definition = COLLECTORS[platform];
    const dir = join(workDir, platform);
    const folder = await nativePages(dir);
    const faults = await chooseFaults(dir, folder);
    const settings = { searches: SEARCHES[platform] };
    const plan = definition.live?.(settings);
    if (!plan) throw new Error(`collector-${platform} has no live plan`);
    const refused = await refusedPath(definition, settings.searches, dir, folder, faults.forbidden);
    await truncatePage(dir, faults.truncated);
    // Live mode never gets the forbidden page; replay reads the same pages without it.
    await dropPage(dir, faults.forbidden);
    const pages = await nativePages(dir);

    const traffic: Traffic = { requests: [] };
    const { server, baseUrl } = await servePlatform(dir, plan, pages, { ...faults, refused }, traffic);
    let live: RunReport;
    try {
      const clockStart = Date.now();
      live = await firstRun(definition, {
        mode: 'live',
        instanceId: `live-${platform}`,
        liveSettings: { ...settings, baseUrl },
        // Fast enough for a test; the politeness itself is what is checked.
        live: { ratePerSecond: 200, burst: 10, baseDelayMs: 20, maxDelayMs: 100, timeoutMs: 10_000, now: () => RETRIEVED_AT.getTime() + (Date.now() - clockStart) },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const replay = await firstRun(definition, { mode: 'replay', instanceId: `replay-${platform}`, samplesDir: workDir });

    // The same observations, listings and media alike.
    const liveEvents = (await eventsOf(live.run_id)).filter((e) => e.type !== 'source_run.completed');
    const replayEvents = (await eventsOf(replay.run_id)).filter((e) => e.type !== 'source_run.completed');
    expect(countBy(replayEvents, (e) => e.type)['listing.observed'] ?? 0).toBeGreaterThan(0);
    expect(countBy(liveEvents, (e) => e.type)).toEqual(countBy(replayEvents, (e) => e.type));
    expect(observations(liveEvents)).toEqual(observations(replayEvents));

    // Every page of the folder was requested once, the two refused ones twice, the forbidden one never.
    const requested = countBy(traffic.requests, (r) => r.path);
    const expected = Object.fromEntries([['robots.txt', 1], ...pages.map((p) => [p.path, p.path === faults.rateLimited || p.path === faults.failing ? 2 : 1])]);
    expect(requested).toEqual(expected);
    expect(requested[faults.forbidden]).toBeUndefined();
    // Retry-After was waited out, not just retried.
    const limited = traffic.requests.filter((r) => r.path === faults.rateLimited);
    expect((limited[1]?.at ?? 0) - (limited[0]?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 10);

    // The forbidden page is reported as blocked; the cut page as truncated, in both modes alike.
    const blocked = live.issues.filter((i) => i.error_code === 'blocked');
    expect(blocked).toHaveLength(1);
    expect(blocked[0]?.message).toMatch(/robots\.txt/);
    expect(blocked[0] && plan.recordedPath(blocked[0].path ?? '')).toBe(faults.forbidden);
    const parseIssues = (report: RunReport) => report.issues.filter((i) => i.error_code !== 'blocked').map((i) => `${i.error_code} ${i.path ?? ''}`).sort();
    expect(parseIssues(live)).toEqual(parseIssues(replay));
    expect(parseIssues(live)).toContain(`truncated_payload ${faults.truncated}`);
    expect(live.truncated).toBe(true);
    expect(live.counts.pages).toBe(pages.length);
    expect(replay.counts.pages).toBe(pages.length);
  }, 120_000);
});

describe('live plans page within their limit', () => {
  it.each(PLATFORMS)('%s follows the next result page only up to maxPages, and stays on its base URL', async (platform) => {
    const dir = join(workDir, platform);
    const baseUrl = 'http://127.0.0.1:9';
    const linksOf = async (maxPages: number) => {
      const plan = COLLECTORS[platform].live?.({ baseUrl, searches: SEARCHES[platform], maxPages });
      if (!plan) throw new Error(`collector-${platform} has no live plan`);
      const [first] = [...(plan.requests({}) as Iterable<{ url: string }>)];
      if (!first) throw new Error(`collector-${platform} starts nowhere`);
      const path = plan.recordedPath(first.url);
      const payload = { path, content_type: 'text/html', body: await readPage(dir, path) };
      // What the kit hands discover: the page's own read (a plan may follow the results it read).
      const read = COLLECTORS[platform].parse(payload, { observedAt: RETRIEVED_AT.toISOString(), retrievedAt: RETRIEVED_AT.toISOString() });
      const links = plan.discover?.(payload, read, first.url) ?? [];
      return { path, pages: links.map((l) => plan.recordedPath(l.url)).filter((p) => pageOfPath(p) !== undefined), urls: links.map((l) => l.url) };
    };
    const open = await linksOf(10);
    const folder = (await nativePages(dir)).map((p) => p.path);
    const second = open.path.replace('page-0001', 'page-0002');
    expect(open.pages).toEqual(folder.includes(second) ? [second] : []);
    expect(open.urls.length).toBeGreaterThan(open.pages.length);
    expect(open.urls.every((u) => u.startsWith(`${baseUrl}/`))).toBe(true);
    const limited = await linksOf(1);
    expect(limited.pages).toEqual([]);
    expect(limited.urls.length).toBe(open.urls.length - open.pages.length);
  });
});

describe('COLLECTOR_MODE=live', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

  /** The newest run report of a platform published after `afterSeq`, once there is one. */
  async function reportAfter(platform: Platform, afterSeq: number, deadline: number): Promise<EventOf<'source_run.completed'>> {
    for (;;) {
      const last = await bus.jsm.streams.getMessage(STREAM_NAMES.observations, { last_by_subj: subjectFor('source_run.completed', platform) }).catch(() => undefined);
      const decoded = last && last.seq > afterSeq ? decodeEvent(last.data) : undefined;
      if (decoded?.ok && decoded.event.type === 'source_run.completed') return decoded.event;
      if (Date.now() > deadline) throw new Error(`collector-${platform} published no run report`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('starts every collector process live, collecting from its base URL', async () => {
    const servers: Server[] = [];
    const children: ChildProcess[] = [];
    try {
      const afterSeq = (await bus.jsm.streams.info(STREAM_NAMES.observations)).state.last_seq;
      for (const platform of PLATFORMS) {
        const dir = join(workDir, platform);
        const plan = COLLECTORS[platform].live?.({});
        if (!plan) throw new Error(`collector-${platform} has no live plan`);
        const { server, baseUrl } = await servePlatform(dir, plan, await nativePages(dir), undefined, { requests: [] });
        servers.push(server);
        const env = {
          ...process.env,
          NATS_URL: nats.url,
          COLLECTOR_MODE: 'live',
          COLLECTOR_BASE_URL: baseUrl,
          COLLECTOR_SEARCHES: SEARCHES[platform].join(','),
          COLLECTOR_REQUESTS_PER_SECOND: '100',
          COLLECTOR_JOBS: 'false',
          COLLECT_INTERVAL_MS: '600000',
          LOG_LEVEL: 'warn',
        };
        children.push(spawn(process.execPath, [builtEntry(`collector-${platform}`)], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
      }
      const deadline = Date.now() + 90_000;
      for (const platform of PLATFORMS) {
        const report = await reportAfter(platform, afterSeq, deadline);
        expect(report.data.mode, platform).toBe('live');
        expect(report.provider, platform).toBe(`collector-${platform}/live`);
        expect(report.data.counts.records, platform).toBeGreaterThan(0);
      }
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  }, 120_000);
});
