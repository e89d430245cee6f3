// The gateway's listing searches from its in-memory projection: fed by a watch of the
// `listing_search` bucket, not ready until it has loaded, documents from the `listings` bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { manifestKey } from '@estate/events';
import { createLogger } from '@estate/runtime';
import { createListingSearch, DEFAULT_TOTAL_CAP, listingSearchFields, listingSearchValuesOf, searchDocumentValues, type ListingSearchValues, type SearchDocument } from '@estate/search';
import { migrate } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchFeed } from '../src/search/search-feed.js';
import { startGatewayService, type GatewayService } from '../src/service.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';
import { largeTests } from './large-tests.js';

/**
 * Enough records that loading them takes several turns of the event loop (the feed yields every
 * 2 000) and several pulls; 20 000 with ESTATE_LARGE_TESTS=1.
 */
const FILLER = largeTests ? 20_000 : 6_000;
const now = Date.now();
const observedAt = new Date(now - 60_000).toISOString();

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let dir: string;
let listings: KV;
let search: KV;
const logLines: string[] = [];

function searchDocument(id: number, values: ListingSearchValues): SearchDocument {
  return { observed_at: observedAt, event_id: `evt_${id}`, values: searchDocumentValues(listingSearchFields, { platform: 'zillow', country: 'US', transaction: 'sale', status: 'active', observed_at: Date.parse(observedAt), ...values }) };
}

const idOf = (n: number) => `lst_test${n}`;

/** A listing with its full document and its search fields, as the projector writes them. */
async function putListing(n: number, price: number): Promise<void> {
  const listing = { ...SAMPLE_LISTING, id: idOf(n), native_id: String(n), observed_at: observedAt, source: { ...SAMPLE_LISTING.source, observed_at: observedAt }, price: { amount: String(price), currency: 'USD', kind: 'asking' } };
  await putJson(listings, idOf(n), { listing, observed_at: observedAt, event_id: `evt_${n}` });
  await putJson(search, idOf(n), searchDocument(n, { price_amount: price, currency: 'USD' }));
}

async function putMany(count: number, put: (n: number) => Promise<unknown>): Promise<void> {
  const pending: number[] = [...Array(count).keys()];
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      for (let n = pending.pop(); n !== undefined; n = pending.pop()) await put(n);
    }),
  );
}

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  await migrate(clickhouse.store);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  dir = await mkdtemp(join(tmpdir(), 'estate-gateway-search-'));
  listings = await openBucket(bus, BUCKETS.listings);
  search = await openBucket(bus, BUCKETS.listingSearch);
  const zillow = manifest({ last_seen_at: new Date(now + 60_000).toISOString() });
  await putJson(await openBucket(bus, BUCKETS.collectors), manifestKey(zillow.platform, zillow.instance_id), zillow);
  for (const [n, price] of [[1, 300_000], [2, 100_000], [3, 200_000]] as const) await putListing(n, price);
  // Rentals: none of the sale searches below finds them, and none has a document.
  await putMany(FILLER, (n) => putJson(search, idOf(1_000_000 + n), searchDocument(1_000_000 + n, { transaction: 'rent', price_amount: n })));
}, 240_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function start(): Promise<GatewayService> {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ name: 'gateway-search-test', level: 'info', destination });
  return startGatewayService({ bus, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, 'dev-key'), awaitReady: false } });
}

async function post(gateway: GatewayService, body: object) {
  const response = await fetch(`${gateway.address}/v1/listings/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': gateway.devKey?.key as string },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { id: string }[]; meta: { pagination: { total: number; returned: number; has_more: boolean; next_cursor?: string } } } };
}

describe('listing searches from the search projection', () => {
  let gateway: GatewayService;

  afterAll(async () => {
    await gateway?.close();
  });

  it('is not ready until it has applied what the bucket held when it started', async () => {
    // The feed pulls the bucket a thousand entries at a time: opening it returns before the
    // round trips that load the filler.
    const projection = createListingSearch();
    const feed = await SearchFeed.open({ bus, bucket: BUCKETS.listingSearch, projection, decode: listingSearchValuesOf, logger: createLogger({ name: 'feed-test', level: 'silent' }), what: 'listing search' });
    try {
      expect(await feed.readiness()).toMatchObject({ name: 'search:listing search', ok: false, detail: expect.stringMatching(/^loading the listing search projection/) });
      await feed.loaded;
      expect(await feed.readiness()).toEqual({ name: 'search:listing search', ok: true });
      expect(projection.size).toBe(FILLER + 3);
    } finally {
      feed.close();
    }
  }, 60_000);

  it('answers /readyz 200 with the search projection among its checks once it has loaded the bucket', async () => {
    // (Whether the first probe still sees it loading depends on how long the rest of the start
    // takes; the feed's own readiness is held above.)
    gateway = await start();
    await gateway.ready;
    const ready = await fetch(`${gateway.address}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: { name: string; ok: boolean }[] }).checks).toContainEqual({ name: 'search:listing search', ok: true });
    const loaded = logLines
      .map((l) => JSON.parse(l) as { msg: string; projection?: string; records?: number; ms?: number })
      .find((l) => l.msg === 'search projection loaded; ready' && l.projection === 'listing search');
    expect(loaded?.records).toBe(FILLER + 3);
    process.stdout.write(`listing search projection: ${loaded?.records} records loaded in ${loaded?.ms} ms\n`);
  }, 60_000);

  it('takes ids, order and total from the projection and documents from the listings bucket', async () => {
    const cheapest = await post(gateway, { sort: 'price_asc' });
    expect(cheapest.status, JSON.stringify(cheapest.body)).toBe(200);
    expect(cheapest.body.data.map((l) => l.id)).toEqual([idOf(2), idOf(3), idOf(1)]);
    expect(cheapest.body.meta.pagination).toMatchObject({ total: 3, returned: 3, has_more: false });
    const rentals = await post(gateway, { transaction: 'rent', limit: 5 });
    // Records without a document are counted and paged over, but not served.
    expect(rentals.body.meta.pagination).toMatchObject({ total: Math.min(FILLER, DEFAULT_TOTAL_CAP), returned: 0, has_more: true });
    expect(rentals.body.meta.pagination.next_cursor).toBeDefined();
  });

  it('follows the bucket: a new listing, a changed one and a deleted one show at once', async () => {
    await putListing(4, 50_000);
    await putListing(1, 10_000);
    await search.delete(idOf(3));
    let ids: string[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      ids = (await post(gateway, { sort: 'price_asc' })).body.data.map((l) => l.id);
      if (ids.join() === [idOf(1), idOf(4), idOf(2)].join()) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ids).toEqual([idOf(1), idOf(4), idOf(2)]);
  });
});
