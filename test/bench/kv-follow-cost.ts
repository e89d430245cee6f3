// What a follower of a KV bucket costs nats-server per put, by its deliver policy: a bucket of
// PREFILL keys, then WRITES new keys put 256 at a time, first with no follower, then with two
// followers pulling as the gateway's bucket follower does (ordered consumer, pulls of 1 000) from
// `last_per_subject` (a full load), then from a start sequence (a catch-up). Prints nats-server's
// CPU seconds per 10k puts in each phase.
// Usage: node --import tsx test/bench/kv-follow-cost.ts [prefill=200000] [writes=20000]
import { readFile } from 'node:fs/promises';
import { connect, silentLogger } from '@estate/bus';
import { startNatsServer } from '@estate/testkit';
import { DeliverPolicy, type ConsumerMessages } from '@nats-io/jetstream';

const prefill = Number(process.argv[2] ?? 200_000);
const writes = Number(process.argv[3] ?? 20_000);
const value = new TextEncoder().encode(JSON.stringify({ observed_at: new Date().toISOString(), values: Array.from({ length: 30 }, (_, i) => `field-${i}`) }));

async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const nats = await startNatsServer();
const bus = await connect({ servers: nats.url, name: 'kv-follow-cost', logger: silentLogger });
const js = bus.js;
const kv = await bus.kvm.create('probe', { history: 1 });
let next = 0;
async function put(count: number): Promise<void> {
  const end = next + count;
  const worker = async () => {
    while (next < end) await kv.put(`key-${next++}`, value);
  };
  await Promise.all(Array.from({ length: 256 }, worker));
}

async function follower(policy: 'last' | 'from'): Promise<{ messages: ConsumerMessages; read: () => number; caughtUp: Promise<void> }> {
  const info = await bus.jsm.streams.info('KV_probe');
  const from = policy === 'last' ? { deliver_policy: DeliverPolicy.LastPerSubject } : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: info.state.last_seq + 1 };
  const consumer = await js.consumers.get('KV_probe', { filter_subjects: '$KV.probe.>', ...from });
  const messages = await consumer.consume({ max_messages: 1_000 });
  let read = 0;
  let caught!: () => void;
  const caughtUp = new Promise<void>((resolve) => (caught = resolve));
  if (policy === 'from') caught();
  void (async () => {
    for await (const m of messages) {
      read += 1;
      if (m.info.pending === 0) caught();
    }
  })();
  return { messages, read: () => read, caughtUp };
}

async function phase(name: string): Promise<void> {
  const before = await cpuSeconds(nats.pid);
  const started = performance.now();
  await put(writes);
  const cpu = (await cpuSeconds(nats.pid)) - before;
  process.stdout.write(`${name}: nats-server ${((cpu * 10_000) / writes).toFixed(2)} CPU s per 10k puts, ${Math.round(writes / ((performance.now() - started) / 1000))} puts/s\n`);
}

try {
  await put(prefill);
  await phase(`no follower, ${prefill} keys`);
  for (const policy of ['last', 'from'] as const) {
    const followers = await Promise.all([follower(policy), follower(policy)]);
    await Promise.all(followers.map((f) => f.caughtUp));
    await phase(`two followers from ${policy === 'last' ? 'last_per_subject' : 'a start sequence'}, ${next} keys`);
    for (const f of followers) await f.messages.close();
  }
  await phase(`no follower again, ${next} keys`);
} finally {
  await bus.close();
  await nats.stop();
}
