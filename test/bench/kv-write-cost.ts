// The projector's KV document writes alone, two ways, on one nats-server: through the KV client
// (a request per write) and through a KvWriter (acks on one subscription), alternated in rounds
// of WRITES new documents of DOC_BYTES each into the `listings` bucket, 256 in flight as the
// projector writes them. Prints this process's and nats-server's CPU ms per write per way.
// Usage: node --import tsx test/bench/kv-write-cost.ts [writes=20000] [rounds=3] [doc bytes=4400]
import { readFile } from 'node:fs/promises';
import { AckedPublisher, BUCKETS, connect, defaultTopology, KvWriter, openBucket, provision, silentLogger } from '@estate/bus';
import { EncodedDocument, KvProjection } from '@estate/projector';
import { startNatsServer } from '@estate/testkit';

const [writes, rounds, docBytes] = [Number(process.argv[2] ?? 20_000), Number(process.argv[3] ?? 3), Number(process.argv[4] ?? 4_400)];

async function serverCpuSeconds(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const nats = await startNatsServer();
const bus = await connect({ servers: nats.url, name: 'kv-write-cost', logger: silentLogger });
try {
  await provision(bus, defaultTopology());
  const kv = await openBucket(bus, BUCKETS.listings);
  const ways = {
    client: () => new KvProjection(kv),
    kv_writer: () => new KvProjection(kv, { writes: new KvWriter(AckedPublisher.of(bus.nc), BUCKETS.listings) }),
  };
  const padding = 'x'.repeat(docBytes);
  const totals: Record<string, { process: number; server: number }> = {};
  let next = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [way, make] of Object.entries(ways)) {
      const observedAt = new Date().toISOString();
      const documents = Array.from({ length: writes }, (): [string, EncodedDocument] => {
        const key = `lst_${next++}`;
        return [key, new EncodedDocument(observedAt, `evt_${key}`, `{"listing":{"id":"${key}","padding":"${padding}"},"observed_at":"${observedAt}","event_id":"evt_${key}"}`)];
      });
      const projection = make();
      const [cpu, server] = [process.cpuUsage(), await serverCpuSeconds(nats.pid)];
      const written = await projection.write(documents);
      if (written !== writes) throw new Error(`${way}: wrote ${written} of ${writes}`);
      const used = process.cpuUsage(cpu);
      const total = (totals[way] ??= { process: 0, server: 0 });
      total.process += (used.user + used.system) / 1e6;
      total.server += (await serverCpuSeconds(nats.pid)) - server;
    }
  }
  for (const [way, t] of Object.entries(totals)) {
    const n = writes * rounds;
    process.stdout.write(`${way}: process ${((t.process * 1000) / n).toFixed(3)} ms/write, nats-server ${((t.server * 1000) / n).toFixed(3)} ms/write (${n} writes)\n`);
  }
} finally {
  await bus.close();
  await nats.stop();
}
