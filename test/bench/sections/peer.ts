import type { PeerQuery } from '../peer/orama-query.js';
import { spawnBenchScript, type Child } from '../processes.js';
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
  /** Average bytes of a listing's document JSON: the baseline of memory per record. */
  documentBytes: number;
}

/**
 * The same searches and point reads against the peer, at the same connection count: its figures
 * beside bare Fastify, the gateway's beside the peer's (ratio gateway/peer), and its memory per
 * listing held. The peer may hold fewer listings than the gateway (its heap); `peer.held_listings` says how many.
 */
export async function measurePeer(c: PeerComparison): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const common = { url: c.peer.url, connections: c.connections, durationSeconds: c.durationSeconds, headers: { 'content-type': 'application/json' } };
  const searches = c.queries.map((q) => ({ method: 'POST' as const, path: '/search', body: JSON.stringify(q) }));
  // Orama sorts its sort index on the first search by each key: not part of the steady state.
  for (const body of new Set(c.queries.map((q) => q.sort))) await warm(c.peer.url, c.queries.find((q) => q.sort === body));
  const search = await load('peer search', { ...common, requests: searches }, { noAnswerIsFigure: true });
  // The peer holds a prefix of the universe: ids beyond it would be 404s.
  const held = c.peer.held >= c.peer.wanted ? c.listingIds : await heldOf(c.peer.url, c.listingIds);
  const get = held.length > 0 ? await load('peer get', { ...common, requests: held.map((id) => ({ method: 'GET' as const, path: `/listings/${encodeURIComponent(id)}` })) }, { noAnswerIsFigure: true }) : undefined;
  const rss = await rssBytes(c.peer.child.child.pid);
  const { bare_get: bareGet, gateway_get: gatewayGet, bare_search: bareSearch, gateway_search: gatewaySearch } = c.measured;
  const bare = (what: string) => `bare fastify, same ${what} body, ${c.connections} connections`;
  const peer = `Orama peer, same searches, ${c.connections} connections`;
  const figures = [
    figure('peer.held_listings', c.peer.held, 'listings', { name: 'listings the bench published', value: c.peer.wanted }),
    figure('peer.search.answered', search.ok, 'answers', { name: 'requests sent', value: search.sent }),
    figure('peer.search.throughput', search.requests_per_s, 'req/s', { name: bare('search'), value: bareSearch.requests_per_s }),
    figure('peer.search.latency_p99', search.latency_ms.p99, 'ms', { name: bare('search'), value: bareSearch.latency_ms.p99 }),
    figure('search.throughput_vs_peer', gatewaySearch.requests_per_s, 'req/s', { name: peer, value: search.requests_per_s }, 'ratio >= 3'),
    figure('search.latency_p99_vs_peer', gatewaySearch.latency_ms.p99, 'ms', { name: peer, value: search.latency_ms.p99 }),
    ...(get
      ? [
          figure('peer.get_listing.throughput', get.requests_per_s, 'req/s', { name: bare('getListing'), value: bareGet.requests_per_s }),
          figure('get_listing.throughput_vs_peer', gatewayGet.requests_per_s, 'req/s', { name: 'Orama peer, same ids', value: get.requests_per_s }),
        ]
      : []),
    figure('peer.memory_per_record', perRecord(rss, c.peer.empty_rss, c.peer.held), 'bytes', { name: "a listing document's JSON", value: c.documentBytes }),
  ];
  return { figures, details: { held: c.peer.held, wanted: c.peer.wanted, stopped_by_heap: c.peer.stopped_by_heap, load_seconds: c.peer.load_seconds, rss, empty_rss: c.peer.empty_rss, search, get } };
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
