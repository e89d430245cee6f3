import { BUCKETS, defaultTopology, openBucket, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { ListingChangeSchema, STREAM_NAMES, type ListingChange } from '@estate/events';
import { listingSearchFields, searchDocumentValues, type ListingSearchValues, type SearchDocument } from '@estate/search';
import { compileSchema, createAjv } from '@estate/contract';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KvProjection } from '../src/kv-projection.js';
import { changeTypeOf, ListingChanges } from '../src/listing-changes.js';
import { connectBus } from './harness.js';

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
