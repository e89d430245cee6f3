import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AckedPublisher, AckedPublishError, KvWriter, type Bus, type KV } from '../src/index.js';
import { connectTo } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

describe('KvWriter through an AckedPublisher', () => {
  let server: NatsServerHandle;
  let bus: Bus;
  let kv: KV;
  let writer: KvWriter;
  const bytes = (text: string) => new TextEncoder().encode(text);

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
    kv = await bus.kvm.create('acked_writes', { history: 1 });
    writer = new KvWriter(AckedPublisher.of(bus.nc), 'acked_writes');
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  it('creates a key once, then refuses to create it again; a put replaces it', async () => {
    expect(await writer.create('k1', bytes('first'))).toBe(true);
    expect(await writer.create('k1', bytes('second'))).toBe(false);
    expect((await kv.get('k1'))?.string()).toBe('first');
    const revision = await writer.put('k1', bytes('third'));
    const entry = await kv.get('k1');
    expect(entry?.string()).toBe('third');
    expect(entry?.revision).toBe(revision);
  });

  it('refuses to create a key whose last message is a delete marker (the caller reads it and puts)', async () => {
    await kv.put('k2', bytes('there'));
    await kv.delete('k2');
    expect(await writer.create('k2', bytes('again'))).toBe(false);
    expect((await kv.get('k2'))?.operation).toBe('DEL');
  });

  it('settles each of many writes in flight with its own revision', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `many_${i}`);
    const revisions = await Promise.all(keys.map((key) => writer.put(key, bytes(key))));
    expect(new Set(revisions).size).toBe(keys.length);
    const [first, last] = await Promise.all([kv.get('many_0'), kv.get('many_499')]);
    expect(first?.revision).toBe(revisions[0]);
    expect(last?.revision).toBe(revisions[499]);
  });

  it('refuses a key the KV client would refuse (a space or a wildcard would change the subject)', async () => {
    for (const key of ['has space', 'wild*', 'tail.', '.head']) await expect(writer.put(key, bytes('x'))).rejects.toThrow(/invalid key/);
    await expect(writer.create('wild>', bytes('x'))).rejects.toThrow(/invalid key/);
  });

  it('rejects a write no stream takes, as no responders', async () => {
    const nowhere = new KvWriter(AckedPublisher.of(bus.nc), 'no_such_bucket');
    const error = await nowhere.put('k', bytes('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AckedPublishError);
    expect((error as AckedPublishError).code).toBe(503);
  });
});
