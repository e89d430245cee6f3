import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult, LoadSpec } from '../load-client.js';
import { runForJson, spawnBenchScript } from '../processes.js';
import { figure, type Figure } from '../report.js';

export interface HttpTargets {
  gatewayUrl: string;
  bareUrl: string;
  apiKey: string;
  listingIds: readonly string[];
  searchBodies: readonly object[];
  connections: number;
  durationSeconds: number;
}

/**
 * One autocannon run from its own process; a run with a failed or non-2xx answer is an error. A run
 * that got no answer at all is an error too, unless `noAnswerIsFigure`: a peer too slow to answer
 * within the window is a measurement (0 req/s, its p99 at least the window), not a broken bench.
 */
export async function load(label: string, spec: LoadSpec, options: { noAnswerIsFigure?: boolean } = {}): Promise<LoadResult> {
  // Thousands of requests do not fit in a command line.
  const dir = await mkdtemp(join(tmpdir(), 'estate-load-'));
  const specFile = join(dir, 'spec.json');
  await writeFile(specFile, JSON.stringify(spec));
  const result = await runForJson<LoadResult>(spawnBenchScript(`load ${label}`, 'load-client.ts', [specFile]), (spec.durationSeconds + 60) * 1000).finally(() => rm(dir, { recursive: true, force: true }));
  const unanswered = result.ok === 0 && options.noAnswerIsFigure === true;
  if (result.non_2xx > 0 || result.errors > 0 || (result.timeouts > 0 && !unanswered) || (result.ok === 0 && !unanswered)) {
    throw new Error(`${label}: ${result.non_2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.sent} requests: the figure would not be of real answers`);
  }
  return unanswered ? noAnswers(result, spec.durationSeconds) : result;
}

/** A run without one answer: no throughput, and every latency at least the whole window (a lower bound). */
function noAnswers(result: LoadResult, durationSeconds: number): LoadResult {
  const window = durationSeconds * 1000;
  return { ...result, requests_per_s: 0, latency_ms: { p50: window, p90: window, p99: window, max: window, mean: window }, unanswered: true };
}

const json = { 'content-type': 'application/json' };

/** What measureHttp measured: each load run's result. */
export interface HttpDetails {
  bare_get: LoadResult;
  gateway_get: LoadResult;
  bare_search: LoadResult;
  gateway_search: LoadResult;
}

/** getListing and searchListings through the gateway, each beside bare Fastify serving a body of the same size. */
export async function measureHttp(t: HttpTargets): Promise<{ figures: Figure[]; details: HttpDetails }> {
  const common = { connections: t.connections, durationSeconds: t.durationSeconds };
  const gets = t.listingIds.map((id) => ({ method: 'GET' as const, path: `/v1/listings/${encodeURIComponent(id)}` }));
  const searches = t.searchBodies.map((body) => ({ method: 'POST' as const, path: '/v1/listings/search', body: JSON.stringify(body) }));
  const auth = { 'x-api-key': t.apiKey };

  const bareGet = await load('bare get', { ...common, url: t.bareUrl, headers: auth, requests: gets });
  const gatewayGet = await load('gateway get', { ...common, url: t.gatewayUrl, headers: auth, requests: gets });
  const bareSearch = await load('bare search', { ...common, url: t.bareUrl, headers: { ...auth, ...json }, requests: searches });
  const gatewaySearch = await load('gateway search', { ...common, url: t.gatewayUrl, headers: { ...auth, ...json }, requests: searches });

  const bare = (what: string) => `bare fastify, same ${what} body, ${t.connections} connections`;
  return {
    figures: [
      figure('get_listing.throughput', gatewayGet.requests_per_s, 'req/s', { name: bare('getListing'), value: bareGet.requests_per_s }, 'ratio >= 0.6'),
      figure('get_listing.latency_p99', gatewayGet.latency_ms.p99, 'ms', { name: bare('getListing'), value: bareGet.latency_ms.p99 }, 'value <= 10 ms'),
      figure('search.throughput', gatewaySearch.requests_per_s, 'req/s', { name: bare('search'), value: bareSearch.requests_per_s }, 'ratio >= 0.4'),
      figure('search.latency_p99', gatewaySearch.latency_ms.p99, 'ms', { name: bare('search'), value: bareSearch.latency_ms.p99 }, 'value <= 50 ms'),
    ],
    details: { bare_get: bareGet, gateway_get: gatewayGet, bare_search: bareSearch, gateway_search: gatewaySearch },
  };
}
