// `npm start` as a user runs it, minus the install and build steps (turbo builds the services
// before this package's tests): scripts/start.mjs on the built output, with the default sample
// data, in a temporary DATA_DIR on free ports.
//
// The resumed start also answers every request example of the OpenAPI document it serves, as "Try
// it out" on /docs sends them: npm start's seed (at size 300, whose listings are all among the
// default 2 000), every collector running. One stack for both checks: each started every
// collector over the same universe. The examples go to the resumed start, not the first: a read
// job (createReadJob's example) is its collector's last run, and a collector whose last run was
// not a scheduled one reads its pages again at a restart, which the resume check forbids.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListingBody, PlatformBody } from '@estate/contract';
import { freePort } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor } from './support/api.js';
import { RequestExamples } from './support/request-examples.js';
import { STACK_PLATFORMS } from './support/stack.js';
import { largeTests } from './support/large-tests.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PLATFORMS = [...STACK_PLATFORMS];
const SAMPLE_SIZE = 300;
/**
 * Only a guard against a hang: a start on a machine busy with other suites takes minutes, and
 * nothing here is about how fast it is (the bench and the decisions measure that).
 */
const START_GUARD_MS = 150_000;
/** Every collector service start.mjs starts: the listing platforms' and the stays and market series sources'. */
const COLLECTOR_SERVICES = readdirSync(join(root, 'services')).filter((name) => name.startsWith('collector-'));

interface StartRun {
  child: ChildProcess;
  output(): string;
  /** `[stack] gateway listening at URL`: printed as soon as the API answers, before the data is in. */
  listening: Promise<string>;
  /** The closing banner: URL and dev key, once every platform's listings are in. */
  banner: Promise<{ url: string; key: string }>;
  exited: Promise<number | null>;
  /** Every process the script started: nats-server and its children. */
  pids(): number[];
}

function waitForOutput<T>(run: { output(): string; exited: Promise<number | null> }, child: ChildProcess, match: (text: string) => T | undefined, what: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms:\n${run.output()}`)), timeoutMs);
    const check = () => {
      const found = match(run.output());
      if (found === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(found);
    };
    child.stdout?.on('data', check);
    void run.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`start.mjs exited (${code}) before its ${what}:\n${run.output()}`));
    });
  });
}

function runStart(env: Record<string, string>): StartRun {
  // A NATS_URL or CLICKHOUSE_URL of the test's environment would point the stack elsewhere.
  const { NATS_URL: _nats, CLICKHOUSE_URL: _clickhouse, METRICS_PORT: _metrics, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const run = { output: () => text, exited };
  const listening = waitForOutput(run, child, (t) => /^\[stack\] gateway listening at (\S+);/m.exec(t)?.[1], 'gateway line', START_GUARD_MS);
  const banner = waitForOutput(
    run,
    child,
    (t) => {
      const url = /^estate gateway: (\S+)/m.exec(t)?.[1];
      const key = /^dev API key:\s+(estate_\S+)/m.exec(t)?.[1];
      return url && key ? { url, key } : undefined;
    },
    'URL and dev key',
    START_GUARD_MS,
  );
  listening.catch(() => undefined);
  banner.catch(() => undefined);
  const pids = () => [...text.matchAll(/\(pid (\d+)[;)]/g)].map((m) => Number(m[1]));
  return { child, output: () => text, listening, banner, exited, pids };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Live sale listings per platform, one search each, all asked at once. */
async function totalsByPlatform(url: string, key: string): Promise<Record<string, number>> {
  const answers = await Promise.all(
    PLATFORMS.map((platform) => answered<ListingBody[]>('searchListings', clientFor(url, key).POST('/v1/listings/search', { body: { platforms: [platform], limit: 1 } }))),
  );
  return Object.fromEntries(
    answers.map((answer, i) => {
      expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
      if (answer.body.data.length > 0) expect(answer.body.data[0]?.source.platform).toBe(PLATFORMS[i]);
      return [PLATFORMS[i], answer.body.data.length === 0 ? 0 : (answer.body.meta.pagination?.total ?? 0)];
    }),
  );
}

async function stopWithCtrlC(run: StartRun): Promise<void> {
  const pids = run.pids();
  // nats-server, every collector and the embedded process.
  expect(pids.length, run.output()).toBe(COLLECTOR_SERVICES.length + 2);
  run.child.kill('SIGINT');
  expect(await run.exited, run.output()).toBe(0);
  expect(pids.filter(alive), run.output()).toEqual([]);
}

describe('npm start (scripts/start.mjs)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const runs: StartRun[] = [];
  /** What the first start served at its end: live sale listings per platform. */
  let served: Record<string, number> = {};
  const samplesStamps = async () =>
    Promise.all(PLATFORMS.map(async (p) => (await stat(join(dataDir, 'samples', p, '.samples.json'))).mtimeMs));
  let stamps: number[] = [];
  /** The second start, resumed on the first one's data, kept running for the request examples. */
  let second: { run: StartRun; url: string; key: string } | undefined;
  const secondStart = () => {
    if (!second) throw new Error('the resumed start did not come up');
    return second;
  };

  beforeAll(async () => {
    const missing = ['services/embedded', ...PLATFORMS.map((p) => `services/collector-${p}`)].map((s) => join(root, s, 'dist/main.js')).filter((f) => !existsSync(f));
    if (missing.length > 0) throw new Error(`build first (pnpm build); missing ${missing.join(', ')}`);
    dataDir = await mkdtemp(join(tmpdir(), 'estate-start-'));
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), NATS_PORT: String(await freePort()), NATS_HTTP_PORT: '0', LOG_LEVEL: 'warn' };
    // npm start's own SAMPLE_SIZE knob: what is checked here (every process up, every platform
    // served, Ctrl-C, resume) does not depend on the size; the default 2 000 runs with ESTATE_LARGE_TESTS=1.
    if (!largeTests) env.SAMPLE_SIZE = String(SAMPLE_SIZE);
  });

  afterAll(async () => {
    for (const run of runs) {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      for (const pid of run.pids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`starts everything on a fresh data dir, serves all ${PLATFORMS.length} listing portals, and stops on Ctrl-C`, async () => {
    const started = performance.now();
    const run = runStart(env);
    runs.push(run);
    const url = await run.listening;
    const key = (await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim();

    let firstAll: number | undefined;
    let totals: Record<string, number> = {};
    while (firstAll === undefined) {
      totals = await totalsByPlatform(url, key);
      if (PLATFORMS.every((p) => (totals[p] ?? 0) > 0)) firstAll = performance.now() - started;
      else await new Promise((r) => setTimeout(r, 250));
      if (run.child.exitCode !== null) throw new Error(run.output());
    }
    const banner = await run.banner;
    const bannerAt = performance.now() - started;
    process.stdout.write(
      `\n[start-stack] fresh start: gateway up, then listings from all ${PLATFORMS.length} listing portals searchable ${(firstAll / 1000).toFixed(1)} s after \`node scripts/start.mjs\`; ` +
        `closing banner after ${(bannerAt / 1000).toFixed(1)} s (${env.SAMPLE_SIZE ?? 'default'} sample size: ${JSON.stringify(totals)})\n`,
    );
    expect(banner).toEqual({ url, key });

    const platforms = await answered<PlatformBody[]>('listPlatforms', clientFor(url, key).GET('/v1/meta/platforms'));
    expect(platforms.status).toBe(200);
    // Every source's collector says what it is: the listing portals and the stays and market series sources.
    const sources = COLLECTOR_SERVICES.map((name) => name.slice('collector-'.length).replaceAll('-', '_')).sort();
    expect(platforms.body.data.map((p) => p.platform).sort()).toEqual(sources);
    // The progress line names every listing portal and nothing else, in start.mjs's order (the sorted services folder).
    const progressLine = `^\\[stack\\] live listings {2}${[...PLATFORMS].sort().map((p) => `${p} [\\d,]+`).join(' · ')}(?: {3}\\(|$)`;
    expect(run.output()).toMatch(new RegExp(progressLine, 'm'));
    served = await totalsByPlatform(url, key);
    stamps = await samplesStamps();
    await stopWithCtrlC(run);
  }, START_GUARD_MS + 60_000);

  it('resumes on the same data: the same dev key, the listings there at once, nothing read or loaded again', async () => {
    expect(Object.keys(served), 'the first start did not finish').toEqual(PLATFORMS);
    const key = (await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim();
    // At info, the children say what they resumed from (a user's start stays at warn).
    const run = runStart({ ...env, LOG_LEVEL: 'info' });
    runs.push(run);
    const url = await run.listening;
    // As soon as the gateway answers, the first start's key works and its listings are served.
    expect(await totalsByPlatform(url, key)).toEqual(served);
    expect((await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim()).toBe(key);
    expect(await run.banner).toEqual({ url, key });
    const output = run.output();
    // The samples were generated once, by the first start: every folder is kept as it is.
    expect(await samplesStamps()).toEqual(stamps);
    const sampleLines = output.split('\n').filter((line) => line.startsWith('[samples] '));
    expect(sampleLines.length, output).toBeGreaterThanOrEqual(PLATFORMS.length);
    expect(sampleLines.filter((line) => !/: unchanged \(/.test(line)), output).toEqual([]);
    // No collector reads its pages again: each resumes the schedule of the run the first start
    // recorded, so no run finishes here and the projector has nothing to project again.
    const resumed = [...output.matchAll(/^\[(collector-[a-z0-9-]+)\] INFO +resuming the schedule of the last run/gm)].map((m) => m[1]);
    expect(resumed.sort(), output).toEqual([...COLLECTOR_SERVICES].sort());
    expect(output).not.toMatch(/collection run finished/);
    // The gateway's search projections start from the snapshots the first start wrote at its stop.
    expect(output).not.toMatch(/search snapshot not used/);
    expect(output).toMatch(/search snapshot applied; catching up from the bucket {2}projection=listing search/);
    // Nothing a person must act on. (A pull's missed heartbeats on a machine loaded by other
    // suites are the bus's to quieten; they do not depend on what this start does.)
    const warnings = output.split('\n').filter((line) => /^\[[a-z0-9-]+\] (WARN|ERROR|FATAL) /.test(line) && !/heartbeats missed/.test(line));
    expect(warnings, output).toEqual([]);
    second = { run, url, key };
  }, START_GUARD_MS + 60_000);

  it('answers every request example of the served OpenAPI document with 2xx', async () => {
    const { run, url, key } = secondStart();
    const examples = new RequestExamples({ url, key, output: () => run.output().split('\n').slice(-200).join('\n') });
    expect((await examples.prepare()).length).toBeGreaterThan(40);
    const failures = await examples.failures();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);

  it('stops the resumed start on Ctrl-C', async () => {
    await stopWithCtrlC(secondStart().run);
  }, 60_000);
});
