// A search feed that reads the whole bucket at a start (no snapshot) applies it in bulk — the
// orderings built once at the end — and then answers exactly as a feed that applied the same
// bucket change by change: ids, order, totals and property groups, with deletes, purges, invalid
// documents and keys put again while it loads, and changes after the load kept in step.
import { BUCKETS, connect, defaultTopology, openBucket, putJson, provision, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { createListingSearch, listingSearchFields, listingSearchValuesOf, propertyGroupsOfPage, ShardedListingSearch, type FieldValues, type ListingSearchProjection, type SearchQuery, type SearchResult } from '@estate/search';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchFeed, type SearchSink } from '../src/search/search-feed.js';
import { largeTests } from './large-tests.js';
import { seeded } from '@estate/store/testing';
import { listingDocument, listingIdOf } from './search/listing-documents.js';

type Fields = typeof listingSearchFields.fields;
type Values = FieldValues<Fields>;

/**
 * More than the feed applies before its first yield (2 000) plus what the follower has fetched
 * by then (≤ 2 pulls of 1 000), so changes made at that yield are delivered inside the load.
 */
const RECORDS = largeTests ? 12_000 : 5_000;
const now = Date.now();
const quiet = createLogger({ name: 'search-bulk-start-test', level: 'silent' });

let nats: NatsServerHandle;
let bus: Bus;
let search: KV;
/** Keys made so far: each test's new keys come after them. */
let nextKey = RECORDS;

async function putMany(keys: readonly number[], put: (n: number) => Promise<unknown>): Promise<void> {
  const pending = [...keys];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let n = pending.pop(); n !== undefined; n = pending.pop()) await put(n);
    }),
  );
}

const putVersion = (version: number) => (n: number) => putJson(search, listingIdOf(n), listingDocument(n, version, now - 60_000 + version));
const lastSeq = async () => (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;

/**
 * Every kind of change to the bucket, over `keys` (records the feed may already hold) and new
 * keys: updates, keys put twice, deletes, purges, invalid documents, new keys, a new key deleted.
 */
async function changeBucket(seed: number, keys: readonly number[], version: number): Promise<void> {
  const random = seeded(seed);
  const pick = (share: number) => keys.filter(() => random() < share);
  const fresh = Array.from({ length: 150 }, () => nextKey++);
  const twice = pick(0.04);
  await putMany(pick(0.1), putVersion(version));
  await putMany(twice, putVersion(version + 1));
  await putMany(twice, putVersion(version + 2));
  await putMany(fresh, putVersion(version));
  await putMany(pick(0.03), (n) => search.delete(listingIdOf(n)));
  await putMany(pick(0.03), (n) => search.purge(listingIdOf(n)));
  // Refused: the record is removed, as a delete would.
  await putMany(pick(0.01), (n) => putJson(search, listingIdOf(n), { values: ['not a document'] }));
  await putMany(fresh.slice(0, 5), (n) => search.delete(listingIdOf(n)));
}

/** What a sink was given, and when: in bulk (between beginBulk and endBulk) or after. */
interface Spy {
  begun: number;
  ended: number;
  inBulk: number;
  /** Upserts in bulk of an id the sink already held (replaced values), and removals of one. */
  replacedInBulk: number;
  removedInBulk: number;
  afterBulk: number;
  /** Whether the changes made while loading were made (at the feed's first yield). */
  changedWhileLoading: boolean;
}

/**
 * The sink as the feed sees it, counting what it is given; at the feed's first yield (2 000
 * changes into the load) the bucket is changed before the load goes on.
 */
function spied<S extends SearchSink<Fields> & { has?(id: string): boolean }>(inner: S, whileLoading: () => Promise<void>): { sink: SearchSink<Fields>; spy: Spy } {
  const spy: Spy = { begun: 0, ended: 0, inBulk: 0, replacedInBulk: 0, removedInBulk: 0, afterBulk: 0, changedWhileLoading: false };
  let bulk = false;
  const count = (id: string, removal: boolean) => {
    if (!bulk) return void (spy.afterBulk += 1);
    spy.inBulk += 1;
    if (inner.has?.(id) === true) {
      if (removal) spy.removedInBulk += 1;
      else spy.replacedInBulk += 1;
    }
  };
  const sink: SearchSink<Fields> = {
    upsert(id: string, fields: Values) {
      count(id, false);
      inner.upsert(id, fields);
    },
    remove(id: string) {
      count(id, true);
      return inner.remove(id);
    },
    get size() {
      return inner.size;
    },
    beginBulk() {
      spy.begun += 1;
      bulk = true;
      inner.beginBulk?.();
    },
    endBulk() {
      spy.ended += 1;
      bulk = false;
      inner.endBulk?.();
    },
    async backpressure() {
      if (!spy.changedWhileLoading) {
        spy.changedWhileLoading = true;
        await whileLoading();
      }
      await inner.backpressure?.();
    },
  };
  if (inner.putEncoded !== undefined) {
    sink.putEncoded = (id: string, value: Uint8Array) => {
      count(id, false);
      inner.putEncoded?.(id, value);
    };
  }
  if (inner.settled !== undefined) sink.settled = () => inner.settled?.() ?? Promise.resolve();
  return { sink, spy };
}

/** A projection given every change one by one: the sink offers no bulk load. */
function perChange() {
  const projection = createListingSearch();
  const sink: SearchSink<Fields> = {
    upsert: (id, fields) => projection.upsert(id, fields),
    remove: (id) => projection.remove(id),
    get size() {
      return projection.size;
    },
  };
  return { projection, sink };
}

async function openFeed(sink: SearchSink<Fields>): Promise<SearchFeed<Fields, SearchSink<Fields>>> {
  const feed = await SearchFeed.open<Fields, SearchSink<Fields>>({ bus, bucket: BUCKETS.listingSearch, projection: sink, decode: listingSearchValuesOf, logger: quiet, what: 'listing search' });
  await feed.loaded;
  return feed;
}

/** Searches of every sort, with and without filters (some capped below their matches). */
function queries(seed: number, count: number): SearchQuery[] {
  const random = seeded(seed);
  const sorts = Object.keys(listingSearchFields.sorts);
  const out: SearchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const filters: SearchQuery['filters'][number][] = [];
    if (random() < 0.5) filters.push({ kind: 'in', field: 'country', values: [['US', 'GB', 'ES', 'DE', 'JP'][Math.floor(random() * 5)] as string] });
    if (random() < 0.4) filters.push({ kind: 'range', field: 'price_amount', min: Math.floor(random() * 600_000), max: 600_000 + Math.floor(random() * 1_000_000) });
    if (random() < 0.3) filters.push({ kind: 'range', field: 'bedrooms', min: Math.floor(random() * 4) });
    if (random() < 0.2) filters.push({ kind: 'geo', field: 'point', area: { kind: 'bbox', west: -60, south: 35, east: 40, north: 50 } });
    const totalCap = random() < 0.3 ? 200 : 100_000;
    out.push({ filters, sort: sorts[Math.floor(random() * sorts.length)] as string, limit: 1 + Math.floor(random() * 50), totalCap });
  }
  return out;
}

type Searcher = (query: SearchQuery) => SearchResult | Promise<SearchResult>;

/** Every page of each query (up to 5): ids in order, totals and their relation. */
async function answers(searcher: Searcher, all: readonly SearchQuery[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const query of all) {
    const pages: unknown[] = [];
    let after: SearchQuery['after'];
    for (let page = 0; page < 5; page++) {
      const result = await searcher({ ...query, ...(after === undefined ? {} : { after }) });
      pages.push({ ids: result.ids, total: result.total, relation: result.totalRelation });
      if (result.nextPosition === undefined) break;
      after = result.nextPosition;
    }
    out.push(pages);
  }
  return out;
}

/** The same answers of both, and the searches compared records (not all empty, some capped). */
async function expectSameAnswers(bulk: Searcher, reference: Searcher, seed: number): Promise<void> {
  const all = queries(seed, 40);
  const expected = await answers(reference, all);
  expect(await answers(bulk, all)).toEqual(expected);
  const firstPages = expected.map((pages) => (pages as Array<{ ids: string[]; relation: string }>)[0]);
  expect(firstPages.filter((page) => (page?.ids.length ?? 0) > 0).length).toBeGreaterThan(20);
  expect(firstPages.filter((page) => page?.relation === 'lower_bound').length).toBeGreaterThan(0);
}

/** Both feeds have applied the bucket up to its last message. */
async function bothAt(a: SearchFeed<Fields, SearchSink<Fields>>, b: SearchFeed<Fields, SearchSink<Fields>>): Promise<void> {
  const last = await lastSeq();
  await expect.poll(() => Math.min(a.sequence, b.sequence), { timeout: 20_000 }).toBe(last);
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  search = await openBucket(bus, BUCKETS.listingSearch);
  const keys = [...Array(RECORDS).keys()];
  await putMany(keys, putVersion(1));
  // The bucket's history before the start: its last message per key is what a start reads.
  await changeBucket(1, keys, 2);
});

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
});

describe('a full start in bulk', { timeout: largeTests ? 180_000 : 60_000 }, () => {
  it('answers like per-change application, with changes during and after the load', async () => {
    const projection = createListingSearch();
    // Keys the feed has applied by its first yield, and others: replaced and removed in bulk both.
    const { sink, spy } = spied(projection, () => changeBucket(2, [...Array(RECORDS).keys()], 10));
    const bulk = await openFeed(sink);
    expect(spy).toMatchObject({ begun: 1, ended: 1, changedWhileLoading: true, afterBulk: 0 });
    // Everything the load delivered went in bulk, the changes made while loading included.
    expect(spy.inBulk).toBeGreaterThan(RECORDS);
    expect(spy.replacedInBulk).toBeGreaterThan(50);
    expect(spy.removedInBulk).toBeGreaterThan(20);
    expect(bulk.sequence).toBe(await lastSeq());

    const reference = perChange();
    const full = await openFeed(reference.sink);
    expect(full.sequence).toBe(bulk.sequence);
    expect(projection.size).toBe(reference.projection.size);
    await expectSameAnswers((q) => projection.search(q, now), (q) => reference.projection.search(q, now), 41);
    expectSameGroups(projection, reference.projection);

    // After the load, every change keeps the orderings in step: no second bulk load.
    await changeBucket(3, [...Array(nextKey).keys()], 20);
    await bothAt(bulk, full);
    expect(spy).toMatchObject({ begun: 1, ended: 1 });
    expect(spy.afterBulk).toBeGreaterThan(100);
    expect(projection.size).toBe(reference.projection.size);
    await expectSameAnswers((q) => projection.search(q, now), (q) => reference.projection.search(q, now), 42);
    expectSameGroups(projection, reference.projection);
    await Promise.all([bulk.close(), full.close()]);
  });

  // One shard is the projection in this thread; two are worker threads (the built worker).
  it.each([1, 2])('loads the sharded listing search in bulk through its shards (%i)', async (shards) => {
    const sharded = new ShardedListingSearch({ shards });
    try {
      const { sink, spy } = spied(sharded, () => changeBucket(shards * 10, [...Array(nextKey).keys()], 30 + shards * 10));
      const bulk = await openFeed(sink);
      expect(spy).toMatchObject({ begun: 1, ended: 1, changedWhileLoading: true, afterBulk: 0 });
      expect(spy.inBulk).toBeGreaterThan(RECORDS);

      const reference = perChange();
      const full = await openFeed(reference.sink);
      expect(full.sequence).toBe(bulk.sequence);
      expect(sharded.size).toBe(reference.projection.size);
      await expectSameAnswers((q) => sharded.search(q, now), (q) => reference.projection.search(q, now), 51);
      await expectSameShardedGroups(sharded, reference.projection);

      await changeBucket(shards * 10 + 1, [...Array(nextKey).keys()], 35 + shards * 10);
      await bothAt(bulk, full);
      await sharded.settled();
      expect(spy.afterBulk).toBeGreaterThan(100);
      expect(sharded.size).toBe(reference.projection.size);
      await expectSameAnswers((q) => sharded.search(q, now), (q) => reference.projection.search(q, now), 52);
      await expectSameShardedGroups(sharded, reference.projection);
      await Promise.all([bulk.close(), full.close()]);
    } finally {
      await sharded.close();
    }
  });
});

/** The property ids the reference holds (more than a hundred, or the comparison proves little). */
function propertiesOf(reference: ListingSearchProjection): string[] {
  const properties = new Set<string>();
  for (let n = 0; n < nextKey; n++) {
    const property = reference.valueOf(listingIdOf(n), 'property_id');
    if (typeof property === 'string' && property !== '') properties.add(property);
  }
  expect(properties.size).toBeGreaterThan(100);
  return [...properties].sort();
}

/** The members of every property group either holds, compared as sets. */
function expectSameGroups(bulk: ListingSearchProjection, reference: ListingSearchProjection): void {
  const members = (p: ListingSearchProjection) => propertiesOf(reference).map((property) => p.group('property_id', property, now).sort());
  expect(members(bulk)).toEqual(members(reference));
}

/** The property groups the gateway shows (members, grouping rule) of every property, sharded and not. */
async function expectSameShardedGroups(sharded: ShardedListingSearch, reference: ListingSearchProjection): Promise<void> {
  const properties = propertiesOf(reference);
  expect(await sharded.propertyGroups(properties, now)).toEqual(propertyGroupsOfPage(reference, properties, now));
}
