// The bench's cold start on its own, to see what a restart after a long projection spends its time
// on (`pnpm bench` gives one figure). Runs the built embedded process as `pnpm bench` does:
//   prepare <dir>            nats-server on <dir>/nats; publishes BENCH_LISTINGS listings (200000) and
//                            BENCH_STAYS stays (20000); the embedded process projects them and is
//                            terminated; <dir>/embedded is copied to <dir>/embedded.saved
//   restart <dir> <label>    the embedded process started again on the same data (from the saved copy
//                            with COLD_START_FROM_SAVED=1): the time to /readyz, the process's CPU then
//                            (every thread), its log at info level in <dir>/<label>.log, a CPU profile
//                            in <dir>/profile-<label>, and its search lines as phases; with
//                            COLD_START_WATCH_WARM=1 it then keeps asking /readyz every 250 ms until
//                            the projector's matcher has warmed, and prints how long it took to answer
// Not a test: run by hand, e.g. `node --conditions=@estate/source --import tsx test/bench/cold-start.ts
// prepare /tmp/cold`. Needs built services (`pnpm --filter @estate/embedded... build`).
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { startNatsServer } from '@estate/testkit';
import { runForJson, spawnBenchScript, spawnBuilt, type Child } from './processes.js';
import { waitReady } from './sections/embedded-process.js';

const [mode, dirArg, label = 'restart'] = process.argv.slice(2);
if ((mode !== 'prepare' && mode !== 'restart') || !dirArg) throw new Error('usage: cold-start.ts prepare|restart <dir> [label]');
const dir: string = dirArg;
const listings = Number(process.env.BENCH_LISTINGS ?? 200_000);
const stays = Number(process.env.BENCH_STAYS ?? 20_000);
const seed = 42;
const say = (text: string) => process.stderr.write(`[cold-start ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

const nats = await startNatsServer({ storeDir: join(dir, 'nats') });
const bus = await connect({ servers: nats.url, name: 'cold-start', logger: silentLogger });
const dataDir = join(dir, 'embedded');
const lines: string[] = [];
try {
  if (mode === 'prepare') await prepare(bus, nats.url);
  else await restart(nats.url);
} finally {
  await writeFile(join(dir, `${mode === 'prepare' ? 'prepare' : label}.log`), `${lines.join('\n')}\n`);
  await bus.close();
  await nats.stop();
}

function startEmbedded(natsUrl: string, profileDir?: string): Child {
  const env = { NATS_URL: natsUrl, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', PROJECTOR_BATCH_SIZE: '2000' };
  lines.push(JSON.stringify({ time: new Date().toISOString(), msg: 'spawned' }));
  const child = spawnBuilt('embedded', 'services/embedded/dist/main.js', env, [], profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);
  for (const stream of [child.child.stdout, child.child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: string | Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  return child;
}

async function urlOf(child: Child): Promise<string> {
  const line = await child.waitFor((l) => l.startsWith('estate gateway:'), 600_000);
  const url = /estate gateway: (\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`no gateway URL in "${line}"`);
  return url;
}

async function prepare(b: Bus, natsUrl: string): Promise<void> {
  await provision(b, defaultTopology());
  const observedAt = new Date().toISOString();
  const half = Math.ceil(listings / 2);
  const publish = (script: string, args: (from: number, to: number) => (string | number)[]) =>
    Promise.all([0, 1].map((k) => runForJson<{ published: number }>(spawnBenchScript(`${script} ${k}`, script, [natsUrl, ...args(k * half, Math.min(listings, (k + 1) * half)).map(String)]), 3_600_000)));
  const began = performance.now();
  await publish('publish-listings.ts', (from, to) => [from, to, seed, 2_000, observedAt]);
  say(`published ${listings} listings in ${Math.round((performance.now() - began) / 1000)} s`);
  const first = startEmbedded(natsUrl);
  await urlOf(first);
  const projecting = performance.now();
  await waitIngested(b, listings);
  say(`projected ${listings} listings in ${Math.round((performance.now() - projecting) / 1000)} s`);
  const stayHalf = Math.ceil(stays / 2);
  const stayRuns = [0, 1].map((k) => runForJson<{ published: number }>(spawnBenchScript(`publish-stays.ts ${k}`, 'publish-stays.ts', [natsUrl, k * stayHalf, Math.min(stays, (k + 1) * stayHalf), seed, observedAt].map(String)), 3_600_000));
  const stayEvents = (await Promise.all(stayRuns)).reduce((n, run) => n + run.published, 0);
  await waitIngested(b, listings + stayEvents);
  say(`projected ${stayEvents} stay events; ${Math.round((performance.now() - projecting) / 1000)} s since the process started`);
  const stopping = performance.now();
  const exit = await first.terminate();
  say(`terminated in ${Math.round(performance.now() - stopping)} ms (${exit.signal ?? exit.code})`);
  await rm(`${dataDir}.saved`, { recursive: true, force: true });
  await cp(dataDir, `${dataDir}.saved`, { recursive: true });
}

async function restart(natsUrl: string): Promise<void> {
  if (process.env.COLD_START_FROM_SAVED === '1') {
    await rm(dataDir, { recursive: true, force: true });
    await cp(`${dataDir}.saved`, dataDir, { recursive: true });
  }
  const profileDir = join(dir, `profile-${label}`);
  await rm(profileDir, { recursive: true, force: true });
  const started = performance.now();
  const child = startEmbedded(natsUrl, profileDir);
  const url = await urlOf(child);
  const listening = performance.now() - started;
  const readyMs = await waitReady(url, started, 600_000);
  const cpuMs = await cpuOf(child.child.pid);
  const threads = await threadCpu(child.child.pid);
  const duringWarm = process.env.COLD_START_WATCH_WARM === '1' ? await answersUntilWarm(url).catch((error: unknown) => ({ error: String(error) })) : undefined;
  const stopping = performance.now();
  const exit = await child.terminate(60_000);
  const stopMs = performance.now() - stopping;
  const result = { label, listening_ms: Math.round(listening), ready_ms: Math.round(readyMs), cpu_ms_at_ready: cpuMs, stop_ms: Math.round(stopMs), exit: exit.signal ?? exit.code };
  process.stdout.write(`${JSON.stringify({ ...result, thread_cpu_ms: threads, ...(duringWarm ? { during_warm: duringWarm } : {}) })}\n`);
  for (const line of phases(lines)) process.stdout.write(`${line}\n`);
}

interface Latencies {
  answers: number;
  failed: number;
  p50_ms: number;
  max_ms: number;
}

/**
 * From /readyz until the projector logs its matcher warmed (at most 5 minutes): /readyz every
 * 250 ms, one at a time. Its store check is answered by the engine thread, where the matcher
 * warms: how long the answers took says whether serving waited for the warm. (The API's own reads
 * need collector manifests, which this bench does not publish.)
 */
async function answersUntilWarm(url: string): Promise<{ warmed: boolean; readyz: Latencies }> {
  const samples: (number | undefined)[] = [];
  const deadline = performance.now() + 300_000;
  const warmed = () => lines.some((line) => line.includes('property matcher warmed'));
  while (!warmed() && performance.now() < deadline) {
    const began = performance.now();
    const answer = await fetch(`${url}/readyz`).catch(() => undefined);
    await answer?.body?.cancel();
    samples.push(answer?.status === 200 ? performance.now() - began : undefined);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { warmed: warmed(), readyz: latencies(samples) };
}

function latencies(samples: readonly (number | undefined)[]): Latencies {
  const ok = samples.filter((ms): ms is number => ms !== undefined).sort((a, b) => a - b);
  return { answers: ok.length, failed: samples.length - ok.length, p50_ms: Math.round(ok[Math.floor(ok.length / 2)] ?? 0), max_ms: Math.round(ok.at(-1) ?? 0) };
}

/** User + system CPU of the process (every thread) so far, from /proc. */
async function cpuOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU of each thread of the process so far (main thread first, then by CPU), from /proc: which thread a start waits for. */
async function threadCpu(pid: number | undefined): Promise<Record<string, number>> {
  const tids = await readdir(`/proc/${pid}/task`);
  const rows = await Promise.all(
    tids.map(async (tid) => {
      const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { name: tid === String(pid) ? 'main' : `${name} ${tid}`, ms: (Number(fields[11]) + Number(fields[12])) * 10 };
    }),
  );
  const busy = rows.filter((row) => row.name === 'main' || row.ms >= 200).sort((a, b) => (a.name === 'main' ? -1 : b.name === 'main' ? 1 : b.ms - a.ms));
  return Object.fromEntries(busy.map((row) => [row.name, row.ms]));
}

/** The log lines that mark a start's phases, with their time since the first line. */
function phases(log: readonly string[]): string[] {
  const marks = /spawned|matcher warmed|snapshot|projection loaded|stack listening|migrat|projector stopped|shutdown|closed/;
  const records = log.flatMap((line) => {
    try {
      const record = JSON.parse(line) as { time: string; msg: string; name?: string; level?: unknown; pid?: unknown; hostname?: unknown } & Record<string, unknown>;
      return [{ ...record, at: Date.parse(record.time) }];
    } catch {
      return [];
    }
  });
  const t0 = records[0]?.at ?? 0;
  return records.filter((r) => marks.test(r.msg)).map(({ at, msg, name, level: _level, pid: _pid, hostname: _host, time: _time, ...rest }) => `+${((at - t0) / 1000).toFixed(1)} s ${name ?? ''} ${msg} ${JSON.stringify(rest)}`);
}

async function waitIngested(b: Bus, events: number): Promise<void> {
  for (;;) {
    const info = await b.jsm.consumers.info('OBSERVATIONS', 'projector').catch(() => undefined);
    if (info && info.ack_floor.stream_seq >= events && info.num_pending === 0 && info.num_ack_pending === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}
