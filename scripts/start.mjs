#!/usr/bin/env node
// Starts the embedded stack for `npm start`, on the built output, with its data under DATA_DIR
// (default .data/), and stops it on Ctrl-C:
//   samples          the sample generator (packages/sample-data, `estate-samples`) writes each
//                    platform's native pages once into DATA_DIR/samples (SAMPLE_SEED, SAMPLE_SIZE),
//                    before the rest starts
//   nats-server      infra/local/nats.sh (JetStream data in DATA_DIR/nats, port NATS_PORT or 4222);
//                    skipped when NATS_URL names a running server
//   streams          every stream and bucket of @estate/bus's topology, created here before any
//                    collector publishes (a publish to a subject with no stream yet fails)
//   embedded         services/embedded: in-process ClickHouse (DATA_DIR/clickhouse), projector
//                    and gateway (PORT or 8080)
//   collector-*      one process per platform, replaying DATA_DIR/samples/<platform>
// While data flows in it shows the live listings per platform (from the embedded process's
// /metrics), then prints the URL, the dev key and a search to try. A second start resumes on the
// same data. Children log at LOG_LEVEL (default warn), each line prefixed with its name.
//
// Children run in their own process groups, so Ctrl-C reaches only this script, which stops
// them in order: collectors, then the embedded process (the projector finishes its batch), then
// nats-server.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? join(root, '.data'));
const host = env.HOST ?? '127.0.0.1';
const port = env.PORT ?? '8080';
const logLevel = env.LOG_LEVEL ?? 'warn';
const PROGRESS_EVERY_MS = 2_000;
/** Without every platform loaded by then, the URL is printed anyway, naming what is missing. */
const LOAD_DEADLINE_MS = Number(env.STACK_LOAD_DEADLINE_MS ?? 180_000);
const STOP_GRACE_MS = 20_000;

const collectors = readdirSync(join(root, 'services'))
  .filter((name) => name.startsWith('collector-'))
  .sort()
  // A folder's hyphens are its platform's underscores (collector-uk-hpi serves uk_hpi).
  .map((name) => ({ name, platform: name.slice('collector-'.length).replaceAll('-', '_'), entry: join(root, 'services', name, 'dist', 'main.js') }));
const embeddedEntry = join(root, 'services', 'embedded', 'dist', 'main.js');
const samplesEntry = join(root, 'packages', 'sample-data', 'dist', 'bin', 'estate-samples.js');
const busEntry = join(root, 'packages', 'bus', 'dist', 'index.js');

const say = (line) => process.stdout.write(`[stack] ${line}\n`);
const warn = (line) => process.stderr.write(`[stack] ${line}\n`);

/** @type {Map<string, { child: import('node:child_process').ChildProcess, exited: Promise<void> }>} */
const children = new Map();
let natsStartedHere = false;
let natsEnv = {};
let stopping;
let firstSignalAt = 0;

for (const entry of [embeddedEntry, samplesEntry, busEntry, ...collectors.map((c) => c.entry)]) {
  if (!existsSync(entry)) {
    warn(`${relative(root, entry)} is missing: build first (\`npm start\` does, or \`pnpm build\`)`);
    process.exit(1);
  }
}
/** A start on the data of an earlier one (its dev key is there): the listings it served are served again at once. */
const resuming = existsSync(join(dataDir, 'dev-api-key'));
mkdirSync(dataDir, { recursive: true });

process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
// Under `npm start`, npm and pnpm exit at the first Ctrl-C, before this script has stopped the
// stack; a terminal that goes away with them sends SIGHUP and takes stdout with it. Neither may
// cut the orderly stop short.
process.on('SIGHUP', () => onSignal('SIGHUP'));
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
// Children have their own process groups: never leave one behind, whatever ends this process.
process.on('exit', () => {
  for (const { child } of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function onSignal(signal) {
  if (!stopping) {
    firstSignalAt = Date.now();
    say(`${signal}: stopping (collectors, then the embedded process, then nats-server)`);
    void stop(0);
    return;
  }
  // The same Ctrl-C often arrives twice (once directly, once through npm/pnpm), and a hang-up
  // follows it when the terminal goes; only a later Ctrl-C (or SIGTERM) forces.
  if (signal === 'SIGHUP' || Date.now() - firstSignalAt < 2_000) return;
  warn(`${signal} again: killing everything`);
  for (const { child } of children.values()) child.kill('SIGKILL');
  void stopNats().finally(() => process.exit(1));
}

// --- output -----------------------------------------------------------------------------------

const LEVELS = { trace: 'TRACE', debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR', fatal: 'FATAL' };

/** A pino JSON line as `LEVEL message key=value …`; any other line as it is. */
function formatLine(line) {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  const { level, msg, time: _time, pid: _pid, hostname: _hostname, name, ...rest } = record;
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${LEVELS[level] ?? String(level).toUpperCase()} ${name && !String(name).startsWith('collector-') ? `${name}: ` : ''}${msg ?? ''}${fields ? `  ${fields}` : ''}`;
}

function pipeLines(name, stream, onLine) {
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => {
    if (onLine?.(line)) return;
    if (line.trim() === '') return;
    process.stdout.write(`[${name}] ${formatLine(line)}\n`);
  });
}

// --- processes --------------------------------------------------------------------------------

function startChild(name, entry, childEnv, onLine) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...env, LOG_LEVEL: logLevel, ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipeLines(name, child.stdout, onLine);
  pipeLines(name, child.stderr);
  const exited = new Promise((resolveExit) => child.once('exit', () => resolveExit()));
  children.set(name, { child, exited });
  say(`started ${name} (pid ${child.pid})`);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    warn(`${name} exited (${signal ?? `code ${code}`}) while the stack was running (its output is above); stopping the stack`);
    void stop(1);
  });
  return child;
}

/** Runs the sample generator into `outDir`; false (and the stack stopping) when it fails. */
async function generateSamples(outDir) {
  const args = [samplesEntry, '--out', outDir];
  if (env.SAMPLE_SEED) args.push('--seed', env.SAMPLE_SEED);
  if (env.SAMPLE_SIZE) args.push('--size', env.SAMPLE_SIZE);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines('samples', child.stdout);
  pipeLines('samples', child.stderr);
  const code = await new Promise((resolveExit) => child.once('exit', (exitCode) => resolveExit(exitCode)));
  if (code === 0) return true;
  warn(`the sample generator failed (code ${code}); stopping the stack`);
  void stop(1);
  return false;
}

async function stopChild(name) {
  const entry = children.get(name);
  if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    warn(`${name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it`);
    entry.child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await entry.exited;
  clearTimeout(timer);
}

function stop(code) {
  stopping ??= (async () => {
    clearInterval(progressTimer);
    await Promise.all(collectors.map((c) => stopChild(c.name)));
    await stopChild('embedded');
    await stopNats();
    say('stopped');
    process.exit(code);
  })();
  return stopping;
}

function runScript(args, extraEnv) {
  return new Promise((resolveRun) => {
    const child = spawn('bash', [join(root, 'infra', 'local', 'nats.sh'), ...args], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => {
      warn(`bash infra/local/nats.sh ${args.join(' ')}: ${error.message}`);
      resolveRun(1);
    });
    child.once('exit', (code) => resolveRun(code ?? 1));
  });
}

async function stopNats() {
  if (!natsStartedHere) return;
  natsStartedHere = false;
  await runScript(['stop'], natsEnv);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolvePort(address.port));
    });
  });
}

/**
 * Creates the topology's streams and buckets (not the projector's consumer: the embedded process
 * owns its settings and provisions it, finding the rest unchanged). Without them, the first
 * collector publishes fail until the embedded process has started, each with a warning.
 */
async function provisionStreams(url) {
  let bus;
  try {
    const { connect, defaultTopology, provision, silentLogger } = await import(pathToFileURL(busEntry).href);
    bus = await connect({ name: 'estate-start', servers: url, logger: silentLogger });
    const topology = defaultTopology();
    const { results } = await provision(bus, { ...topology, consumers: [] });
    const created = results.filter((r) => r.action === 'created').length;
    say(created > 0 ? `created ${created} streams and buckets` : `streams and buckets in place (${results.length})`);
    return true;
  } catch (error) {
    warn(`could not create the streams on ${url}: ${error.message}`);
    return false;
  } finally {
    await bus?.close();
  }
}

// --- progress ---------------------------------------------------------------------------------

let progressTimer;

/** Live listings per platform and the projector's backlog, from the embedded process's /metrics. */
async function readProgress(metricsUrl) {
  const response = await fetch(`${metricsUrl}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`metrics answered ${response.status}`);
  const text = await response.text();
  const live = new Map();
  let lag = 0;
  for (const line of text.split('\n')) {
    const listing = /^estate_live_listings\{platform="([^"]+)"\} (\d+)$/.exec(line);
    if (listing) live.set(listing[1], Number(listing[2]));
    const pending = /^projector_(?:lag|ack_pending)_messages (\d+)$/.exec(line);
    if (pending) lag += Number(pending[1]);
  }
  return { live, lag };
}

const count = (n) => n.toLocaleString('en-US');

/**
 * The collectors whose samples hold listings (their folder's manifest counts them): those the
 * progress waits for. Open-data series collectors publish market points, never live listings.
 */
function listingCollectors() {
  return collectors.filter((c) => {
    try {
      return JSON.parse(readFileSync(join(samplesDir, c.platform, '.samples.json'), 'utf8')).listings > 0;
    } catch {
      return true;
    }
  });
}

function describe(live) {
  return listingCollectors().map((c) => `${c.platform} ${count(live.get(c.platform) ?? 0)}`).join(' · ');
}

/**
 * Prints a line whenever the counts move; resolves once every platform has listings and nothing
 * moved between two reads with the projector caught up (or at the deadline, with what is there).
 * Resuming, the first read that finds every platform's listings is enough: they are served, and
 * a collector's run that came due meanwhile is projected behind the banner (its lines follow).
 */
function watchProgress(metricsUrl) {
  return new Promise((resolveLoaded) => {
    const started = Date.now();
    let previous = '';
    let loaded = false;
    let failures = 0;
    const tick = async () => {
      let progress;
      try {
        progress = await readProgress(metricsUrl);
      } catch (error) {
        // A busy machine answers a read late now and then; say so once, not on every tick.
        if (++failures === 3 && !stopping) warn(`progress unavailable (${error.message}); still waiting`);
        return;
      }
      failures = 0;
      const line = `${describe(progress.live)}${progress.lag > 0 ? `   (projector: ${count(progress.lag)} events to go)` : ''}`;
      const changed = line !== previous;
      if (changed) say(`live listings  ${line}`);
      previous = line;
      if (loaded) return;
      const everyPlatform = listingCollectors().every((c) => (progress.live.get(c.platform) ?? 0) > 0);
      if (everyPlatform && (resuming || (progress.lag === 0 && !changed))) {
        loaded = true;
        resolveLoaded({ live: progress.live, missing: [] });
      } else if (Date.now() - started > LOAD_DEADLINE_MS) {
        loaded = true;
        resolveLoaded({ live: progress.live, missing: listingCollectors().filter((c) => !progress.live.get(c.platform)).map((c) => c.platform) });
      }
    };
    progressTimer = setInterval(() => void tick(), PROGRESS_EVERY_MS);
    void tick();
  });
}

// --- main -------------------------------------------------------------------------------------

// One universe for all platforms (so cross-listed properties agree), written once and replayed
// on later starts (an unchanged folder is kept as is); the collectors only read it. Written before
// anything starts, so that the collectors announce themselves as soon as the gateway is up (a
// gateway without their manifests answers 501: no source serves the operation).
const samplesDir = join(dataDir, 'samples');
if (!(await generateSamples(samplesDir))) await stopping;

let natsUrl = env.NATS_URL;
if (natsUrl) {
  say(`using NATS at ${natsUrl} (NATS_URL)`);
} else {
  const natsPort = env.NATS_PORT ?? '4222';
  natsEnv = { ESTATE_DATA_DIR: dataDir, NATS_PORT: natsPort, NATS_HOST: '127.0.0.1' };
  natsStartedHere = true;
  if ((await runScript(['start'], natsEnv)) !== 0) {
    natsStartedHere = false;
    warn('nats-server did not start (see above); set NATS_PORT for another port, or NATS_URL to use a running server');
    process.exit(1);
  }
  natsUrl = `nats://127.0.0.1:${natsPort}`;
}
if (!(await provisionStreams(natsUrl))) await stop(1);

const metricsPort = env.METRICS_PORT ?? String(await freePort());
const gatewayUp = new Promise((resolveUp) => {
  let address;
  startChild(
    'embedded',
    embeddedEntry,
    { DATA_DIR: dataDir, PORT: port, HOST: host, NATS_URL: natsUrl, METRICS_PORT: metricsPort },
    // The embedded process prints its address and key for a terminal; this script prints its own.
    (line) => {
      const url = /^estate gateway: (\S+)/.exec(line);
      if (url) address = url[1];
      const key = /^dev API key:\s+(\S+)\s+\(also in (.+)\)$/.exec(line);
      if (key && address) resolveUp({ address, key: key[1], keyFile: key[2] });
      return Boolean(url || key || /^metrics:\s+http/.test(line));
    },
  );
});

if (!stopping) {
  // Resuming, a collector whose last run read everything waits for its next run instead of
  // re-reading (and the projector re-projecting) every page at each start.
  const collectorEnv = { NATS_URL: natsUrl, SAMPLES_DIR: samplesDir, COLLECTOR_MODE: env.COLLECTOR_MODE ?? 'replay', COLLECTOR_RESUME: env.COLLECTOR_RESUME ?? 'true' };
  for (const c of collectors) startChild(c.name, c.entry, collectorEnv);
}

const gateway = await gatewayUp;
if (stopping) await stopping;
const metricsUrl = `http://${host}:${metricsPort}`;
say(`gateway listening at ${gateway.address}; loading listings from ${collectors.length} collectors…`);
const { live, missing } = await watchProgress(metricsUrl);
if (stopping) await stopping;

const total = [...live.values()].reduce((a, b) => a + b, 0);
const keyFile = relative(process.cwd(), gateway.keyFile) || gateway.keyFile;
const keyRef = keyFile.startsWith('..') ? gateway.keyFile : keyFile;
process.stdout.write(
  [
    '',
    `estate gateway: ${gateway.address}  (reference: ${gateway.address}/docs)`,
    `dev API key:    ${gateway.key}  (also in ${gateway.keyFile})`,
    `listings:       ${count(total)} live on ${live.size} platforms (${describe(live)})`,
    ...(missing.length ? [`                still nothing from: ${missing.join(', ')}`] : []),
    `metrics:        ${metricsUrl}/metrics`,
    '',
    'Try a search:',
    `  curl -s -H "x-api-key: $(cat ${keyRef})" -H 'content-type: application/json' \\`,
    `    -d '{"country":"GB","bedrooms":{"min":2},"sort":"price_asc","limit":3}' ${gateway.address}/v1/listings/search`,
    '',
    'Ctrl-C stops the stack; `npm start` again resumes on the same data.',
    '',
  ].join('\n'),
);
