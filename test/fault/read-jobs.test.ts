/**
 * Read jobs when a collector goes away mid-job. The rightmove collector runs live against a
 * loopback site whose pages wait behind a gate, so it is mid-job (reported `running`) for as
 * long as the test needs; zillow replays its samples and answers at once.
 * - SIGKILL: nothing is left to finish rightmove's part. Its manifest goes stale, and the job
 *   ends `partial`, rightmove `failed` with `collector_gone`, zillow's listings served.
 * - SIGTERM: the collector hands the job back to the queue (`queued`), a new collector takes it
 *   and the job ends `succeeded`: nothing of the job lived in the process.
 * The SIGKILL case waits for the manifest to go stale (30 s, the production setting): that wait
 * is the fault, not a sleep. The samples are small; the job's shape, not its size, is under test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collector as rightmove } from '@estate/collector-rightmove';
import type { JobBody, ListingBody } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningChild } from '../support/child-process.js';
import { answered, clientFor } from '../e2e/support/api.js';
import { serveGatedPlatform, spawnLiveCollector, type GatedPlatform } from '../e2e/support/gated-platform.js';
import { startStack, type Stack } from '../e2e/support/stack.js';

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let workDir: string;
const sites: GatedPlatform[] = [];
const collectors: RunningChild[] = [];

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const getJob = async (id: string) => answered<JobBody>('getReadJob', api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: id } } }));
const partOf = (job: JobBody, platform: string) => job.sources.find((s) => s.platform === platform);

async function liveRightmove(site: GatedPlatform): Promise<RunningChild> {
  const child = spawnLiveCollector('rightmove', stack.natsUrl, site.baseUrl, ['REGION^87490']);
  collectors.push(child);
  // Taking jobs once its manifest says so; a killed instance's stale manifest does not count.
  await until('rightmove takes jobs', async () => (await answered<{ platform: string; operations: string[]; state: string }[]>('listPlatforms', api.GET('/v1/meta/platforms'))).body.data, (platforms) =>
    platforms.some((p) => p.platform === 'rightmove' && p.state === 'live' && p.operations.includes('createReadJob')),
  );
  return child;
}

async function createJob(): Promise<JobBody> {
  const created = await answered<JobBody>('createReadJob', api.POST('/v1/jobs', { body: { operation: 'listings.search', params: {} } }));
  expect(created.status, JSON.stringify(created.body.error)).toBe(200);
  expect(created.body.data.sources.map((s) => s.platform).sort()).toEqual(['rightmove', 'zillow']);
  return created.body.data;
}

beforeAll(async () => {
  stack = await startStack({ platforms: ['zillow'], sampleSize: 60 });
  api = clientFor(stack.url, stack.devKey);
  workDir = await mkdtemp(join(tmpdir(), 'estate-jobs-fault-'));
  for (const name of ['killed', 'restarted']) sites.push(await serveGatedPlatform(rightmove, join(workDir, name), { seed: 7, size: 60 }));
  await stack.waitForListings((l) => (l.get('zillow') ?? 0) > 0);
}, 120_000);

afterAll(async () => {
  await Promise.all(collectors.map((c) => c.terminate(10_000)));
  for (const site of sites) await site.close();
  await stack?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a read job whose collector goes away mid-job', () => {
  it('ends partial, with the reason, when the collector is killed and none comes back', async () => {
    const [site] = sites as [GatedPlatform];
    const collector = await liveRightmove(site);
    const job = await createJob();
    await until('rightmove running the job', () => getJob(job.id), (a) => partOf(a.body.data, 'rightmove')?.status === 'running' && partOf(a.body.data, 'zillow')?.status === 'success');

    await collector.kill();
    const ended = await until('the job ends', () => getJob(job.id), (a) => !['queued', 'running'].includes(a.body.data.status), 90_000);
    expect(ended.body.data.status).toBe('partial');
    expect(partOf(ended.body.data, 'zillow')).toMatchObject({ status: 'success' });
    expect(partOf(ended.body.data, 'rightmove')).toMatchObject({ status: 'failed', error_code: 'collector_gone' });
    expect(ended.body.meta.warnings.find((w) => w.code === 'collector_gone')?.message).toMatch(/no rightmove collector has been running since .*: it stopped while running the job/);
    expect(ended.body.data.completed_at).toBeDefined();

    // Its end is recorded once: asked again, the same answer.
    expect((await getJob(job.id)).body.data).toEqual(ended.body.data);
    const results = await answered<ListingBody[]>('getReadJobResults', api.GET('/v1/jobs/{job_id}/results', { params: { path: { job_id: job.id }, query: { limit: 100 } } }));
    expect(results.status).toBe(200);
    expect(results.body.meta.pagination?.total).toBe(ended.body.data.result_count);
    expect(results.body.data.length).toBeGreaterThan(0);
    expect(results.body.data.every((l) => l.source.platform === 'zillow')).toBe(true);
  }, 120_000);

  it('is handed back to the queue by a collector stopped gracefully, and finished by the next one', async () => {
    const [, site] = sites as [GatedPlatform, GatedPlatform];
    const first = await liveRightmove(site);
    const job = await createJob();
    await until('rightmove running the job', () => getJob(job.id), (a) => partOf(a.body.data, 'rightmove')?.status === 'running');

    await first.terminate(15_000);
    const returned = await until('the job returned to the queue', () => getJob(job.id), (a) => partOf(a.body.data, 'rightmove')?.status === 'queued' && partOf(a.body.data, 'zillow')?.status === 'success');
    expect(returned.body.data.status).toBe('queued');

    site.open();
    await liveRightmove(site);
    const ended = await until('the job ends', () => getJob(job.id), (a) => !['queued', 'running'].includes(a.body.data.status), 90_000);
    expect(ended.body.data.status).toBe('succeeded');
    expect(ended.body.data.sources.map((s) => [s.platform, s.status]).sort()).toEqual([['rightmove', 'success'], ['zillow', 'success']]);
  }, 120_000);
});
