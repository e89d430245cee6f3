import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, connect, defaultTopology, openBucket, PROJECTOR_DURABLE, provision, silentLogger, type Bus } from '@estate/bus';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { DeliverPolicy } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, kvStream, replayProjections, restore } from '../src/index.js';

interface Seen {
  seq: number;
  subject: string;
  data: string;
  headers: Record<string, string[]>;
}

/** Every message of a stream as a client reads it back. */
async function readAll(bus: Bus, stream: string): Promise<Seen[]> {
  const info = await bus.jsm.streams.info(stream);
  const seen: Seen[] = [];
  if (info.state.messages === 0) return seen;
  const consumer = await bus.js.consumers.get(stream, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume();
  for await (const m of messages) {
    const h = m.headers;
    seen.push({ seq: m.seq, subject: m.subject, data: m.string(), headers: Object.fromEntries((h?.keys() ?? []).map((k) => [k, h?.values(k) ?? []])) });
    if (m.seq >= info.state.last_seq) break;
  }
  await messages.close();
  return seen;
}

async function kvEntries(bus: Bus, bucket: string): Promise<Record<string, string>> {
  const kv = await openBucket(bus, bucket);
  const out: Record<string, string> = {};
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry && entry.operation === 'PUT') out[key] = entry.string();
  }
  return out;
}

// Every stream of the topology, then the two buckets nothing rebuilds.
const expectedStreams = [...defaultTopology().streams.map((s) => s.name), kvStream(BUCKETS.apiKeys), kvStream(BUCKETS.credits)];

describe('backup and restore of the streams and the key and credit buckets', () => {
  let source: NatsServerHandle;
  let target: NatsServerHandle;
  let from: Bus;
  let to: Bus;
  let dir: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([startNatsServer(), startNatsServer()]);
    from = await connect({ servers: source.url, logger: silentLogger });
    to = await connect({ servers: target.url, logger: silentLogger });
    dir = await mkdtemp(join(tmpdir(), 'estate-backup-'));
    await provision(from, defaultTopology());
  });

  afterAll(async () => {
    await from?.close();
    await to?.close();
    await Promise.all([source?.stop(), target?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('gives back every message in order with its headers and sequence, and every key and balance', async () => {
    for (let i = 1; i <= 30; i++) {
      const h = headers();
      h.set('x-estate-note', `n${i}`);
      await from.js.publish(`obs.zillow.listing`, JSON.stringify({ i }), { msgID: `event-${i}`, headers: h });
    }
    await from.js.publish('series.uk_hpi.market_point', JSON.stringify({ point: 1 }));
    // The stream's first messages aged out: the restored stream starts at the same sequence.
    await from.jsm.streams.purge('OBSERVATIONS', { seq: 6 });
    const keys = await openBucket(from, BUCKETS.apiKeys);
    await keys.put('k1', JSON.stringify({ name: 'one' }));
    await keys.put('k2', JSON.stringify({ name: 'two' }));
    await keys.delete('k2');
    const credits = await openBucket(from, BUCKETS.credits);
    const revision = await credits.create('k1', JSON.stringify(100));
    // A compare-and-set write, as gateways spend credits: its expectation header names a sequence of this server only.
    await credits.update('k1', JSON.stringify(75), revision);

    const { manifest, missing } = await backup(from, { dir });
    expect(missing).toEqual([]);
    expect(manifest.streams.map((s) => s.name)).toEqual(expectedStreams);
    expect(expectedStreams).toEqual(expect.arrayContaining(['OBSERVATIONS', 'SERIES', 'JOBS', 'KV_api_keys', 'KV_credits']));
    expect(manifest.streams.find((s) => s.name === 'OBSERVATIONS')).toMatchObject({ first_seq: 6, last_seq: 30, messages: 25 });
    await expect(backup(from, { dir })).rejects.toThrow(/already holds a backup/);

    const restored = await restore(to, { dir });
    expect(restored.find((s) => s.name === 'OBSERVATIONS')).toEqual({ name: 'OBSERVATIONS', messages: 25, sequencesKept: true });

    const before = await readAll(from, 'OBSERVATIONS');
    const after = await readAll(to, 'OBSERVATIONS');
    expect(after).toHaveLength(25);
    const withoutMsgId = (m: Seen) => ({ ...m, headers: Object.fromEntries(Object.entries(m.headers).filter(([k]) => k !== 'Nats-Msg-Id')) });
    expect(after).toEqual(before.map(withoutMsgId));
    expect(after[0]?.headers['x-estate-note']).toEqual(['n6']);
    expect(await readAll(to, 'SERIES')).toEqual(await readAll(from, 'SERIES'));
    expect(await kvEntries(to, BUCKETS.apiKeys)).toEqual({ k1: JSON.stringify({ name: 'one' }) });
    expect(await kvEntries(to, BUCKETS.credits)).toEqual({ k1: '75' });
    // The restored buckets take compare-and-set writes again.
    const restoredCredits = await openBucket(to, BUCKETS.credits);
    const entry = await restoredCredits.get('k1');
    await restoredCredits.update('k1', JSON.stringify(70), entry?.revision ?? 0);
    expect((await restoredCredits.get('k1'))?.string()).toBe('70');
  });

  it('refuses to restore into a NATS that already has the streams, before writing anything', async () => {
    const info = await to.jsm.streams.info('OBSERVATIONS');
    await expect(restore(to, { dir })).rejects.toThrow(`the server already has ${expectedStreams.join(', ')}:`);
    expect((await to.jsm.streams.info('OBSERVATIONS')).state.messages).toBe(info.state.messages);
    expect((await readdir(dir)).sort()).toEqual([...expectedStreams.map((s) => `${s}.jsonl.gz`), 'manifest.json'].sort());
  });

  it('makes the projector start again from the first message of every stream, and not while one consumes', async () => {
    await provision(to, defaultTopology());
    const consumer = await to.js.consumers.get('OBSERVATIONS', PROJECTOR_DURABLE);
    const batch = await consumer.fetch({ max_messages: 10, expires: 2_000 });
    for await (const m of batch) m.ack();
    // A projector's pull request waiting on the consumer, as a running projector always has one.
    const pulling = await consumer.consume({ expires: 1_000 });
    const consumed = (async () => {
      for await (const m of pulling) m.ack();
    })();
    for (let i = 0; (await to.jsm.consumers.info('OBSERVATIONS', PROJECTOR_DURABLE)).num_waiting === 0; i++) {
      if (i > 100) throw new Error('the pull request never reached the server');
      await new Promise((r) => setTimeout(r, 50));
    }
    await expect(replayProjections(to)).rejects.toThrow(/a projector is consuming from OBSERVATIONS/);
    await pulling.close();
    await consumed;
    // The server forgets a closed pull request when it expires; the refusal holds until then.
    let replayed: Awaited<ReturnType<typeof replayProjections>> | undefined;
    for (let attempt = 0; !replayed; attempt++) {
      replayed = await replayProjections(to).catch((error: unknown) => {
        if (attempt > 120) throw error;
        return new Promise<undefined>((r) => setTimeout(() => r(undefined), 500));
      });
    }
    expect(replayed).toEqual([
      { stream: 'OBSERVATIONS', durable: PROJECTOR_DURABLE, deliveredUpTo: 30 },
      { stream: 'SERIES', durable: PROJECTOR_DURABLE, deliveredUpTo: 0 },
    ]);
    await provision(to, defaultTopology());
    expect((await to.jsm.consumers.info('OBSERVATIONS', PROJECTOR_DURABLE)).num_pending).toBe(25);
  });
});
