// The real projector process is SIGKILLed with a batch in hand while the real collectors of every
// listing portal publish, and nats-server is restarted under it; then every event id in the stream
// is in ClickHouse exactly once, the newest observation of every listing is what `listings FINAL`
// and the KV bucket hold, and every collection run's report matches the stream. In CI each fault
// happens once (a kill right after a nats-server restart, then a plain kill); ESTATE_LARGE_TESTS=1
// runs twenty kills and two restarts over a larger sample. The processes run from the build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { PLATFORMS, rendererOf, writeSamples } from '@estate/sample-data';
import { createStore } from '@estate/store';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeTests } from './support/large-tests.js';
import { delivered, projectorConsumer, sleep, startProjectorProcess, streamLastSeq, waitCaughtUp, waitForBatchInHand, waitForPublishing } from './support/projector-process.js';
import { spawnService, type ServiceProcess } from './support/service-process.js';
import { currentListings, disagreements, kvListings, observationCounts, storedObservationIds, storedRunIds } from './support/store-audit.js';
import { auditObservations } from './support/stream-audit.js';

const SAMPLE_SIZE = largeTests ? 300 : 60;
/** Short enough that every collector runs again and again through the whole fault phase. */
const COLLECT_INTERVAL_MS = 5_000;
/**
 * Kills of a projector that held unacked events when it died. In CI each kind once: a kill right
 * after nats-server came back under the projector, and a kill of a projector that found the
 * previous one's batch redelivered.
 */
const KILLS = largeTests ? 20 : 2;
/** Rounds (by index) in which nats-server is restarted under the running projector. */
const NATS_RESTARTS_AT = new Set(largeTests ? [6, 13] : [0]);
/** Listing events the collectors must publish at least over the whole run (several runs of every collector). */
const MIN_PUBLISHED = largeTests ? 1_000 : 150;
const BATCH_SIZE = 200;
/** A killed projector's batch comes back this soon. */
const ACK_WAIT_MS = 2_000;
const childLogLevel = process.env.CHILD_LOG_LEVEL ?? 'warn';
const say = (line: string) => process.stderr.write(`[projector-and-nats ${new Date().toISOString()}] ${line}\n`);
// The collectors' warnings are counted below: never quieter than warn.
const collectorLogLevel = ['trace', 'debug', 'info'].includes(childLogLevel) ? childLogLevel : 'warn';

let nats: NatsServerHandle;
let bus: Bus;
let workDir: string;
const collectors: ServiceProcess[] = [];
let projector: ServiceProcess | undefined;
/** Collector log lines of publishes retried and connections lost: the faults reached the publishers. */
const felt = { publishRetries: 0, disconnects: 0 };

beforeAll(async () => {
  nats = await startNatsServer({ syncInterval: '1s' });
  bus = await connect({ servers: nats.url, logger: silentLogger, name: 'fault-test' });
  await provision(bus, defaultTopology({ projector: { ackWaitMs: ACK_WAIT_MS } }));
  workDir = await mkdtemp(join(tmpdir(), 'estate-fault-'));
}, 60_000);

afterAll(async () => {
  await projector?.kill();
  await Promise.all(collectors.map((c) => c.kill()));
  await bus?.close();
  await nats?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const dataPath = () => join(workDir, 'clickhouse');

function startCollector(platform: string): ServiceProcess {
  const env = {
    NATS_URL: nats.url,
    SAMPLES_DIR: join(workDir, 'samples'),
    COLLECT_INTERVAL_MS: String(COLLECT_INTERVAL_MS),
    LOG_LEVEL: collectorLogLevel,
  };
  const onLine = (line: string) => {
    if (line.includes('"msg":"publish retry"')) felt.publishRetries += 1;
    if (line.includes('"msg":"NATS disconnected"')) felt.disconnects += 1;
  };
  return spawnService(`collector-${platform}`, `collector-${platform}`, env, { onLine });
}

function startProjector(): ServiceProcess {
  projector = startProjectorProcess({ natsUrl: nats.url, dataPath: dataPath(), batchSize: BATCH_SIZE, ackWaitMs: ACK_WAIT_MS, logLevel: childLogLevel });
  return projector;
}

function collectorsAlive(): void {
  for (const c of collectors) if (!c.running()) throw new Error(`${c.name} exited during the fault phase:\n${c.tail().join('\n')}`);
}

describe('projector SIGKILLed and nats-server restarted while the collectors publish', () => {
  it('stores every published observation exactly once and the KV holds the newest of each listing', async () => {
    const started = Date.now();
    await writeSamples({ outDir: join(workDir, 'samples'), seed: 7, size: SAMPLE_SIZE, renderers: PLATFORMS.map(rendererOf) });
    say('samples written; starting the collectors');
    for (const platform of PLATFORMS) collectors.push(startCollector(platform));
    // The faults start once events flow.
    const flowing = Date.now() + 60_000;
    while ((await streamLastSeq(bus)) === 0) {
      collectorsAlive();
      if (Date.now() > flowing) throw new Error('the collectors published nothing in 60 s');
      await sleep(250);
    }
    const seqAtStart = await streamLastSeq(bus);
    say(`events flow (stream at ${seqAtStart}); the faults start`);

    let kills = 0;
    let killsMidBatch = 0;
    const seqAfterRestart: number[] = [];
    for (let round = 0; killsMidBatch < KILLS; round++) {
      if (round >= 2 * KILLS) throw new Error(`only ${killsMidBatch} of ${kills} kills found events in hand`);
      const before = await delivered(bus);
      const running = startProjector();
      let inHand = await waitForBatchInHand(bus, running, before);
      if (NATS_RESTARTS_AT.has(round)) {
        // The server goes away under a projector holding a batch, while a collector is publishing.
        await waitForPublishing(bus);
        await nats.restart();
        seqAfterRestart.push(await streamLastSeq(bus));
        inHand = await waitForBatchInHand(bus, running, inHand);
      }
      await sleep(Math.floor(Math.random() * 400));
      const exit = await running.kill();
      // Killed, not exited on its own.
      expect(exit.signal, running.tail().join('\n')).toBe('SIGKILL');
      kills += 1;
      // Events delivered and not acked when the process died come back to the next projector.
      if ((await projectorConsumer(bus)).num_ack_pending > 0) killsMidBatch += 1;
      say(`round ${round}: killed the projector (${killsMidBatch} of ${KILLS} mid-batch)${NATS_RESTARTS_AT.has(round) ? ' after restarting nats-server' : ''}`);
      collectorsAlive();
    }
    // The collectors publish again after the last restart (each lost its connection to it).
    const resumed = Date.now() + 60_000;
    while ((await streamLastSeq(bus)) <= Math.max(...seqAfterRestart)) {
      collectorsAlive();
      if (Date.now() > resumed) throw new Error('the collectors published nothing after the last nats-server restart in 60 s');
      await sleep(250);
    }
    const seqAtEnd = await streamLastSeq(bus);
    const faultMs = Date.now() - started;

    // The collectors published through the whole fault phase, after each restart too.
    expect(seqAtEnd).toBeGreaterThan(seqAtStart);
    expect(seqAfterRestart).toHaveLength(NATS_RESTARTS_AT.size);
    for (const seq of seqAfterRestart) expect(seqAtEnd).toBeGreaterThan(seq);

    // Collectors stop gracefully: the run in hand is reported before the connection closes.
    const collectorExits = await Promise.all(collectors.map((c) => c.terminate()));
    collectorExits.forEach((exit, i) => expect(exit, collectors[i]?.tail().join('\n')).toEqual({ code: 0, signal: null }));

    say(`collectors stopped (stream at ${seqAtEnd}); the last projector catches up`);
    const last = startProjector();
    await waitCaughtUp(bus, last, 90_000);
    expect(await last.terminate(), last.tail().join('\n')).toEqual({ code: 0, signal: null });

    say('caught up; auditing');
    const stream = await auditObservations(bus);
    const kv = await kvListings(bus);
    const store = await createStore({ path: dataPath(), poolSize: 1 });
    let counts;
    let storedIds: Set<string>;
    let current: Awaited<ReturnType<typeof currentListings>>;
    let runs: Awaited<ReturnType<typeof storedRunIds>>;
    try {
      counts = await observationCounts(store);
      storedIds = await storedObservationIds(store);
      current = await currentListings(store);
      runs = await storedRunIds(store);
    } finally {
      await store.close();
    }

    const published = stream.listingEventIds.size;
    // eslint-disable-next-line no-console -- the line the fault suite reports
    console.log(
      `fault published=${published} stored=${counts.distinctEvents} duplicates=${counts.duplicates} kills=${killsMidBatch} nats_restarts=${seqAfterRestart.length}` +
        ` all_kills=${kills} publish_retries=${felt.publishRetries} disconnects=${felt.disconnects} stream_messages=${stream.listingMessages} physical_rows=${counts.physicalRows} runs=${runs.rows} listings=${current.rows} fault_phase_ms=${faultMs}`,
    );

    expect(stream.undecodable).toBe(0);
    expect(published).toBeGreaterThan(MIN_PUBLISHED);
    expect(killsMidBatch).toBeGreaterThanOrEqual(KILLS);
    // Every collector lost its connection at each restart.
    expect(felt.disconnects).toBeGreaterThanOrEqual(PLATFORMS.length * NATS_RESTARTS_AT.size);
    expect(seqAfterRestart.length).toBeGreaterThanOrEqual(NATS_RESTARTS_AT.size);

    // Every run reached the stream whole: each run's report counts the listing events the stream holds for it.
    for (const [runId, listings] of stream.listingsPerRun) {
      const report = stream.runReports.get(runId);
      expect(report, `run ${runId} has no source_run.completed`).toBeDefined();
      expect(report?.data.counts.by_kind?.listing ?? 0, `run ${runId}`).toBe(listings);
    }
    // Every run report is stored once.
    expect(runs.rows).toBe(stream.runReports.size);
    expect([...stream.runReports.keys()].filter((id) => !runs.runIds.has(id))).toEqual([]);
    const publishFailures = [...stream.runReports.values()].filter((r) => r.data.error_code === 'publish_failed');
    expect(publishFailures.map((r) => `${r.data.run_id}: ${r.data.message}`)).toEqual([]);

    // published == stored, the same event ids, and no event visible twice.
    expect(counts.distinctEvents).toBe(published);
    expect([...stream.listingEventIds].filter((id) => !storedIds.has(id)).slice(0, 5)).toEqual([]);
    expect([...storedIds].filter((id) => !stream.listingEventIds.has(id)).slice(0, 5)).toEqual([]);
    expect(counts.duplicates).toBe(0);

    // The current row and the KV document of every listing are its newest observation in the stream.
    const newest = new Map([...stream.latest].map(([id, version]) => [id, version.event_id]));
    expect(current.rows).toBe(current.byListing.size);
    expect(disagreements(newest, current.byListing)).toEqual([]);
    expect(disagreements(newest, kv)).toEqual([]);
  }, largeTests ? 600_000 : 180_000);
});
