import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEvent } from '@estate/events';
import {
  connect,
  defaultTopology,
  silentLogger,
  ensureConsumer,
  provision,
  Publisher,
  startConsumer,
  type Bus,
  type ConsumerSpec,
  type Delivery,
  type PoisonReport,
} from '../src/index.js';
import { connectTo, freshListings, listingEvent, waitFor } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

const STREAM = 'OBSERVATIONS';
const DURABLE = 'projector';
// Short ack_wait so that "never acked" comes back within the test.
const ACK_WAIT_MS = 1_500;

describe('consumer loop', () => {
  let server: NatsServerHandle;
  let bus: Bus;
  let spec: ConsumerSpec;

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
    const topology = defaultTopology({ projector: { ackWaitMs: ACK_WAIT_MS, maxAckPending: 200 } });
    await provision(bus, topology);
    spec = topology.consumers.find((c) => c.stream === STREAM)!;
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    await bus.jsm.streams.purge(STREAM);
    await bus.jsm.consumers.delete(STREAM, DURABLE);
    await ensureConsumer(bus, spec);
  });

  async function publish(count: number): Promise<AnyEvent[]> {
    const publisher = new Publisher(bus);
    const events = freshListings(count);
    for (const e of events) await publisher.publish(e);
    await publisher.flush();
    return events;
  }

  async function ackPending(): Promise<number> {
    return (await bus.jsm.consumers.info(STREAM, DURABLE)).num_ack_pending;
  }

  it('hands batches to the handler and acks them after it resolves', async () => {
    const events = await publish(50);
    const seen: string[] = [];
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 20,
      handler: async (batch) => {
        for (const d of batch) seen.push(d.event.id);
      },
    });
    await waitFor(() => seen.length >= 50, 10_000, 'all events');
    await loop.stop();
    expect(seen).toEqual(events.map((e) => e.id));
    expect(loop.stats()).toMatchObject({ received: 50, acked: 50, naked: 0, termed: 0 });
    expect(loop.stats().batches).toBeGreaterThanOrEqual(3);
    expect(await ackPending()).toBe(0);
    expect(await loop.lag()).toEqual({ pending: 0, ackPending: 0 });
  });

  it('makes full batches of a backlog and commits a trickle without waiting to fill a batch', async () => {
    await publish(25);
    const sizes: number[] = [];
    // A first-message wait far longer than the test may take: a loop that waited to fill its
    // batch would hand over the lone event below only after it.
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 10,
      expiresMs: 60_000,
      handler: async (batch: Delivery<AnyEvent>[]) => {
        sizes.push(batch.length);
      },
    });
    await waitFor(() => sizes.reduce((a, b) => a + b, 0) === 25, 10_000, 'backlog');
    expect(sizes).toEqual([10, 10, 5]);
    await publish(1);
    await waitFor(() => sizes.length === 4, 10_000, 'a lone event');
    expect(sizes[3]).toBe(1);
    await loop.stop();
  }, 90_000);

  it('naks a failed batch with a delay and gets it again', async () => {
    const events = await publish(10);
    let failures = 0;
    const committed = new Map<string, number>();
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 10,
      nakDelayMs: 200,
      handler: async (batch: Delivery<AnyEvent>[]) => {
        if (failures < 2) {
          failures++;
          throw new Error('store unavailable');
        }
        for (const d of batch) committed.set(d.event.id, d.deliveryCount);
      },
    });
    await waitFor(() => committed.size === 10, 10_000, 'redelivered batch');
    await loop.stop();
    expect([...committed.keys()].sort()).toEqual(events.map((e) => e.id).sort());
    expect([...committed.values()].every((n) => n === 3)).toBe(true);
    expect(loop.stats()).toMatchObject({ handlerFailures: 2, naked: 20, acked: 10, redelivered: 20, termed: 0 });
    expect(await ackPending()).toBe(0);
  });

  it('terminates and counts events that can never be read, and goes on', async () => {
    const good = await publish(3);
    const publisher = new Publisher(bus);
    const encoder = new TextEncoder();
    const bad = listingEvent(-1);
    await publisher.publishRaw('obs.zillow.listing', encoder.encode('{"not json'), 'poison-1');
    await publisher.publishRaw('obs.zillow.listing', encoder.encode(JSON.stringify({ ...bad, data: { ...bad.data, price: 5 } })), 'poison-2');
    await publisher.publishRaw('obs.zillow.listing', encoder.encode(JSON.stringify({ ...bad, id: 'future-1', schema_version: 99 })), 'future-1');
    await publisher.flush();
    const more = await publish(2);

    const seen: string[] = [];
    const poison: PoisonReport[] = [];
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 100,
      retryableDecodeDelayMs: 60_000,
      onPoison: (p) => poison.push(p),
      handler: async (batch) => {
        for (const d of batch) seen.push(d.event.id);
      },
    });
    await waitFor(() => seen.length === 5 && poison.length === 3, 10_000, 'good events and poison reports');
    await loop.stop();
    expect(seen).toEqual([...good, ...more].map((e) => e.id));
    expect(poison.map((p) => [p.reason, p.retryable])).toEqual([
      ['malformed_json', false],
      ['invalid_payload', false],
      ['future_version', true],
    ]);
    expect(loop.stats()).toMatchObject({ received: 8, acked: 5, termed: 2, naked: 1 });
    // The termed ones are gone for good; only the future-version one waits for a newer reader.
    expect(await ackPending()).toBe(1);
  });

  it('acks only after the handler commits: a consumer killed mid-batch leaves its messages to the next one', async () => {
    const events = await publish(30);
    const crashing = await connectTo(server.url, 'doomed-projector');
    let entered = false;
    await startConsumer(crashing, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 30,
      handler: () => {
        entered = true;
        return new Promise<void>(() => {}); // hangs: the process dies before committing
      },
    });
    await waitFor(() => entered, 10_000, 'handler entered');
    expect(await ackPending()).toBe(30);
    await crashing.nc.close(); // the process is gone; nothing was acked

    const committed: Delivery<AnyEvent>[] = [];
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 30,
      handler: async (batch) => {
        committed.push(...batch);
      },
    });
    await waitFor(() => committed.length === 30, ACK_WAIT_MS + 8_000, 'redelivery after ack_wait');
    await loop.stop();
    expect(committed.map((d) => d.event.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(committed.every((d) => d.deliveryCount === 2)).toBe(true);
    expect(await ackPending()).toBe(0);
  });

  it('stop() finishes the batch in hand before it resolves', async () => {
    await publish(5);
    let release: () => void = () => {};
    let entered = false;
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      handler: () => {
        entered = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await waitFor(() => entered, 10_000, 'handler entered');
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(loop.stats()).toMatchObject({ received: 5, acked: 5 });
    expect(await ackPending()).toBe(0);
  });


  it('with maxInFlight 2 starts the next batch, in stream order, while the first still commits, and acks both', async () => {
    const events = await publish(30);
    const started: string[][] = [];
    const releases: (() => void)[] = [];
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 10,
      maxInFlight: 2,
      handler: (batch) => {
        started.push(batch.map((d) => d.event.id));
        return new Promise<void>((resolve) => releases.push(resolve));
      },
    });
    // Two batches are in the handler at once; a third waits until one settles.
    await waitFor(() => started.length === 2, 10_000, 'two batches in flight');
    await new Promise((r) => setTimeout(r, 200));
    expect(started).toHaveLength(2);
    releases[1]?.();
    await waitFor(() => started.length === 3, 10_000, 'the third batch after one settled');
    releases[0]?.();
    releases[2]?.();
    await waitFor(() => loop.stats().acked === 30, 10_000, 'all acked');
    await loop.stop();
    expect(started.flat()).toEqual(events.map((e) => e.id));
    expect(await ackPending()).toBe(0);
  });

  it('stop() waits for every batch in flight', async () => {
    await publish(20);
    const releases: (() => void)[] = [];
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: DURABLE,
      batchSize: 10,
      maxInFlight: 2,
      handler: () => new Promise<void>((resolve) => releases.push(resolve)),
    });
    await waitFor(() => releases.length === 2, 10_000, 'two batches in flight');
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    releases[1]?.();
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    releases[0]?.();
    await stopping;
    expect(loop.stats()).toMatchObject({ received: 20, acked: 20 });
    expect(await ackPending()).toBe(0);
  });
  it('rides out a server restart without losing or doubling events', async () => {
    const resilient = await connect({ servers: server.url, logger: silentLogger, reconnectTimeWaitMs: 100, jetstreamTimeoutMs: 2_000 });
    try {
      const seen = new Map<string, number>();
      const loop = await startConsumer(resilient, {
        stream: STREAM,
        durable: DURABLE,
        fetchErrorDelayMs: 100,
        handler: async (batch) => {
          for (const d of batch) seen.set(d.event.id, (seen.get(d.event.id) ?? 0) + 1);
        },
      });
      const before = await publish(20);
      await waitFor(() => seen.size === 20, 10_000, 'events before the restart');
      await server.restart();
      const publisher = new Publisher(resilient, { retryDelayMs: 100, maxAttempts: 12 });
      const after = freshListings(20);
      for (const e of after) await publisher.publish(e);
      await publisher.flush();
      await waitFor(() => seen.size === 40, 15_000, 'events after the restart');
      await loop.stop();
      expect([...seen.keys()].sort()).toEqual([...before, ...after].map((e) => e.id).sort());
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await resilient.close();
      // The shared connection does not reconnect; give the following tests a fresh one.
      await bus.close();
      bus = await connectTo(server.url);
    }
  });

  it('stops promptly while waiting for messages', async () => {
    const loop = await startConsumer(bus, { stream: STREAM, durable: DURABLE, expiresMs: 30_000, handler: async () => {} });
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
