// A search feed started from a snapshot and caught up from the bucket answers exactly as one that
// read the whole bucket: puts, updates, deletes, purges and invalid documents land between the
// snapshot and the start. A corrupt, stale or foreign snapshot is refused and the whole bucket read.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { createListingSearch, listingSearchFields, listingSearchValuesOf, type ListingSearchProjection, type SearchQuery } from '@estate/search';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchFeed, type SearchSnapshotConfig } from '../src/search/search-feed.js';
import { openSnapshotFile } from '../src/search/snapshot-file.js';
import { largeTests } from './large-tests.js';
import { seeded } from '@estate/store/testing';
import { listingDocument, listingIdOf } from './search/listing-documents.js';

/** Enough that most random searches match several pages; 3 000 with ESTATE_LARGE_TESTS=1. */
const RECORDS = largeTests ? 3_000 : 1_000;
const now = Date.now();

let nats: NatsServerHandle;
let bus: Bus;
let search: KV;
let dir: string;
/** What the feeds logged, one JSON object per line: a refused snapshot says why in one line. */
const logLines: Array<{ msg: string; reason?: string; projection?: string; seq?: number; changes?: number }> = [];
const logger = createLogger({
  name: 'search-snapshot-test',
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  }),
});
const quiet = createLogger({ name: 'search-snapshot-test', level: 'silent' });
const refusals = () => logLines.filter((line) => line.msg === 'search snapshot not used; loading the whole bucket').map((line) => line.reason);
const bulkCatchUps = () => logLines.filter((line) => line.msg === 'search snapshot far behind its bucket; catching up in bulk');
const lastSeq = async () => (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;

async function putMany(keys: number[], put: (n: number) => Promise<unknown>): Promise<void> {
  const pending = [...keys];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let n = pending.pop(); n !== undefined; n = pending.pop()) await put(n);
    }),
  );
}

const putVersion = (version: number) => (n: number) => putJson(search, listingIdOf(n), listingDocument(n, version, now - 60_000 + version));

async function openFeed(snapshot: SearchSnapshotConfig | undefined, now?: () => number): Promise<SearchFeed<typeof listingSearchFields.fields>> {
  const feed = await SearchFeed.open({
    ...(now ? { now } : {}),
    bus,
    bucket: BUCKETS.listingSearch,
    projection: createListingSearch(),
    decode: listingSearchValuesOf,
    logger: snapshot ? logger : quiet,
    what: 'listing search',
    ...(snapshot ? { snapshot: { closeBudgetMs: 0, ...snapshot, fields: listingSearchFields.fields } } : {}),
  });
  await feed.loaded;
  return feed;
}

/** Searches of every sort, with and without filters, paged to their end or a few pages in. */
function queries(seed: number, count: number): SearchQuery[] {
  const random = seeded(seed);
  const sorts = Object.keys(listingSearchFields.sorts);
  const out: SearchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const filters: SearchQuery['filters'][number][] = [];
    if (random() < 0.5) filters.push({ kind: 'in', field: 'country', values: [['US', 'GB', 'ES', 'DE', 'JP'][Math.floor(random() * 5)] as string] });
    if (random() < 0.5) filters.push({ kind: 'range', field: 'price_amount', min: Math.floor(random() * 600_000), max: 600_000 + Math.floor(random() * 1_000_000) });
    if (random() < 0.3) filters.push({ kind: 'range', field: 'bedrooms', min: Math.floor(random() * 4) });
    if (random() < 0.3) filters.push({ kind: 'in', field: 'transaction', values: ['sale'] });
    out.push({ filters, sort: sorts[Math.floor(random() * sorts.length)] as string, limit: 1 + Math.floor(random() * 50), totalCap: 100_000 });
  }
  return out;
}

/** Every page of each query (up to 5), ids and totals: what a client would see. */
function answers(projection: ListingSearchProjection, all: SearchQuery[]): unknown[] {
  return all.map((query) => {
    const pages: unknown[] = [];
    let after: SearchQuery['after'];
    for (let page = 0; page < 5; page++) {
      const result = projection.search({ ...query, after }, now);
      pages.push({ ids: result.ids, total: result.total, relation: result.totalRelation });
      if (result.nextPosition === undefined) break;
      after = result.nextPosition;
    }
    return pages;
  });
}

/** Both projections hold the same records and answer the same searches the same way. */
function expectSameAnswers(fromSnapshot: ListingSearchProjection, full: ListingSearchProjection, seed: number): void {
  expect(fromSnapshot.size).toBe(full.size);
  const all = queries(seed, 40);
  const expected = answers(full, all);
  expect(answers(fromSnapshot, all)).toEqual(expected);
  // The searches are not all empty: they compared records.
  expect(expected.filter((pages) => ((pages as Array<{ ids: string[] }>)[0]?.ids.length ?? 0) > 0).length).toBeGreaterThan(20);
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  search = await openBucket(bus, BUCKETS.listingSearch);
  dir = await mkdtemp(join(tmpdir(), 'estate-search-snapshot-'));
  await putMany([...Array(RECORDS).keys()], putVersion(1));
});

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// The full-size run reads 3 000+ records a dozen times: more than the default 30 s on a busy machine.
describe('a search feed from a snapshot', { timeout: largeTests ? 120_000 : 30_000 }, () => {
  it('answers like a full load after puts, updates, deletes and purges since the snapshot', async () => {
    const writer = await openFeed({ dir });
    expect(writer.startedFromSnapshot).toBe(false);
    await writer.snapshotNow();
    const snapshotSeq = writer.sequence;
    await writer.close();

    const random = seeded(7);
    const keys = [...Array(RECORDS).keys()];
    const pick = (share: number) => keys.filter(() => random() < share);
    await putMany(pick(0.2), putVersion(2)); // updates
    await putMany([...Array(300).keys()].map((i) => RECORDS + i), putVersion(1)); // new records
    await putMany(pick(0.05), (n) => search.delete(listingIdOf(n)));
    await putMany(pick(0.05), (n) => search.purge(listingIdOf(n)));
    await putMany(pick(0.01), (n) => putJson(search, listingIdOf(n), { values: ['not a document'] })); // refused: removed
    await putMany([RECORDS + 1, RECORDS + 2], (n) => search.delete(listingIdOf(n))); // new since, then deleted

    const [restarted, full] = await Promise.all([openFeed({ dir }), openFeed(undefined)]);
    expect(refusals()).toEqual(['no snapshot']);
    // ~600 changes since the snapshot of ~1 000 records: change by change.
    expect(bulkCatchUps()).toEqual([]);
    expect(restarted.startedFromSnapshot).toBe(true);
    expect(full.startedFromSnapshot).toBe(false);
    // It caught up: the bucket moved past the snapshot and the feed with it.
    expect(restarted.sequence).toBeGreaterThan(snapshotSeq);
    expect(restarted.sequence).toBe(full.sequence);
    expectSameAnswers(restarted.projection, full.projection, 11);
    expect(restarted.projection.has(listingIdOf(RECORDS + 1))).toBe(false);
    expect(restarted.projection.has(listingIdOf(RECORDS + 5))).toBe(true);

    // Changes after the start reach both alike.
    await putMany([0, 1, 2, RECORDS + 400], putVersion(3));
    await search.delete(listingIdOf(3));
    const last = (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;
    await expect.poll(() => Math.min(restarted.sequence, full.sequence), { timeout: 10_000 }).toBe(last);
    expectSameAnswers(restarted.projection, full.projection, 12);
    await Promise.all([restarted.close(), full.close()]);
  });

  it('writes snapshots after loading, while it follows and at close', async () => {
    const own = join(dir, 'periodic');
    const snapshotSeq = async () => {
      const file = await openSnapshotFile(join(own, 'listing-search.snapshot'), { name: 'listing search', bucket: BUCKETS.listingSearch, fingerprint: JSON.stringify(Object.entries(listingSearchFields.fields)) });
      return 'reason' in file ? 0 : file.meta.seq;
    };
    const feed = await openFeed({ dir: own, firstAfterMs: 10, everyMs: 50, closeBudgetMs: 30_000 });
    await expect.poll(snapshotSeq, { timeout: 20_000 }).toBe(feed.sequence);
    await putMany([5, 6, 7], putVersion(4));
    const afterPuts = (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;
    await expect.poll(snapshotSeq, { timeout: 20_000 }).toBe(afterPuts);
    await feed.close();

    // A feed that writes nothing while it runs: the change it saw last is written at close.
    const closing = await openFeed({ dir: own, firstAfterMs: 3_600_000, everyMs: 3_600_000, closeBudgetMs: 30_000 });
    expect(closing.startedFromSnapshot).toBe(true);
    await search.delete(listingIdOf(8));
    const last = (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;
    await expect.poll(() => closing.sequence, { timeout: 10_000 }).toBe(last);
    expect(await snapshotSeq()).toBeLessThan(last);
    await closing.close();
    expect(await snapshotSeq()).toBe(last);
    const restarted = await openFeed({ dir: own });
    expect(restarted.startedFromSnapshot).toBe(true);
    expect(restarted.projection.has(listingIdOf(8))).toBe(false);
    const full = await openFeed(undefined);
    expectSameAnswers(restarted.projection, full.projection, 31);
    await Promise.all([restarted.close(), full.close()]);
  });

  it('catches up in bulk from a snapshot far behind its bucket, and answers like a full load', async () => {
    const own = join(dir, 'far-behind');
    const writer = await openFeed({ dir: own });
    await writer.snapshotNow();
    const snapshotSeq = writer.sequence;
    await writer.close();

    // More changes since the snapshot than its records hold: every key updated, some twice, new
    // keys, deletes, purges and refused documents.
    const random = seeded(41);
    const keys = [...Array(RECORDS).keys()];
    const pick = (share: number) => keys.filter(() => random() < share);
    await putMany(keys, putVersion(5));
    await putMany(pick(0.2), putVersion(6));
    await putMany([...Array(200).keys()].map((i) => RECORDS + 600 + i), putVersion(1));
    await putMany(pick(0.05), (n) => search.delete(listingIdOf(n)));
    await putMany(pick(0.05), (n) => search.purge(listingIdOf(n)));
    await putMany(pick(0.01), (n) => putJson(search, listingIdOf(n), { values: ['not a document'] }));

    const before = bulkCatchUps().length;
    const [restarted, full] = await Promise.all([openFeed({ dir: own }), openFeed(undefined)]);
    expect(restarted.startedFromSnapshot).toBe(true);
    expect(bulkCatchUps().length).toBe(before + 1);
    expect(bulkCatchUps().at(-1)?.changes).toBeGreaterThan(RECORDS);
    expect(restarted.sequence).toBeGreaterThan(snapshotSeq);
    expect(restarted.sequence).toBe(full.sequence);
    expectSameAnswers(restarted.projection, full.projection, 41);

    // Out of bulk once caught up: later changes reach both alike.
    await putMany([0, 1, 2, RECORDS + 900], putVersion(7));
    await search.delete(listingIdOf(4));
    const last = await lastSeq();
    await expect.poll(() => Math.min(restarted.sequence, full.sequence), { timeout: 10_000 }).toBe(last);
    expectSameAnswers(restarted.projection, full.projection, 42);
    await Promise.all([restarted.close(), full.close()]);
  });

  it('writes a snapshot once a backlog is worked off, before its interval, and the next start uses it', async () => {
    const own = join(dir, 'worked-off');
    const written = () => logLines.filter((line) => line.msg === 'search snapshot written' && line.reason === 'worked off');
    // Checked every 100 ms; due by the clock only in an hour (after the first, 100 ms after the start).
    const feed = await openFeed({ dir: own, firstAfterMs: 100, everyMs: 3_600_000 });
    const first = logLines.filter((line) => line.msg === 'search snapshot written').length;
    await expect.poll(() => logLines.filter((line) => line.msg === 'search snapshot written').length, { timeout: 20_000 }).toBe(first + 1);
    const beforeBacklog = await lastSeq();
    // The first snapshot may itself read as worked off (the whole load is changes since none): only later ones count.
    const earlier = written().length;

    // A backlog: more changes than the feed's records, then a quiet bucket.
    await putMany([...Array(RECORDS).keys()], putVersion(8));
    await putMany([...Array(300).keys()], putVersion(9));
    const afterBacklog = await lastSeq();
    await expect.poll(() => feed.sequence, { timeout: 10_000 }).toBe(afterBacklog);
    await expect.poll(() => written().length, { timeout: 20_000 }).toBeGreaterThan(earlier);
    // The snapshot covers the backlog but for less than what would make another one worth writing.
    await expect.poll(() => written().at(-1)?.seq ?? 0, { timeout: 20_000 }).toBeGreaterThan(afterBacklog - 1_000);
    expect(written().at(-1)?.seq ?? 0).toBeGreaterThan(beforeBacklog + 1_000);
    await feed.close();

    const before = bulkCatchUps().length;
    const [restarted, full] = await Promise.all([openFeed({ dir: own }), openFeed(undefined)]);
    expect(restarted.startedFromSnapshot).toBe(true);
    // Started from the worked-off snapshot: at most a small tail to catch up, change by change.
    expect(bulkCatchUps().length).toBe(before);
    expect(restarted.sequence).toBe(full.sequence);
    expectSameAnswers(restarted.projection, full.projection, 51);
    await Promise.all([restarted.close(), full.close()]);
  });

  it("drops a snapshot's records whose messages passed the bucket's max age", async () => {
    const own = join(dir, 'expiry');
    const old = [...Array(200).keys()].map((i) => 20_000 + i);
    const fresh = [...Array(200).keys()].map((i) => 30_000 + i);
    await putMany(old, putVersion(1));
    const oldStoredBy = Date.now();
    // The clock below falls halfway into this gap: old messages were stored before it, fresh after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const freshFrom = Date.now();
    await putMany(fresh, putVersion(1));
    const writer = await openFeed({ dir: own });
    await writer.snapshotNow();
    await writer.close();
    const { config } = await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`);
    const maxAgeMs = config.max_age / 1_000_000;
    // A clock at which the old messages have passed the max age and the fresh ones not.
    const later = oldStoredBy + maxAgeMs + (freshFrom - oldStoredBy) / 2;
    const restarted = await openFeed({ dir: own }, () => later);
    expect(restarted.startedFromSnapshot).toBe(true);
    expect(old.filter((n) => restarted.projection.has(listingIdOf(n)))).toEqual([]);
    expect(fresh.filter((n) => restarted.projection.has(listingIdOf(n)))).toEqual(fresh);
    await restarted.close();
    // Past the max age the snapshot itself is stale: nothing in it can be live.
    const muchLater = await openFeed({ dir: own }, () => Date.now() + maxAgeMs);
    expect(muchLater.startedFromSnapshot).toBe(false);
    expect(refusals().at(-1)).toBe("the snapshot is older than the bucket's max age");
    await muchLater.close();
    await putMany([...old, ...fresh], (n) => search.purge(listingIdOf(n)));
  });

  it('reads the whole bucket when the snapshot is corrupt, foreign or of a bucket created anew', async () => {
    const writer = await openFeed({ dir });
    await writer.snapshotNow();
    await writer.close();
    const path = join(dir, 'listing-search.snapshot');
    const good = await readFile(path);

    // One flipped byte in the middle of the records.
    const corrupt = Buffer.from(good);
    corrupt[Math.floor(corrupt.length / 2)] = (corrupt[Math.floor(corrupt.length / 2)] as number) ^ 0xff;
    await writeFile(path, corrupt);
    const full = await openFeed(undefined);
    const afterCorrupt = await openFeed({ dir });
    expect(afterCorrupt.startedFromSnapshot).toBe(false);
    expect(refusals().at(-1)).toBe('the snapshot is corrupt (checksum mismatch)');
    expectSameAnswers(afterCorrupt.projection, full.projection, 21);
    await afterCorrupt.close();

    // Cut short: the trailer is gone.
    await writeFile(path, good.subarray(0, good.length - 100));
    const afterTruncation = await openFeed({ dir });
    expect(afterTruncation.startedFromSnapshot).toBe(false);
    expect(refusals().at(-1)).toBe('the snapshot is truncated or not one');
    expect(afterTruncation.projection.size).toBe(full.projection.size);
    await afterTruncation.close();

    // A snapshot of other fields (an older gateway's) is not used.
    await writeFile(path, good);
    const other = await SearchFeed.open({
      bus,
      bucket: BUCKETS.listingSearch,
      projection: createListingSearch(),
      decode: listingSearchValuesOf,
      logger,
      what: 'listing search',
      snapshot: { dir, fields: { ...listingSearchFields.fields, extra: { type: 'number' } }, closeBudgetMs: 0 },
    });
    await other.loaded;
    expect(other.startedFromSnapshot).toBe(false);
    expect(refusals().at(-1)).toBe('the snapshot holds other fields than this gateway searches');
    await other.close();

    // The good snapshot is used as it is.
    const reused = await openFeed({ dir });
    expect(reused.startedFromSnapshot).toBe(true);
    expectSameAnswers(reused.projection, full.projection, 22);
    await reused.close();
    await full.close();

    // The bucket deleted and created anew, with other records: the snapshot is stale.
    await bus.jsm.streams.delete(`KV_${BUCKETS.listingSearch}`);
    await provision(bus, defaultTopology());
    search = await openBucket(bus, BUCKETS.listingSearch);
    await putMany([...Array(500).keys()].map((i) => 10_000 + i), putVersion(1));
    const afterRecreate = await openFeed({ dir });
    const fullAgain = await openFeed(undefined);
    expect(afterRecreate.startedFromSnapshot).toBe(false);
    expect(refusals().at(-1)).toBe('the bucket was created anew since the snapshot');
    expect(afterRecreate.projection.size).toBe(500);
    expectSameAnswers(afterRecreate.projection, fullAgain.projection, 23);
    await Promise.all([afterRecreate.close(), fullAgain.close()]);
  });
});
