// The generated sample universe as the listing collectors publish it (each platform's renderer
// writes its native pages, its parser reads them back; grouping/sample-observations.ts), onto NATS
// and through the real projector into embedded ClickHouse and the KV buckets, once per file:
// - property grouping: the grouping the projector wrote is scored pairwise, per country, against
//   the generator's truth (which listings are one property; for GB also the Rightmove/Zoopla
//   pairs and the hard negatives beside them), and a rebuild reproduces it;
// - two gateways over that NATS and store, each holding its own search projection fed by its own
//   watch of the listing search bucket, answer the same searches with the same ids in the same
//   order and the same totals, and both see a new observation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, Publisher, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import type { Schemas } from '@estate/client';
import { collectorManifest, ManifestKeeper } from '@estate/collector-kit';
import { collector as zillow } from '@estate/collector-zillow';
import type { ListingBody } from '@estate/contract';
import { createEvent } from '@estate/events';
import { startGatewayService, type GatewayService } from '@estate/gateway';
import { listingId } from '@estate/normalize';
import { rebuildProjections, startProjector, type RunningProjector, type StoredListing } from '@estate/projector';
import { createLogger } from '@estate/runtime';
import type { CrossPortalPair } from '@estate/sample-data';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairwiseByCountry, relationMerges } from './grouping/cross-portal-score.js';
import { sampleObservations } from './grouping/sample-observations.js';
import { ALL_STATUSES, answered, clientFor, searchAllListings } from './support/api.js';
import { largeTests } from './support/large-tests.js';

const SEED = 42;
/** ESTATE_LARGE_TESTS=1: 2 000 listings (172 GB true pairs against 69 at 800). */
const SIZE = largeTests ? 2_000 : 800;
/**
 * Pairwise floors per country, under the figures measured with seed 42 (800 listings, the
 * default run; docs/decisions.md "Properties" has 2 000 listings and seed 7); the figures of each
 * country are by its floor below. GB: Rightmove names neither the flat nor the house number, so
 * the flat next door on Zoopla (same building, postcode, rooms and price, often the same area) is
 * told apart by what both portals' pages show: the floor the office's key features state, one
 * office's one description on both portals, and a new build's plot number (property-match-gb).
 */
// Each floor is about one pair under the figure measured. The sample publishes what a collection run does, one observation
// per listing with its card and detail page merged (collector-kit mergeObservations), so the figures no longer move with
// the instant the sample is drawn for (three runs alike); the figures at 2 000 are the same parsers and matcher in memory.
const FLOORS: Record<string, { precision: number; recall: number }> = {
  // DE with immowelt (object number with the same agency, else fredy's gate across the two portals; 0.45 of ImmoScout24's
  // homes there too): measured precision 1.000, recall 0.968 here (31 true pairs; matched-only 1.000); at 2 000 0.990 /
  // 0.960 (seed 42), 0.990–1.000 / 0.941–0.951 (seeds 7, 11). What is missed: another office quoting another area.
  DE: { precision: 0.96, recall: 0.93 },
  // ES with fotocasa (idealista's homes 40 % there too): measured precision 0.986, recall 0.986 (71 true pairs); at 2 000
  // 0.984 / 0.979 (seed 42).
  ES: { precision: 0.97, recall: 0.97 },
  // GB: measured 1.000 / 0.976 (42 true pairs; was 0.952 / 0.952 before the floor, office-text and plot rules); at 2 000
  // 1.000 / 0.992 (seed 42), 0.984–1.000 / 0.961–1.000 (seeds 7, 11, 2024 at 800 and 2 000). What is left is `possible`
  // only: one office's two flats of one floor, one area and one text (seed 7), and flats another office measured anew.
  GB: { precision: 0.97, recall: 0.95 },
  // JP with LIFULL HOME'S (exact 丁目+layout+area+floor key): 1.000/1.000 here (37 pairs) and at 2 000 (seeds 42, 7); the
  // floor is in SUUMO's detail page's extensions, and a card's smaller extensions replaced them before the merge kept
  // what a read leaves out (0.757 here, 0.790 at 2 000).
  JP: { precision: 0.98, recall: 0.97 },
  // US with realtor.com (MLS number, else USPS street + unit + ZIP backed by a second field): 1.000/1.000 here (136 pairs);
  // at 2 000 1.000 / 0.976 (seed 42), 0.992–0.997 / 0.982–0.983 (seeds 7, 11).
  US: { precision: 0.99, recall: 0.97 },
};
/**
 * True pairs a country's sample must hold for its figures to mean something. With every country's
 * second portal in the 800-listing universe, seed 42 holds GB 42, US 136, DE 31, ES 71, JP 37 (at
 * 2 000: 121, 328, 99, 188, 81).
 */
const MIN_TRUE_PAIRS: Record<string, number> = largeTests ? { DE: 10, ES: 80, GB: 120, JP: 20, US: 250 } : { DE: 4, ES: 30, GB: 40, JP: 10, US: 100 };
/** The gateway's threshold (services/gateway MATCHED_CONFIDENCE): a listing grouped below it is in a `possible` group. */
const MATCHED = 0.8;

const logger = createLogger({ name: 'projected-sample-e2e', level: 'warn' });

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let truth: Map<string, string>;
let crossPortal: CrossPortalPair[];

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connect({ servers: nats.url, name: 'projected-sample-e2e', logger: silentLogger });
  await provision(bus, defaultTopology());
  const sample = sampleObservations({ seed: SEED, size: SIZE, observedAt: new Date(Date.now() - 30 * 60_000) });
  const { events } = sample;
  truth = sample.propertyOf;
  crossPortal = sample.crossPortal;
  const publisher = new Publisher(bus, { logger: silentLogger });
  for (const event of events) await publisher.publish(event);
  await publisher.flush();
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
  country: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
}

const groupRows = () =>
  clickhouse.store.queryRows<GroupRow>(
    'SELECT listing_id, country, property_id, property_match_method, property_confidence FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id',
  );

describe('cross-platform property grouping on the sample universe', () => {
  let grouped: GroupRow[];

  it('groups what the listing collectors publish with high pairwise precision and recall in every country', async () => {
    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 500 });
    await waitCaughtUp(100_000);
    await projector.stop();

    grouped = await groupRows();
    expect(grouped).toHaveLength(SIZE);
    const predicted = new Map(grouped.map((r) => [r.listing_id, r.property_id]));
    const countryOf = new Map(grouped.map((r) => [r.listing_id, r.country]));
    const methods: Record<string, number> = {};
    for (const row of grouped) if (row.property_match_method !== '') methods[row.property_match_method] = (methods[row.property_match_method] ?? 0) + 1;
    const byCountry = pairwiseByCountry(predicted, truth, countryOf);
    for (const [country, score] of byCountry) {
      process.stderr.write(
        `property grouping seed=${SEED} listings=${SIZE} country=${country} true_pairs=${score.truePairs} predicted_pairs=${score.predictedPairs} correct_pairs=${score.correctPairs} ` +
          `precision=${score.precision.toFixed(4)} recall=${score.recall.toFixed(4)}\n`,
      );
    }
    process.stderr.write(`property grouping methods ${JSON.stringify(methods)}\n`);
    expect([...byCountry.keys()]).toEqual(Object.keys(FLOORS));
    for (const [country, score] of byCountry) {
      const floor = FLOORS[country] as { precision: number; recall: number };
      expect(score.truePairs, country).toBeGreaterThanOrEqual(MIN_TRUE_PAIRS[country] as number);
      expect(score.precision, country).toBeGreaterThanOrEqual(floor.precision);
      expect(score.recall, country).toBeGreaterThanOrEqual(floor.recall);
    }

    // A listing grouped below MATCHED is only offered as `possible`: a pair is merged as
    // `matched` when neither of its listings joined below it. What is `matched` must be right.
    const matchedOnly = new Map(grouped.map((r) => [r.listing_id, r.property_match_method === '' || r.property_confidence >= MATCHED ? r.property_id : r.listing_id]));
    for (const [country, score] of pairwiseByCountry(matchedOnly, truth, countryOf)) {
      process.stderr.write(
        `property grouping matched-only country=${country} predicted_pairs=${score.predictedPairs} correct_pairs=${score.correctPairs} precision=${score.precision.toFixed(4)} recall=${score.recall.toFixed(4)}\n`,
      );
      expect(score.precision, `${country} matched`).toBeGreaterThanOrEqual(0.98);
    }
    const merges = relationMerges(predicted, crossPortal);
    const matchedMerges = relationMerges(matchedOnly, crossPortal);
    for (const [relation, { pairs, merged }] of merges) {
      process.stderr.write(`cross-portal GB relation=${relation} pairs=${pairs} merged=${merged} merged_as_matched=${matchedMerges.get(relation)?.merged ?? 0}\n`);
    }
    expect(merges.get('same_home')?.pairs).toBeGreaterThan(largeTests ? 100 : 40);
    expect(merges.get('neighbour_unit')?.pairs).toBeGreaterThan(0);
    expect(merges.get('earlier_sale')?.pairs).toBeGreaterThan(0);
    // A home re-listed after a sale never becomes one listing with its earlier sale, at any confidence.
    expect(merges.get('earlier_sale')?.merged).toBe(0);
    // Two flats of one building, or two identical plots, are never `matched`.
    expect(matchedMerges.get('neighbour_unit')?.merged ?? 0).toBe(0);
    // GB: nor grouped at all here, nor identical plots (property-match-gb: two floors, one office's two texts, two plot
    // numbers). Seed 7 keeps one such pair `possible`: one office's two flats alike in floor, area and text.
    const british = relationMerges(predicted, crossPortal.filter((p) => p.country === 'GB'));
    expect(british.get('neighbour_unit')?.merged ?? 0).toBe(0);
    expect(british.get('new_build_plot')?.merged ?? 0).toBe(0);
    expect(matchedMerges.get('new_build_plot')?.merged ?? 0).toBe(0);
    expect(matchedMerges.get('same_street')?.merged ?? 0).toBe(0);
    // ES (idealista and fotocasa): two flats of one building and a home with its earlier sale are
    // never grouped, at any confidence (property-match-es: one agency's two references and two
    // floors are two homes; a match without a key needs the price or the area to agree).
    const spanish = relationMerges(predicted, crossPortal.filter((p) => p.country === 'ES'));
    for (const [relation, { pairs, merged }] of spanish) process.stderr.write(`cross-portal ES relation=${relation} pairs=${pairs} merged=${merged}\n`);
    expect(spanish.get('same_home')?.pairs).toBeGreaterThan(largeTests ? 50 : 15);
    expect(spanish.get('neighbour_unit')?.merged ?? 0).toBe(0);
    expect(spanish.get('earlier_sale')?.merged ?? 0).toBe(0);
    // US (zillow and realtor.com): two units of one building, the same street at another number
    // and a home with its earlier sale are never grouped, at any confidence (property-match-us).
    const american = relationMerges(predicted, crossPortal.filter((p) => p.country === 'US'));
    for (const [relation, { pairs, merged }] of american) process.stderr.write(`cross-portal US relation=${relation} pairs=${pairs} merged=${merged}\n`);
    expect(american.get('same_home')?.pairs).toBeGreaterThan(largeTests ? 200 : 80);
    expect(american.get('neighbour_unit')?.pairs).toBeGreaterThan(0);
    for (const relation of ['neighbour_unit', 'same_street', 'earlier_sale']) expect(american.get(relation)?.merged ?? 0, relation).toBe(0);

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
  }, 120_000);

  it('--rebuild with other batch sizes assigns every listing the same property', async () => {
    expect(grouped).toBeDefined();
    await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 333 });
    expect(await groupRows()).toEqual(grouped);
  }, 120_000);
});

describe('two gateways over the same NATS and store', () => {
  let dir: string;
  let projector: RunningProjector;
  let keeper: ManifestKeeper;
  const gateways: { bus: Bus; service: GatewayService }[] = [];
  let key: string;

  /** A gateway service on a NATS connection of its own, sharing the store and the dev key file. */
  async function startGateway(name: string): Promise<GatewayService> {
    const own = await connect({ servers: nats.url, name, logger: silentLogger });
    const service = await startGatewayService({ bus: own, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, 'dev-api-key') } });
    gateways.push({ bus: own, service });
    return service;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'estate-two-gateways-'));
    // The sample is published already (and projected, unless the grouping check above failed).
    projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 500 });
    await waitCaughtUp(100_000);
    // A running collector's manifest enables the search operations.
    keeper = new ManifestKeeper(
      await openBucket(bus, BUCKETS.collectors),
      collectorManifest(zillow, { mode: 'replay', instanceId: 'two-gateways', startedAt: new Date().toISOString() }),
      { logger: silentLogger, heartbeatMs: 2_000 },
    );
    await keeper.start();
    const started = performance.now();
    await startGateway('gateway-a');
    await startGateway('gateway-b');
    process.stdout.write(`two gateways: ${SIZE} listings, both search projections loaded in ${Math.round(performance.now() - started)} ms\n`);
    key = gateways[0]?.service.devKey?.key as string;
  }, 120_000);

  afterAll(async () => {
    for (const { bus: own, service } of gateways) {
      await service.close();
      await own.close();
    }
    await keeper?.stop();
    await projector?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const SEARCHES: Schemas['ListingSearchRequest'][] = [
    {},
    { status: ALL_STATUSES },
    { status: ALL_STATUSES, sort: 'price_asc' },
    { status: ALL_STATUSES, sort: 'price_desc', country: 'GB' },
    { status: ALL_STATUSES, sort: 'area_desc', bedrooms: { min: 2 } },
    { status: ALL_STATUSES, sort: 'price_per_sqm_asc', price: { min: 100_000, max: 900_000, currency: 'EUR' } },
    { transaction: 'rent', status: ALL_STATUSES },
    { status: ALL_STATUSES, location: { kind: 'bbox', west: -10, south: 35, east: 20, north: 60 } },
    { status: ALL_STATUSES, location: { kind: 'radius', latitude: 51.5, longitude: -0.12, radius_meters: 50_000 } },
    { status: ALL_STATUSES, location: { kind: 'text', query: 'Madrid' } },
  ];

  /** Every page of a search on one gateway: the ids in order, and the total each page gave. */
  async function walk(url: string, request: Schemas['ListingSearchRequest']): Promise<{ ids: string[]; totals: string[] }> {
    const { listings, pages } = await searchAllListings(clientFor(url, key), request, { limit: 37 });
    return { ids: listings.map((l) => l.id), totals: pages.map((p) => `${p.body.meta.pagination?.total}/${p.body.meta.pagination?.total_relation}`) };
  }

  it('are both ready, each with its own projection', async () => {
    expect(gateways).toHaveLength(2);
    for (const { service } of gateways) {
      const ready = await fetch(`${service.address}/readyz`);
      expect(ready.status).toBe(200);
    }
  });

  it('answer the same searches with the same ids in the same order and the same totals', async () => {
    const [a, b] = gateways.map((g) => g.service.address) as [string, string];
    let found = 0;
    for (const request of SEARCHES) {
      const [onA, onB] = await Promise.all([walk(a, request), walk(b, request)]);
      expect(onB, JSON.stringify(request)).toEqual(onA);
      found += onA.ids.length;
    }
    // The searches found something: the comparison was not of empty pages.
    expect(found).toBeGreaterThan(SIZE);
  }, 120_000);

  it('both see a newly published observation', async () => {
    const nativeId = '990011001';
    const publisher = new Publisher(bus, { logger: silentLogger });
    await publisher.publish(
      createEvent({
        type: 'listing.observed',
        platform: 'zillow',
        provider: 'collector-zillow/replay',
        observed_at: new Date(),
        collector: { name: 'e2e', version: '0', run_id: 'two-gateways' },
        data: {
          native_id: nativeId,
          url: `https://www.zillow.com/homedetails/two-gateways/${nativeId}_zpid/`,
          transaction: 'sale',
          status: 'active',
          price: { amount: '123456', currency: 'USD', kind: 'asking' },
          property: { address: { country: 'US', city: 'Twogatesville' }, bedrooms: 2 },
          access_class: 'public_portal',
          country: 'US',
        },
      }),
    );
    await publisher.flush();
    const id = listingId('zillow', nativeId);
    for (const { service } of gateways) {
      // Bounded polling: the projector commits, then the watch delivers; no latency is asserted.
      let seen: ListingBody[] = [];
      for (let attempt = 0; attempt < 300 && seen.length === 0; attempt++) {
        const answer = await answered<ListingBody[]>('searchListings', clientFor(service.address, key).POST('/v1/listings/search', { body: { location: { kind: 'text', query: 'Twogatesville' } } }));
        expect(answer.status).toBe(200);
        seen = answer.body.data;
        if (seen.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.map((l) => l.id)).toEqual([id]);
    }
  }, 60_000);
});
