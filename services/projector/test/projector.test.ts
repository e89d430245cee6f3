import { Listing, createAjv } from '@estate/contract';
import { BUCKETS, defaultTopology, openBucket, provision, type Bus } from '@estate/bus';
import type { AnyEvent } from '@estate/events';
import { listingId } from '@estate/normalize';
import { listingSearchValuesOf } from '@estate/search';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjector } from '../src/projector.js';
import { rebuildProjections } from '../src/rebuild.js';
import { observationRounds } from './events.js';
import { connectBus, flakyStore, kvDocuments, kvSearchDocuments, logger, metricValue, publishAll, rows, storedCounts, waitCaughtUp } from './harness.js';

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connectBus(nats.url);
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
});

describe('projector', () => {
  const LISTINGS = 200;
  const ROUNDS = 3;
  let events: AnyEvent[];

  it('stores exactly the published events, once, despite duplicates and forced redeliveries', async () => {
    events = observationRounds(LISTINGS, ROUNDS);
    const first = await publishAll(bus, events);
    // A collector that retries publishes the same event ids again: the stream drops them.
    const again = await publishAll(bus, events.slice(0, 150));
    expect(first.duplicates).toBe(0);
    expect(again.duplicates).toBe(150);

    const store = flakyStore(clickhouse.store, new Map([[2, 'before'], [5, 'after'], [9, 'after'], [14, 'before']]));
    const projector = await startProjector({ bus, store, logger, batchSize: 100, batchWaitMs: 1000 });
    await waitCaughtUp(bus);
    await projector.stop();

    expect(await metricValue(projector.metrics, 'projector_failed_batches_total')).toBeGreaterThanOrEqual(3);
    // Every event was committed at least once; a redelivered batch may count twice.
    expect(await metricValue(projector.metrics, 'projector_rows_total', { table: 'listings' })).toBeGreaterThanOrEqual(LISTINGS * ROUNDS);
    expect(await metricValue(projector.metrics, 'projector_rows_total', { table: 'listing_observations' })).toBeGreaterThanOrEqual(LISTINGS * ROUNDS);
    expect(await metricValue(projector.metrics, 'projector_rows_total', { table: 'source_runs' })).toBeGreaterThanOrEqual(ROUNDS);
    expect(await metricValue(projector.metrics, 'projector_kv_writes_total', { bucket: 'listings' })).toBeGreaterThanOrEqual(LISTINGS);
    const counts = await storedCounts(clickhouse.store);
    expect(counts).toEqual({ listings: LISTINGS, observations: LISTINGS * ROUNDS, distinctEvents: LISTINGS * ROUNDS, media: LISTINGS, runs: ROUNDS });

    // The newest observation of each listing is the current one, in ClickHouse and in KV.
    const current = await rows<{ listing_id: string; price_amount: string }>(
      clickhouse.store,
      'SELECT listing_id, toString(price_amount) AS price_amount FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR',
    );
    const lastRound = ROUNDS - 1;
    const expected = (n: number) => String(100_000 + n * 1000 + lastRound * 10);
    const numberOf = new Map([...Array(LISTINGS).keys()].map((n) => [listingId('zillow', String(10_000 + n)), n]));
    expect(current).toHaveLength(LISTINGS);
    for (const row of current) expect(row.price_amount.replace(/\.00$/, '')).toBe(expected(numberOf.get(row.listing_id) as number));
    const docs = await kvDocuments(bus);
    expect(docs.size).toBe(LISTINGS);
    const validate = createAjv().compile(Listing);
    for (let n = 0; n < LISTINGS; n++) {
      const stored = docs.get(listingId('zillow', String(10_000 + n)));
      expect(stored?.listing.price?.amount).toBe(expected(n));
      expect(validate(stored?.listing), JSON.stringify(validate.errors)).toBe(true);
    }
    // Beside each document, its search fields, of the same (newest) observation.
    const search = await kvSearchDocuments(bus);
    expect(search.size).toBe(LISTINGS);
    for (const [id, doc] of docs) {
      const fields = search.get(id);
      expect(fields).toMatchObject({ observed_at: doc.observed_at, event_id: doc.event_id });
      expect(listingSearchValuesOf(fields)).toMatchObject({ price_amount: Number(doc.listing.price?.amount), observed_at: Date.parse(doc.observed_at), platform: 'zillow' });
    }
  }, 120_000);

  it('never rolls a KV document back when an older observation arrives late', async () => {
    const stale = observationRounds(1, 1, new Date(Date.now() - 3 * 60 * 60_000));
    await publishAll(bus, stale);
    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 100, batchWaitMs: 1000 });
    await waitCaughtUp(bus);
    await projector.stop();
    const doc = (await kvDocuments(bus)).get(listingId('zillow', '10000'));
    expect(doc?.listing.price?.amount).toBe(String(100_000 + (ROUNDS - 1) * 10));
    // Nor its search fields: they stay those of the newest observation.
    const fields = (await kvSearchDocuments(bus)).get(listingId('zillow', '10000'));
    expect(fields).toMatchObject({ observed_at: doc?.observed_at, event_id: doc?.event_id });
    expect(listingSearchValuesOf(fields)?.price_amount).toBe(100_000 + (ROUNDS - 1) * 10);
    const [current] = await rows<{ price: string }>(
      clickhouse.store,
      "SELECT toString(price_amount) AS price FROM listings FINAL WHERE listing_id = {id:String} AND observed_at > now() - INTERVAL 24 HOUR",
      { id: listingId('zillow', '10000') },
    );
    expect(current?.price.replace(/\.00$/, '')).toBe(String(100_000 + (ROUNDS - 1) * 10));
  }, 60_000);

  it('--rebuild reproduces the same tables from the streams', async () => {
    const snapshot = async () => ({
      listings: await rows(clickhouse.store, 'SELECT listing_id, event_id, toString(price_amount) AS p, document FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id'),
      observations: await rows(clickhouse.store, 'SELECT listing_id, event_id, observed_at FROM listing_observations FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id, observed_at, event_id'),
      media: await rows(clickhouse.store, 'SELECT listing_id, url, event_id FROM listing_media FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id, url'),
      runs: await rows(clickhouse.store, 'SELECT run_id, status, event_id FROM source_runs FINAL ORDER BY run_id'),
    });
    const before = await snapshot();
    // Lose a table's rows to show the rebuild restores them from the log, not from the tables.
    await clickhouse.store.command({ query: 'TRUNCATE TABLE listing_media' });
    expect((await snapshot()).media).toHaveLength(0);
    // And the search bucket, to show a rebuild writes it again.
    const searchBefore = await kvSearchDocuments(bus);
    await (await openBucket(bus, BUCKETS.listingSearch)).destroy();
    await provision(bus, defaultTopology());
    expect((await kvSearchDocuments(bus)).size).toBe(0);

    const result = await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 250 });
    expect(result.replayed).toBe(LISTINGS * ROUNDS + ROUNDS + 2);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(await kvSearchDocuments(bus)).toEqual(searchBefore);
    const tables = await rows<{ name: string }>(clickhouse.store, "SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE '%rebuild%'");
    expect(tables).toEqual([]);
  }, 120_000);
});
