// The projector's rate on a backlog of N listings, and where the CPU goes: publishes N listings of
// the bench universe, starts the embedded process (or the projector alone) on it, and reports the
// events per second from first delivery to last ack beside a raw insert of the same rows, the CPU
// seconds nats-server and the projecting process spent meanwhile, and what each connection and
// consumer moved (nats-server's monitoring: /connz?subs=true, /jsz?consumers=true).
// Usage (on the built packages, like the processes it starts: build @estate/embedded or @estate/projector first):
//   BENCH_LISTINGS=200000 node --import tsx test/bench/projector-rate.ts [embedded|projector]
// BENCH_PROFILE_DIR: the projecting process writes a V8 CPU profile there when it stops.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { createStore, migrate } from '@estate/store';
import { freePort, startNatsServer } from '@estate/testkit';
import { generate, platformsOf, rendererOf, type Platform } from '@estate/sample-data';
import { COLLECTORS, listingEvent, parsedListings, universeListing } from './listing-universe.js';
import { spawnBuilt, type Child } from './processes.js';
import { say } from './progress.js';
import { rawInsertRate } from './sections/raw-insert.js';

const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const rawEvents = Math.min(listings, Number(process.env.BENCH_RAW_EVENTS ?? listings));
// BENCH_RAW_EVENTS=0 skips the raw insert (A/B runs of the projector alone).
const seed = Number(process.env.BENCH_SEED ?? 42);
const baseUniverse = Number(process.env.BENCH_BASE_UNIVERSE ?? 2_000);
const batchSize = Number(process.env.BENCH_BATCH_SIZE ?? 2_000);
const mode = process.argv[2] === 'projector' ? 'projector' : 'embedded';
const profileDir = process.env.BENCH_PROFILE_DIR;
const TICKS_PER_SECOND = 100;
const README_PORTALS: readonly string[] = ['idealista', 'immoscout24', 'rightmove', 'suumo', 'zillow', 'zoopla'];

/** CPU seconds a process has used so far in user and in kernel mode, from /proc. */
async function cpuTimes(pid: number | undefined): Promise<{ user: number; system: number }> {
  if (pid === undefined) return { user: 0, system: 0 };
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

interface Connz {
  connections: { name?: string; in_msgs: number; out_msgs: number; in_bytes: number; out_bytes: number; subscriptions: number }[];
}
interface Jsz {
  account_details?: { stream_detail?: { name: string; state: { messages: number; bytes: number }; consumer_detail?: { name: string; delivered: { stream_seq: number; consumer_seq: number }; num_ack_pending: number; num_redelivered: number }[] }[] }[];
}

const monitorPort = await freePort();
const workDir = await mkdtemp(join(tmpdir(), 'estate-projector-rate-'));
const nats = await startNatsServer({ storeDir: join(workDir, 'nats'), monitorPort });
const monitor = (path: string) => fetch(`${nats.monitorUrl}${path}`).then((r) => r.json());
const children: Child[] = [];
let bus: Bus | undefined;
try {
  bus = await connect({ servers: nats.url, name: 'bench', logger: silentLogger });
  await provision(bus, defaultTopology());
  const observedAt = new Date().toISOString();
  say(`publishing ${listings} listings`);
  const bases = universeBases(observedAt);
  const publisher = new Publisher(bus, { logger: silentLogger });
  for (let i = 0; i < listings; i++) await publisher.publish(listingEvent(universeListing(bases, i), observedAt, `bench-load-${seed}`));
  await publisher.flush();
  const events = publisher.stats().acked - publisher.stats().duplicates;
  const before = await monitor('/connz?subs=true') as Connz;
  const beforeByName = new Map(before.connections.map((c) => [c.name ?? '', c]));

  say(`projecting ${events} events (${mode})`);
  // BENCH_NODE_ARGS: node flags for the projecting process (e.g. a V8 heap setting to compare).
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])];
  // Spawned here rather than through startEmbedded, so the clock and the CPU counters start before its first batch.
  const child = mode === 'embedded'
    ? spawnBuilt('embedded', 'services/embedded/dist/main.js', { NATS_URL: nats.url, DATA_DIR: join(workDir, 'embedded'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROJECTOR_BATCH_SIZE: String(batchSize) }, [], nodeArgs)
    : spawnBuilt('projector', 'services/projector/dist/main.js', { NATS_URL: nats.url, CLICKHOUSE_DATA_PATH: join(workDir, 'projector-ch'), PROJECTOR_LEASE_TTL_MS: '0', PROJECTOR_METRICS_PORT: '0', PROJECTOR_BATCH_SIZE: String(batchSize), LOG_LEVEL: 'warn' }, [], nodeArgs);
  children.push(child);
  const ingest = await waitIngested(bus, events, [nats.pid, child.child.pid]);
  const connz = await monitor('/connz?subs=true') as Connz;
  const jsz = await monitor('/jsz?consumers=true') as Jsz;
  await child.terminate();
  children.splice(0);

  const connections = connz.connections.map((c) => {
    const b = beforeByName.get(c.name ?? '');
    return { name: c.name, subs: c.subscriptions, in_msgs: c.in_msgs - (b?.in_msgs ?? 0), out_msgs: c.out_msgs - (b?.out_msgs ?? 0), in_mb: +((c.in_bytes - (b?.in_bytes ?? 0)) / 2 ** 20).toFixed(1), out_mb: +((c.out_bytes - (b?.out_bytes ?? 0)) / 2 ** 20).toFixed(1) };
  });
  const consumers = (jsz.account_details ?? []).flatMap((a) => (a.stream_detail ?? []).flatMap((s) => (s.consumer_detail ?? []).map((c) => ({ stream: s.name, consumer: c.name, delivered: c.delivered.consumer_seq, redelivered: c.num_redelivered }))));
  const streams = (jsz.account_details ?? []).flatMap((a) => (a.stream_detail ?? []).map((s) => ({ stream: s.name, messages: s.state.messages, mb: +(s.state.bytes / 2 ** 20).toFixed(1) })));

  const raw = rawEvents > 0 ? await measureRawInsert(workDir, observedAt) : undefined;
  const result = {
    mode,
    events,
    seconds: +ingest.seconds.toFixed(1),
    events_per_s: Math.round(ingest.eventsPerSecond),
    ...(raw ? { raw_events_per_s: Math.round(raw.eventsPerSecond), ratio: +(ingest.eventsPerSecond / raw.eventsPerSecond).toFixed(2) } : {}),
    // CPU per event is less at the mercy of what else the machine runs than events per second.
    cpu_ms_per_event: { projecting: +((((ingest.cpu[0] ?? 0) + (ingest.cpu[1] ?? 0)) * 1000) / events).toFixed(2), ...(raw ? { raw_insert: +((raw.cpuSeconds * 1000) / rawEvents).toFixed(2) } : {}) },
    cpu_s: { nats_server: +(ingest.cpu[0] ?? 0).toFixed(1), nats_server_kernel: +(ingest.kernel[0] ?? 0).toFixed(1), [mode]: +(ingest.cpu[1] ?? 0).toFixed(1), [`${mode}_kernel`]: +(ingest.kernel[1] ?? 0).toFixed(1) },
    connections,
    consumers,
    streams,
  };
  process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
} finally {
  for (const c of children) await c.terminate();
  await bus?.close();
  await nats.stop();
  await rm(workDir, { recursive: true, force: true });
}

/**
 * The bench universe's base listings over the six portals of the README's runs (the generator's
 * newer portals are left out, so figures taken on different days compare).
 */
function universeBases(observedAt: string) {
  const byPlatform = platformsOf(generate({ seed, size: baseUniverse }).listings);
  const platforms = COLLECTORS.filter((c) => c !== undefined && README_PORTALS.includes(c.platform)).map((definition) => {
    const list = byPlatform.get(definition.platform as Platform) ?? [];
    return { definition, payloads: rendererOf(definition.platform as Platform).render(list, { pageSize: 25 }), listings: list.length };
  });
  return parsedListings(platforms, observedAt);
}

/** A raw insert of the first `rawEvents` listings' rows into a fresh store, with the CPU this process spent on it (chdb runs in it). */
async function measureRawInsert(workDir: string, observedAt: string): Promise<Awaited<ReturnType<typeof rawInsertRate>> & { cpuSeconds: number }> {
  say(`raw insert of ${rawEvents} events' rows`);
  const store = await createStore({ path: join(workDir, 'raw') });
  try {
    await migrate(store);
    const bases = universeBases(observedAt);
    const events = Array.from({ length: rawEvents }, (_, i) => listingEvent(universeListing(bases, i), observedAt, `bench-load-${seed}`));
    const before = process.cpuUsage();
    const raw = await rawInsertRate(store, events, batchSize);
    const used = process.cpuUsage(before);
    return { ...raw, cpuSeconds: (used.user + used.system) / 1e6 };
  } finally {
    await store.close();
  }
}

/** Waits until the projector's consumer acked every event; its rate from first delivery to last ack, and the CPU (all, and in the kernel) `pids` used meanwhile. */
async function waitIngested(b: Bus, total: number, pids: readonly (number | undefined)[]): Promise<{ seconds: number; eventsPerSecond: number; cpu: number[]; kernel: number[] }> {
  let first: number | undefined;
  let atFirst: { user: number; system: number }[] = [];
  let lastSaid = performance.now();
  for (;;) {
    const info = await b.jsm.consumers.info('OBSERVATIONS', 'projector').catch(() => undefined);
    if (info && info.delivered.stream_seq > 0 && first === undefined) {
      first = performance.now();
      atFirst = await Promise.all(pids.map(cpuTimes));
    }
    if (info && info.ack_floor.stream_seq >= total && info.num_pending === 0 && info.num_ack_pending === 0) {
      const now = await Promise.all(pids.map(cpuTimes));
      const seconds = (performance.now() - (first ?? performance.now())) / 1000;
      const kernel = now.map((c, i) => c.system - (atFirst[i]?.system ?? 0));
      const cpu = now.map((c, i) => c.user + c.system - (atFirst[i]?.user ?? 0) - (atFirst[i]?.system ?? 0));
      return { seconds, eventsPerSecond: total / seconds, cpu, kernel };
    }
    if (performance.now() - lastSaid > 15_000) {
      lastSaid = performance.now();
      say(`${info?.ack_floor.stream_seq ?? 0} of ${total} projected`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
