import { defaultTopology, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { LIVE_WINDOW_MS, STREAM_NAMES, type ListingChange } from '@estate/events';
import { listingId } from '@estate/normalize';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingChanges } from '../src/listing-changes.js';
import { ListingExpiry } from '../src/listing-expiry.js';
import { startProjector } from '../src/projector.js';
import { listingEvent } from './events.js';
import { connectBus, logger, publishAll, waitCaughtUp } from './harness.js';

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  bus = await connectBus(nats.url);
  await provision(bus, defaultTopology());
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
});

async function removals(): Promise<ListingChange[]> {
  const info = await bus.jsm.streams.info(STREAM_NAMES.changes);
  const out: ListingChange[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const change = (await bus.jsm.streams.getMessage(STREAM_NAMES.changes, { seq }))?.json<ListingChange>();
    if (change?.type === 'removed') out.push(change);
  }
  return out;
}

/** The events published and projected into the store, the projector stopped again. */
async function projected(events: Parameters<typeof publishAll>[1]): Promise<void> {
  await publishAll(bus, events);
  const projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 100 });
  await waitCaughtUp(bus);
  await projector.stop();
}

describe('listings leaving the live window', () => {
  it('are announced once as removed, with their last facts; one observed again since is not', async () => {
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 - LIVE_WINDOW_MS + ms);
    // 1 leaves the window 10 min after t0 (t0 is the real clock, and CI once took over 30 s to project these: 10 s was too close); 2 too, but was observed again an hour ago; 3 left before t0.
    const events = [listingEvent(1, at(600_000), 450_000), listingEvent(2, at(610_000)), listingEvent(2, new Date(t0 - 3_600_000)), listingEvent(3, at(-60_000))];
    await projected(events);

    let clock = t0;
    const sweeper = () => new ListingExpiry(clickhouse.store, new ListingChanges(new Publisher(bus, { logger: silentLogger })), logger, { now: () => clock, settleMs: 0 });
    const one = sweeper();
    const other = sweeper();
    clock = t0 + 700_000;
    expect(await one.sweep()).toBe(1);
    // A second projector sweeping the same span publishes the same message: the stream keeps one.
    expect(await other.sweep()).toBe(1);
    expect(await one.sweep()).toBe(0);

    const removed = await removals();
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      type: 'removed',
      listing_id: listingId('zillow', '10001'),
      platform: 'zillow',
      observed_at: at(600_000).toISOString(),
      event_id: events[0]?.id,
      current: { price_amount: 450_000, currency: 'USD', status: 'active' },
    });
    expect(removed[0]?.previous).toBeUndefined();
  }, 60_000);

  it('are read a part of the span at a time when the span holds more rows than a read takes, each announced once', async () => {
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 - LIVE_WINDOW_MS + ms);
    // Five listings leave the window within 4 ms (as a bulk load's would), two in one millisecond,
    // 20 min after t0: the sweeps below start after the test above's listing left.
    const leaving = [0, 1, 1, 3, 4].map((ms, i) => listingEvent(20 + i, at(1_200_000 + ms)));
    await projected(leaving);

    let clock = t0 + 900_000;
    let reads = 0;
    const store = new Proxy(clickhouse.store, {
      get: (target, key, receiver) =>
        key === 'queryRows'
          ? (sql: string, params?: unknown, options?: { name?: string }) => {
              if (options?.name === 'listingsLeavingWindow') reads += 1;
              return target.queryRows(sql, params as never, options);
            }
          : Reflect.get(target, key, receiver),
    });
    const expiry = new ListingExpiry(store, new ListingChanges(new Publisher(bus, { logger: silentLogger })), logger, { now: () => clock, settleMs: 0, maxRowsPerRead: 1 });
    clock = t0 + 1_300_000;
    expect(await expiry.sweep()).toBe(5);
    // One read per millisecond holding rows: the span was halved down to them, and empty spans were not read.
    expect(reads).toBe(4);
    expect(await expiry.sweep()).toBe(0);
    const ids = leaving.map((e) => listingId('zillow', e.data.native_id));
    const announced = (await removals()).map((r) => r.listing_id).filter((id) => ids.includes(id));
    expect(announced.sort()).toEqual([...ids].sort());
  }, 60_000);
});
