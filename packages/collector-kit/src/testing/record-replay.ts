import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorDefinition } from '../definition.js';
import { runCollector, type CollectorHandle } from '../run-collector.js';

export interface RecordReplayOptions {
  definition: CollectorDefinition;
  /** Writes the generator's samples of this dataset under `dir` (`writeSamples` of @estate/sample-data, kept structural here). */
  writeSamples(dir: string): Promise<unknown>;
  /** How many events the samples make, from the dataset's ground truth (a record revised within the samples is one event per revision). */
  events(dir: string): Promise<number>;
}

/**
 * A property dataset's collector replaying the generator's samples into a real nats-server:
 * the run succeeds, the SERIES stream holds one message per labelled event, and a second replay
 * at the same observation time publishes the same event ids, which the stream's duplicate window
 * drops: nothing new, nothing doubled.
 */
export function describeRecordReplay(options: RecordReplayOptions): void {
  const { definition } = options;
  describe(`${definition.platform} replay into nats-server`, () => {
    let server: NatsServerHandle;
    let bus: Bus;
    let dir: string;
    let handle: CollectorHandle | undefined;

    beforeAll(async () => {
      server = await startNatsServer();
      bus = await connect({ servers: server.url, name: `${definition.platform}-replay-test`, maxReconnectAttempts: 0, logger: silentLogger });
      await provision(bus, defaultTopology());
      dir = await mkdtemp(`${tmpdir()}/estate-${definition.platform}-replay-`);
      await options.writeSamples(dir);
    });

    afterAll(async () => {
      await handle?.stop();
      await bus?.close();
      await server?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('publishes one event per labelled record, and the same ids again on a second replay', async () => {
      const expected = await options.events(dir);
      expect(expected).toBeGreaterThan(0);
      // The clock stands still: the run at start and the replay after it observe at the same instant.
      const observedAt = '2026-10-20T08:00:00.000Z';
      const quiet = () => undefined;
      const started = await runCollector(definition, { bus, samplesDir: dir, intervalMs: 3_600_000, instanceId: 'replay-test', now: () => new Date(observedAt), logger: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
      handle = started;
      for (let waited = 0; started.lastRun() === undefined; waited += 25) {
        if (waited > 60_000) throw new Error('no run in a minute');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const first = started.lastRun();
      expect(first).toMatchObject({ status: 'success', counts: { errors: 0, records: expected, published: expected } });
      const subject = `series.${definition.platform}.property_record`;
      const stored = async () => (await bus.jsm.streams.info(STREAM_NAMES.series, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
      expect(await stored()).toBe(expected);

      const second = await started.runNow({ observedAt });
      expect(second).toMatchObject({ status: 'success', counts: { records: expected, published: expected } });
      expect(await stored()).toBe(expected);
    });
  });
}
