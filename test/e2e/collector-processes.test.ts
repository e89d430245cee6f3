import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUCKETS, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import { decodeEvent, parseManifestKey, type EventOf } from '@estate/events';
import { PLATFORMS, RENDERERS, writeSamples } from '@estate/sample-data';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from './support/built.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

let nats: NatsServerHandle;
let bus: Bus;
let samplesDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  nats = await startNatsServer({ syncInterval: '1s' });
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  samplesDir = await mkdtemp(join(tmpdir(), 'estate-samples-'));
  // The generator writes the replay folders; the collectors only read them.
  await writeSamples({ outDir: samplesDir, seed: 7, size: 300, renderers: PLATFORMS.map((p) => RENDERERS[p]) });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await bus?.close();
  await nats?.stop();
  await rm(samplesDir, { recursive: true, force: true });
});

function startCollector(platform: string): ChildProcess {
  const child = spawn(process.execPath, [builtEntry(`collector-${platform}`)], {
    cwd: root,
    env: { ...process.env, NATS_URL: nats.url, SAMPLES_DIR: samplesDir, COLLECT_INTERVAL_MS: '600000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Waits for one `source_run.completed` per platform on the OBSERVATIONS stream. */
async function runReports(platforms: readonly string[], timeoutMs: number): Promise<Map<string, EventOf<'source_run.completed'>>> {
  const reports = new Map<string, EventOf<'source_run.completed'>>();
  const deadline = Date.now() + timeoutMs;
  while (reports.size < platforms.length) {
    if (Date.now() > deadline) throw new Error(`run reports missing: ${platforms.filter((p) => !reports.has(p)).join(', ')}`);
    for (const platform of platforms) {
      if (reports.has(platform)) continue;
      const last = await bus.jsm.streams.getMessage('OBSERVATIONS', { last_by_subj: `runs.${platform}.completed` }).catch(() => undefined);
      if (!last) continue;
      const decoded = decodeEvent(last.data);
      if (decoded.ok && decoded.event.type === 'source_run.completed') reports.set(platform, decoded.event);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return reports;
}

describe('the collector process of every listing portal', () => {
  it('publish their observations, keep their manifests alive and report each run', async () => {
    const processes = PLATFORMS.map(startCollector);
    const reports = await runReports(PLATFORMS, 120_000);

    const collectors = await openBucket(bus, BUCKETS.collectors);
    const manifestPlatforms = new Set<string>();
    for await (const key of await collectors.keys()) manifestPlatforms.add(parseManifestKey(key)?.platform ?? key);
    expect([...manifestPlatforms].sort()).toEqual([...PLATFORMS].sort());

    const stream = await bus.jsm.streams.info('OBSERVATIONS', { subjects_filter: 'obs.>' });
    const subjects = stream.state.subjects ?? {};
    for (const platform of PLATFORMS) {
      const report = reports.get(platform);
      expect(report?.data.status, `${platform} run`).toBe('success');
      expect(report?.data.counts.errors).toBe(0);
      const listings = subjects[`obs.${platform}.listing`] ?? 0;
      expect(listings, `${platform} listing observations`).toBeGreaterThan(0);
      expect(report?.data.counts.published).toBeGreaterThanOrEqual(listings);
    }

    // A graceful stop takes the manifest down with the process.
    for (const child of processes) child.kill('SIGTERM');
    const codes = await Promise.all(processes.map((c) => new Promise<number | null>((resolve) => (c.exitCode !== null ? resolve(c.exitCode) : c.once('exit', resolve)))));
    expect(codes).toEqual(PLATFORMS.map(() => 0));
    const left: string[] = [];
    for await (const key of await collectors.keys()) left.push(key);
    expect(left).toEqual([]);
  }, 120_000);
});
