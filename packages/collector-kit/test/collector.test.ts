import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, connect, getJson, openBucket, Publisher, silentLogger, type Bus } from '@estate/bus';
import { checkManifest, decodeEvent, type AnyEvent, type EventOf } from '@estate/events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishJobRequest } from '../src/job-request.js';
import type { CollectorLogger } from '../src/logger.js';
import { serveMetrics } from '../src/metrics.js';
import { runCollector, type CollectorHandle } from '../src/run-collector.js';
import { fakeDefinition, FAKE_PLATFORM, jsonLinesParser, writeFakeSamples } from './fake-platform.js';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';

let server: NatsServerHandle;
let bus: Bus;
let samplesDir: string;
const handles: CollectorHandle[] = [];
let lines: Array<{ level: string; msg: string | undefined; obj: object }> = [];

const logger: CollectorLogger = {
  debug: (obj, msg) => lines.push({ level: 'debug', msg, obj }),
  info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
  warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
  error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
};

beforeEach(async () => {
  server = await startNatsServer();
  bus = await connect({ servers: server.url, name: 'collector-kit-test', maxReconnectAttempts: 0, logger: silentLogger });
  samplesDir = await mkdtemp(join(tmpdir(), 'estate-collector-'));
  lines = [];
});

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.stop()));
  await bus.close();
  await server.stop();
  await rm(samplesDir, { recursive: true, force: true });
});

async function start(...args: Parameters<typeof runCollector>): Promise<CollectorHandle> {
  const handle = await runCollector(...args);
  handles.push(handle);
  return handle;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Messages per subject in OBSERVATIONS for the fake platform. */
async function subjectCounts(): Promise<Record<string, number>> {
  const info = await bus.jsm.streams.info('OBSERVATIONS', { subjects_filter: `>` });
  return info.state.subjects ?? {};
}

async function readEvents(subject: string): Promise<AnyEvent[]> {
  const count = (await subjectCounts())[subject] ?? 0;
  if (count === 0) return [];
  const consumer = await bus.js.consumers.get('OBSERVATIONS', { filter_subjects: [subject] });
  const events: AnyEvent[] = [];
  const messages = await consumer.fetch({ max_messages: count, expires: 2_000 });
  for await (const m of messages) {
    const decoded = decodeEvent(m.data);
    if (!decoded.ok) throw new Error(`undecodable event on ${m.subject}`);
    events.push(decoded.event);
    if (events.length === count) break;
  }
  return events;
}

const base = { samplesDir: '', intervalMs: 60_000, logger, heartbeatMs: 100 };

describe('runCollector against a real nats-server', () => {
  it('replays its samples, publishes its observations, keeps its manifest, counts its metrics and reports its run', async () => {
    const expected = (await writeFakeSamples(samplesDir, { seed: 11, size: 60 })).length;
    const handle = await start(fakeDefinition(), { ...base, bus, samplesDir, instanceId: 'test-a', progressEvery: 20 });
    await waitFor(() => handle.lastRun() !== undefined, 'the first run');
    const report = handle.lastRun();
    expect(report).toMatchObject({
      status: 'success',
      truncated: false,
      reported: true,
      counts: { records: 2 * expected, published: 2 * expected, errors: 0, by_kind: { listing: expected, media: expected } },
    });
    expect(report?.error_code).toBeUndefined();
    const metrics = await handle.metrics.text();
    expect(metrics).toContain(`estate_collector_runs_total{status="success",platform="zillow",instance="test-a"} 1`);
    expect(metrics).toContain(`estate_collector_observations_total{kind="listing",platform="zillow",instance="test-a"} ${expected}`);
    expect(metrics).toContain(`estate_collector_pages_total{platform="zillow",instance="test-a"} ${report?.counts.pages}`);

    const counts = await subjectCounts();
    expect(counts).toMatchObject({ 'obs.zillow.listing': expected, 'obs.zillow.media': expected, 'runs.zillow.completed': 1 });
    const [run] = (await readEvents('runs.zillow.completed')) as EventOf<'source_run.completed'>[];
    expect(run).toMatchObject({
      platform: 'zillow',
      provider: 'collector-zillow/replay',
      collector: { name: 'collector-zillow', run_id: report?.run_id },
      data: { status: 'success', truncated: false, mode: 'replay', countries: ['US', 'GB'], counts: { records: 2 * expected, errors: 0, pages: report?.counts.pages } },
    });
    const [listing] = (await readEvents('obs.zillow.listing')) as EventOf<'listing.observed'>[];
    expect(listing?.observed_at).toBe(report?.observed_at);
    expect(lines.filter((l) => l.msg === 'collection progress').length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.msg === 'collection run finished')).toBe(true);

    // The manifest is in the bucket under <platform>.<instance> and its heartbeat moves on.
    const kv = await openBucket(bus, BUCKETS.collectors);
    const stored = await getJson(kv, 'zillow.test-a');
    const check = checkManifest(stored);
    expect(check.ok).toBe(true);
    expect(stored).toMatchObject({ platform: 'zillow', instance_id: 'test-a', mode: 'replay', operations: fakeDefinition().operations, accepts_jobs: false });
    const firstSeen = (stored as { last_seen_at: string }).last_seen_at;
    await waitFor(async () => ((await getJson(kv, 'zillow.test-a')) as { last_seen_at: string }).last_seen_at !== firstSeen, 'a heartbeat');

    // The same payloads at the same observation time make the same ids: the stream drops them.
    const again = await handle.runNow({ observedAt: report?.observed_at ?? '' });
    expect(again.counts.records).toBe(2 * expected);
    expect((await subjectCounts())['obs.zillow.listing']).toBe(expected);

    await handle.stop();
    expect(await getJson(kv, 'zillow.test-a')).toBeUndefined();
    const keys: string[] = [];
    for await (const k of await kv.keys()) keys.push(k);
    expect(keys).toEqual([]);
  });

  it('reports a truncated payload as partial with its error code, and loses no other record', async () => {
    const total = (await writeFakeSamples(samplesDir, { seed: 12, size: 60, pageSize: 10 })).length;
    const page2 = join(samplesDir, FAKE_PLATFORM, 'search', 'page-0002.jsonl');
    const page3 = join(samplesDir, FAKE_PLATFORM, 'search', 'page-0003.jsonl');
    const rows2 = (await readFile(page2, 'utf8')).split('\n').filter(Boolean);
    // Cut page 2 in the middle of its 5th line: 4 records survive, 6 are gone.
    await writeFile(page2, `${rows2.slice(0, 4).join('\n')}\n${(rows2[4] ?? '').slice(0, 30)}`);
    // Garble one line of page 3: only that record is lost.
    const rows3 = (await readFile(page3, 'utf8')).split('\n').filter(Boolean);
    rows3[1] = '{"id": oops';
    await writeFile(page3, `${rows3.join('\n')}\n`);
    const good = total - 6 - 1;

    const handle = await start(fakeDefinition(), { ...base, bus, samplesDir, instanceId: 'test-b' });
    await waitFor(() => handle.lastRun() !== undefined, 'the first run');
    expect(handle.lastRun()).toMatchObject({
      status: 'partial',
      error_code: 'truncated_payload',
      truncated: true,
      counts: { records: 2 * good, errors: 2, by_kind: { listing: good, media: good } },
    });
    expect(handle.lastRun()?.issues.map((i) => [i.error_code, i.path])).toEqual([
      ['truncated_payload', 'search/page-0002.jsonl'],
      ['parse_error', 'search/page-0003.jsonl'],
    ]);
    expect((await subjectCounts())['obs.zillow.listing']).toBe(good);
    const [run] = (await readEvents('runs.zillow.completed')) as EventOf<'source_run.completed'>[];
    expect(run?.data).toMatchObject({ status: 'partial', error_code: 'truncated_payload', truncated: true, counts: { errors: 2 } });

    // The collector is still there: it runs again and keeps its manifest.
    const next = await handle.runNow();
    expect(next.status).toBe('partial');
    expect(await getJson(await openBucket(bus, BUCKETS.collectors), 'zillow.test-b')).toBeDefined();
  });

  it('keeps its schedule through failed runs', async () => {
    let broken = true;
    const definition = fakeDefinition({
      parse: (payload, context) => {
        if (broken) throw new Error('parser exploded');
        return jsonLinesParser(payload, context);
      },
    });
    await writeFakeSamples(samplesDir, { seed: 13, size: 60 });
    const handle = await start(definition, { ...base, bus, samplesDir, intervalMs: 250, instanceId: 'test-c' });
    await waitFor(async () => ((await subjectCounts())['runs.zillow.completed'] ?? 0) >= 2, 'two failed runs');
    const failed = (await readEvents('runs.zillow.completed')) as EventOf<'source_run.completed'>[];
    expect(failed.every((r) => r.data.status === 'failed' && r.data.error_code === 'parse_error')).toBe(true);
    expect((await subjectCounts())['obs.zillow.listing']).toBeUndefined();

    broken = false;
    await waitFor(() => handle.lastRun()?.status === 'success', 'a successful run after the failures');
    expect((await subjectCounts())['obs.zillow.listing']).toBeGreaterThan(0);
    expect(await getJson(await openBucket(bus, BUCKETS.collectors), 'zillow.test-c')).toBeDefined();
  });

  it('answers a read job from its work queue with a restricted, tagged collection', async () => {
    await writeFakeSamples(samplesDir, { seed: 14, size: 120 });
    const handle = await start(fakeDefinition(), { ...base, bus, samplesDir, instanceId: 'test-d', jobs: true });
    await waitFor(() => handle.lastRun() !== undefined, 'the scheduled run');
    expect(handle.manifest().accepts_jobs).toBe(true);
    // A collector serving listing searches that takes jobs serves the job operations too.
    expect(handle.manifest().operations).toEqual(expect.arrayContaining(['searchListings', 'createReadJob', 'getReadJob', 'getReadJobResults']));
    const scheduled = (await subjectCounts())['obs.zillow.listing'] ?? 0;

    const publisher = new Publisher(bus, { logger: silentLogger });
    await publishJobRequest(publisher, FAKE_PLATFORM, { job_id: 'job_t1', operation: 'listings.search', params: { country: 'US', price: { max: 900_000 } }, max_results: 5 });
    await publisher.flush();
    await waitFor(async () => ((await subjectCounts())['runs.zillow.job_progress'] ?? 0) >= 2, 'the job to finish');

    const progress = (await readEvents('runs.zillow.job_progress')) as EventOf<'job.progress'>[];
    expect(progress.map((p) => [p.job_id, p.data.status, p.data.result_count])).toEqual([
      ['job_t1', 'running', undefined],
      ['job_t1', 'succeeded', 5],
    ]);
    const runs = (await readEvents('runs.zillow.completed')) as EventOf<'source_run.completed'>[];
    const jobRun = runs.find((r) => r.job_id === 'job_t1');
    expect(jobRun?.data).toMatchObject({ status: 'success', truncated: true, operation: 'createReadJob', counts: { by_kind: { listing: 5, media: 5 } } });
    const listings = (await readEvents('obs.zillow.listing')) as EventOf<'listing.observed'>[];
    const tagged = listings.filter((l) => l.job_id === 'job_t1');
    expect(listings.length).toBe(scheduled + 5);
    expect(tagged).toHaveLength(5);
    for (const l of tagged) {
      expect(l.data.country).toBe('US');
      expect(Number(l.data.price?.amount)).toBeLessThanOrEqual(900_000);
    }
    // Work-queue retention: the job is gone from the stream once answered.
    await waitFor(async () => (await bus.jsm.streams.info('JOBS')).state.messages === 0, 'the job to be acknowledged');
  });

  it('without samples: logs what to do, reports failed runs, stays up, and replays them once they are there', async () => {
    const handle = await start(fakeDefinition(), { ...base, bus, samplesDir, instanceId: 'test-e' });
    expect(lines.find((l) => l.level === 'error')?.msg).toMatch(/^no replay payloads at .*zillow: generate them/);
    await waitFor(() => handle.lastRun() !== undefined, 'the first run');
    expect(handle.lastRun()).toMatchObject({ status: 'failed', error_code: 'not_collected', counts: { records: 0 } });
    expect(handle.lastRun()?.message).toMatch(/no replay payloads at/);
    expect(await getJson(await openBucket(bus, BUCKETS.collectors), 'zillow.test-e')).toBeDefined();

    const rows = await writeFakeSamples(samplesDir, { seed: 15, size: 30 });
    const next = await handle.runNow();
    expect(next).toMatchObject({ status: 'success', counts: { by_kind: { listing: rows.length } } });
    expect(await handle.metrics.text()).toContain('estate_collector_fetch_errors_total{code="not_collected",platform="zillow",instance="test-e"} 1');
  });

  it('serves its metrics at /metrics when asked to', async () => {
    await writeFakeSamples(samplesDir, { seed: 16, size: 20 });
    const handle = await start(fakeDefinition(), { ...base, bus, samplesDir, instanceId: 'test-f' });
    await waitFor(() => handle.lastRun() !== undefined, 'the first run');
    const server = await serveMetrics(handle.metrics, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('estate_collector_last_run_duration_seconds{platform="zillow",instance="test-f"}');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
