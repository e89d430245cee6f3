// The bus on a three-node JetStream cluster: provisioning at the configured replica count,
// idempotent and patient while the cluster elects; publishing and consuming through the loss
// of the node that leads both the meta group and the stream, with nothing lost and nothing
// stored twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_NAMES } from '@estate/events';
import { connect, defaultTopology, PROJECTOR_DURABLE, provision, Publisher, silentLogger, startConsumer, type Bus, type Topology } from '../src/index.js';
import { freshListings, largeTests, waitFor } from './helpers.js';
import { startNatsCluster, type NatsClusterHandle, type NatsServerHandle } from './nats.js';

const STREAM = STREAM_NAMES.observations;
const fullTopology = defaultTopology({ env: { NATS_REPLICAS: '3' }, projector: { ackWaitMs: 3_000 } });
/**
 * Every R3 object costs the cluster an election (~0.6 s each on a busy 2-core machine, 33 of
 * them in the full topology). Every stream and consumer, and buckets of each use (a projection,
 * a search projection, the gateways' registry) show the server honours the count for each kind;
 * the full topology runs with ESTATE_LARGE_TESTS=1, and the unit check below covers every spec.
 */
const SAMPLE_BUCKETS = ['listings', 'listing_search', 'api_keys'];
const sample = (topology: Topology): Topology =>
  largeTests ? topology : { ...topology, buckets: topology.buckets.filter((b) => SAMPLE_BUCKETS.includes(b.name)) };
const topology = sample(fullTopology);
const EVENTS = largeTests ? 1_500 : 600;
const KILL_AT = EVENTS / 3;
/** Leadership moves to a random follower per step-down: 1 in 2 lands on the meta leader. */
const STEPDOWNS = 12;

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

  /** Steps the stream's leader down until the meta leader also leads the stream: one kill then loses both. */
  async function leaderOfBoth(): Promise<NatsServerHandle> {
    for (let step = 0; step < STEPDOWNS; step++) {
      const meta = await cluster.metaLeader();
      const leader = await cluster.leaderOf(STREAM);
      if (meta === leader) return meta;
      await bus.nc.request(`$JS.API.STREAM.LEADER.STEPDOWN.${STREAM}`, undefined, { timeout: 10_000 });
      await waitFor(async () => (await cluster.leaderOf(STREAM)) !== leader, 30_000, 'a new stream leader');
    }
    throw new Error(`the meta leader did not come to lead ${STREAM} in ${STEPDOWNS} step-downs`);
  }

  it('asks NATS_REPLICAS copies of every stream and bucket of the topology', () => {
    for (const s of fullTopology.streams) expect(s.replicas, s.name).toBe(3);
    for (const b of fullTopology.buckets) expect(b.replicas, b.name).toBe(3);
    expect(topology.buckets.map((b) => b.name).sort()).toEqual(largeTests ? fullTopology.buckets.map((b) => b.name).sort() : [...SAMPLE_BUCKETS].sort());
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
    const single = await provision(bus, sample(defaultTopology({ env: {}, projector: { ackWaitMs: 3_000 } })));
    expect(single.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
    expect((await bus.jsm.streams.info(STREAM)).config.num_replicas).toBe(3);
  }, 90_000);

  it('loses the meta and stream leader mid-publish: provisions again while they are elected, consumes every event once', async () => {
    const victim = await leaderOfBoth();
    const events = freshListings(EVENTS);
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
    let again: ReturnType<typeof provision> | undefined;
    for (const [i, event] of events.entries()) {
      if (i === KILL_AT) {
        // The leader dies with publishes in flight and a batch in the consumer's hands, and
        // provisioning starts while the meta group has no leader.
        await cluster.kill(victim);
        again = provision(bus, topology);
      }
      await publisher.publish(event);
    }
    await publisher.flush();
    expect(again).toBeDefined();
    expect((await again)?.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
    const stats = publisher.stats();
    expect(stats.failed).toBe(0);
    expect(await cluster.leaderOf(STREAM)).not.toBe(victim);
    expect(await cluster.metaLeader()).not.toBe(victim);

    const info = await bus.jsm.streams.info(STREAM);
    expect(info.cluster?.leader).toBeDefined();
    // Retried publishes were dropped by the duplicate window: the stream holds each event once.
    expect(info.state.messages).toBe(events.length);
    await waitFor(() => events.every((e) => seen.has(e.id)), 60_000, 'every event consumed');
    await loop.stop();
    process.stdout.write(`cluster bus: publish retries=${stats.retries} duplicates acked=${stats.duplicates} redelivered=${loop.stats().redelivered}\n`);

    await cluster.restart(victim);
    expect((await bus.jsm.streams.info(STREAM)).state.messages).toBe(events.length);
  }, 120_000);
});
