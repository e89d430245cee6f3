import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNatsCluster, type NatsClusterHandle } from './nats-cluster.js';

const STREAM = 'CLUSTER_TEST';

/** Right after forming, placement may still see a peer offline: asked again until it settles. */
async function addStreamSettled(jsm: JetStreamManager, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      await jsm.streams.add({ name: STREAM, subjects: ['cluster.test.>'], num_replicas: 3, description: 'cluster test' });
      return;
    } catch (err) {
      if (Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

describe('startNatsCluster', () => {
  let cluster: NatsClusterHandle;
  // Raw NATS clients: @estate/bus depends on this package for its tests, so it cannot be used here.
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  let js: JetStreamClient;

  beforeAll(async () => {
    cluster = await startNatsCluster({ nodes: 3, syncInterval: '1s' });
    nc = await connect({ servers: [...cluster.urls], name: 'cluster-test', maxReconnectAttempts: -1, reconnectTimeWait: 1_000 });
    jsm = await jetstreamManager(nc);
    js = jetstream(nc);
  }, 60_000);
  afterAll(async () => {
    if (nc && !nc.isClosed()) await nc.close();
    await cluster?.stop();
  });

  it('runs three servers, each with its own ports, store and name, as one JetStream cluster', async () => {
    expect(cluster.nodes).toHaveLength(3);
    expect(new Set(cluster.nodes.map((n) => n.port)).size).toBe(3);
    expect(new Set(cluster.nodes.map((n) => n.storeDir)).size).toBe(3);
    expect(cluster.nodes.map((n) => n.serverName)).toEqual(['estate-test-n1', 'estate-test-n2', 'estate-test-n3']);
    expect(cluster.url.split(',')).toEqual(cluster.urls);
    expect(cluster.nodes).toContain(await cluster.metaLeader());
    await addStreamSettled(jsm);
    expect((await jsm.streams.info(STREAM)).cluster?.replicas).toHaveLength(2);
  });

  it('names the stream leader, elects another when it is killed, and takes it back healthy on its store', async () => {
    const leader = await cluster.leaderOf(STREAM);
    expect((await jsm.streams.info(STREAM)).cluster?.leader).toBe(leader.serverName);
    await js.publish('cluster.test.a', new TextEncoder().encode('before'));

    await cluster.kill(leader);
    expect(leader.running()).toBe(false);
    const next = await cluster.leaderOf(STREAM);
    expect(next).not.toBe(leader);
    // Two of three keep the quorum: writes go on (retried, as @estate/bus's publisher does, while
    // the client moves off the killed node).
    await js.publish('cluster.test.a', new TextEncoder().encode('during'), { timeout: 10_000, retries: 10 });
    await cluster.waitHealthy();

    const port = leader.port;
    await cluster.restart(leader);
    expect(leader.running()).toBe(true);
    expect(leader.port).toBe(port);
    expect(existsSync(leader.storeDir)).toBe(true);
    // Healthy means the restarted node caught up with the message it missed.
    expect((await jsm.streams.info(STREAM)).state.messages).toBe(2);
  }, 90_000);

  it('removes every store on stop', async () => {
    await nc.close();
    const dirs = cluster.nodes.map((n) => n.storeDir);
    expect(dirs.every((d) => existsSync(d))).toBe(true);
    await cluster.stop();
    expect(dirs.some((d) => existsSync(d))).toBe(false);
    expect(cluster.nodes.some((n) => n.running())).toBe(false);
  });
});
