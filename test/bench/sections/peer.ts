import type { LoadResult } from '../load-client.js';
import { oneAtATime, waitIdle, type OneAtATimeBounds, type PeerRequest } from '../peer/one-at-a-time.js';
import type { PeerQuery } from '../peer/orama-query.js';
import { needsOneAtATime, peerOperationFigures, type PeerOperationRun } from '../peer/peer-figures.js';
import { spawnBenchScript, type Child } from '../processes.js';
import { say } from '../progress.js';
import { figure, perRecord, type Figure } from '../report.js';
import { rssBytes } from './embedded-process.js';
import { load, type HttpDetails } from './http-load.js';

export interface PeerOptions {
  seed: number;
  baseUniverse: number;
  /** Listings the bench published: the peer makes the same ones, as many as its heap holds. */
  listings: number;
  observedAt: string;
  /** The peer's heap limit (--max-old-space-size), MiB. */
  heapMiB: number;
}

export interface StartedPeer {
  child: Child;
  url: string;
  held: number;
  wanted: number;
  load_seconds: number;
  empty_rss: number;
  stopped_by_heap: boolean;
}

/** The Orama peer (peer/orama-server.ts) in its own process; resolves once it has inserted what it holds and listens. */
export async function startPeer(o: PeerOptions): Promise<StartedPeer> {
  const child = spawnBenchScript('orama peer', 'peer/orama-server.ts', [o.seed, o.baseUniverse, o.listings, o.observedAt].map(String), [`--max-old-space-size=${o.heapMiB}`, '--expose-gc']);
  const line = await child.waitFor((l) => l.startsWith('{'), 6 * 3_600_000);
  return { child, ...(JSON.parse(line) as Omit<StartedPeer, 'child'>) };
}

export interface PeerComparison {
  peer: StartedPeer;
  /** The gateway's searches as the store's queries (defaults applied, the platforms it consulted). */
  queries: readonly PeerQuery[];
  listingIds: readonly string[];
  connections: number;
  durationSeconds: number;
  /** Bare Fastify and the embedded gateway, measured earlier in this run (measureHttp's details). */
  measured: HttpDetails;
  /** The gateway's searches one at a time (1 connection), earlier in this run: the like of the peer's when it is measured so. */
  gatewaySearchOneAtATime: LoadResult;
  /** A load run with fewer answers than this is followed by one at a time (MIN_CONCURRENT_ANSWERS unless a bench setting says). */
  minAnswers: number;
  /** Average bytes of a listing's document JSON: the baseline of memory per record. */
  documentBytes: number;
}

// At 1M listings the peer answered none of 50 concurrent searches in 10 s: one at a time, each
// given a minute, is the only way it answers; bounded so that it cannot hold the bench for long.
const ONE_AT_A_TIME: OneAtATimeBounds = { timeoutMs: 60_000, maxRequests: 20, budgetMs: 120_000 };
// A load run leaves up to one request per connection queued in the peer (50 searches of many
// seconds each at 1M); they are worked off before anything else measures it.
const IDLE_TIMEOUT_MS = 30 * 60_000;

/**
 * The same searches and point reads against the peer, at the same connection count: its figures
 * beside bare Fastify, the gateway's beside the peer's (ratio gateway/peer), and its memory per
 * listing held. When a load run gets too few answers the peer is measured one request at a time
 * (peerOperationFigures names those figures). The peer may hold fewer listings than the gateway
 * (its heap); `peer.held_listings` says how many.
 */
export async function measurePeer(c: PeerComparison): Promise<{ figures: Figure[]; details: Record<string, unknown>; notes: string[] }> {
  const searches = c.queries.map((q) => ({ method: 'POST' as const, path: '/search', body: JSON.stringify(q) }));
  // Orama sorts its sort index on the first search by each key: not part of the steady state.
  for (const body of new Set(c.queries.map((q) => q.sort))) await warm(c.peer.url, c.queries.find((q) => q.sort === body));
  const search = await measureOperation(c, 'search', searches);
  const { bare_get: bareGet, gateway_get: gatewayGet, bare_search: bareSearch, gateway_search: gatewaySearch } = c.measured;
  const figures = [figure('peer.held_listings', c.peer.held, 'listings', { name: 'listings the bench published', value: c.peer.wanted })];
  const notes: string[] = [];
  const searchFigures = peerOperationFigures({ ...search.run, what: 'searches', target: 'ratio >= 3' }, { bare: bareSearch, gateway: gatewaySearch, gatewayOneAtATime: c.gatewaySearchOneAtATime });
  figures.push(...searchFigures.figures);
  if (searchFigures.note) notes.push(searchFigures.note);

  // The peer holds a prefix of the universe: ids beyond it would be 404s. Still busy with the
  // searches, it cannot be asked which it holds.
  const held = !search.idle ? [] : c.peer.held >= c.peer.wanted ? c.listingIds : await heldOf(c.peer.url, c.listingIds);
  const get = held.length > 0 ? await measureOperation(c, 'get_listing', held.map((id) => ({ method: 'GET' as const, path: `/listings/${encodeURIComponent(id)}` }))) : undefined;
  if (get) {
    const getFigures = peerOperationFigures({ ...get.run, what: 'ids' }, { bare: bareGet, gateway: gatewayGet });
    figures.push(...getFigures.figures);
    if (getFigures.note) notes.push(getFigures.note);
  } else if (!search.idle) notes.push('the Orama peer was still busy with the searches: its getListing was not measured');

  const rss = await rssBytes(c.peer.child.child.pid);
  figures.push(figure('peer.memory_per_record', perRecord(rss, c.peer.empty_rss, c.peer.held), 'bytes', { name: "a listing document's JSON", value: c.documentBytes }));
  const details = { held: c.peer.held, wanted: c.peer.wanted, stopped_by_heap: c.peer.stopped_by_heap, load_seconds: c.peer.load_seconds, rss, empty_rss: c.peer.empty_rss, search: search.details, get: get?.details };
  return { figures, details, notes };
}

interface OperationMeasured {
  run: Omit<PeerOperationRun, 'what'>;
  /** The peer answered again after the load run (what it left queued was worked off). */
  idle: boolean;
  details: Record<string, unknown>;
}

/** A load run of `requests`; when it gets too few answers, once the peer is idle again, the same requests one at a time. */
async function measureOperation(c: PeerComparison, operation: PeerOperationRun['operation'], requests: readonly PeerRequest[]): Promise<OperationMeasured> {
  const common = { url: c.peer.url, connections: c.connections, durationSeconds: c.durationSeconds, headers: { 'content-type': 'application/json' } };
  const concurrent = await load(`peer ${operation}`, { ...common, requests: [...requests] }, { noAnswerIsFigure: true });
  const run = { operation, connections: c.connections, durationSeconds: c.durationSeconds, concurrent };
  const enough = !needsOneAtATime(concurrent, c.minAnswers);
  const idleAfter = await waitIdle(c.peer.url, IDLE_TIMEOUT_MS);
  if (idleAfter === undefined) {
    const busyAfterSeconds = IDLE_TIMEOUT_MS / 1000;
    return { run: enough ? run : { ...run, busyAfterSeconds }, idle: false, details: { concurrent, busy_after_s: busyAfterSeconds } };
  }
  if (enough) return { run, idle: true, details: { concurrent, idle_after_s: idleAfter } };
  say(`the Orama peer answered ${concurrent.ok} ${operation} requests at ${c.connections} connections (idle again ${idleAfter.toFixed(0)} s later): one at a time now`);
  const result = await oneAtATime(c.peer.url, requests, ONE_AT_A_TIME);
  return { run: { ...run, oneAtATime: { result, bounds: ONE_AT_A_TIME } }, idle: true, details: { concurrent, idle_after_s: idleAfter, one_at_a_time: result } };
}

/** The ids of `ids` the peer holds (one GET per distinct id). */
async function heldOf(url: string, ids: readonly string[]): Promise<string[]> {
  const held = new Set<string>();
  for (const id of new Set(ids)) {
    const answer = await fetch(`${url}/listings/${encodeURIComponent(id)}`);
    await answer.body?.cancel();
    if (answer.status === 200) held.add(id);
  }
  return ids.filter((id) => held.has(id));
}

async function warm(url: string, query: PeerQuery | undefined): Promise<void> {
  if (!query) return;
  const answer = await fetch(`${url}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(query) });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`peer search ${JSON.stringify(query)}: ${answer.status} ${text.slice(0, 400)}`);
}
