// The gateway's listing search with the projection sharded over worker threads, end to end: a
// gateway with 3 shards and one with the projection in its own thread, on the same buckets, give
// the same pages, totals, cursors and property groups, before and after the buckets change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { manifestKey } from '@estate/events';
import { listingSearchFields, searchDocumentValues, type ListingSearchValues } from '@estate/search';
import { createLogger } from '@estate/runtime';
import { migrate } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayService, type GatewayService } from '../src/service.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';
import { compareWalks, untilEveryShows } from './search/sharded-pair.js';
import { seeded } from '@estate/store/testing';

const LISTINGS = 150;
const now = Date.now();
const observedAt = new Date(now - 60_000).toISOString();
const idOf = (n: number) => `lst_shard${n.toString().padStart(4, '0')}`;

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let dir: string;
let listings: KV;
let search: KV;
let sharded: GatewayService;
let single: GatewayService;
const logLines: string[] = [];

const random = seeded(27);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** A listing's document and search fields as the projector writes them: few prices and properties, so sorts tie and groups form. */
async function putListing(n: number, city = pick(['Austin', 'Dallas'])): Promise<void> {
  const id = idOf(n);
  const property = random() < 0.2 ? '' : `prp_${Math.floor(random() * 40)}`;
  const price = random() < 0.1 ? null : pick([100_000, 250_000, 250_000, 400_000, 975_000]);
  const transaction = random() < 0.8 ? 'sale' : 'rent';
  const values: ListingSearchValues = {
    platform: 'zillow', country: 'US', city, region: 'TX', transaction, status: random() < 0.85 ? 'active' : 'sold', currency: 'USD',
    price_amount: price, area_sqm: random() < 0.2 ? null : pick([50, 80, 120]), bedrooms: Math.floor(random() * 4), observed_at: Date.parse(observedAt),
    source_updated_at: random() < 0.3 ? null : now - Math.floor(random() * 10) * 3_600_000, property_id: property,
    property_match_method: pick(['address', 'geo_area_rooms']), property_confidence: pick([0.5, 0.8, 0.9]),
  };
  const listing = { ...SAMPLE_LISTING, id, native_id: String(n), transaction, observed_at: observedAt, source: { ...SAMPLE_LISTING.source, observed_at: observedAt }, property: { id: property } };
  await putJson(listings, id, { listing, observed_at: observedAt, event_id: `evt_${n}` });
  await putJson(search, id, { observed_at: observedAt, event_id: `evt_${n}`, values: searchDocumentValues(listingSearchFields, values) });
}

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  await migrate(clickhouse.store);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  dir = await mkdtemp(join(tmpdir(), 'estate-gateway-shards-'));
  listings = await openBucket(bus, BUCKETS.listings);
  search = await openBucket(bus, BUCKETS.listingSearch);
  const zillow = manifest({ last_seen_at: new Date(now + 600_000).toISOString() });
  await putJson(await openBucket(bus, BUCKETS.collectors), manifestKey(zillow.platform, zillow.instance_id), zillow);
  for (let n = 0; n < LISTINGS; n++) await putListing(n);
  [sharded, single] = await Promise.all([start(3, 'sharded'), start(1, 'single')]);
  await Promise.all([sharded.ready, single.ready]);
}, 60_000);

afterAll(async () => {
  await Promise.all([sharded?.close(), single?.close()]);
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A gateway with its listing search over `searchShards`; the sharded one keeps search snapshots in `dir`. */
function start(searchShards: number, name: string): Promise<GatewayService> {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ name: `gateway-${name}`, level: 'info', destination });
  const snapshots = name === 'sharded' ? { searchSnapshots: { dir: join(dir, 'snapshots'), firstAfterMs: 3_600_000 } } : {};
  return startGatewayService({ bus, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, `${name}-key`), searchShards, ...snapshots } });
}

type Page = { data: Array<{ id: string }>; meta: { pagination: { total: number; total_relation: string; returned: number; has_more: boolean; next_cursor?: string }; property_groups: unknown[] } };

async function post(gateway: GatewayService, body: object): Promise<Page> {
  const response = await fetch(`${gateway.address}/v1/listings/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': gateway.devKey?.key as string },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as Page;
}

/** Every page of a search, cursor to cursor, as the client sees it (ids, pagination, groups). */
async function walk(gateway: GatewayService, body: object): Promise<unknown[]> {
  const pages: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 40; page++) {
    const answer = await post(gateway, { ...body, ...(cursor ? { cursor } : {}) });
    pages.push({ ids: answer.data.map((l) => l.id), pagination: answer.meta.pagination, groups: answer.meta.property_groups });
    cursor = answer.meta.pagination.next_cursor;
    if (cursor === undefined) return pages;
  }
  throw new Error(`paging did not end: ${JSON.stringify(body)}`);
}

const SEARCHES: object[] = [
  { sort: 'newest', limit: 7 },
  { sort: 'price_asc', limit: 10 },
  { sort: 'price_desc', limit: 9, transaction: 'rent' },
  { sort: 'area_desc', limit: 13, status: ['active', 'sold'] },
  { sort: 'price_per_sqm_asc', limit: 25 },
  { sort: 'price_asc', limit: 4, price: { min: 200_000, max: 500_000 } },
  { sort: 'newest', limit: 6, location: { kind: 'text', query: 'austin' } },
  // One row per home: a home's listings sit on several of the 3 shards.
  { sort: 'price_asc', limit: 5, collapse: 'property' },
  { sort: 'newest', limit: 8, status: ['active', 'sold'], collapse: 'property' },
];

/** Both gateways' walks of every search; what they compared. */
async function compareAll(): Promise<{ pages: number; ids: number; groups: number }> {
  let groups = 0;
  const counts = await compareWalks(SEARCHES, [sharded, single], async (gateway, body) => {
    const pages = (await walk(gateway, body)) as Array<{ ids: string[]; groups: unknown[] }>;
    if (gateway === single) for (const page of pages) groups += page.groups.length;
    return pages;
  });
  return { ...counts, groups };
}

describe('the listing search sharded over worker threads, through the gateway', () => {
  it('gives the pages, totals, cursors and property groups of the projection in one thread', async () => {
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(30);
    expect(counts.ids).toBeGreaterThan(150);
    expect(counts.groups).toBeGreaterThan(10);
    const ready = (await (await fetch(`${sharded.address}/readyz`)).json()) as { checks: Array<{ name: string; ok: boolean }> };
    expect(ready.checks).toContainEqual({ name: 'search:listing shards', ok: true });
  }, 60_000);

  it('follows the buckets: after changes, both answer the same again', async () => {
    for (let n = LISTINGS; n < LISTINGS + 40; n++) await putListing(n);
    for (let n = 0; n < 30; n++) await putListing(n * 3);
    for (let n = 1; n < 30; n += 4) await search.delete(idOf(n));
    // Last, a listing only a search for its city finds: a feed applies the bucket in order, so a
    // gateway that shows it has applied every change before it.
    await putListing(LISTINGS + 100, 'Marker');
    const marker = { sort: 'newest', location: { kind: 'text', query: 'marker' }, status: ['active', 'sold'], transaction: 'sale' };
    const showsMarker = async (gateway: GatewayService) => (await post(gateway, marker)).meta.pagination.total + (await post(gateway, { ...marker, transaction: 'rent' })).meta.pagination.total === 1;
    expect(await untilEveryShows([sharded, single], showsMarker)).toEqual([true, true]);
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(30);
  }, 60_000);

  it('starts again from its snapshot, each shard reading its share of the file, and answers the same', async () => {
    // Closing writes the snapshot (the feed changed since none was written); the next start reads it.
    await sharded.close();
    logLines.length = 0;
    sharded = await start(3, 'sharded');
    await sharded.ready;
    const applied = logLines.map((line) => JSON.parse(line) as { msg: string; projection?: string; records?: number }).find((line) => line.msg === 'search snapshot applied; catching up from the bucket' && line.projection === 'listing search');
    expect(applied?.records).toBeGreaterThan(LISTINGS);
    const counts = await compareAll();
    expect(counts.pages).toBeGreaterThan(30);
  }, 60_000);
});
