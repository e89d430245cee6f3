// `pnpm bench`: the read path's speed (listings, stays), each figure beside a baseline measured in the same run.
// Prints `name value unit ratio=x baseline=y` per figure, writes a JSON report (BENCH_REPORT) and,
// with BENCH_README=1, the README's table. Settings (environment): BENCH_LISTINGS (1000000), BENCH_STAYS (100000),
// BENCH_SECONDS per load run (10), BENCH_CONNECTIONS (50), BENCH_RAW_EVENTS (200000),
// BENCH_LATENCY_RATE events/s (half the projector's measured rate), BENCH_LATENCY_SECONDS (15), BENCH_SEED (42), BENCH_PROFILE_DIR,
// BENCH_PEER_HEAP_MIB (8192: the Orama peer's heap; it holds as many listings as fit),
// BENCH_PEER_MIN_ANSWERS (10: a peer load run with fewer answers is followed by the same requests one
// at a time, figures `<operation>.peer_sequential.*`; a large value forces that path in a small run).
// A section that throws still leaves the report (and the README table) with the figures gathered
// before it and a line naming the phase it stopped in; the run then exits 1.
// A progress line goes to stderr at every phase and at least every 15 s within one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { DATASET_RENDERERS, rendererOf, writeSamples } from '@estate/sample-data';
import { createStore, migrate } from '@estate/store';
import { searchListingsSql, startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { COLLECTORS, listingEvent, parsedListings, renderPlatforms, universeListing } from './listing-universe.js';
import { listingRow } from './peer/orama-listings.js';
import { MIN_CONCURRENT_ANSWERS } from './peer/peer-figures.js';
import type { PeerQuery } from './peer/orama-query.js';
import { runForJson, spawnBenchScript, spawnBuilt, repoRoot, type Child } from './processes.js';
import { Progress, say } from './progress.js';
import { figure, formatFigure, machineInfo, perRecord, updateReadmeTable, writeReport, type BenchReport, type Figure } from './report.js';
import { load, measureHttp } from './sections/http-load.js';
import { measureParseRates } from './sections/parse-rate.js';
import { rssBytes, startEmbedded, waitReady } from './sections/embedded-process.js';
import { measurePeer, startPeer } from './sections/peer.js';
import { measurePublishToQueryable } from './sections/publish-latency.js';
import { rawInsertRate } from './sections/raw-insert.js';
import { searchCases } from './sections/search-cases.js';
import { measureCollectorInstances } from './sections/collector-instances.js';
import { measureProjectorInstances } from './sections/projector-instances.js';
import { measureEmptyServerMode, measureServerMode } from './sections/server-mode.js';
import { measureStaySearch, staySearchBodies } from './sections/stay-search.js';
import { timeStoreSearches } from './sections/store-search.js';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const settings = {
  listings: setting('BENCH_LISTINGS', 1_000_000),
  stays: setting('BENCH_STAYS', 100_000),
  seconds: setting('BENCH_SECONDS', 10),
  connections: setting('BENCH_CONNECTIONS', 50),
  rawEvents: setting('BENCH_RAW_EVENTS', 200_000),
  latencyRate: process.env.BENCH_LATENCY_RATE === undefined ? undefined : setting('BENCH_LATENCY_RATE', 0),
  latencySeconds: setting('BENCH_LATENCY_SECONDS', 15),
  seed: setting('BENCH_SEED', 42),
  baseUniverse: setting('BENCH_BASE_UNIVERSE', 2_000),
  peerHeapMiB: setting('BENCH_PEER_HEAP_MIB', 8_192),
  peerMinAnswers: setting('BENCH_PEER_MIN_ANSWERS', MIN_CONCURRENT_ANSWERS),
  batchSize: 2_000,
};
// BENCH_PROFILE_DIR: the embedded process writes a V8 CPU profile there when it stops (what holds a figure back).
const profileDir = process.env.BENCH_PROFILE_DIR;
const reportPath = process.env.BENCH_REPORT ?? join(repoRoot, 'test/bench/results/latest.json');
const progress = new Progress();
const MIB = 2 ** 20;

const startedAt = new Date().toISOString();
const machine = machineInfo();
const figures: Figure[] = [];
const notes: string[] = [];
const details: Record<string, unknown> = {};
const emit = (list: readonly Figure[]) => {
  for (const f of list) {
    figures.push(f);
    process.stdout.write(`${formatFigure(f)}\n`);
  }
};

// The phase a failure is reported in: the last one the run announced.
let section = 'starting';
const phase = (name: string, detail?: Parameters<Progress['phase']>[1]) => {
  section = name;
  progress.phase(name, detail);
};

/** The report of the figures gathered so far, with the phase the run stopped in if it did not finish. */
const reportOf = (stopped?: { phase: string; message: string }): BenchReport => ({
  started_at: startedAt,
  finished_at: new Date().toISOString(),
  machine: { ...machine, load_average_end: loadavg().map((l) => Number(l.toFixed(2))) },
  settings: Object.fromEntries(Object.entries(settings).filter((e): e is [string, number] => e[1] !== undefined)),
  figures,
  details,
  notes,
  ...(stopped ? { failure: stopped } : {}),
});

async function keepReport(report: BenchReport): Promise<void> {
  await writeReport(reportPath, report);
  say(`report: ${reportPath}`);
  if (process.env.BENCH_README === '1') {
    await updateReadmeTable(join(repoRoot, 'README.md'), report);
    say('README table updated');
  }
}

// Interrupted (a run stopped at a deadline): the figures so far are kept, then the exit hook
// kills every child process this run started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void keepReport(reportOf({ phase: section, message: `interrupted by ${signal}` })).finally(() => process.exit(130));
  });
}

const workDir = await mkdtemp(join(tmpdir(), 'estate-bench-'));
const children: Child[] = [];
let nats: NatsServerHandle | undefined;
let bus: Bus | undefined;
let failure: { phase: string; error: unknown } | undefined;
try {
  // 1. Collector parse rate, first, while nothing else runs.
  phase('collector parse rates');
  const observedAt = new Date().toISOString();
  const platforms = renderPlatforms(settings.seed, settings.baseUniverse);
  const bases = parsedListings(platforms, observedAt);
  const parse = measureParseRates(platforms, observedAt);
  emit(parse.figures);
  details.collector_parse = parse.details;

  // 2. The universe into NATS, by two publishing processes (the collectors' publisher).
  nats = await startNatsServer({ storeDir: join(workDir, 'nats') });
  bus = await connect({ servers: nats.url, name: 'bench', logger: silentLogger });
  await provision(bus, defaultTopology());
  const openBus = bus;

  // Baselines of the gateway's start and memory: the same process on an empty store.
  phase('starting the embedded process on an empty store (baseline of start time and memory)');
  const empty = await startEmbedded({ natsUrl: nats.url, dataDir: join(workDir, 'empty'), batchSize: settings.batchSize });
  const emptyStartMs = await waitReady(empty.url, empty.spawnedAt, 300_000);
  const emptyRss = await rssBytes(empty.child.child.pid);
  await empty.child.terminate();
  phase('starting server mode (chdb endpoint, projector, gateway) on an empty store (baseline of its start time and memory)');
  const emptyServer = await measureEmptyServerMode({ natsUrl: nats.url, clickhouseDir: join(workDir, 'server-empty'), batchSize: settings.batchSize });

  const streamMessages = async () => `${(await openBus.jsm.streams.info('OBSERVATIONS')).state.messages} events in the stream`;
  phase(`publishing ${settings.listings} listings`, streamMessages);
  const publishStarted = performance.now();
  const publishedCount = await publishInTwo('publish-listings.ts', nats.url, settings.listings, (from, to) => [from, to, settings.seed, settings.baseUniverse, observedAt]);
  const publishSeconds = (performance.now() - publishStarted) / 1000;
  details.load = { published: publishedCount, seconds: publishSeconds, events_per_s: Math.round(publishedCount / publishSeconds) };
  say(`published ${publishedCount} in ${publishSeconds.toFixed(0)} s`);

  // 3. The embedded process (ClickHouse, projector, gateway) ingests the backlog: projector rate.
  const dataDir = join(workDir, 'embedded');
  const embeddedOptions = { natsUrl: nats.url, dataDir, batchSize: settings.batchSize };
  const first = await startEmbedded({ ...embeddedOptions, profileDir });
  children.push(first.child);
  const projected = async () => {
    const [consumer, stream] = await Promise.all([openBus.jsm.consumers.info('OBSERVATIONS', 'projector'), openBus.jsm.streams.info('OBSERVATIONS')]);
    return `${consumer.ack_floor.stream_seq} of ${stream.state.messages} events projected`;
  };
  phase('projecting the backlog', projected);
  const ingest = await waitIngested(bus, publishedCount);
  details.ingest = ingest;
  say(`projected ${publishedCount} events in ${ingest.seconds.toFixed(0)} s`);

  // Stays with their calendars beside the listings, for the stay search (after the projector's
  // figure, which is the listings' alone).
  phase(`publishing ${settings.stays} stays with their calendars`, streamMessages);
  const stayEvents = await publishInTwo('publish-stays.ts', nats.url, settings.stays, (from, to) => [from, to, settings.seed, observedAt]);
  phase(`projecting ${stayEvents} stay events`, projected);
  await waitIngested(bus, publishedCount + stayEvents);

  // Cold start at this size: the process started again, until /readyz (its search projection
  // loaded from the bucket). The load runs below hit this process, its read cache cold.
  phase(`restarting the embedded process on ${publishedCount} live listings (cold start to /readyz)`);
  await first.child.terminate();
  children.splice(children.indexOf(first.child), 1);
  const started = await startEmbedded({ ...embeddedOptions, profileDir });
  children.push(started.child);
  // Its memory as it loads and takes the collectors' first runs: the 1M run of 2026-11-28 lost the process there.
  const embeddedMemory = async () => `embedded RSS ${((await rssBytes(started.child.child.pid)) / MIB).toFixed(0)} MiB`;
  progress.detail(embeddedMemory);
  const coldStartMs = await waitReady(started.url, started.spawnedAt, 600_000);
  const gatewayUrl = started.url;
  emit([figure('gateway.cold_start_to_ready', coldStartMs / 1000, 's', { name: 'the same process on an empty store', value: emptyStartMs / 1000 }, 'value <= 20 s')]);

  // Collectors keep their manifests live (what the gateway advertises) and report runs, on samples the generator writes.
  phase('starting the collectors; waiting for every source to report a run', embeddedMemory);
  await writeSamples({ outDir: join(workDir, 'samples'), seed: settings.seed, size: 200, renderers: COLLECTORS.map((c) => rendererOf(c.platform)), datasets: [DATASET_RENDERERS.insideairbnb] });
  // Inside Airbnb's collector too: the stay operations are served while a stays source is live.
  for (const platform of [...COLLECTORS.map((c) => c.platform), 'insideairbnb']) {
    const collector = spawnBuilt(`collector-${platform}`, `services/collector-${platform}/dist/main.js`, {
      NATS_URL: nats.url,
      SAMPLES_DIR: join(workDir, 'samples'),
      COLLECT_INTERVAL_MS: '3600000',
      LOG_LEVEL: 'warn',
    });
    children.push(collector);
  }
  const apiKey = await createKey(nats.url);
  await waitForOperations(gatewayUrl, apiKey);
  if (process.env.BENCH_HOLD_SECONDS) {
    say(`holding ${process.env.BENCH_HOLD_SECONDS} s: ${gatewayUrl} key ${apiKey}`);
    await new Promise((r) => setTimeout(r, Number(process.env.BENCH_HOLD_SECONDS) * 1000));
  }

  // 4. HTTP: gateway vs bare Fastify with bodies of the same size.
  const ids = sampleIds(await listingIds(gatewayUrl, apiKey, bases.length), 10_000);
  const cases = searchCases(bases, 60);
  const exemplar = await Promise.all([getText(`${gatewayUrl}/v1/listings/${encodeURIComponent(ids[0] ?? '')}`, apiKey), postText(`${gatewayUrl}/v1/listings/search`, apiKey, cases[0]?.body)]);
  const bodiesFile = join(workDir, 'bare-bodies.json');
  await writeFile(bodiesFile, JSON.stringify({ getBody: exemplar[0], searchBody: exemplar[1] }));
  const bare = spawnBenchScript('bare fastify', 'bare-fastify.ts', [bodiesFile]);
  children.push(bare);
  const bareUrl = (await bare.waitFor((l) => l.startsWith('listening '), 60_000)).slice('listening '.length).trim();
  phase(`load runs of ${settings.seconds} s each: bare and gateway getListing, bare and gateway search`);
  const http = await measureHttp({ gatewayUrl, bareUrl, apiKey, listingIds: ids, searchBodies: cases.map((c) => c.body), connections: settings.connections, durationSeconds: settings.seconds });
  emit(http.figures);
  details.http = http.details;
  phase(`stay search load runs of ${settings.seconds} s each: bare and gateway`);
  const firstCheckIn = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await waitForAnswer(`${gatewayUrl}/v1/stays/search`, apiKey, staySearchBodies(firstCheckIn)[0]);
  const staySearch = await measureStaySearch({ gatewayUrl, bareUrl, apiKey, connections: settings.connections, durationSeconds: settings.seconds, firstCheckIn });
  emit(staySearch.figures);
  details.stay_search = staySearch.details;
  await bare.terminate();
  // After the load runs: the search projection loaded and the read cache as full as they made it.
  const embeddedRss = await rssBytes(started.child.child.pid);
  // Memory per live record is judged against what a record is: its document's JSON.
  const documentBytes = averageDocumentBytes(bases, Math.min(publishedCount, 2_000), observedAt);
  const liveRecords = publishedCount + settings.stays;
  emit([
    figure('gateway.rss', embeddedRss / MIB, 'MiB', { name: 'the same process on an empty store', value: emptyRss / MIB }, 'value <= 2048 MiB'),
    figure('memory_per_live_record.embedded', perRecord(embeddedRss, emptyRss, liveRecords), 'bytes', { name: "a listing document's JSON", value: documentBytes }),
  ]);

  // 5. Search latency through the gateway, one at a time, once the searches the load run left
  // queued are done (a probe waits behind them).
  await postText(`${gatewayUrl}/v1/listings/search`, apiKey, cases[0]?.body);
  const gatewaySerial = await load('gateway search, 1 connection', {
    url: gatewayUrl,
    connections: 1,
    durationSeconds: settings.seconds,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    requests: cases.map((c) => ({ method: 'POST', path: '/v1/listings/search', body: JSON.stringify(c.body) })),
  });

  // 6. Publish→queryable under a steady stream of re-observations, while searches load the
  // gateway (the issue's "fresh within a second, while serving"): the feed must not starve
  // serving, nor serving the feed. The searches start a second into the stream and end before it.
  phase('publish→queryable while searches load the gateway');
  // Under load, not overload: by default half the rate the projector sustained above.
  const latencyRate = settings.latencyRate ?? Math.max(50, Math.round(ingest.eventsPerSecond / 2));
  const searchSeconds = Math.max(1, Math.min(settings.seconds, settings.latencySeconds - 2));
  const [latency, underIngest] = await Promise.all([
    measurePublishToQueryable({ bus, bases, universe: publishedCount, eventsPerSecond: latencyRate, seconds: settings.latencySeconds }),
    new Promise((r) => setTimeout(r, 1_000)).then(() =>
      load('gateway search under ingest', {
        url: gatewayUrl,
        connections: settings.connections,
        durationSeconds: searchSeconds,
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        requests: cases.map((c) => ({ method: 'POST', path: '/v1/listings/search', body: JSON.stringify(c.body) })),
      }),
    ),
  ]);
  const bareSearch = http.details.bare_search;
  emit([
    ...latency.figures,
    figure('search_under_ingest.throughput', underIngest.requests_per_s, 'req/s', { name: `bare fastify, same search body, ${settings.connections} connections`, value: bareSearch.requests_per_s }, 'ratio >= 0.4'),
    figure('search_under_ingest.latency_p99', underIngest.latency_ms.p99, 'ms', { name: `bare fastify, same search body, ${settings.connections} connections`, value: bareSearch.latency_ms.p99 }, 'value <= 50 ms'),
  ]);
  details.publish_to_queryable = { ...latency.details, search_under_ingest: underIngest };

  // 7. Server mode on the same data (the embedded process stopped; the collectors keep the
  // sources live): the same searches, checked to find the same pages, and point reads.
  const answers = await Promise.all(cases.map((c) => postJson(`${gatewayUrl}/v1/listings/search`, apiKey, c.body)));
  const queries: PeerQuery[] = cases.map((c, i) => {
    const consulted = (answers[i]?.meta?.sources ?? []).map((s) => s.platform);
    return { ...c.query, platforms: consulted };
  });
  await started.child.terminate();
  children.splice(children.indexOf(started.child), 1);
  phase(`server mode: the gateway and the projector as processes of their own, load runs of ${settings.seconds} s each`);
  const server = await measureServerMode({
    natsUrl: nats.url,
    clickhouseDir: join(dataDir, 'clickhouse'),
    batchSize: settings.batchSize,
    apiKey,
    listingIds: ids,
    searchBodies: cases.map((c) => c.body),
    expectedIds: answers.map((a) => (a.data ?? []).map((l) => l.id)),
    connections: settings.connections,
    durationSeconds: settings.seconds,
    measured: http.details,
    empty: emptyServer,
    liveRecords,
    documentBytes,
  });
  emit(server.figures);
  details.server_mode = server.details;

  // 8. The same searches through the store client, on the same data (every process stopped),
  // after checking that they find what the gateway found.
  for (const child of children.splice(0).reverse()) await child.terminate();
  const store = await createStore({ path: join(dataDir, 'clickhouse') });
  try {
    for (const [i, query] of queries.entries()) {
      const viaStore = (await searchListingsSql(store, query)).rows.map((r) => r.listing_id).join(',');
      const viaGateway = (answers[i]?.data ?? []).map((l) => l.id).join(',');
      if (viaStore !== viaGateway) throw new Error(`search ${JSON.stringify(cases[i]?.body)}: the store client found ${viaStore}, the gateway ${viaGateway}`);
    }
    const serial = await timeStoreSearches(store, queries, settings.seconds);
    emit([
      figure('search.gateway_vs_store_p50', gatewaySerial.latency_ms.p50, 'ms', { name: 'same searches through the store client, one at a time', value: serial.p50 }, 'ratio <= 1.2'),
      figure('search.gateway_vs_store_p99', gatewaySerial.latency_ms.p99, 'ms', { name: 'same searches through the store client, one at a time', value: serial.p99 }),
    ]);
    details.search_serial = { gateway: gatewaySerial, store: serial };
  } finally {
    await store.close();
  }

  // 9. Projector ingest vs a raw insert of the same rows into a fresh store.
  phase(`raw insert of ${Math.min(settings.rawEvents, publishedCount)} events' rows`);
  const rawStore = await createStore({ path: join(workDir, 'raw') });
  try {
    await migrate(rawStore);
    const events = Array.from({ length: Math.min(settings.rawEvents, publishedCount) }, (_, i) => listingEvent(universeListing(bases, i), observedAt, `bench-load-${settings.seed}`));
    const raw = await rawInsertRate(rawStore, events, settings.batchSize);
    emit([figure('projector.ingest', ingest.eventsPerSecond, 'events/s', { name: 'raw ClickHouse insert of the same rows', value: raw.eventsPerSecond }, 'ratio >= 0.8, value >= 40000')]);
    details.raw_insert = raw;
  } finally {
    await rawStore.close();
  }

  // 10. Scaling out: the projector with one and two instances (one active, one standing by), and
  // one collector in live mode with 1, 2 and 4 instances sharing one politeness budget.
  phase('projector with 1 and 2 instances');
  const projectors = await measureProjectorInstances({ events: setting('BENCH_PROJECTOR_EVENTS', 20_000), seed: settings.seed, baseUniverse: settings.baseUniverse, batchSize: settings.batchSize, say });
  emit(projectors.figures);
  details.projector_instances = projectors.details;
  phase('one collector with 1, 2 and 4 instances against a platform of 100 ms and 20 requests/s');
  const collectors = await measureCollectorInstances({ size: setting('BENCH_COLLECTOR_SIZE', 300), latencyMs: 100, budget: 20, instances: [1, 2, 4] });
  emit(collectors.figures);
  details.collector_instances = collectors.rows;

  // 11. The peer: the same listings and searches in Orama behind bare Fastify, last, alone with nats-server.
  phase(`Orama peer: up to ${publishedCount} listings in a ${settings.peerHeapMiB} MiB heap`);
  const peer = await startPeer({ seed: settings.seed, baseUniverse: settings.baseUniverse, listings: publishedCount, observedAt, heapMiB: settings.peerHeapMiB });
  children.push(peer.child);
  const held = `the Orama peer held ${peer.held} of ${peer.wanted} listings in a ${settings.peerHeapMiB} MiB heap${peer.stopped_by_heap ? ' (its heap was full)' : ''}, inserted in ${peer.load_seconds.toFixed(0)} s`;
  say(held);
  notes.push(held);
  phase(`peer load runs of ${settings.seconds} s each: search and get`);
  const peerRun = await measurePeer({
    peer,
    queries,
    listingIds: ids,
    connections: settings.connections,
    durationSeconds: settings.seconds,
    measured: http.details,
    gatewaySearchOneAtATime: gatewaySerial,
    minAnswers: settings.peerMinAnswers,
    documentBytes,
  });
  emit(peerRun.figures);
  notes.push(...peerRun.notes);
  details.peer = peerRun.details;
} catch (error) {
  // The figures gathered so far are still written below; the run ends non-zero after.
  failure = { phase: section, error };
  // A process that died is often why (a gateway that stopped answering): its last lines say how.
  for (const child of children.filter((c) => !c.running())) say(`${child.name} had exited; its last lines:\n${child.tail().slice(-40).join('\n')}`);
} finally {
  progress.stop();
  for (const child of children.reverse()) await child.terminate();
  await bus?.close();
  await nats?.stop();
  await rm(workDir, { recursive: true, force: true });
}

await keepReport(reportOf(failure ? { phase: failure.phase, message: failure.error instanceof Error ? failure.error.message : String(failure.error) } : undefined));
if (failure) {
  const { error } = failure;
  // undici's "fetch failed" says why only in its cause (refused, reset, a connect timeout).
  const cause = error instanceof Error && error.cause !== undefined ? `\ncaused by: ${error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause)}` : '';
  say(`the run stopped in "${failure.phase}": ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------

/**
 * Publishes records [0, count) with `script` from two processes (the collectors' publisher; two
 * so that both cores publish), each given its half by `args(from, to)` after the NATS URL.
 * Returns the events the stream took (acked, less duplicates).
 */
async function publishInTwo(script: string, natsUrl: string, count: number, args: (from: number, to: number) => readonly (string | number)[]): Promise<number> {
  const half = Math.ceil(count / 2);
  const runs = [0, 1].map((k) =>
    runForJson<{ published: number; duplicates: number }>(spawnBenchScript(`${script} ${k}`, script, [natsUrl, ...args(k * half, Math.min(count, (k + 1) * half)).map(String)]), 3_600_000),
  );
  return (await Promise.all(runs)).reduce((n, p) => n + p.published - p.duplicates, 0);
}

/** Waits until the projector's consumer has taken and acked every event; its rate from first delivery to the last ack. */
async function waitIngested(b: Bus, events: number): Promise<{ seconds: number; eventsPerSecond: number }> {
  let first: number | undefined;
  for (;;) {
    const info = await b.jsm.consumers.info('OBSERVATIONS', 'projector').catch(() => undefined);
    if (info && info.delivered.stream_seq > 0) first ??= performance.now();
    if (info && info.ack_floor.stream_seq >= events && info.num_pending === 0 && info.num_ack_pending === 0) {
      const seconds = (performance.now() - (first ?? performance.now())) / 1000;
      return { seconds, eventsPerSecond: events / seconds };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createKey(natsUrl: string): Promise<string> {
  const cli = spawnBuilt('keys', 'services/gateway/dist/bin/keys.js', { NATS_URL: natsUrl }, ['create', '--name', 'bench', '--credits', '100000000', '--rate', '1000000/1']);
  const line = await cli.waitFor((l) => l.startsWith('estate_'), 120_000);
  await cli.terminate();
  return line.trim();
}

async function waitForOperations(url: string, key: string): Promise<void> {
  // Runs reach the gateway through the projector, which starts once the gateway is ready and warms
  // its matcher first (a minute at 1M): up to 5 min.
  const deadline = Date.now() + 300_000;
  for (;;) {
    // A request that fails is said and tried again to the deadline: the 1M run of 2026-11-28 stopped at one.
    const answer = await fetch(`${url}/v1/listings/search`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{"limit":1}' }).catch((err: unknown) => {
      if (Date.now() > deadline) throw err;
      say(`a search while the collectors start failed: ${err instanceof Error ? `${err.message} (${String(err.cause)})` : String(err)}`);
      return undefined;
    });
    if (answer === undefined) {
      await new Promise((r) => setTimeout(r, 1_000));
      continue;
    }
    const body = (await answer.json()) as { meta?: { sources?: { status: string }[] } };
    if (answer.status === 200 && body.meta?.sources?.length === COLLECTORS.length && body.meta.sources.every((s) => s.status === 'success')) return;
    if (Date.now() > deadline) throw new Error(`the gateway did not serve searches from every collector within 5 min: ${answer.status} ${JSON.stringify(body.meta?.sources ?? body).slice(0, 1000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Polls a search until it answers 200 (its source's manifest reached the gateway); throws with the last answer after 2 min. */
async function waitForAnswer(url: string, key: string, body: unknown): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await fetch(url, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await answer.text();
    if (answer.status === 200) return;
    if (Date.now() > deadline) throw new Error(`POST ${url} did not answer 200 within 2 min: ${answer.status} ${text.slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Listing ids callers would hold: the first pages of searches over every platform. */
async function listingIds(url: string, key: string, want: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  while (ids.length < want) {
    const page = await postJson(`${url}/v1/listings/search`, key, { limit: 100, ...(cursor ? { cursor } : {}) });
    ids.push(...(page.data ?? []).map((l) => l.id));
    cursor = page.meta?.pagination?.next_cursor;
    if (!cursor) break;
  }
  if (ids.length === 0) throw new Error('the gateway found no listings');
  return ids;
}

/** The average length of the listing documents the projector writes for the first `count` listings of the universe. */
function averageDocumentBytes(bases: Parameters<typeof universeListing>[0], count: number, observedAt: string): number {
  let bytes = 0;
  for (let i = 0; i < count; i++) bytes += Buffer.byteLength(listingRow(listingEvent(universeListing(bases, i), observedAt, 'bench-size')).document);
  return bytes / count;
}

function sampleIds(ids: readonly string[], count: number): string[] {
  return Array.from({ length: Math.min(count, ids.length * 4) }, (_, i) => ids[(i * 7_919) % ids.length] as string);
}

interface SearchAnswer {
  data?: { id: string }[];
  meta?: { sources?: { platform: string; status: string }[]; pagination?: { next_cursor?: string; total?: number } };
}

async function postJson(url: string, key: string, body: unknown): Promise<SearchAnswer> {
  return JSON.parse(await postText(url, key, body)) as SearchAnswer;
}

async function postText(url: string, key: string, body: unknown): Promise<string> {
  const answer = await fetch(url, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`POST ${url}: ${answer.status} ${text.slice(0, 400)}`);
  return text;
}

async function getText(url: string, key: string): Promise<string> {
  const answer = await fetch(url, { headers: { 'x-api-key': key } });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${text.slice(0, 400)}`);
  return text;
}


