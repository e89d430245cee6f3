// A collector started with `resume` (as `npm start` starts them) takes its schedule up where its
// last recorded run left it, against a real nats-server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, silentLogger, type Bus } from '@estate/bus';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorLogger } from '../src/logger.js';
import { lastRecordedRun, resumeDelayMs, type RecordedRun } from '../src/resume.js';
import { runCollector, type CollectorHandle } from '../src/run-collector.js';
import { fakeDefinition, FAKE_PLATFORM, writeFakeSamples } from './fake-platform.js';

const INTERVAL = 15 * 60_000;

describe('resumeDelayMs', () => {
  const run: RecordedRun = { startedAt: Date.parse('2026-01-01T10:00:00Z'), status: 'success', operation: 'schedule', mode: 'replay' };
  const at = (iso: string) => Date.parse(iso);

  it('waits for the rest of the interval after a successful scheduled run in the same mode', () => {
    expect(resumeDelayMs(run, 'replay', INTERVAL, at('2026-01-01T10:05:00Z'))).toBe(10 * 60_000);
    expect(resumeDelayMs(run, 'replay', INTERVAL, at('2026-01-01T10:14:59.999Z'))).toBe(1);
  });

  it('runs now when the run is due, missing, or not one to resume from', () => {
    const now = at('2026-01-01T10:05:00Z');
    expect(resumeDelayMs(run, 'replay', INTERVAL, at('2026-01-01T10:15:00Z'))).toBe(0);
    expect(resumeDelayMs(undefined, 'replay', INTERVAL, now)).toBe(0);
    expect(resumeDelayMs({ ...run, status: 'partial' }, 'replay', INTERVAL, now)).toBe(0);
    expect(resumeDelayMs({ ...run, status: 'failed' }, 'replay', INTERVAL, now)).toBe(0);
    expect(resumeDelayMs({ ...run, operation: 'createReadJob' }, 'replay', INTERVAL, now)).toBe(0);
    expect(resumeDelayMs(run, 'live', INTERVAL, now)).toBe(0);
    // A clock that went back: the recorded run is in the future.
    expect(resumeDelayMs(run, 'replay', INTERVAL, at('2026-01-01T09:59:00Z'))).toBe(0);
    expect(resumeDelayMs({ ...run, startedAt: Number.NaN }, 'replay', INTERVAL, now)).toBe(0);
  });
});

describe('a collector that resumes, against a real nats-server', () => {
  let server: NatsServerHandle;
  let bus: Bus;
  let samplesDir: string;
  const lines: Array<{ msg: string | undefined; obj: Record<string, unknown> }> = [];
  const logger: CollectorLogger = {
    debug: () => undefined,
    info: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
    warn: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
    error: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
  };

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connect({ servers: server.url, name: 'collector-kit-resume-test', maxReconnectAttempts: 0, logger: silentLogger });
    samplesDir = await mkdtemp(join(tmpdir(), 'estate-resume-'));
    await writeFakeSamples(samplesDir, { seed: 5, size: 20 });
  });

  afterAll(async () => {
    await bus?.close();
    await server?.stop();
    await rm(samplesDir, { recursive: true, force: true });
  });

  async function completedRuns(): Promise<number> {
    const info = await bus.jsm.streams.info('OBSERVATIONS', { subjects_filter: 'runs.>' });
    return info.state.subjects?.[`runs.${FAKE_PLATFORM}.completed`] ?? 0;
  }

  async function firstRunOf(handle: CollectorHandle): Promise<void> {
    const until = Date.now() + 30_000;
    while (handle.lastRun() === undefined) {
      if (Date.now() > until) throw new Error('no first run');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('runs at once without a recorded run, then a restart inside the interval reads nothing until its next run is due', async () => {
    const options = { bus, samplesDir, intervalMs: INTERVAL, logger, heartbeatMs: 100, resume: true } as const;
    expect(await lastRecordedRun(bus, FAKE_PLATFORM)).toBeUndefined();
    const first = await runCollector(fakeDefinition(), { ...options, instanceId: 'first' });
    await firstRunOf(first);
    await first.stop();
    expect(await completedRuns()).toBe(1);
    const recorded = await lastRecordedRun(bus, FAKE_PLATFORM);
    expect(recorded).toMatchObject({ status: 'success', operation: 'schedule', mode: 'replay', startedAt: Date.parse(first.lastRun()?.started_at ?? '') });

    // Five minutes later (its clock says): the next run is due ten minutes from now.
    const now = new Date((recorded?.startedAt ?? 0) + 5 * 60_000);
    const second = await runCollector(fakeDefinition(), { ...options, instanceId: 'second', now: () => now });
    const resumed = lines.filter((l) => l.msg === 'resuming the schedule of the last run');
    expect(resumed.map((l) => l.obj.next_run_in_ms)).toEqual([10 * 60_000]);
    expect(second.lastRun()).toBeUndefined();
    await second.stop();
    expect(await completedRuns()).toBe(1);

    // Past the interval, a restart runs at once.
    const later = new Date((recorded?.startedAt ?? 0) + INTERVAL + 1);
    const third = await runCollector(fakeDefinition(), { ...options, instanceId: 'third', now: () => later });
    await firstRunOf(third);
    await third.stop();
    expect(await completedRuns()).toBe(2);
    expect(lines.filter((l) => l.msg === 'resuming the schedule of the last run')).toHaveLength(1);
  }, 60_000);

  it('without resume, a restart runs at once', async () => {
    const before = await completedRuns();
    const handle = await runCollector(fakeDefinition(), { bus, samplesDir, intervalMs: INTERVAL, logger, heartbeatMs: 100, instanceId: 'plain' });
    await firstRunOf(handle);
    await handle.stop();
    expect(await completedRuns()).toBe(before + 1);
  }, 60_000);
});
