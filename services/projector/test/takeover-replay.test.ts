import { defaultTopology, provision, type Bus } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';
import { listingId } from '@estate/normalize';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPropertyId } from '../src/listing-document.js';
import { startProjector } from '../src/projector.js';
import { connectBus, logger, metricValue, publishAll, rows } from './harness.js';
import { BASE_TIME, brickellCondo, listingObservation, type ListingSpec } from './property-listings.js';

const DURABLE = 'takeover';
let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connectBus(nats.url);
  // A long ack_wait: what a dead instance held comes back only through the takeover's replay.
  await provision(bus, defaultTopology({ projector: { durable: DURABLE, ackWaitMs: 600_000 } }));
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
});

const at = (seconds: number) => new Date(BASE_TIME.getTime() + seconds * 1000);
// The same flat on zillow and, a second later, on rightmove: the first one seen names the property.
const zillow: ListingSpec = { ...brickellCondo, observedAt: at(0) };
const rightmove: ListingSpec = { platform: 'rightmove', nativeId: 'r-1', observedAt: at(1), at: { north: 30, east: 34 }, postalCode: '33129', type: 'apartment', bedrooms: 2, bathrooms: 2, areaSqm: 82, price: 490_000 };

describe('a projector taking over from one that died holding a batch', () => {
  it('projects the dead one\'s unacked events first, so properties are grouped in stream order', async () => {
    await publishAll(bus, [listingObservation(zillow)]);
    // The instance that dies: it is handed the zillow listing and never acks it.
    const consumer = await bus.js.consumers.get(STREAM_NAMES.observations, DURABLE);
    const held = await consumer.next({ expires: 5_000 });
    expect(held?.seq).toBe(1);
    // Published after: a new instance pulling the durable gets it at once, the held one not for ten minutes.
    await publishAll(bus, [listingObservation(rightmove)]);

    const projector = await startProjector({ bus, store: clickhouse.store, logger, durable: DURABLE, replayInDoubt: true, batchSize: 10 });
    try {
      const deadline = Date.now() + 60_000;
      while ((await metricValue(projector.metrics, 'projector_events_total')) < 2) {
        if (Date.now() > deadline) throw new Error('the rightmove listing was not projected');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await metricValue(projector.metrics, 'projector_in_doubt_replayed_total')).toBe(1);
    } finally {
      await projector.stop();
    }
    const found = await rows<{ listing_id: string; property_id: string }>(clickhouse.store, 'SELECT listing_id, property_id FROM listings FINAL');
    const property = new Map(found.map((r) => [r.listing_id, r.property_id]));
    // One property, named after the zillow listing that came first in the stream.
    expect(property.get(listingId('zillow', brickellCondo.nativeId))).toBe(ownPropertyId('zillow', brickellCondo.nativeId));
    expect(property.get(listingId('rightmove', 'r-1'))).toBe(ownPropertyId('zillow', brickellCondo.nativeId));
    // The held event is still unacked on the server: its redelivery will be projected (and acked) again, to the same rows.
    expect((await bus.jsm.consumers.info(STREAM_NAMES.observations, DURABLE)).num_ack_pending).toBe(1);
  }, 120_000);
});
