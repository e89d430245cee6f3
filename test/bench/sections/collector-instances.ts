// Collectors that share a collection (issue 28, item 5): one platform (rightmove) in live mode
// against a loopback platform answering each request after a fixed latency (default 100 ms),
// one shared request budget (default 20/s), with 1, 2 and 4 instances sharing each run. Prints
// pages per second, the run's wall time and the largest request rate the platform saw in any
// one-second window. Instances run in this process, each with its own NATS connection, fetcher
// and work loop (one page at a time): the 100 ms waits, not the CPU, bound a run.
// Run alone: `node --conditions=@estate/source --import tsx test/bench/sections/collector-instances.ts`
// (BENCH_COLLECTOR_SIZE listings in the sample universe, default 300; BENCH_COLLECTOR_LATENCY_MS,
// default 100; BENCH_COLLECTOR_BUDGET requests/s, default 20; BENCH_COLLECTOR_INSTANCES, default 1,2,4).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { runCollector, type CollectorHandle } from '@estate/collector-kit';
import { collector as rightmove } from '@estate/collector-rightmove';
import { RENDERERS, writeSamples } from '@estate/sample-data';
import { startNatsServer } from '@estate/testkit';
import { nativePages } from '../../e2e/support/native-pages.js';
import { peakPerSecond, serveLoopbackPlatform, type PlatformTraffic } from '../../e2e/support/shared-platform.js';
import { figure, type Figure } from '../report.js';

const SEARCHES = ['REGION^87490', 'overseas/spain', 'overseas/usa'];

export interface CollectorInstancesOptions {
  size: number;
  latencyMs: number;
  budget: number;
  instances: number[];
}

export interface CollectorInstancesRow {
  instances: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakPerSecond: number;
  status: string;
}

export async function measureCollectorInstances(options: CollectorInstancesOptions): Promise<{ figures: Figure[]; rows: CollectorInstancesRow[] }> {
  const workDir = await mkdtemp(join(tmpdir(), 'estate-bench-collectors-'));
  const nats = await startNatsServer({ storeDir: join(workDir, 'nats') });
  const buses: Bus[] = [];
  const rows: CollectorInstancesRow[] = [];
  try {
    await writeSamples({ outDir: workDir, seed: 7, size: options.size, renderers: [RENDERERS.rightmove] });
    const dir = join(workDir, 'rightmove');
    const pages = await nativePages(dir);
    const plan = rightmove.live?.({ searches: SEARCHES });
    if (!plan) throw new Error('collector-rightmove has no live plan');
    const admin = await connect({ servers: nats.url, name: 'bench-collectors', logger: silentLogger });
    buses.push(admin);
    await provision(admin, defaultTopology());
    for (const count of options.instances) {
      // A platform of its own per row: a fresh host, so a fresh budget.
      const traffic: PlatformTraffic = { requests: [] };
      const platform = await serveLoopbackPlatform(dir, plan, pages, options.latencyMs, traffic);
      const handles: CollectorHandle[] = [];
      try {
        for (let i = 0; i < count; i++) {
          const bus = await connect({ servers: nats.url, name: `bench-collector-${i}`, logger: silentLogger });
          buses.push(bus);
          handles.push(
            await runCollector(rightmove, {
              bus,
              mode: 'live',
              jobs: false,
              intervalMs: 3_600_000,
              logger: silentLogger,
              instanceId: `bench-${count}-${i}`,
              liveSettings: { searches: SEARCHES, baseUrl: platform.baseUrl },
              live: { ratePerSecond: options.budget, timeoutMs: 30_000 },
              shared: { schedule: false },
            }),
          );
        }
        const started = performance.now();
        const report = await handles[0]!.runNow({ runId: `bench-${count}-${Date.now()}` });
        const seconds = (performance.now() - started) / 1000;
        const fetched = traffic.requests.filter((r) => r.path !== 'robots.txt').length;
        rows.push({ instances: count, pages: fetched, seconds, pagesPerSecond: fetched / seconds, peakPerSecond: peakPerSecond(traffic.requests.map((r) => r.at)), status: report.status });
      } finally {
        await Promise.all(handles.map((h) => h.stop()));
        await platform.close();
      }
    }
  } finally {
    await Promise.all(buses.map((b) => b.close().catch(() => undefined)));
    await nats.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  const one = rows.find((r) => r.instances === 1) ?? rows[0];
  const figures = rows.flatMap((row) => [
    figure(`collector.shared.pages_per_s.${row.instances}`, row.pagesPerSecond, 'pages/s', { name: '1 instance', value: one?.pagesPerSecond ?? 0 }, `peak <= ${options.budget}/s`),
    figure(`collector.shared.run_wall_time.${row.instances}`, row.seconds, 's', { name: '1 instance', value: one?.seconds ?? 0 }),
    figure(`collector.shared.peak_request_rate.${row.instances}`, row.peakPerSecond, 'requests/s', { name: 'budget', value: options.budget }, `value <= ${options.budget}`),
  ]);
  return { figures, rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  const options: CollectorInstancesOptions = {
    size: number('BENCH_COLLECTOR_SIZE', 300),
    latencyMs: number('BENCH_COLLECTOR_LATENCY_MS', 100),
    budget: number('BENCH_COLLECTOR_BUDGET', 20),
    instances: (process.env.BENCH_COLLECTOR_INSTANCES ?? '1,2,4').split(',').map(Number).filter((n) => n > 0),
  };
  const { figures, rows } = await measureCollectorInstances(options);
  const { formatFigure } = await import('../report.js');
  for (const f of figures) process.stdout.write(`${formatFigure(f)}\n`);
  process.stdout.write(`${JSON.stringify({ options, rows })}\n`);
}
