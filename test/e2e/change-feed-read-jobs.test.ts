/**
 * One zillow stack (the collector process replaying seed 7's sample universe, the embedded
 * process projecting it and serving /v1) for two slices, in this order:
 *
 * The change feed: `GET /v1/events` followed while the zillow collector process publishes price
 * changes. The changes are the generator's: the same sample universe rendered again in Zillow's
 * own page format with a quarter of its prices cut, replayed by a restarted collector. The
 * follower drops its connection half way and comes back with Last-Event-ID, and what it received
 * is held against a replay of the whole feed: nothing missed, nothing twice.
 *
 * Read jobs (after the feed: their rightmove collector adds listings): a job asked through the API
 * is queued on JOBS for each platform, run by the collector processes (zillow replaying its
 * samples, rightmove live against a loopback site whose pages wait behind a gate, so the job is
 * deterministically mid-run), tracked in NATS KV, and its listings paged once it ended.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { REPLAY_MANIFEST_FILE, type ReplayManifest } from '@estate/collector-kit';
import { collector as rightmove } from '@estate/collector-rightmove';
import { LISTING_STATUSES, type CapabilityBody, type JobBody, type ListingBody, type ListingChangeBody } from '@estate/contract';
import { STREAM_NAMES } from '@estate/events';
import { generate, PLATFORM_PROFILES, RENDERERS, type SampleListing } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningChild } from '../support/child-process.js';
import { answered, clientFor, searchAllListings } from './support/api.js';
import { builtEntry } from './support/built.js';
import { serveGatedPlatform, spawnLiveCollector, type GatedPlatform } from './support/gated-platform.js';
import { SseConnection } from './support/sse.js';
import { startStack, type Stack } from './support/stack.js';

const SEED = 7;
const SIZE = 150;
/** Every fourth listing of the universe has its price cut by this much. */
const CUT = 0.95;

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let live: number;
/** The whole feed once the price changes are in, read from the start. */
let whole: Received[] = [];

const feedUrl = (query: Record<string, string> = {}) => `${stack.url}/v1/events${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`;
const open = (query: Record<string, string> = {}, headers: Record<string, string> = {}) => SseConnection.open(feedUrl(query), { 'x-api-key': stack.devKey, ...headers });
/** `POST /v1/events`: the same feed, the filter in the body. */
const openWithBody = (body: unknown) => SseConnection.open(feedUrl(), { 'x-api-key': stack.devKey }, body);
const messageOf = async (connection: SseConnection) => ((await connection.response.json()) as { error: { message: string } }).error.message;

/**
 * A ring of `points` positions (the last repeats the first, as a closed ring does) along the edges
 * of a box around the whole world but the poles: a filter every listing passes, the longest ring
 * the schema takes, and longer than a URL may be.
 */
function worldRing(points: number): [number, number][] {
  const [west, south, east, north] = [-179.654321, -84.123456, 179.654321, 84.123456];
  const perimeter = 2 * (east - west) + 2 * (north - south);
  const along = (d: number): [number, number] => {
    if (d < east - west) return [west + d, south];
    d -= east - west;
    if (d < north - south) return [east, south + d];
    d -= north - south;
    if (d < east - west) return [east - d, north];
    return [west, north - (d - (east - west))];
  };
  const ring = Array.from({ length: points - 1 }, (_, k) => along((perimeter * k) / (points - 1)).map((v) => Number(v.toFixed(6))) as [number, number]);
  ring.push(ring[0] as [number, number]);
  return ring;
}

interface Received {
  id: number;
  change: ListingChangeBody;
}

async function receive(connection: SseConnection, until: (all: Received[]) => boolean, into: Received[] = []): Promise<Received[]> {
  while (!until(into)) {
    const event = await connection.next(90_000).catch(async (error: unknown) => {
      const types = into.map((r) => r.change.type).join(',');
      throw new Error(`${String(error)} after ${into.length} events (${types}); the stream's last sequence is ${await lastSeq()}\n${stack.output('embedded').split('\n').slice(-15).join('\n')}`);
    });
    if (event.event === 'gap') throw new Error(`unexpected gap: ${event.data}`);
    const change = JSON.parse(event.data) as ListingChangeBody;
    expect(event.id).toBe(change.id);
    expect(event.event).toBe(change.type);
    into.push({ id: Number(event.id), change });
  }
  return into;
}

async function lastSeq(): Promise<number> {
  return (await stack.bus.jsm.streams.info(STREAM_NAMES.changes)).state.last_seq;
}

/** The zillow sample folder rendered again from the same universe, with the prices of `cut` lowered. */
async function cutPrices(cut: (listing: SampleListing, index: number) => boolean): Promise<Map<string, { before: number; after: number }>> {
  const { listings } = generate({ seed: SEED, size: SIZE, platforms: ['zillow'] });
  const changed = new Map<string, { before: number; after: number }>();
  const later = listings.map((listing, index) => {
    if (!cut(listing, index)) return listing;
    const after = Math.round(listing.price * CUT);
    changed.set(listing.native_id, { before: listing.price, after });
    const last = listing.price_history.at(-1);
    return { ...listing, price: after, price_history: [...listing.price_history, { date: last?.date ?? '2026-01-01', event: 'price_changed' as const, price: after }] };
  });
  const dir = join(stack.dataDir, 'samples', 'zillow');
  const payloads = RENDERERS.zillow.render(later, { pageSize: PLATFORM_PROFILES.zillow.pageSize });
  for (const payload of payloads) await writeFile(join(dir, payload.path), payload.body);
  const manifestFile = join(dir, REPLAY_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ReplayManifest;
  expect(payloads.map((p) => p.path)).toEqual(manifest.files.map((f) => f.path));
  const files = payloads.map((p) => ({ path: p.path, content_type: p.content_type, bytes: Buffer.byteLength(p.body) }));
  await writeFile(manifestFile, JSON.stringify({ ...manifest, files }));
  return changed;
}

beforeAll(async () => {
  stack = await startStack({ platforms: ['zillow'], sampleSeed: SEED, sampleSize: SIZE });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

// A hook of its own: the collector's first run complete (its source `success`) and projected, so
// `live` counts every listing whose `new` change the stream holds. On a loaded machine the
// projector can catch up with a run still publishing (CI counted 6 of 21).
beforeAll(async () => {
  const deadline = Date.now() + 75_000;
  for (;;) {
    const answer = await answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body: { status: [...LISTING_STATUSES], limit: 1 } }));
    if (answer.status === 200 && answer.body.meta.sources.some((s) => s.platform === 'zillow' && s.status === 'success')) break;
    if (Date.now() > deadline) throw new Error(`zillow never completed a run: ${JSON.stringify(answer.body.meta ?? answer.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stack.waitForListings((l) => (l.get('zillow') ?? 0) > 0);
  live = (await searchAllListings(api, { status: [...LISTING_STATUSES] })).listings.length;
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the change feed', () => {
  it('is listed in capabilities, served by the platforms that serve listing searches', async () => {
    const caps = await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'));
    expect(caps.body.data.find((c) => c.operation_id === 'streamListingChanges')).toMatchObject({ method: 'GET', path: '/v1/events', enablement: 'beta', credit_cost: 1, countries: ['US'] });
  });

  it('refuses what a call refuses: no key, a bad filter, a bad Last-Event-ID', async () => {
    const anonymous = await SseConnection.open(feedUrl(), {});
    expect(anonymous.response.status).toBe(401);
    const bad = await open({ filter: JSON.stringify({ price: { min: 10, max: 1 } }) });
    expect(bad.response.status).toBe(400);
    // Named where the filter was sent: the query's `filter`, or the body's.
    expect(await messageOf(bad)).toBe('query.filter.price.min must not exceed query.filter.price.max');
    const badBody = await openWithBody({ filter: { price: { min: 10, max: 1 } } });
    expect(badBody.response.status).toBe(400);
    expect(await messageOf(badBody)).toBe('body.filter.price.min must not exceed body.filter.price.max');
    const unknownInBody = await openWithBody({ filter: { rooms: 2 } });
    expect(unknownInBody.response.status).toBe(400);
    expect(await messageOf(unknownInBody)).toBe('body.filter.rooms is not a known field');
    const badIdInBody = await openWithBody({ last_event_id: 'abc' });
    expect(badIdInBody.response.status).toBe(400);
    const unknown = await open({ filter: JSON.stringify({ rooms: 2 }) });
    expect(unknown.response.status).toBe(400);
    const notJson = await open({ filter: '{nope' });
    expect(notJson.response.status).toBe(400);
    const badId = await open({}, { 'last-event-id': 'abc' });
    expect(badId.response.status).toBe(400);
  });

  it('streams price changes with the prices before and after; a follower that reconnects with Last-Event-ID misses nothing and gets nothing twice', async () => {
    // From the beginning: every listing's first observation is a `new` change.
    const first = await open({}, { 'last-event-id': '0' });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(first.response.headers.get('x-credits-cost')).toBe('1');
    // Every listing is projected (waitForListings): the stream holds each one's `new` change.
    const loaded = await lastSeq();
    const received = await receive(first, (all) => (all.at(-1)?.id ?? 0) >= loaded);
    expect(received.every((r) => r.change.type === 'new' && r.change.previous === undefined && r.change.platform === 'zillow')).toBe(true);
    expect(new Set(received.map((r) => r.change.listing_id)).size).toBe(received.length);
    expect(received.length).toBe(live);

    // A quarter of the prices cut, replayed by the collector restarted on the new pages.
    const cut = await cutPrices((_listing, index) => index % 4 === 0);
    expect(cut.size).toBeGreaterThan(3);
    await stack.stopCollector('zillow');
    await stack.startCollector('zillow');

    const priceChanges = (all: Received[]) => all.filter((r) => r.change.type === 'price_changed').length;
    const half = Math.ceil(cut.size / 2);
    await receive(first, (all) => priceChanges(all) >= half, received);
    first.close();
    const resumeAfter = received.at(-1)?.id ?? 0;

    const second = await open({}, { 'last-event-id': String(resumeAfter) });
    expect(second.response.status).toBe(200);
    await receive(second, (all) => priceChanges(all) >= cut.size, received);
    await stack.waitForListings((l) => (l.get('zillow') ?? 0) >= live);
    const end = await lastSeq();
    await receive(second, (all) => (all.at(-1)?.id ?? 0) >= end, received);
    second.close();

    // Held against the whole feed read again from the start.
    const replay = await open({ last_event_id: '0' });
    const everything = await receive(replay, (all) => (all.at(-1)?.id ?? 0) >= end);
    replay.close();
    whole = everything;
    expect(received.map((r) => r.id)).toEqual(everything.map((r) => r.id));
    expect(received.map((r) => r.change)).toEqual(everything.map((r) => r.change));
    for (let i = 1; i < received.length; i++) expect(received[i]?.id).toBeGreaterThan(received[i - 1]?.id ?? 0);

    // Exactly the cut listings changed, each once, from the old price to the new.
    const changes = received.filter((r) => r.change.type === 'price_changed');
    expect(changes).toHaveLength(cut.size);
    for (const { change } of changes) {
      const listing = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: change.listing_id } } }));
      const expected = cut.get(listing.body.data.native_id);
      expect(expected, `${listing.body.data.native_id} was not cut`).toBeDefined();
      expect(change.previous?.price).toEqual({ amount: String(expected?.before), currency: 'USD' });
      expect(change.current.price).toEqual({ amount: String(expected?.after), currency: 'USD' });
      expect(listing.body.data.price?.amount).toBe(String(expected?.after));
    }
  }, 120_000);

  it('sends only the changes that match the filters, before or after', async () => {
    const cuts = whole.filter((r) => r.change.type === 'price_changed');
    expect(cuts.length).toBeGreaterThan(0);
    // A ceiling the first cut crossed: its listing matches after the change and not before.
    const ceiling = Number(cuts[0]?.change.current.price?.amount);
    // No `status` or `transaction` in the filter: every one passes (the feed's own default).
    const under = (facts: ListingChangeBody['current'] | undefined) => facts !== undefined && facts.price !== undefined && facts.price.currency === 'USD' && Number(facts.price.amount) <= ceiling;
    const expected = whole.filter((r) => under(r.change.current) || under(r.change.previous));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(whole.length);
    expect(expected.some((r) => r.id === cuts[0]?.id)).toBe(true);

    const filtered = await open({ filter: JSON.stringify({ price: { max: ceiling, currency: 'USD' } }), last_event_id: '0' });
    expect(filtered.response.status).toBe(200);
    const last = expected.at(-1)?.id ?? 0;
    const got = await receive(filtered, (all) => (all.at(-1)?.id ?? 0) >= last);
    filtered.close();
    expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));

    // Filters every change passes (the platform one applied by the server) let the whole feed through.
    const admitting = await open({ filter: JSON.stringify({ platforms: ['zillow'], country: 'US', transaction: 'sale' }), last_event_id: '0' });
    const zillow = await receive(admitting, (all) => all.length >= whole.length);
    admitting.close();
    expect(zillow.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  });

  it('takes a filter too long for a URL (a polygon of 1 000 points) in the body, with the same stream and positions', async () => {
    const filter = { location: { kind: 'polygon', coordinates: worldRing(1_000) } };
    expect(filter.location.coordinates).toHaveLength(1_000);
    // In the query it passes the 16 KiB a request line may take.
    const inQuery = await open({ filter: JSON.stringify(filter), last_event_id: '0' });
    expect(inQuery.response.status).toBe(431);
    const inBody = await openWithBody({ filter, last_event_id: '0' });
    expect(inBody.response.status).toBe(200);
    expect(inBody.response.headers.get('x-credits-cost')).toBe('1');
    const all = await receive(inBody, (got) => got.length >= whole.length);
    inBody.close();
    expect(all.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    // Resumes after a position as the query's form does.
    const middle = whole[Math.floor(whole.length / 2)] as Received;
    const resumed = await openWithBody({ filter, last_event_id: String(middle.id) });
    const rest = await receive(resumed, (got) => (got.at(-1)?.id ?? 0) >= (whole.at(-1)?.id ?? 0));
    resumed.close();
    expect(rest.map((r) => r.id)).toEqual(whole.filter((r) => r.id > middle.id).map((r) => r.id));
  });
});

const execFileAsync = promisify(execFile);

/** The read jobs' search. */
const SEARCH = { bedrooms: { min: 2 } } as const;

let site: GatedPlatform;
let liveCollector: RunningChild;
let pagesDir: string;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 100_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms\n${liveCollector?.tail().slice(-10).join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const getJob = async (id: string, client = api) => answered<JobBody>('getReadJob', client.GET('/v1/jobs/{job_id}', { params: { path: { job_id: id } } }));

describe('read jobs', () => {
  beforeAll(async () => {
    pagesDir = await mkdtemp(join(tmpdir(), 'estate-jobs-site-'));
    site = await serveGatedPlatform(rightmove, pagesDir, { seed: SEED, size: SIZE });
    liveCollector = spawnLiveCollector('rightmove', stack.natsUrl, site.baseUrl, ['REGION^87490']);
    // Both collectors take jobs once their manifests say so.
    await until(
      'job operations enabled for both platforms',
      async () => (await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'))).body.data.find((c) => c.operation_id === 'createReadJob'),
      (c) => c?.enablement === 'beta' && c.sources.map((s) => s.platform).sort().join() === 'rightmove,zillow',
    );
  }, 120_000);

  afterAll(async () => {
    await liveCollector?.terminate(10_000);
    await site?.close();
    if (pagesDir) await rm(pagesDir, { recursive: true, force: true });
  });

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
    // Not spawnSync: a blocked event loop misses the gateway closing an idle socket, and the next
    // request goes out on it ("other side closed").
    const made = await execFileAsync(process.execPath, [builtEntry('gateway', 'bin/keys.js'), 'create', '--name', 'e2e-other-jobs', '--credits', '10'], {
      cwd: ROOT,
      env: { ...process.env, NATS_URL: stack.natsUrl },
      encoding: 'utf8',
    });
    const other = clientFor(stack.url, made.stdout.trim().split('\n').pop() as string);
    expect((await getJob(job.id, other)).status).toBe(404);
    const theirs = await answered('getReadJobResults', other.GET('/v1/jobs/{job_id}/results', { params: { path: { job_id: job.id } } }));
    expect(theirs.status).toBe(404);
  });
});
