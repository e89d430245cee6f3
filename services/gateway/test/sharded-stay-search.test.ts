// The gateway's stay search with its shards in worker threads, fed by the real buckets: the stay
// search opened with 3 shards and with 1 (the projection in this thread) on the same two buckets
// (a stay's own fields, its nights) answers the same pages, totals and positions, after the start
// and after both buckets change, and after a start from its snapshots. The join of a stay and its
// nights is made in the shard holding it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { availableNightsOf, isoDateOfEpochDay, stayNightsDocument, staySearchDocument, type AvailableNights, type Position, type SearchResult, type StaySearchQuery } from '@estate/search';
import { seeded } from '@estate/store/testing';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaySearch, type StaySearchIndex } from '../src/stays/stay-search-index.js';
import { compareWalks, untilEveryShows } from './search/sharded-pair.js';

const STAYS = 120;
const now = Date.now();
const today = Math.floor(now / 86_400_000);
const observedAt = new Date(now - 60_000).toISOString();
const idOf = (n: number) => `sty_shard${n.toString().padStart(4, '0')}`;

let nats: NatsServerHandle;
let bus: Bus;
let own: KV;
let calendars: KV;
let sharded: StaySearchIndex;
let single: StaySearchIndex;
let dir: string;
const logLines: string[] = [];
const logger = createLogger({
  name: 'gateway-stays',
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
});
/** The sharded index keeps search snapshots (written at close), the single one none. */
const openSharded = () => openStaySearch(bus, logger, { shards: 3, snapshots: { dir, firstAfterMs: 3_600_000 } });

// The same stays every run.
const random = seeded(31);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const version = (n: number) => ({ observed_at: observedAt, event_id: `evt_${n}` });

/** A stay's own fields as the projector writes them: few prices and ratings, so sorts tie. */
async function putStay(n: number, city = pick(['Madrid', 'Sevilla'])): Promise<void> {
  const point = random() < 0.9 ? { latitude: 40.42 + (random() - 0.5) * 0.1, longitude: -3.7 + (random() - 0.5) * 0.1 } : null;
  const values = {
    platform: 'insideairbnb', country: 'ES', city, region: 'Madrid', postal_code: '280', room_type: pick(['entire_home', 'private_room']), accommodates: 1 + Math.floor(random() * 6),
    bedrooms: Math.floor(random() * 4), currency: 'EUR', price_per_night: random() < 0.1 ? null : pick([40, 75, 75, 120, 300]), rating: random() < 0.2 ? null : pick([4, 4.5, 4.5, 5]),
    review_count: Math.floor(random() * 3) * 10, minimum_nights: 1 + Math.floor(random() * 2), maximum_nights: 30, point, observed_at: Date.parse(observedAt),
  };
  await putJson(own, idOf(n), staySearchDocument(version(n), values));
}

/** A stay's calendar: 30 days from today, four nights in five available (or all). */
async function putNights(n: number, free = 0.8): Promise<void> {
  const dates = Array.from({ length: 30 }, (_, i) => ({ date: isoDateOfEpochDay(today + i), available: random() < free }));
  await putJson(calendars, idOf(n), stayNightsDocument(version(n), availableNightsOf(dates) as AvailableNights));
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  [own, calendars] = await Promise.all([openBucket(bus, BUCKETS.staySearch), openBucket(bus, BUCKETS.stayCalendarSearch)]);
  for (let n = 0; n < STAYS; n++) {
    // Some stays' nights arrive before their own fields, some after, some never.
    if (n % 3 === 0) await putNights(n);
    await putStay(n);
    if (n % 3 === 1) await putNights(n);
  }
  dir = await mkdtemp(join(tmpdir(), 'estate-stay-shards-'));
  [sharded, single] = await Promise.all([openSharded(), openStaySearch(bus, logger, { shards: 1 })]);
  await Promise.all([sharded.loaded, single.loaded]);
}, 60_000);

afterAll(async () => {
  await Promise.all([sharded?.close(), single?.close()]);
  await bus?.close();
  await nats?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const SEARCHES: Array<Omit<StaySearchQuery, 'platforms' | 'limit'> & { limit: number }> = [
  { sort: 'reviews_desc', limit: 7 },
  { sort: 'price_asc', limit: 10 },
  { sort: 'price_desc', limit: 9, stay: { from: today + 2, nights: 2 } },
  { sort: 'rating_desc', limit: 13, guests: 3 },
  { sort: 'distance_asc', limit: 8, origin: { latitude: 40.42, longitude: -3.7 } },
  { sort: 'price_asc', limit: 5, stay: { from: today, nights: 1 }, totalCap: 12 },
  { sort: 'reviews_desc', limit: 6, location: { kind: 'text', query: 'sevilla' } },
];

/** Every page of a search, position to position: ids, total and its relation. */
async function walk(index: StaySearchIndex, search: (typeof SEARCHES)[number]): Promise<SearchResult[]> {
  const pages: SearchResult[] = [];
  let after: Position | undefined;
  for (let page = 0; page < 60; page++) {
    const result = await index.projection.searchStayIds({ platforms: ['insideairbnb'], ...search, ...(after ? { after } : {}) }, Date.now());
    pages.push(result);
    after = result.nextPosition;
    if (after === undefined) return pages;
  }
  throw new Error(`paging did not end: ${JSON.stringify(search)}`);
}

function compareAll(): Promise<{ pages: number; ids: number }> {
  return compareWalks(SEARCHES, [sharded, single], walk);
}

describe('the stay search sharded over worker threads, fed by its two buckets', () => {
  it('gives the pages, totals and positions of the joined projection in one thread', async () => {
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(40);
    expect(counts.ids).toBeGreaterThan(200);
    const dated = await single.projection.searchStayIds({ platforms: ['insideairbnb'], sort: 'price_asc', limit: 100, stay: { from: today + 1, nights: 1 } }, Date.now());
    // Only stays with a calendar match dates: about two thirds of them, not all, not none.
    expect(dated.total).toBeGreaterThan(20);
    expect(dated.total).toBeLessThan(STAYS);
    const checks = await Promise.all(sharded.readiness.map((check) => check()));
    expect(checks).toContainEqual({ name: 'search:stay shards', ok: true });
  }, 60_000);

  it('follows both buckets: after changes, both answer the same again', async () => {
    for (let n = STAYS; n < STAYS + 30; n++) await putStay(n);
    for (let n = 0; n < 40; n++) await putNights(n * 3 + 2);
    for (let n = 0; n < 20; n++) await putStay(n * 5);
    for (let n = 1; n < 40; n += 6) await own.delete(idOf(n));
    for (let n = 3; n < 60; n += 9) await calendars.delete(idOf(n));
    await putJson(own, idOf(4), { values: 'not a document' });
    // Last in each bucket, a stay only a dated search for its city finds: a feed applies its
    // bucket in order, so an index that shows it has applied every change before it in both.
    await putStay(STAYS + 100, 'Marker');
    await putNights(STAYS + 100, 1);
    const marker: StaySearchQuery = { platforms: ['insideairbnb'], sort: 'price_asc', limit: 5, location: { kind: 'text', query: 'marker' }, stay: { from: today + 1, nights: 2 } };
    const showsMarker = async (index: StaySearchIndex) => (await index.projection.searchStayIds(marker, Date.now())).ids.length === 1;
    expect(await untilEveryShows([sharded, single], showsMarker)).toEqual([true, true]);
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(40);
    // The invalid document was reported by the shard that holds it (and by the single projection).
    const invalid = logLines.filter((line) => line.includes('ignoring an invalid search document') && line.includes(idOf(4)));
    expect(invalid.length).toBe(2);
  }, 60_000);

  it('starts again from its snapshots of both buckets, through the shards, and answers the same', async () => {
    // Closing writes both feeds' snapshots (they changed since none was written); the next start reads them.
    await sharded.close();
    logLines.length = 0;
    sharded = await openSharded();
    await sharded.loaded;
    const applied = logLines.map((line) => JSON.parse(line) as { msg: string; projection?: string; records?: number }).filter((line) => line.msg === 'search snapshot applied; catching up from the bucket');
    expect(Object.fromEntries(applied.map((line) => [line.projection, (line.records ?? 0) > 40]))).toEqual({ 'stay search': true, 'stay calendars': true });
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(40);
  }, 60_000);
});
