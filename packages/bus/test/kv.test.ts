import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, defaultTopology, getJson, KvMirror, openBucket, provision, putJson, silentLogger, type Bus } from '../src/index.js';
import { connectTo, waitFor } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

describe('KV buckets', () => {
  let server: NatsServerHandle;
  let bus: Bus;

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  it('serves what was put until its max age, then nothing', async () => {
    const { buckets } = await provision(bus, { ...defaultTopology({ listingsTtlMs: 1_000 }), streams: [], consumers: [] });
    const listings = buckets[BUCKETS.listings]!;
    expect((await listings.status()).ttl).toBe(1_000);
    const doc = { id: 'lst_abc', price: { amount: '525000', currency: 'USD' } };
    // Taken before the put: the server counts the max age from its own write, which is later than this.
    const putAt = Date.now();
    await putJson(listings, 'lst_abc', doc);
    expect(await getJson(await openBucket(bus, BUCKETS.listings), 'lst_abc')).toEqual(doc);
    expect(await getJson(listings, 'lst_missing')).toBeUndefined();
    // The server expires on a timer, so the entry goes within a second or so after its max age.
    await waitFor(async () => (await getJson(listings, 'lst_abc')) === undefined, 5_000, 'expiry');
    expect(Date.now() - putAt).toBeGreaterThanOrEqual(900);
  });

  it('keeps api keys without a max age and with history', async () => {
    const { buckets } = await provision(bus, { ...defaultTopology(), streams: [], consumers: [] });
    const status = await buckets[BUCKETS.apiKeys]!.status();
    expect(status.ttl).toBe(0);
    expect(status.history).toBe(5);
    const keys = buckets[BUCKETS.apiKeys]!;
    await putJson(keys, 'k1', { credits: 10 });
    await putJson(keys, 'k1', { credits: 9 });
    expect(await getJson(keys, 'k1')).toEqual({ credits: 9 });
    await keys.delete('k1');
    expect(await getJson(keys, 'k1')).toBeUndefined();
  });

  it('mirrors a bucket in memory: current values at open, then every change, never an older revision', async () => {
    const { buckets } = await provision(bus, { ...defaultTopology(), streams: [], consumers: [] });
    const kv = buckets[BUCKETS.collectors]!;
    await putJson(kv, 'zillow.a', { n: 1 });
    await putJson(kv, 'broken.b', 'not a record');
    const changed: string[] = [];
    const mirror = await KvMirror.open<{ n: number }>(kv, {
      what: 'test',
      logger: silentLogger,
      parse: (_key, value) => (typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number' ? (value as { n: number }) : undefined),
      onChange: (key) => changed.push(key),
    });
    try {
      expect(mirror.get('zillow.a')?.value).toEqual({ n: 1 });
      expect(mirror.get('broken.b')).toBeUndefined();
      const revision = await putJson(kv, 'zillow.a', { n: 2 });
      await waitFor(async () => mirror.get('zillow.a')?.value.n === 2, 5_000, 'watched update');
      expect(changed).toContain('zillow.a');
      expect(mirror.get('zillow.a')?.revision).toBe(revision);
      // A late, older value (e.g. the initial read racing the watch) does not win.
      mirror.observe('zillow.a', { n: 0 }, 1);
      expect(mirror.get('zillow.a')?.value.n).toBe(2);
      await kv.delete('zillow.a');
      await waitFor(async () => mirror.get('zillow.a') === undefined, 5_000, 'watched delete');
    } finally {
      mirror.close();
    }
  });
});

