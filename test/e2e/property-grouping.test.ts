// Accuracy of cross-platform property grouping: the generated sample universe (whose ground
// truth says which listings are one property) goes through the five platforms' own renderers
// and parsers, onto NATS, through the real projector into embedded ClickHouse and the KV
// bucket; the grouping the projector wrote is scored pairwise against the truth.
import { BUCKETS, Publisher, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import { rebuildProjections, startProjector, type StoredListing } from '@estate/projector';
import { createLogger } from '@estate/runtime';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairwiseScore } from './grouping/pairwise.js';
import { sampleObservations } from './grouping/sample-observations.js';

const SEED = 42;
const SIZE = 2_000;
/**
 * Floors under the measured figures: seed 42 with 2 000 listings gives precision 0.997 and
 * recall 0.994 (310 of 312 true pairs, 1 wrong pair); seeds 5, 7, 11 and 99 with 3 000 listings
 * gave precision 0.984–0.988 and recall 0.979–0.994. The floors leave room for parser and
 * generator changes that move a few pairs, and still fail when a rule that matters breaks
 * (measured on seed 42): without the check against the whole property precision falls to 0.963,
 * without comparing ImmoScout24's Zimmer with bedrooms recall falls to 0.955.
 */
const MIN_PRECISION = 0.97;
const MIN_RECALL = 0.96;

const logger = createLogger({ name: 'grouping-e2e', level: 'warn' });

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connect({ servers: nats.url, name: 'grouping-e2e', logger: silentLogger });
  await provision(bus, defaultTopology());
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
});

async function waitCaughtUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await bus.jsm.consumers.info('OBSERVATIONS', 'projector');
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > deadline) throw new Error(`projector did not catch up: ${info.num_pending} pending`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface GroupRow {
  listing_id: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
}

const groupRows = () =>
  clickhouse.store.queryRows<GroupRow>(
    'SELECT listing_id, property_id, property_match_method, property_confidence FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id',
  );

describe('cross-platform property grouping on the sample universe', () => {
  let truth: Map<string, string>;
  let grouped: GroupRow[];

  it('groups what the five collectors publish with high pairwise precision and recall', async () => {
    const { events, propertyOf } = sampleObservations({ seed: SEED, size: SIZE, observedAt: new Date(Date.now() - 30 * 60_000) });
    truth = propertyOf;
    const publisher = new Publisher(bus, { logger: silentLogger });
    for (const event of events) await publisher.publish(event);
    await publisher.flush();

    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 500 });
    await waitCaughtUp(180_000);
    await projector.stop();

    grouped = await groupRows();
    expect(grouped).toHaveLength(SIZE);
    const score = pairwiseScore(new Map(grouped.map((r) => [r.listing_id, r.property_id])), truth);
    const methods = { address: 0, geo_area_rooms: 0 } as Record<string, number>;
    for (const row of grouped) if (row.property_match_method !== '') methods[row.property_match_method] = (methods[row.property_match_method] ?? 0) + 1;
    process.stderr.write(
      `property grouping seed=${SEED} listings=${SIZE} true_pairs=${score.truePairs} predicted_pairs=${score.predictedPairs} correct_pairs=${score.correctPairs} ` +
        `precision=${score.precision.toFixed(4)} recall=${score.recall.toFixed(4)} by_address=${methods.address} by_geo=${methods.geo_area_rooms}\n`,
    );
    expect(score.truePairs).toBeGreaterThan(200);
    expect(score.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(score.recall).toBeGreaterThanOrEqual(MIN_RECALL);

    for (const row of grouped) {
      if (row.property_match_method === '') expect(row.property_confidence).toBe(0);
      else expect(row.property_confidence).toBeGreaterThan(0.5);
    }
    // The KV documents carry the same property as the rows.
    const kv = await openBucket(bus, BUCKETS.listings);
    for (const row of grouped.filter((r) => r.property_match_method !== '')) {
      const entry = await kv.get(row.listing_id);
      expect(entry?.json<StoredListing>().listing.property.id, row.listing_id).toBe(row.property_id);
    }
  }, 300_000);

  it('--rebuild with other batch sizes assigns every listing the same property', async () => {
    expect(grouped).toBeDefined();
    await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 333 });
    expect(await groupRows()).toEqual(grouped);
  }, 300_000);
});
