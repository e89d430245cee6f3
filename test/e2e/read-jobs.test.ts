/**
 * Read jobs end to end: a job asked through the API is queued on JOBS for each platform, run by
 * the collector processes (zillow replaying its samples, rightmove live against a loopback site
 * whose pages wait behind a gate, so the job is deterministically mid-run), tracked in NATS KV,
 * and its listings paged once it ended. Every call goes through the typed client.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { CapabilityBody, JobBody, ListingBody } from '@estate/contract';
import { collector as rightmove } from '@estate/collector-rightmove';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningChild } from '../support/child-process.js';
import { answered, clientFor, searchAllListings } from './support/api.js';
import { serveGatedPlatform, spawnLiveCollector, type GatedPlatform } from './support/gated-platform.js';
import { startStack, type Stack } from './support/stack.js';

const SEARCH = { bedrooms: { min: 2 } } as const;

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let site: GatedPlatform;
let live: RunningChild;
let pagesDir: string;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms\n${live?.tail().slice(-10).join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const getJob = async (id: string, client = api) => answered<JobBody>('getReadJob', client.GET('/v1/jobs/{job_id}', { params: { path: { job_id: id } } }));

beforeAll(async () => {
  stack = await startStack({ platforms: ['zillow'], sampleSize: 150 });
  api = clientFor(stack.url, stack.devKey);
  pagesDir = await mkdtemp(join(tmpdir(), 'estate-jobs-site-'));
  site = await serveGatedPlatform(rightmove, pagesDir, { seed: 7, size: 150 });
  live = spawnLiveCollector('rightmove', stack.natsUrl, site.baseUrl, ['REGION^87490']);
  await stack.waitForListings((l) => (l.get('zillow') ?? 0) > 0);
  // Both collectors take jobs once their manifests say so.
  await until(
    'job operations enabled for both platforms',
    async () => (await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'))).body.data.find((c) => c.operation_id === 'createReadJob'),
    (c) => c?.enablement === 'beta' && c.sources.map((s) => s.platform).sort().join() === 'rightmove,zillow',
  );
}, 180_000);

afterAll(async () => {
  await live?.terminate(10_000);
  await site?.close();
  await stack?.stop();
  if (pagesDir) await rm(pagesDir, { recursive: true, force: true });
});

describe('read jobs', () => {
  it('checks the body as the search would and charges only what it answers', async () => {
    const bad = await answered('createReadJob', api.POST('/v1/jobs', { body: { operation: 'listings.search', params: { bedrooms: { min: 4, max: 2 } } } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('body.bedrooms.min must not exceed body.bedrooms.max');
    expect(bad.headers.get('x-credits-cost')).toBe('0');
    const unknown = await answered('createReadJob', api.POST('/v1/jobs', { body: { operation: 'listings.search', platforms: ['nowhere'], params: {} } }));
    expect(unknown.status).toBe(400);
    expect((await getJob('job_000000000000000000000000')).status).toBe(404);
  });

  it('is queued, runs, answers 409 until it ends, then pages the listings it collected; another key sees nothing', async () => {
    const created = await answered<JobBody>('createReadJob', api.POST('/v1/jobs', { body: { operation: 'listings.search', params: SEARCH } }));
    expect(created.status).toBe(200);
    expect(created.headers.get('x-credits-cost')).toBe('1');
    const job = created.body.data;
    expect(job).toMatchObject({ operation: 'listings.search', status: 'queued' });
    expect(job.id).toMatch(/^job_[0-9a-f]{24}$/);
    expect(job.sources.map((s) => s.platform).sort()).toEqual(['rightmove', 'zillow']);

    // zillow replays at once; rightmove's pages are held at the gate, so the job cannot end.
    const running = await until('zillow done, rightmove running', () => getJob(job.id), (a) => a.body.data.sources.some((s) => s.platform === 'zillow' && s.status === 'success') && a.body.data.sources.some((s) => s.platform === 'rightmove' && s.status === 'running'));
    expect(running.body.data.status).toBe('running');
    expect(running.headers.get('x-credits-cost')).toBe('0');
    expect(site.held).toBeGreaterThan(0);
    const early = await answered('getReadJobResults', api.GET('/v1/jobs/{job_id}/results', { params: { path: { job_id: job.id } } }));
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('job_not_complete');
    expect(early.body.error?.retryable).toBe(true);

    site.open();
    const ended = await until('the job ends', () => getJob(job.id), (a) => !['queued', 'running'].includes(a.body.data.status));
    expect(ended.body.data.status).toBe('succeeded');
    expect(ended.body.data.sources.map((s) => [s.platform, s.status]).sort()).toEqual([['rightmove', 'success'], ['zillow', 'success']]);
    expect(ended.body.data.completed_at).toBeDefined();
    const resultCount = ended.body.data.result_count ?? 0;
    expect(resultCount).toBeGreaterThan(0);
    await stack.waitForListings((l) => (l.get('rightmove') ?? 0) > 0);

    // Every page of the results, to the end, with no listing twice.
    const collected: ListingBody[] = [];
    let cursor: string | undefined;
    for (let pages = 0; ; pages++) {
      const page = await answered<ListingBody[]>('getReadJobResults', api.GET('/v1/jobs/{job_id}/results', { params: { path: { job_id: job.id }, query: { limit: 7, ...(cursor ? { cursor } : {}) } } }));
      expect(page.status).toBe(200);
      expect(page.headers.get('x-credits-cost')).toBe('1');
      collected.push(...page.body.data);
      expect(page.body.meta.pagination?.total).toBe(resultCount);
      cursor = page.body.meta.pagination?.next_cursor;
      if (!page.body.meta.pagination?.has_more) break;
      expect(pages).toBeLessThan(1000);
    }
    const ids = collected.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(resultCount);
    expect(new Set(collected.map((l) => l.source.platform))).toEqual(new Set(['rightmove', 'zillow']));
    // The job's search is the search's: the same listings as searchListings with the same filters.
    const searched = await searchAllListings(api, { ...SEARCH, platforms: ['rightmove', 'zillow'] });
    expect([...ids].sort()).toEqual(searched.listings.map((l) => l.id).sort());

    // A key sees only its own jobs: to another, the job does not exist.
    const made = spawnSync(process.execPath, ['--conditions=@estate/source', '--import', 'tsx', join(ROOT, 'services/gateway/src/bin/keys.ts'), 'create', '--name', 'e2e-other-jobs', '--credits', '10'], {
      cwd: ROOT,
      env: { ...process.env, NATS_URL: stack.natsUrl },
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const other = clientFor(stack.url, made.stdout.trim().split('\n').pop() as string);
    expect((await getJob(job.id, other)).status).toBe(404);
    const theirs = await answered('getReadJobResults', other.GET('/v1/jobs/{job_id}/results', { params: { path: { job_id: job.id } } }));
    expect(theirs.status).toBe(404);
  });
});
