import type { Bus } from '@estate/bus';
import { listingId } from '@estate/normalize';
import type { Store } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPropertyId } from '../src/listing-document.js';
import { startProjector } from '../src/projector.js';
import { connectBus, logger, publishAll, rows, waitCaughtUp } from './harness.js';
import { BASE_TIME, brickellCondo, listingObservation, type ListingSpec } from './property-listings.js';

// A restarted projector warms its matcher from the store while the gateway already serves (the
// embedded process does not wait for it); listings published meanwhile wait in the stream and are
// matched by the warmed matcher, never by a half-loaded one.
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

const at = (seconds: number) => new Date(BASE_TIME.getTime() + seconds * 1000);
const idOf = (spec: ListingSpec) => listingId(spec.platform ?? 'zillow', spec.nativeId);

/** The store, with the matcher's warm-up read held until `open` is called. */
function gatedWarm(store: Store): { store: Store; reading: Promise<void>; open: () => void } {
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const reading = new Promise<void>((resolve) => (reached = resolve));
  const gated = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'query') {
        const query: Store['query'] = async (params) => {
          // The warm-up read (listingMatchRowSlices): the live rows of the table it names.
          if (params.query.includes('FROM {table:Identifier} FINAL')) {
            reached();
            await gate;
          }
          return target.query(params);
        };
        return query;
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: gated, reading, open };
}

describe('the matcher warm at start', () => {
  it('leaves listings published during the warm in the stream, then matches them with the warmed matcher', async () => {
    const zillow: ListingSpec = { ...brickellCondo, observedAt: at(0) };
    await publishAll(bus, [listingObservation(zillow)]);
    const first = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 10, batchWaitMs: 1000 });
    await waitCaughtUp(bus);
    await first.stop();

    // The same condo on rightmove (another pin, a rounded area): it joins the zillow listing's
    // property only if the matcher holds that listing when it sees this one.
    const rightmove: ListingSpec = { platform: 'rightmove', nativeId: 'r-1', observedAt: at(1), at: { north: 30, east: 34 }, postalCode: '33129', type: 'apartment', bedrooms: 2, bathrooms: 2, areaSqm: 82, price: 490_000 };
    const { store, reading, open } = gatedWarm(clickhouse.store);
    const starting = startProjector({ bus, store, logger, batchSize: 10, batchWaitMs: 1000 });
    await reading;
    const { acked } = await publishAll(bus, [listingObservation(rightmove)]);
    // Published and waiting: nothing is delivered while the matcher warms.
    const during = await bus.jsm.consumers.info('OBSERVATIONS', 'projector');
    expect(acked).toBeGreaterThan(0);
    expect(during.num_pending).toBe(acked);
    expect(during.num_ack_pending).toBe(0);
    open();
    const projector = await starting;
    await waitCaughtUp(bus);
    await projector.stop();

    const found = await rows<{ listing_id: string; property_id: string; property_match_method: string }>(
      clickhouse.store,
      'SELECT listing_id, property_id, property_match_method FROM listings FINAL WHERE listing_id IN {ids:Array(String)}',
      { ids: [idOf(zillow), idOf(rightmove)] },
    );
    const byId = new Map(found.map((row) => [row.listing_id, row]));
    expect(byId.get(idOf(rightmove))).toMatchObject({ property_id: ownPropertyId('zillow', zillow.nativeId), property_match_method: 'geo_area_rooms' });
    expect(byId.get(idOf(zillow))?.property_id).toBe(ownPropertyId('zillow', zillow.nativeId));
  }, 60_000);
});
