import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, defaultTopology, KvReadCache, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '../src/index.js';
import { connectTo, waitFor } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

interface Doc {
  price: number;
}

describe('KvReadCache', () => {
  let server: NatsServerHandle;
  let bus: Bus;
  let writer: KV;

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
    await provision(bus, { ...defaultTopology(), streams: [], consumers: [] });
    writer = await openBucket(await connectTo(server.url, 'writer'), BUCKETS.listings);
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  const open = async (maxEntries = 100) =>
    KvReadCache.open<Doc>(await openBucket(bus, BUCKETS.listings), {
      parse: (_key, value) => (typeof (value as Doc).price === 'number' ? (value as Doc) : undefined),
      maxEntries,
      logger: silentLogger,
      what: 'test documents',
    });

  it('serves repeated reads from memory and never a value older than the watch lag', async () => {
    const cache = await open();
    await putJson(writer, 'lst_a', { price: 1 });
    // The watch may report the put after a first read cached it (and drop it once): reads come
    // from memory from then on.
    await waitFor(async () => (await cache.get('lst_a'))?.value.price === 1 && cache.stats().hits > 0, 5_000, 'a cached read');
    const { misses } = cache.stats();
    for (let i = 0; i < 10; i++) expect((await cache.get('lst_a'))?.value).toEqual({ price: 1 });
    expect(cache.stats()).toMatchObject({ misses, size: 1 });

    // Another process changes it: the watch drops the cached value, the next read fetches the new one.
    await putJson(writer, 'lst_a', { price: 2 });
    await waitFor(async () => (await cache.get('lst_a'))?.value.price === 2, 5_000, 'the new value');
    await writer.delete('lst_a');
    await waitFor(async () => (await cache.get('lst_a')) === undefined, 5_000, 'the deletion');
    expect(await cache.get('lst_missing')).toBeUndefined();
    expect(await cache.get('lst_a')).toBeUndefined();
    cache.close();
  });

  it('keeps at most maxEntries values, dropping the least recently read', async () => {
    const cache = await open(2);
    for (const key of ['lst_1', 'lst_2', 'lst_3']) await putJson(writer, key, { price: 1 });
    // Let the watch report those puts before anything is cached.
    await waitFor(async () => {
      await cache.get('lst_3');
      return (await cache.get('lst_3')) !== undefined && cache.stats().hits > 0;
    }, 5_000, 'the watch to settle');
    await cache.get('lst_1');
    await cache.get('lst_2');
    await cache.get('lst_1');
    await cache.get('lst_3');
    expect(cache.stats().size).toBe(2);
    const before = cache.stats().misses;
    await cache.get('lst_1');
    await cache.get('lst_3');
    expect(cache.stats().misses).toBe(before);
    await cache.get('lst_2');
    expect(cache.stats().misses).toBe(before + 1);
    cache.close();
  });

  it('does not cache a value that changed while it was being read', async () => {
    const cache = await open();
    await putJson(writer, 'lst_race', { price: 1 });
    // Many reads in flight while the value changes: whatever they returned, none may stick.
    const reads = Array.from({ length: 20 }, () => cache.get('lst_race'));
    await putJson(writer, 'lst_race', { price: 2 });
    await Promise.all(reads);
    await waitFor(async () => (await cache.get('lst_race'))?.value.price === 2, 5_000, 'the new value');
    expect((await cache.get('lst_race'))?.value.price).toBe(2);
    cache.close();
  });

  it('reads through to the bucket after its watch is gone', async () => {
    const cache = await open();
    await putJson(writer, 'lst_w', { price: 1 });
    await cache.get('lst_w');
    cache.close();
    await putJson(writer, 'lst_w', { price: 3 });
    expect((await cache.get('lst_w'))?.value.price).toBe(3);
    await putJson(writer, 'lst_w', { price: 4 });
    expect((await cache.get('lst_w'))?.value.price).toBe(4);
  });
});
