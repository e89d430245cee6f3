import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus } from '@estate/bus';
import { manifestKey } from '@estate/events';
import { createLogger } from '@estate/runtime';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KvCollectorDirectory } from '../src/collectors/collector-directory.js';
import { manifest } from './harness.js';

let nats: NatsServerHandle;
let bus: Bus;
beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
}, 60_000);
afterAll(async () => {
  await bus?.close();
  await nats?.stop();
});

async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('the collectors bucket as the gateway sees it', () => {
  it('merges instances per platform and follows starts, stops and invalid manifests', async () => {
    const kv = await openBucket(bus, BUCKETS.collectors);
    await putJson(kv, manifestKey('zillow', 'a'), manifest({ instance_id: 'a' }));
    const directory = await KvCollectorDirectory.open(bus, createLogger({ name: 'test', level: 'silent' }));
    try {
      expect((await directory.platforms()).map((p) => p.platform)).toEqual(['zillow']);

      await putJson(kv, manifestKey('zillow', 'b'), manifest({ instance_id: 'b', countries: ['US', 'CA'] }));
      await putJson(kv, manifestKey('suumo', 'x'), manifest({ platform: 'suumo', instance_id: 'x', countries: ['JP'] }));
      await putJson(kv, manifestKey('broken', 'x'), { platform: 'broken' });
      await eventually(async () => {
        const platforms = await directory.platforms();
        expect(platforms.map((p) => p.platform)).toEqual(['suumo', 'zillow']);
        expect(platforms.find((p) => p.platform === 'zillow')?.instances).toHaveLength(2);
        expect(platforms.find((p) => p.platform === 'zillow')?.countries.sort()).toEqual(['CA', 'US']);
      });

      await kv.delete(manifestKey('zillow', 'a'));
      await kv.delete(manifestKey('zillow', 'b'));
      await eventually(async () => expect((await directory.platforms()).map((p) => p.platform)).toEqual(['suumo']));
    } finally {
      directory.close();
    }
  }, 30_000);
});
