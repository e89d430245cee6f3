import type { Bus } from '@estate/bus';
import type { AnyEvent } from '@estate/events';
import { listingId } from '@estate/normalize';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDescriptionDigest, listingDocument, ownPropertyId } from '../src/listing-document.js';
import { readLiveListingFacts } from '../src/live-listing-facts.js';
import { documentFacts } from '../src/property-facts.js';
import { MATCH_RULES } from '../src/property-match-rules.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { startProjector } from '../src/projector.js';
import { rebuildProjections } from '../src/rebuild.js';
import { connectBus, flakyStore, kvDocuments, logger, metricValue, publishAll, rows, waitCaughtUp } from './harness.js';
import { BASE_TIME, brickellCondo, listingObservation, type ListingSpec } from './property-listings.js';

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

interface GroupRow {
  listing_id: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
}

async function groupRows(): Promise<Map<string, GroupRow>> {
  const found = await rows<GroupRow>(
    clickhouse.store,
    'SELECT listing_id, property_id, property_match_method, property_confidence FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR',
  );
  return new Map(found.map((r) => [r.listing_id, r]));
}

const at = (seconds: number) => new Date(BASE_TIME.getTime() + seconds * 1000);
const idOf = (spec: ListingSpec) => listingId(spec.platform ?? 'zillow', spec.nativeId);
const propertyOf = (spec: ListingSpec) => ownPropertyId(spec.platform ?? 'zillow', spec.nativeId);

// One condo on zillow, on rightmove (another pin, a rounded area) and again on zillow by another
// agent (its address written differently, no pin); two other flats of its building; a house
// across town.
const zillow: ListingSpec = { ...brickellCondo, observedAt: at(0) };
const rightmove: ListingSpec = {
  platform: 'rightmove',
  nativeId: 'r-1',
  observedAt: at(1),
  at: { north: 30, east: 34 },
  postalCode: '33129',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 2,
  areaSqm: 82,
  price: 490_000,
};
const secondAgent: ListingSpec = { ...brickellCondo, nativeId: 'z-2', observedAt: at(2), at: undefined, line1: '4019 BRICKELL AVE.', unit: '#14-B', price: 505_000 };
const flat3a: ListingSpec = { ...brickellCondo, nativeId: 'z-3', observedAt: at(3), unit: 'Apt 3A', bedrooms: 1, areaSqm: 55, price: 320_000 };
const flat3c: ListingSpec = { ...brickellCondo, nativeId: 'z-4', observedAt: at(4), unit: 'Apt 3C', bedrooms: 1, areaSqm: 55, price: 325_000 };
const house: ListingSpec = { platform: 'zillow', nativeId: 'z-5', observedAt: at(5), at: { north: 4_000, east: 2_000 }, line1: '12 Coral Way', postalCode: '33145', type: 'house', bedrooms: 3, areaSqm: 150, price: 900_000 };

/** One listing projected, and its facts as a fresh document gives them beside those the matcher's warm start reads back. */
async function projectedAndWarmed(spec: ListingSpec) {
  const event = listingObservation(spec);
  await publishAll(bus, [event]);
  const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10 });
  await waitCaughtUp(bus);
  await projector.stop();
  const expected = documentFacts(listingDocument(event), listingDescriptionDigest(event));
  const warmed = (await readLiveListingFacts(clickhouse.store, { table: 'listings', windowHours: 24 })).find((l) => l.facts.listingId === idOf(spec));
  return { expected, warmed };
}

describe('property grouping in the projector', () => {
  it('gives the listings of one property one property id in ClickHouse and KV, despite failed commits', async () => {
    const events: AnyEvent[] = [zillow, rightmove, secondAgent, flat3a, flat3c, house].map(listingObservation);
    await publishAll(bus, events);
    // Batches of two: the property's listings arrive in separate batches, and the first
    // listings insert fails before writing, a later one after writing.
    const store = flakyStore(clickhouse.store, new Map([[1, 'before'], [4, 'after']]));
    const projector = await startProjector({ bus, store, logger, batchSize: 2, batchWaitMs: 1000 });
    await waitCaughtUp(bus);
    await projector.stop();
    expect(await metricValue(projector.metrics, 'projector_failed_batches_total')).toBe(2);

    const groups = await groupRows();
    const property = propertyOf(zillow);
    expect(groups.get(idOf(zillow))).toMatchObject({ property_id: property, property_match_method: '', property_confidence: 0 });
    const byGeo = groups.get(idOf(rightmove));
    expect(byGeo).toMatchObject({ property_id: property, property_match_method: 'geo_area_rooms' });
    expect(byGeo?.property_confidence).toBeGreaterThanOrEqual(MATCH_RULES.minGeoConfidence);
    expect(byGeo?.property_confidence).toBeLessThan(0.9);
    const byAddress = groups.get(idOf(secondAgent));
    expect(byAddress).toMatchObject({ property_id: property, property_match_method: 'address' });
    expect(byAddress?.property_confidence).toBeGreaterThanOrEqual(0.9);
    for (const alone of [flat3a, flat3c, house]) {
      expect(groups.get(idOf(alone))).toMatchObject({ property_id: propertyOf(alone), property_match_method: '', property_confidence: 0 });
    }

    const documents = await kvDocuments(bus);
    expect(documents.size).toBe(6);
    for (const [id, row] of groups) expect(documents.get(id)?.listing.property.id, id).toBe(row.property_id);
  }, 120_000);

  it('warms a restarted projector from the live rows: assigned listings keep their property, new ones find it', async () => {
    // The rightmove listing seen again, its pin moved and its price cut; a new listing of the
    // condo on rightmove by another agent.
    const again: ListingSpec = { ...rightmove, observedAt: at(60), at: { north: 40, east: 30 }, price: 480_000 };
    const third: ListingSpec = { ...rightmove, nativeId: 'r-2', observedAt: at(61), at: { north: -15, east: 20 }, areaSqm: 80 };
    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10, batchWaitMs: 1000 });
    // Warmed from the live rows before it takes a batch: every live listing of the first run. The
    // new observations are published after the check, so a fast first batch cannot race it.
    expect(projector.matcher.size).toBe(6);
    await publishAll(bus, [again, third].map(listingObservation));
    await waitCaughtUp(bus);
    await projector.stop();

    const groups = await groupRows();
    const property = propertyOf(zillow);
    expect(groups.get(idOf(again))).toMatchObject({ property_id: property, property_match_method: 'geo_area_rooms' });
    expect(groups.get(idOf(third))).toMatchObject({ property_id: property, property_match_method: 'geo_area_rooms' });
    const documents = await kvDocuments(bus);
    expect(documents.get(idOf(again))?.listing.property.id).toBe(property);
    expect(documents.get(idOf(again))?.listing.price?.amount).toBe('480000');
    expect(documents.get(idOf(third))?.listing.property.id).toBe(property);
  }, 120_000);

  it('--rebuild assigns the same properties from the stream, row for row', async () => {
    const snapshot = () =>
      rows(
        clickhouse.store,
        'SELECT listing_id, property_id, property_match_method, property_confidence, event_id, document FROM listings FINAL WHERE observed_at > now() - INTERVAL 24 HOUR ORDER BY listing_id',
      );
    const before = await snapshot();
    expect(before).toHaveLength(7);
    // Another batch size: the assignments must not depend on where batches split.
    const result = await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 3 });
    expect(result.replayed).toBe(8);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('a rebuild that groups differently (new rules) rewrites the property of the KV documents too', async () => {
    // A projector whose matcher groups nothing (a window of zero hours), as if it ran older rules.
    const loner: ListingSpec = { ...rightmove, nativeId: 'r-3', observedAt: at(120), at: { north: 10, east: 10 }, areaSqm: 80 };
    await publishAll(bus, [listingObservation(loner)]);
    const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10, matcher: new PropertyMatcher({ windowHours: 0 }) });
    await waitCaughtUp(bus);
    await projector.stop();
    expect((await groupRows()).get(idOf(loner))?.property_id).toBe(propertyOf(loner));
    expect((await kvDocuments(bus)).get(idOf(loner))?.listing.property.id).toBe(propertyOf(loner));

    await rebuildProjections({ bus, store: clickhouse.store, logger, batchSize: 4 });
    const groups = await groupRows();
    expect(groups.get(idOf(loner))).toMatchObject({ property_id: propertyOf(zillow), property_match_method: 'geo_area_rooms' });
    const documents = await kvDocuments(bus);
    for (const [id, row] of groups) expect(documents.get(id)?.listing.property.id, id).toBe(row.property_id);
    // The market series count homes by the properties kept for good: they follow the rebuild too.
    const kept = await rows<{ listing_id: string; property_id: string }>(
      clickhouse.store,
      'SELECT listing_id, argMax(property_id, tuple(version, written_at)) AS property_id FROM market_listing_properties GROUP BY listing_id',
    );
    for (const { listing_id, property_id } of kept) if (groups.has(listing_id)) expect(property_id, listing_id).toBe(groups.get(listing_id)?.property_id);
    expect(kept.find((r) => r.listing_id === idOf(loner))?.property_id).toBe(propertyOf(zillow));
  }, 120_000);
});

describe('GB keys after a restart', () => {
  it('warms the UPRN, status and agency from the rows: a restarted projector groups by the UPRN and keeps an earlier sale apart', async () => {
    const gb: ListingSpec = { platform: 'zoopla', nativeId: 'zp-1', country: 'GB', currency: 'GBP', city: 'Bristol', observedAt: at(200), at: { north: 2_000, east: 0 }, postalCode: 'BS3 2ZH', type: 'house', bedrooms: 3, price: 375_000, uprn: '110308314287', agency: 'zp-a' };
    await publishAll(bus, [listingObservation(gb)]);
    const first = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10 });
    await waitCaughtUp(bus);
    await first.stop();

    // Another branch's listing of the home, pinned 90 m off, and the home's sale two years ago
    // (sold, cheaper), both seen by a projector that only knows the first from the table.
    const second: ListingSpec = { ...gb, nativeId: 'zp-2', observedAt: at(201), at: { north: 2_090, east: 0 }, agency: 'zp-b', price: 370_000 };
    const sold: ListingSpec = { ...gb, nativeId: 'zp-3', observedAt: at(202), agency: 'zp-c', status: 'sold', price: 320_000 };
    const restarted = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10 });
    await publishAll(bus, [second, sold].map(listingObservation));
    await waitCaughtUp(bus);
    await restarted.stop();

    const groups = await groupRows();
    expect(groups.get(idOf(second))).toMatchObject({ property_id: propertyOf(gb), property_match_method: 'uprn' });
    expect(groups.get(idOf(sold))).toMatchObject({ property_id: propertyOf(sold), property_match_method: '' });
  }, 120_000);

  it('warms what keeps GB flats and plots apart: the floor in the key features, the plot and the description digest', async () => {
    const flat: ListingSpec = {
      platform: 'rightmove',
      nativeId: 'rm-warm-1',
      country: 'GB',
      currency: 'GBP',
      city: 'Bristol',
      observedAt: at(300),
      at: { north: 3_000, east: 0 },
      postalCode: 'BS1 4DJ',
      type: 'apartment',
      bedrooms: 2,
      price: 295_000,
      agency: 'rm-o',
      agencyName: 'Harbourside Homes, Bristol',
      description: 'A bright two bedroom apartment on the second floor of this converted warehouse, with views over the floating harbour.',
      extensions: { key_features: ['Second floor', 'Two bedrooms', 'Allocated parking'], plot: '23' },
    };
    const { expected, warmed } = await projectedAndWarmed(flat);
    expect(expected).toMatchObject({ gbFloor: 2, gbPlot: '23' });
    expect(expected.descriptionDigest).not.toBe('');
    expect(warmed?.facts).toMatchObject({ gbFloor: expected.gbFloor, gbPlot: expected.gbPlot, descriptionDigest: expected.descriptionDigest, brand: expected.brand });
  }, 60_000);

  it("warms what tells Spanish homes apart where fotocasa hides the agency: the advertiser's line and the publication date", async () => {
    const hidden: ListingSpec = {
      platform: 'fotocasa',
      nativeId: 'fc-warm-1',
      country: 'ES',
      currency: 'EUR',
      city: 'Málaga',
      observedAt: at(310),
      at: { north: 6_000, east: 0 },
      postalCode: '29016',
      type: 'apartment',
      bedrooms: 3,
      price: 349_000,
      listedAt: '2026-10-09T10:00:00.000Z',
      extensions: { advertiser_phone: '+34952552961', floor: '6' },
    };
    const { expected, warmed } = await projectedAndWarmed(hidden);
    expect(expected.es).toMatchObject({ phone: '952552961', floor: 6, publishedDay: Math.floor(Date.parse('2026-10-09T10:00:00.000Z') / 86_400_000) });
    expect(warmed?.facts.es).toEqual(expected.es);
  }, 60_000);

  it('keeps the office-copy digest out of served documents, in its column, and vetoes by it after a warm start', async () => {
    const text = 'A beautifully presented two bedroom flat in Bruntsfield with a private balcony and lift access. Approximately 646 sq ft (60 sq m). Offered with no onward chain.';
    const onRightmove: ListingSpec = {
      platform: 'rightmove',
      nativeId: 'rm-digest-1',
      country: 'GB',
      currency: 'GBP',
      city: 'Edinburgh',
      observedAt: at(400),
      at: { north: 6_000, east: 0 },
      postalCode: 'EH10 4HW',
      type: 'apartment',
      bedrooms: 2,
      bathrooms: 1,
      areaSqm: 60,
      price: 250_000,
      agency: 'rm-oak',
      agencyName: 'Oakwood Property, Edinburgh',
      description: text,
    };
    // The same office on Zoopla: the flat next door with its own text, then the flat itself with the same text.
    const sameOffice = { ...onRightmove, platform: 'zoopla', at: { north: 6_030, east: 0 }, line1: '128 Bruntsfield Place', agency: 'zp-oak', agencyName: 'Oakwood Property - Bruntsfield' };
    const nextDoor: ListingSpec = { ...sameOffice, nativeId: 'zp-digest-5', observedAt: at(401), unit: 'Flat 5', areaSqm: 61, description: text.replace('646 sq ft (60 sq m)', '689 sq ft (64 sq m)') };
    const itself: ListingSpec = { ...sameOffice, nativeId: 'zp-digest-4', observedAt: at(402), unit: 'Flat 4' };

    await publishAll(bus, [listingObservation(onRightmove)]);
    const first = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10 });
    await waitCaughtUp(bus);
    await first.stop();
    // A new projector: it knows the Rightmove ad's digest only from the table.
    await publishAll(bus, [nextDoor, itself].map(listingObservation));
    const warmed = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10 });
    await waitCaughtUp(bus);
    await warmed.stop();

    const groups = await groupRows();
    expect(groups.get(idOf(nextDoor))?.property_id).toBe(propertyOf(nextDoor));
    expect(groups.get(idOf(itself))?.property_id).toBe(propertyOf(onRightmove));
    const ids = [onRightmove, nextDoor, itself].map(idOf);
    const stored = await rows<{ listing_id: string; description_digest: string; in_document: number }>(
      clickhouse.store,
      "SELECT listing_id, description_digest, JSONHas(document, 'extensions', 'description_digest') AS in_document FROM listings FINAL WHERE listing_id IN {ids:Array(String)}",
      { ids },
    );
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(row.description_digest).not.toBe('');
      expect(Number(row.in_document)).toBe(0);
    }
    const kv = await kvDocuments(bus);
    for (const id of ids) {
      expect(kv.get(id)?.listing.id).toBe(id);
      expect(JSON.stringify(kv.get(id))).not.toContain('description_digest');
    }
  }, 120_000);
});
