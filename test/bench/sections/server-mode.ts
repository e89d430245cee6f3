import { readFile } from 'node:fs/promises';
import { freePort, startChdbHttpEndpoint, type ChdbHttpEndpointHandle } from '@estate/testkit';
import { spawnBuilt, type Child } from '../processes.js';
import { figure, perRecord, type Figure } from '../report.js';
import { rssBytes, waitReady } from './embedded-process.js';
import { load, type HttpDetails } from './http-load.js';

export interface ServerModeOptions {
  natsUrl: string;
  /** The ClickHouse data directory the endpoint serves (the embedded process's, once it has stopped). */
  clickhouseDir: string;
  batchSize: number;
}

/** Server mode as `infra/compose.yaml` runs it: ClickHouse over HTTP (here the testkit's chdb endpoint), the projector and the gateway, each its own process. */
export interface ServerModeStack {
  endpoint: ChdbHttpEndpointHandle;
  projector: Child;
  gateway: Child;
  url: string;
  /** Spawn to `/readyz` of the gateway, ms. */
  startMs: number;
  stop(): Promise<void>;
}

export async function startServerMode(o: ServerModeOptions): Promise<ServerModeStack> {
  const endpoint = await startChdbHttpEndpoint({ dataDir: o.clickhouseDir, startTimeoutMs: 300_000 });
  const common = { NATS_URL: o.natsUrl, CLICKHOUSE_URL: endpoint.url, LOG_LEVEL: 'warn' };
  const projector = spawnBuilt('projector', 'services/projector/dist/main.js', { ...common, PROJECTOR_BATCH_SIZE: String(o.batchSize), PROJECTOR_METRICS_PORT: '0' });
  const port = await freePort();
  const spawnedAt = performance.now();
  const gateway = spawnBuilt('gateway', 'services/gateway/dist/main.js', { ...common, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await gateway.terminate();
    await projector.terminate();
    await endpoint.stop();
  };
  try {
    const startMs = await waitReady(url, spawnedAt, 600_000);
    return { endpoint, projector, gateway, url, startMs, stop };
  } catch (error) {
    await stop();
    throw new Error(`server mode did not start: ${error instanceof Error ? error.message : String(error)}\ngateway: ${gateway.tail().slice(-20).join('\n')}\nprojector: ${projector.tail().slice(-20).join('\n')}\nendpoint: ${endpoint.logTail()}`);
  }
}

/** CPU time a process has used (user + system), in clock ticks, from /proc (Linux). */
async function cpuTicks(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/**
 * Waits until the processes use under 5 % of a core over 2 s (a projector warming its matcher,
 * a gateway loading its projections), so the load runs measure serving; gives up after `timeoutMs`.
 */
export async function waitIdle(pids: readonly (number | undefined)[], timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = (await Promise.all(pids.map(cpuTicks))).reduce((a, b) => a + b, 0);
  while (performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2_000));
    const now = (await Promise.all(pids.map(cpuTicks))).reduce((a, b) => a + b, 0);
    // 100 ticks per second: under 10 ticks in 2 s is under 5 % of one core.
    if (now - last < 10) return;
    last = now;
  }
}

export interface ServerModeRun extends ServerModeOptions {
  apiKey: string;
  listingIds: readonly string[];
  searchBodies: readonly object[];
  /** The embedded gateway's page of each search body (listing ids): server mode must answer the same. */
  expectedIds: readonly (readonly string[])[];
  connections: number;
  durationSeconds: number;
  /** Bare Fastify and the embedded gateway, measured earlier in this run (measureHttp's details). */
  measured: HttpDetails;
  /** The server-mode gateway on an empty store: start time (ms) and RSS (bytes). */
  empty: { startMs: number; rss: number };
  liveRecords: number;
  /** Average bytes of a listing's document JSON: the baseline of memory per record. */
  documentBytes: number;
}

/**
 * Server mode on the embedded process's data (stopped first): its gateway's cold start, the same
 * searches (checked to find the same pages) and point reads at the same connection count, its RSS
 * and memory per live record. Figures beside bare Fastify; `details` holds the embedded figures beside them.
 */
export async function measureServerMode(o: ServerModeRun): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const stack = await startServerMode(o);
  try {
    await waitIdle([stack.gateway.child.pid, stack.projector.child.pid, stack.endpoint.pid], 600_000);
    const headers = { 'x-api-key': o.apiKey, 'content-type': 'application/json' };
    for (const [i, body] of o.searchBodies.entries()) {
      const answer = await fetch(`${stack.url}/v1/listings/search`, { method: 'POST', headers, body: JSON.stringify(body) });
      const page = (await answer.json()) as { data?: { id: string }[] };
      const ids = (page.data ?? []).map((l) => l.id).join(',');
      if (answer.status !== 200 || ids !== o.expectedIds[i]?.join(',')) throw new Error(`server mode, search ${JSON.stringify(body)}: ${answer.status} ${ids}; the embedded gateway found ${o.expectedIds[i]?.join(',')}`);
    }
    const common = { url: stack.url, connections: o.connections, durationSeconds: o.durationSeconds };
    const get = await load('server-mode get', { ...common, headers: { 'x-api-key': o.apiKey }, requests: o.listingIds.map((id) => ({ method: 'GET' as const, path: `/v1/listings/${encodeURIComponent(id)}` })) });
    const search = await load('server-mode search', { ...common, headers, requests: o.searchBodies.map((body) => ({ method: 'POST' as const, path: '/v1/listings/search', body: JSON.stringify(body) })) });
    const rss = await rssBytes(stack.gateway.child.pid);
    const { bare_get: bareGet, bare_search: bareSearch } = o.measured;
    const bare = (what: string) => `bare fastify, same ${what} body, ${o.connections} connections`;
    const empty = 'the server-mode gateway on an empty store';
    return {
      figures: [
        figure('server_gateway.cold_start_to_ready', stack.startMs / 1000, 's', { name: empty, value: o.empty.startMs / 1000 }, 'value <= 20 s'),
        figure('server_gateway.get_listing.throughput', get.requests_per_s, 'req/s', { name: bare('getListing'), value: bareGet.requests_per_s }, 'ratio >= 0.6'),
        figure('server_gateway.get_listing.latency_p99', get.latency_ms.p99, 'ms', { name: bare('getListing'), value: bareGet.latency_ms.p99 }, 'value <= 10 ms'),
        figure('server_gateway.search.throughput', search.requests_per_s, 'req/s', { name: bare('search'), value: bareSearch.requests_per_s }, 'ratio >= 0.4'),
        figure('server_gateway.search.latency_p99', search.latency_ms.p99, 'ms', { name: bare('search'), value: bareSearch.latency_ms.p99 }, 'value <= 50 ms'),
        figure('server_gateway.rss', rss / 2 ** 20, 'MiB', { name: empty, value: o.empty.rss / 2 ** 20 }, 'value <= 1024 MiB'),
        figure('memory_per_live_record.server_gateway', perRecord(rss, o.empty.rss, o.liveRecords), 'bytes', { name: "a listing document's JSON", value: o.documentBytes }),
      ],
      details: {
        get,
        search,
        rss,
        empty_rss: o.empty.rss,
        start_ms: stack.startMs,
        vs_embedded: {
          get_throughput: get.requests_per_s / o.measured.gateway_get.requests_per_s,
          search_throughput: search.requests_per_s / o.measured.gateway_search.requests_per_s,
          get_p99_ms: { server: get.latency_ms.p99, embedded: o.measured.gateway_get.latency_ms.p99 },
          search_p99_ms: { server: search.latency_ms.p99, embedded: o.measured.gateway_search.latency_ms.p99 },
        },
      },
    };
  } finally {
    await stack.stop();
  }
}

/** The server-mode stack on an empty store: its gateway's start time and RSS, the baselines of measureServerMode. */
export async function measureEmptyServerMode(o: ServerModeOptions): Promise<{ startMs: number; rss: number }> {
  const stack = await startServerMode(o);
  try {
    return { startMs: stack.startMs, rss: await rssBytes(stack.gateway.child.pid) };
  } finally {
    await stack.stop();
  }
}
