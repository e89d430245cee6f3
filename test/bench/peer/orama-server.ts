// The peer: the bench's listings in Orama, in-process, behind bare Fastify. It makes the same
// listings the bench publishes (listing-universe.ts, records [0, count)), inserts as many as its
// heap holds, and serves `POST /search` (a PeerQuery, see orama-query.ts) and `GET /listings/:id`.
// Run with --max-old-space-size (the bench gives 8192) and --expose-gc: it stops inserting when the
// heap, after a full collection, passes 85 % of its limit, and says how many listings it holds.
// Prints one JSON line: {url, held, wanted, load_seconds, empty_rss, stopped_by_heap}.
// Usage: orama-server.ts <seed> <base size> <count> <observed_at ISO>
import { getHeapStatistics } from 'node:v8';
import { insertMultiple } from '@orama/orama';
import Fastify from 'fastify';
import { listingEvent, parsedListings, renderPlatforms, universeListing } from '../listing-universe.js';
import { createListingDb, listingById, searchListings } from './orama-db.js';
import { listingRow, peerListing } from './orama-listings.js';
import type { PeerQuery } from './orama-query.js';

const [seedText, baseText, countText, observedAt] = process.argv.slice(2);
if (!observedAt) throw new Error('usage: orama-server.ts <seed> <base size> <count> <observed_at>');
const [seed, baseSize, count] = [seedText, baseText, countText].map(Number) as [number, number, number];
const CHUNK = 10_000;
const HEAP_SHARE = 0.85;

const bases = parsedListings(renderPlatforms(seed, baseSize), observedAt);
const db = createListingDb();
const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
app.post<{ Body: PeerQuery }>('/search', async (request, reply) => {
  const page = await searchListings(db, request.body);
  const meta = { pagination: { returned: page.hits.length, total: page.count, total_relation: 'exact', has_more: page.count > page.hits.length } };
  // The stored document text spliced into the envelope, as the gateway serves it.
  return reply.type('application/json').send(`{"data":[${page.hits.map((h) => h.json).join(',')}],"meta":${JSON.stringify(meta)}}`);
});
app.get<{ Params: { id: string } }>('/listings/:id', (request, reply) => {
  const listing = listingById(db, request.params.id);
  if (!listing) return reply.code(404).send({ error: { code: 'not_found' } });
  return reply.type('application/json').send(`{"data":${listing.json}}`);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
const emptyRss = process.memoryUsage().rss;
const heapFull = () => {
  const limit = getHeapStatistics().heap_size_limit;
  if (getHeapStatistics().used_heap_size < HEAP_SHARE * limit) return false;
  collect?.();
  return getHeapStatistics().used_heap_size >= HEAP_SHARE * limit;
};

const started = performance.now();
let held = 0;
let stoppedByHeap = false;
while (held < count) {
  if (heapFull()) {
    stoppedByHeap = true;
    break;
  }
  const to = Math.min(count, held + CHUNK);
  const docs = [];
  for (let i = held; i < to; i++) docs.push(peerListing(listingRow(listingEvent(universeListing(bases, i), observedAt, `bench-load-${seed}`))));
  await insertMultiple(db, docs, CHUNK);
  held = to;
  if (held % 100_000 === 0) process.stderr.write(`orama peer: ${held} of ${count} listings inserted\n`);
}
const loadSeconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ url, held, wanted: count, load_seconds: loadSeconds, empty_rss: emptyRss, stopped_by_heap: stoppedByHeap })}\n`);
