import { BUCKETS, defaultTopology, openBucket, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { ListingChangeSchema, STREAM_NAMES, type ListingChange } from '@estate/events';
import { listingSearchFields, searchDocumentValues, type ListingSearchValues, type SearchDocument } from '@estate/search';
import { compileSchema, createAjv } from '@estate/contract';
import { listingId } from '@estate/normalize';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KvProjection } from '../src/kv-projection.js';
import { changeTypeOf, ListingChanges } from '../src/listing-changes.js';
import { crossListedOn, crossListingAssigner, type CrossListing } from '../src/listing-changes-cross-listed.js';
import { ownPropertyId } from '../src/listing-document.js';
import { ProjectorMetrics } from '../src/metrics.js';
import { projectBatch } from '../src/project-batch.js';
import { commitBatch, openKvProjections, PROJECTED_TABLES } from '../src/projector.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { connectBus } from './harness.js';
import { BASE_TIME, brickellCondo, listingObservation, type ListingSpec } from './property-listings.js';

let nats: NatsServerHandle;
let bus: Bus;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connectBus(nats.url);
  await provision(bus, defaultTopology());
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
});

const base: ListingSearchValues = { platform: 'zillow', country: 'US', transaction: 'sale', status: 'active', currency: 'USD', price_amount: 500_000, observed_at: 0 };

function searchDocument(minute: number, values: Partial<ListingSearchValues>): SearchDocument {
  const observed_at = new Date(Date.UTC(2026, 10, 24, 6, minute)).toISOString();
  return { observed_at, event_id: `evt_${minute}`, values: searchDocumentValues(listingSearchFields, { ...base, ...values, observed_at: Date.parse(observed_at) }) };
}

async function published(): Promise<ListingChange[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.changes);
  const out: ListingChange[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await bus.jsm.streams.getMessage(STREAM_NAMES.changes, { seq });
    if (message) out.push(message.json<ListingChange>());
  }
  return out;
}

describe('changeTypeOf', () => {
  const facts = { price_amount: 100, currency: 'USD', status: 'active' };
  it('names a first document new, a moved status before a moved price, and nothing for the same facts', () => {
    expect(changeTypeOf(undefined, facts)).toBe('new');
    expect(changeTypeOf(facts, { ...facts, status: 'sold', price_amount: 90 })).toBe('status_changed');
    expect(changeTypeOf(facts, { ...facts, price_amount: 90 })).toBe('price_changed');
    expect(changeTypeOf(facts, { ...facts, currency: 'EUR' })).toBe('price_changed');
    expect(changeTypeOf(facts, { ...facts })).toBeUndefined();
  });
});

describe('ListingChanges on the listing_search projection', () => {
  it('publishes new, price and status changes with the facts before, once each, and nothing for a repeat or an older document', async () => {
    const changes = new ListingChanges(new Publisher(bus, { logger: silentLogger }));
    const kv = await openBucket(bus, BUCKETS.listingSearch);
    const write = async (minute: number, values: Partial<ListingSearchValues>, projection = new KvProjection(kv, { observer: changes })) => {
      await projection.write([['lst_feed', searchDocument(minute, values)]]);
      await changes.publish();
    };
    const projection = new KvProjection(kv, { observer: changes });
    await write(0, {}, projection);
    await write(1, {}, projection);
    await write(2, { price_amount: 480_000 }, projection);
    await write(1, { price_amount: 1 }, projection);
    // A projector started afresh knows nothing: the previous facts come from the stored document.
    await write(3, { status: 'sold', price_amount: 480_000 });

    const seen = await published();
    const valid = compileSchema(createAjv(), ListingChangeSchema);
    expect(seen.every((c) => valid(c))).toBe(true);
    expect(seen.map((c) => [c.type, c.previous?.price_amount ?? null, c.previous?.status ?? null, c.current.price_amount, c.current.status])).toEqual([
      ['new', null, null, 500_000, 'active'],
      ['price_changed', 500_000, 'active', 480_000, 'active'],
      ['status_changed', 480_000, 'active', 480_000, 'sold'],
    ]);
    expect(seen.map((c) => c.listing_id)).toEqual(['lst_feed', 'lst_feed', 'lst_feed']);
  });
});

describe('crossListedOn', () => {
  const live = (platform: string, status = 'active') => ({ platform, status });
  it('names the other platforms a live home is on, once each and sorted, for the first live listing of its platform', () => {
    expect(crossListedOn(live('rightmove'), [live('zoopla'), live('onthemarket', 'under_offer'), live('zoopla', 'pending')])).toEqual(['onthemarket', 'zoopla']);
    // A second listing on a platform the home is already seen on, even one no longer live.
    expect(crossListedOn(live('rightmove'), [live('zoopla'), live('rightmove', 'withdrawn')])).toBeUndefined();
    // Sold elsewhere is not live elsewhere; a sold listing is not a live home appearing.
    expect(crossListedOn(live('rightmove'), [live('zoopla', 'sold')])).toBeUndefined();
    expect(crossListedOn(live('rightmove', 'sold'), [live('zoopla')])).toBeUndefined();
    expect(crossListedOn(live('rightmove'), [])).toBeUndefined();
  });
});

describe('cross_listed changes from committed batches', () => {
  let clickhouse: ClickHouseHandle;
  beforeAll(async () => {
    clickhouse = await startClickHouse();
  }, 120_000);
  afterAll(async () => {
    await clickhouse?.stop();
  });

  const at = (minute: number) => new Date(BASE_TIME.getTime() + minute * 60_000);
  // The Brickell condo on rightmove: another pin 45 m off, the area rounded, no street line.
  const onRightmove: ListingSpec = { platform: 'rightmove', nativeId: 'x-r1', at: { north: 30, east: 34 }, postalCode: '33129', type: 'apartment', bedrooms: 2, bathrooms: 2, areaSqm: 82.4, price: 490_000 };
  const condo: ListingSpec = { ...brickellCondo, nativeId: 'x-z1' };
  const batches = [
    // The condo on zillow, and the same flat 2 km away on rightmove: a neighbour, not grouped.
    // (A batch's documents are written in no set order: one listing a batch keeps the changes in order.)
    [listingObservation({ ...condo, observedAt: at(0) })],
    [listingObservation({ ...onRightmove, nativeId: 'x-r2', at: { north: 2_000, east: 0 }, observedAt: at(1) })],
    // The condo appears on rightmove: the one cross-listing.
    [listingObservation({ ...onRightmove, observedAt: at(2) })],
    // Seen again on rightmove at another price; a second zillow listing and a second rightmove one of it.
    [listingObservation({ ...onRightmove, price: 480_000, observedAt: at(3) })],
    [listingObservation({ ...condo, nativeId: 'x-z2', at: { north: -20, east: 10 }, unit: '#14B', price: 505_000, observedAt: at(4) })],
    [listingObservation({ ...onRightmove, nativeId: 'x-r3', observedAt: at(5) })],
  ];
  const ids = { z1: listingId('zillow', 'x-z1'), z2: listingId('zillow', 'x-z2'), r1: listingId('rightmove', 'x-r1'), r2: listingId('rightmove', 'x-r2'), r3: listingId('rightmove', 'x-r3') };
  const home = ownPropertyId('zillow', 'x-z1');

  it('tells once that a live home on zillow appeared on rightmove: not on a re-observation, a redelivery, a same-platform listing or an ungrouped neighbour', async () => {
    const changes = new ListingChanges(new Publisher(bus, { logger: silentLogger }));
    const target = { store: clickhouse.store, kv: await openKvProjections(bus, {}, { listing_search: changes }), matcher: new PropertyMatcher(), metrics: new ProjectorMetrics(), changes };
    for (const [n, batch] of batches.entries()) {
      // The cross-listing's batch fails once after it was projected (its rows go to a table that
      // does not exist): its redelivery, whose matcher already holds the listing, still tells it.
      if (n === 2) await expect(commitBatch({ ...target, tables: { ...PROJECTED_TABLES, listings: 'no_such_table' } }, batch)).rejects.toThrow();
      await commitBatch(target, batch);
    }
    // A batch committed twice (redelivered after its ack was lost) tells nothing again.
    await commitBatch(target, batches[2] ?? []);
    expect([ids.r1, ids.z2, ids.r3].map((id) => target.matcher.assignmentOf(id)?.propertyId)).toEqual([home, home, home]);
    expect(target.matcher.assignmentOf(ids.r2)?.propertyId).toBe(ownPropertyId('rightmove', 'x-r2'));

    const mine = new Set(Object.values(ids));
    const seen = (await published()).filter((c) => mine.has(c.listing_id));
    const valid = compileSchema(createAjv(), ListingChangeSchema);
    expect(seen.every((c) => valid(c))).toBe(true);
    expect(seen.map((c) => [c.type, c.listing_id])).toEqual([
      ['new', ids.z1],
      ['new', ids.r2],
      ['new', ids.r1],
      ['cross_listed', ids.r1],
      ['price_changed', ids.r1],
      ['new', ids.z2],
      ['new', ids.r3],
    ]);
    const crossed = seen.filter((c) => c.type === 'cross_listed');
    expect(crossed[0]).toMatchObject({ platform: 'rightmove', property_id: home, other_platforms: ['zillow'], event_id: batches[2]?.[0]?.id, current: { status: 'active', price_amount: 490_000 } });
  });

  it('finds the same cross-listings when the same events are replayed through a fresh matcher', () => {
    const replays = [0, 1].map(() => {
      const found: [string, CrossListing][] = [];
      const assigner = crossListingAssigner(new PropertyMatcher(), (id, crossing) => found.push([id, crossing]));
      for (const batch of batches) projectBatch(batch, assigner);
      return found;
    });
    expect(replays[0]).toEqual([[ids.r1, { property_id: home, other_platforms: ['zillow'], observed_at: at(2).toISOString(), event_id: batches[2]?.[0]?.id }]]);
    expect(replays[1]).toEqual(replays[0]);
  });
});
