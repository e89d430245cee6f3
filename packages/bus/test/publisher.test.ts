import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTopology, provision, Publisher, PublishError, type Bus } from '../src/index.js';
import { connectTo, listingEvent } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

describe('Publisher', () => {
  let server: NatsServerHandle;
  let bus: Bus;

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
    await provision(bus, defaultTopology());
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  // Both ways of waiting for acks: a request per message, and one subscription (the projector's change feed).
  for (const ackedSubscription of [false, true]) {
  it(`stores each event once however often it is published, and counts the duplicates (acks on one subscription: ${ackedSubscription})`, async () => {
    await bus.jsm.streams.purge('OBSERVATIONS');
    // Events of their own per round: a purge leaves the stream's duplicate window as it was.
    const events = Array.from({ length: 300 }, (_, i) => listingEvent(ackedSubscription ? 1_000 + i : i));
    const publisher = new Publisher(bus, { maxPending: 16, ackedSubscription });
    let maxPending = 0;
    const track = () => (maxPending = Math.max(maxPending, publisher.stats().pending));
    // Every event twice in a row (in flight together), then the first 100 again after a flush:
    // a collector retrying a run.
    for (const e of events) {
      await publisher.publish(e, track);
      await publisher.publish(e, track);
    }
    await publisher.flush();
    for (const e of events.slice(0, 100)) await publisher.publish(e);
    await publisher.flush();

    const info = await bus.jsm.streams.info('OBSERVATIONS');
    expect(info.state.messages).toBe(300);
    expect(publisher.stats()).toMatchObject({ acked: 700, duplicates: 400, failed: 0, pending: 0 });
    expect(maxPending).toBeLessThanOrEqual(16);

    const stored = await bus.jsm.streams.getMessage('OBSERVATIONS', { seq: info.state.first_seq });
    expect(stored?.header.get('Nats-Msg-Id')).toBe(events[0]!.id);
    expect(stored?.subject).toBe('obs.zillow.listing');
  });

  it(`reports publishes that no stream accepts instead of losing them silently (acks on one subscription: ${ackedSubscription})`, async () => {
    const publisher = new Publisher(bus, { maxAttempts: 2, retryDelayMs: 10, timeoutMs: 500, ackedSubscription });
    await publisher.publishRaw('nowhere.zillow', new TextEncoder().encode('{}'), 'msg-1');
    await expect(publisher.flush()).rejects.toThrow(PublishError);
    expect(publisher.stats()).toMatchObject({ failed: 1, retries: 1 });
    await publisher.flush();
  });
  }
});
