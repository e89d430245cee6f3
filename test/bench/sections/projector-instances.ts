// The projector with 1 and 2 instances (issue 28, item 5): the same backlog projected by real
// projector processes (built output) on one nats-server and one store (the testkit's chdb HTTP
// endpoint), each run on fresh servers. `2 leased` is the shipped design (one active, one
// standing by); `2 sharing` is the alternative it was measured against: both pulling from the
// durable consumer without a lease, which splits the property matcher's state (groups are not
// what one projector makes), so it is a measurement, not a supported mode.
// Run alone: `node --conditions=@estate/source --import tsx test/bench/sections/projector-instances.ts`
// (BENCH_PROJECTOR_EVENTS, default 20000; build @estate/projector first).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect, defaultTopology, PROJECTOR_DURABLE, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';
import { freePort, startChdbHttpEndpoint, startNatsServer } from '@estate/testkit';
import { spawnChild, ROOT, type RunningChild } from '../../support/child-process.js';
import { listingEvent, parsedListings, renderPlatforms, universeListing } from '../listing-universe.js';
import { figure, type Figure } from '../report.js';

export interface ProjectorInstancesOptions {
  events: number;
  seed: number;
  baseUniverse: number;
  batchSize: number;
  /** Progress lines (stderr). */
  say?: (line: string) => void;
}

interface Mode {
  name: string;
  instances: number;
  leaseTtlMs: number;
}

const MODES: readonly Mode[] = [
  { name: '1', instances: 1, leaseTtlMs: 8_000 },
  { name: '2_leased', instances: 2, leaseTtlMs: 8_000 },
  { name: '2_sharing', instances: 2, leaseTtlMs: 0 },
];

export interface ModeResult {
  mode: string;
  eventsPerSecond: number;
  seconds: number;
  /** Instances that committed at least one batch. */
  projecting: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function publish(bus: Bus, options: ProjectorInstancesOptions): Promise<void> {
  const observedAt = new Date().toISOString();
  const bases = parsedListings(renderPlatforms(options.seed, options.baseUniverse), observedAt);
  const publisher = new Publisher(bus, { logger: silentLogger });
  for (let i = 0; i < options.events; i++) await publisher.publish(listingEvent(universeListing(bases, i), observedAt, `bench-projector-${options.seed}`));
  await publisher.flush();
}

function spawnProjector(name: string, env: Record<string, string>): RunningChild {
  return spawnChild(name, [join(ROOT, 'services/projector/dist/main.js')], { env, unsetEnv: ['CLICKHOUSE_DATA_PATH'] });
}

/** Events committed by one instance, from its metrics; 0 when it is not reachable. */
async function committed(metricsUrl: string): Promise<number> {
  const text = await fetch(`${metricsUrl}/metrics`).then((r) => r.text(), () => '');
  const line = text.split('\n').find((l) => l.startsWith('projector_events_total '));
  return Number(line?.split(' ')[1] ?? 0);
}

/** One backlog of `events` projected in one mode, on servers of its own; the clock runs from the first delivery to the last ack. */
async function measureMode(mode: Mode, options: ProjectorInstancesOptions): Promise<ModeResult> {
  const workDir = await mkdtemp(join(tmpdir(), 'estate-bench-projectors-'));
  const nats = await startNatsServer({ storeDir: join(workDir, 'nats'), syncInterval: '1s' });
  const endpoint = await startChdbHttpEndpoint({ dataDir: join(workDir, 'clickhouse') });
  const bus = await connect({ servers: nats.url, name: 'bench-projectors', logger: silentLogger });
  const children: RunningChild[] = [];
  try {
    await provision(bus, defaultTopology());
    await publish(bus, options);
    const ports = await Promise.all(Array.from({ length: mode.instances }, () => freePort()));
    for (const [i, port] of ports.entries()) {
      children.push(
        spawnProjector(`projector-${mode.name}-${i}`, {
          NATS_URL: nats.url,
          CLICKHOUSE_URL: endpoint.url,
          PROJECTOR_METRICS_PORT: String(port),
          PROJECTOR_BATCH_SIZE: String(options.batchSize),
          PROJECTOR_LEASE_TTL_MS: String(mode.leaseTtlMs),
          LOG_LEVEL: 'warn',
        }),
      );
    }
    let startedAt: number | undefined;
    for (;;) {
      const info = await bus.jsm.consumers.info(STREAM_NAMES.observations, PROJECTOR_DURABLE);
      if (startedAt === undefined && info.delivered.stream_seq > 0) startedAt = performance.now();
      if (startedAt !== undefined && info.num_pending === 0 && info.num_ack_pending === 0) break;
      for (const child of children) if (!child.running()) throw new Error(`${child.name} exited:\n${child.tail().join('\n')}`);
      await sleep(100);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const perInstance = await Promise.all(ports.map((port) => committed(`http://127.0.0.1:${port}`)));
    return { mode: mode.name, eventsPerSecond: options.events / seconds, seconds, projecting: perInstance.filter((n) => n > 0).length };
  } finally {
    await Promise.all(children.map((c) => c.terminate()));
    await bus.close();
    await endpoint.stop();
    await nats.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/** `projector_instances.<mode>.events_per_s`, each beside one instance's rate. */
export async function measureProjectorInstances(options: ProjectorInstancesOptions): Promise<{ figures: Figure[]; details: ModeResult[] }> {
  const details: ModeResult[] = [];
  for (const mode of MODES) {
    options.say?.(`projector instances: ${mode.name} over ${options.events} events`);
    details.push(await measureMode(mode, options));
  }
  const single = details[0]?.eventsPerSecond ?? 0;
  const figures = details.map((d) => figure(`projector_instances.${d.mode}.events_per_s`, d.eventsPerSecond, 'events/s', { name: 'one projector instance', value: single }));
  return { figures, details };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const events = Number(process.env.BENCH_PROJECTOR_EVENTS ?? 20_000);
  const result = await measureProjectorInstances({ events, seed: 42, baseUniverse: 2_000, batchSize: 2_000, say: (line) => process.stderr.write(`${line}\n`) });
  for (const d of result.details) process.stdout.write(`${JSON.stringify(d)}\n`);
  for (const f of result.figures) process.stdout.write(`${f.name} ${f.value.toFixed(0)} ${f.unit} ratio=${f.ratio.toFixed(3)}\n`);
}
