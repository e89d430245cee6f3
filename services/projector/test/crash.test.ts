import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bus } from '@estate/bus';
import { startClickHouse, startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationRounds } from './events.js';
import { connectBus, kvDocuments, largeTests, publishAll, storedCounts, waitCaughtUp } from './harness.js';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let nats: NatsServerHandle;
let bus: Bus;
let dataDir: string;

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connectBus(nats.url);
  dataDir = await mkdtemp(join(tmpdir(), 'estate-projector-crash-'));
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real projector process on the test's NATS and an embedded ClickHouse folder of its own. */
function startProcess(): ChildProcess {
  // The built process (turbo builds before it tests): through tsx each start transpiled the workspace.
  return spawn(process.execPath, [join(serviceDir, 'dist/main.js')], {
    cwd: serviceDir,
    env: {
      ...process.env,
      NATS_URL: nats.url,
      CLICKHOUSE_URL: '',
      CLICKHOUSE_DATA_PATH: dataDir,
      PROJECTOR_METRICS_PORT: '0',
      PROJECTOR_BATCH_SIZE: '500',
      PROJECTOR_ACK_WAIT_MS: '2000',
      // One projector restarted after each kill, as before the lease: no wait for the dead one's lease.
      PROJECTOR_LEASE_TTL_MS: '0',
      LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', process.env.CHILD_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Events handed to a projector so far. The ack floor is no measure: a killed batch holds it back. */
async function delivered(): Promise<number> {
  const info = await bus.jsm.consumers.info('OBSERVATIONS', 'projector');
  return info.delivered.stream_seq;
}

describe('projector killed with SIGKILL in the middle of batches', () => {
  it('stores exactly what was published, with no duplicates, after repeated crashes', async () => {
    // Few and sharp: each kill starts a projector process (~5 s on a busy machine). Two kills
    // mid-batch and a restart that resumes from the redelivered batches prove it; the many-kill
    // run is ESTATE_LARGE_TESTS=1 (and the fault suite in test/fault).
    const LISTINGS = 400;
    const ROUNDS = largeTests ? 25 : 10;
    const events = observationRounds(LISTINGS, ROUNDS);
    const published = await publishAll(bus, events);
    expect(published.acked).toBe(events.length);

    const KILLS = largeTests ? 5 : 2;
    const floors: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = await delivered();
      const child = startProcess();
      // Kill once the process has a batch in hand: more events were delivered than before it started.
      // A start (chdb, migrations; tsx before) took over 60 s on a 2-core machine under load 30: a hung
      // projector still fails here, at its own step, well within the test's timeout.
      const deadline = Date.now() + 90_000;
      while ((await delivered()) === before && child.exitCode === null) {
        if (Date.now() > deadline) throw new Error('projector made no progress');
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 400)));
      child.kill('SIGKILL');
      expect(await exited(child)).toBe(null);
      floors.push(await delivered());
    }
    // Every kill happened mid-stream: events were in hand and work was left.
    expect(floors.at(-1)).toBeLessThan(events.length);
    expect(floors[0]).toBeGreaterThan(0);
    const acked = (await bus.jsm.consumers.info('OBSERVATIONS', 'projector')).ack_floor.stream_seq;
    expect(acked).toBeLessThan(events.length);

    const last = startProcess();
    await waitCaughtUp(bus, 100_000);
    last.kill('SIGTERM');
    expect(await exited(last)).toBe(0);

    const clickhouse = await startClickHouse({ dataDir });
    try {
      const counts = await storedCounts(clickhouse.store);
      const listingEvents = LISTINGS * ROUNDS;
      expect(counts).toEqual({ listings: LISTINGS, observations: listingEvents, distinctEvents: listingEvents, media: LISTINGS, runs: ROUNDS });
      // The line the fault suite prints: stored == published, and no duplicate survives.
      const duplicates = counts.observations - counts.distinctEvents;
      process.stderr.write(`fault kills=${KILLS} published=${listingEvents} stored=${counts.distinctEvents} duplicates=${duplicates}\n`);
      expect((await kvDocuments(bus)).size).toBe(LISTINGS);
    } finally {
      await clickhouse.stop();
    }
  }, largeTests ? 400_000 : 240_000);
});
