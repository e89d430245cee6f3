import { BUCKETS, defaultTopology, openBucket, provision, type Bus } from '@estate/bus';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodedDocument } from '../src/encoded-document.js';
import { KvProjection } from '../src/kv-projection.js';
import { connectBus } from './harness.js';

let nats: NatsServerHandle;
let bus: Bus;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connectBus(nats.url);
  await provision(bus, defaultTopology());
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
});

const version = (minute: number, label: string) => ({ observed_at: new Date(Date.UTC(2026, 10, 24, 6, minute)).toISOString(), event_id: `evt_${label}`, label });

describe('KvProjection', () => {
  it('keeps the newest document of a key when two batches write it at once, the older one last', async () => {
    const kv = await openBucket(bus, BUCKETS.listings);
    const projection = new KvProjection(kv);
    await projection.write([['lst_race', version(0, 'first')]]);
    // Both writes see the cached first version; without ordering per key the older put could land last.
    const [newer, older] = await Promise.all([projection.write([['lst_race', version(2, 'newer')]]), projection.write([['lst_race', version(1, 'older')]])]);
    expect([newer, older]).toEqual([1, 0]);
    expect((await kv.get('lst_race'))?.json<{ label: string }>().label).toBe('newer');
  });

  it('writes an encoded document as its own bytes, ordered by its version', async () => {
    const kv = await openBucket(bus, BUCKETS.listings);
    const projection = new KvProjection(kv);
    const json = '{"listing":{"id":"lst_encoded"},"observed_at":"2026-11-24T06:05:00.000Z","event_id":"evt_b"}';
    await projection.write([['lst_encoded', new EncodedDocument('2026-11-24T06:05:00.000Z', 'evt_b', json)]]);
    await projection.write([['lst_encoded', new EncodedDocument('2026-11-24T06:04:00.000Z', 'evt_a', '{"stale":true}')]]);
    expect(new TextDecoder().decode((await kv.get('lst_encoded'))?.value)).toBe(json);
  });
});
