// The gateway's one follower of `listing_search` feeds the sharded listing search and, beside it,
// the portfolio projection: its portfolios answer exactly as a portfolio projection fed by a
// follower of its own (the former wiring), through puts, updates, deletes, purges and invalid
// documents, after a start from the snapshots the one read of the bucket wrote, and while the two
// kinds that hold it release it one after the other.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { createPortfolioSearch, listingSearchFields, portfolioPage, portfolioSearchFields, portfolioValuesOf, searchDocumentValues, type PortfolioOwner, type PortfolioProjection, type PortfolioSearchFields, type SearchDocument } from '@estate/search';
import { seeded } from '@estate/store/testing';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KindContext } from '../src/kinds/kind.js';
import { holdListingSearchFeed } from '../src/kinds/listing-search-feed.js';
import { SearchFeed, type SearchSnapshotConfig } from '../src/search/search-feed.js';
import { openSnapshotFile } from '../src/search/snapshot-file.js';
import { listingIdOf, listingValues } from './search/listing-documents.js';

const RECORDS = 600;
const AGENTS = 23;
const AGENCIES = 7;
const now = Date.now();
const quiet = createLogger({ name: 'listing-search-feed-test', level: 'silent' });

let nats: NatsServerHandle;
let bus: Bus;
let search: KV;
let dir: string;

/** Listing `n` at `version`, its agent and agency drawn from few owners so portfolios hold many listings. */
function documentOf(n: number, version: number): SearchDocument {
  const random = seeded(n * 31 + version);
  const values = listingValues(n, version, now - 60_000 + version);
  const agent_id = random() < 0.15 ? '' : `agt_${Math.floor(random() * AGENTS)}`;
  const agency_id = random() < 0.15 ? '' : `agy_${Math.floor(random() * AGENCIES)}`;
  return { observed_at: new Date(now).toISOString(), event_id: `evt_${n}_${version}`, values: searchDocumentValues(listingSearchFields, { ...values, agent_id, agency_id }) };
}

async function putMany(keys: number[], put: (n: number) => Promise<unknown>): Promise<void> {
  const pending = [...keys];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let n = pending.pop(); n !== undefined; n = pending.pop()) await put(n);
    }),
  );
}
const putVersion = (version: number) => (n: number) => putJson(search, listingIdOf(n), documentOf(n, version));

/** A context as the gateway gives its kinds: only the bus, the logger and the settings are read. */
function contextOf(snapshots?: SearchSnapshotConfig): KindContext {
  return { bus, logger: quiet, settings: { searchShards: 2, ...(snapshots ? { searchSnapshots: snapshots } : {}) } } as unknown as KindContext;
}

/** The former wiring: a portfolio projection with a follower of its own. */
async function referencePortfolios(): Promise<SearchFeed<PortfolioSearchFields>> {
  const feed = await SearchFeed.open({ bus, bucket: BUCKETS.listingSearch, projection: createPortfolioSearch(), decode: portfolioValuesOf, logger: quiet, what: 'portfolio reference' });
  await feed.loaded;
  return feed;
}

/** Every owner's portfolio walked page by page (random page sizes), with its counts. */
function portfolios(projection: PortfolioProjection, seed: number): unknown[] {
  const random = seeded(seed);
  const owners: PortfolioOwner[] = [
    ...Array.from({ length: AGENTS }, (_, i) => ({ field: 'agent_id' as const, id: `agt_${i}` })),
    ...Array.from({ length: AGENCIES }, (_, i) => ({ field: 'agency_id' as const, id: `agy_${i}` })),
  ];
  return owners.map((owner) => {
    const pages = [];
    let after;
    for (let page = 0; page < 20; page++) {
      const result = portfolioPage(projection, owner, { limit: 1 + Math.floor(random() * 20), after }, now);
      pages.push(result);
      if (result.next === undefined) break;
      after = result.next;
    }
    return pages;
  });
}

function expectSamePortfolios(actual: PortfolioProjection, expected: PortfolioProjection, seed: number): void {
  expect(actual.size).toBe(expected.size);
  const want = portfolios(expected, seed);
  expect(portfolios(actual, seed)).toEqual(want);
  // The comparison saw full portfolios, not empty ones.
  const listed = (want as Array<Array<{ listing_ids: string[] }>>).flat().reduce((sum, page) => sum + page.listing_ids.length, 0);
  expect(listed).toBeGreaterThan(RECORDS);
}

const lastSeq = async () => (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;
const consumers = async () => (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.consumer_count;

/** Random changes of every kind: updates, new records, deletes, purges, invalid documents. */
async function change(seed: number, version: number): Promise<void> {
  const random = seeded(seed);
  const keys = [...Array(RECORDS).keys()];
  const pick = (share: number) => keys.filter(() => random() < share);
  await putMany(pick(0.2), putVersion(version));
  await putMany([...Array(50).keys()].map((i) => RECORDS + version * 100 + i), putVersion(version));
  await putMany(pick(0.04), (n) => search.delete(listingIdOf(n)));
  await putMany(pick(0.04), (n) => search.purge(listingIdOf(n)));
  await putMany(pick(0.02), (n) => putJson(search, listingIdOf(n), { values: ['not a document'] }));
}

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  search = await openBucket(bus, BUCKETS.listingSearch);
  dir = await mkdtemp(join(tmpdir(), 'estate-listing-search-feed-'));
  await putMany([...Array(RECORDS).keys()], putVersion(1));
});

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the listing search feed', { timeout: 60_000 }, () => {
  it('feeds the portfolios from its one follower as a follower of their own did, and closes with its last holder', async () => {
    const context = contextOf();
    const [first, second] = await Promise.all([holdListingSearchFeed(context), holdListingSearchFeed(context)]);
    expect(second.feed).toBe(first.feed);
    const { feed, portfolios: shared } = first.feed;
    await feed.loaded;
    // One consumer of the bucket for the listing search and the portfolios together.
    expect(await consumers()).toBe(1);
    const reference = await referencePortfolios();
    expect(feed.projection.size).toBe(RECORDS);
    expectSamePortfolios(shared, reference.projection, 1);

    await change(2, 2);
    // A holder leaves (the professionals kind closed first): the other's feed still follows.
    await first.release();
    await change(3, 3);
    const last = await lastSeq();
    await expect.poll(() => Math.min(feed.sequence, reference.sequence), { timeout: 20_000 }).toBe(last);
    await feed.projection.settled();
    expect(feed.projection.size).toBe(shared.size);
    expectSamePortfolios(shared, reference.projection, 2);

    // The last holder leaves: the feed stops following.
    await second.release();
    await putMany([0, 1], putVersion(6));
    await expect.poll(() => reference.sequence, { timeout: 20_000 }).toBe(await lastSeq());
    expect(feed.sequence).toBe(last);
    await reference.close();
    // A later hold opens a new feed, not the closed one.
    const again = await holdListingSearchFeed(context);
    expect(again.feed).not.toBe(first.feed);
    await again.release();
  });

  it('writes the portfolio snapshot from the same read, and starts from both as a full load would', async () => {
    const snapshots = { dir, closeBudgetMs: 0, firstAfterMs: 3_600_000, everyMs: 3_600_000 };
    const writer = await holdListingSearchFeed(contextOf(snapshots));
    await writer.feed.feed.loaded;
    await writer.feed.feed.snapshotNow();
    const seq = writer.feed.feed.sequence;
    await writer.release();
    const own = await openSnapshotFile(join(dir, 'portfolio.snapshot'), { name: 'portfolio', bucket: BUCKETS.listingSearch, fingerprint: JSON.stringify(Object.entries(portfolioSearchFields.fields)) });
    expect('reason' in own ? own.reason : own.meta.seq).toBe(seq);

    await change(4, 4);
    const restarted = await holdListingSearchFeed(contextOf(snapshots));
    const { feed, portfolios: shared } = restarted.feed;
    await feed.loaded;
    expect(feed.startedFromSnapshot).toBe(true);
    expect(feed.sequence).toBe(await lastSeq());
    const reference = await referencePortfolios();
    expectSamePortfolios(shared, reference.projection, 3);
    await restarted.release();

    // A portfolio snapshot of another sequence than the listing search's: both load the whole bucket.
    await change(5, 5);
    const moved = await holdListingSearchFeed(contextOf({ ...snapshots, dir: join(dir, 'moved') }));
    await moved.feed.feed.loaded;
    await moved.feed.feed.snapshotNow();
    await moved.release();
    await copyFile(join(dir, 'portfolio.snapshot'), join(dir, 'moved', 'portfolio.snapshot'));
    const refused = await holdListingSearchFeed(contextOf({ ...snapshots, dir: join(dir, 'moved') }));
    await refused.feed.feed.loaded;
    expect(refused.feed.feed.startedFromSnapshot).toBe(false);
    await expect.poll(() => reference.sequence, { timeout: 20_000 }).toBe(await lastSeq());
    expectSamePortfolios(refused.feed.portfolios, reference.projection, 4);
    await refused.release();
    await reference.close();
  });
});
