// The bus on a three-node JetStream cluster: provisioning at the configured replica count,
// idempotent and patient while the cluster elects; publishing and consuming through the loss
// of the stream's leader, with nothing lost and nothing stored twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_NAMES } from '@estate/events';
import { connect, defaultTopology, PROJECTOR_DURABLE, provision, Publisher, silentLogger, startConsumer, type Bus } from '../src/index.js';
import { freshListings, waitFor } from './helpers.js';
import { startNatsCluster, type NatsClusterHandle } from './nats.js';

const STREAM = STREAM_NAMES.observations;
const topology = defaultTopology({ env: { NATS_REPLICAS: '3' }, projector: { ackWaitMs: 3_000 } });

describe('the bus on a three-node cluster', () => {
  let cluster: NatsClusterHandle;
  let bus: Bus;

  beforeAll(async () => {
    cluster = await startNatsCluster({ nodes: 3, syncInterval: '1s' });
    // Every node's URL: losing the one it is connected to moves the client to another.
    bus = await connect({ servers: [...cluster.urls], logger: silentLogger, name: 'cluster-test', reconnectTimeWaitMs: 250 });
  }, 90_000);
  afterAll(async () => {
    await bus?.close();
    await cluster?.stop();
  });

  it('provisions every stream, consumer and bucket with NATS_REPLICAS copies, once', async () => {
    const first = await provision(bus, topology);
    expect(first.results.every((r) => r.action === 'created')).toBe(true);
    for (const s of topology.streams) expect((await bus.jsm.streams.info(s.name)).cluster?.replicas, s.name).toHaveLength(2);
    for (const b of topology.buckets) expect((await bus.jsm.streams.info(`KV_${b.name}`)).config.num_replicas, b.name).toBe(3);
    // Consumers follow their stream's count.
    for (const c of topology.consumers) expect((await bus.jsm.consumers.info(c.stream, c.durable)).cluster?.replicas, c.durable).toHaveLength(2);
    const second = await provision(bus, topology);
    expect(second.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
    // A process started without NATS_REPLICAS does not shrink the cluster's copies.
    const single = await provision(bus, defaultTopology({ env: {}, projector: { ackWaitMs: 3_000 } }));
    expect(single.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
    expect((await bus.jsm.streams.info(STREAM)).config.num_replicas).toBe(3);
  }, 90_000);

  it('provisions again while the meta leader is being elected', async () => {
    await cluster.kill(await cluster.metaLeader());
    const again = await provision(bus, topology);
    expect(again.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
    await Promise.all(cluster.nodes.filter((n) => !n.running()).map((n) => cluster.restart(n)));
  }, 120_000);

  it('publishes and consumes through the loss of the stream leader: every event once', async () => {
    const events = freshListings(1_500);
    const seen = new Map<string, number>();
    const loop = await startConsumer(bus, {
      stream: STREAM,
      durable: PROJECTOR_DURABLE,
      batchSize: 100,
      handler: async (batch) => {
        for (const d of batch) seen.set(d.event.id, (seen.get(d.event.id) ?? 0) + 1);
      },
    });
    const publisher = new Publisher(bus, { logger: silentLogger });
    const leader = await cluster.leaderOf(STREAM);
    let killed = false;
    for (const [i, event] of events.entries()) {
      if (i === 500) {
        // The leader dies with publishes in flight and a batch in the consumer's hands.
        await cluster.kill(leader);
        killed = true;
      }
      await publisher.publish(event);
    }
    await publisher.flush();
    expect(killed).toBe(true);
    const stats = publisher.stats();
    expect(stats.failed).toBe(0);
    expect(await cluster.leaderOf(STREAM)).not.toBe(leader);

    const info = await bus.jsm.streams.info(STREAM);
    expect(info.cluster?.leader).toBeDefined();
    // Retried publishes were dropped by the duplicate window: the stream holds each event once.
    expect(info.state.messages).toBe(events.length);
    await waitFor(() => events.every((e) => seen.has(e.id)), 60_000, 'every event consumed');
    await loop.stop();
    process.stdout.write(`cluster bus: publish retries=${stats.retries} duplicates acked=${stats.duplicates} redelivered=${loop.stats().redelivered}\n`);

    await cluster.restart(leader);
    expect((await bus.jsm.streams.info(STREAM)).state.messages).toBe(events.length);
  }, 120_000);
});
