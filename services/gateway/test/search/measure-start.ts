// Start-up of the listing search feed (listing search and, as its companion, the portfolio, both
// fed by `listing_search`: what a gateway waits for longest at 1M) with and without a snapshot. Not a
// test: run by hand against a nats-server of your own.
//   fill <nats url> <count>                 writes <count> listing search documents as the projector does
//   load <nats url> <dir> full|snapshot     opens both feeds, from the bucket or from the snapshots in <dir>
//   write <nats url> <dir>                  opens both feeds from the bucket and writes their snapshots
// Prints one JSON line per phase: wall ms, CPU ms, records, records/s. MEASURE_SHARDS=K feeds the
// listing search sharded over K worker threads (as the gateway does; CPU ms is then this thread's
// and the workers' together); MEASURE_LISTING_ONLY=1 leaves the portfolio out.
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { createListingSearch, createPortfolioSearch, ShardedListingSearch, listingSearchFields, listingSearchValuesOf } from '@estate/search';
import { portfolioCompanion } from '../../src/kinds/listing-search-feed.js';
import { SearchFeed, type SearchSnapshotConfig } from '../../src/search/search-feed.js';
import { listingDocument, listingIdOf } from './listing-documents.js';

const [mode, url, arg, how] = process.argv.slice(2);
if (!mode || !url || !arg) throw new Error('usage: measure-start.ts fill|load|write <nats url> <count|dir> [full|snapshot]');
const bus = await connect({ servers: url, logger: silentLogger });
const logger = createLogger({ name: 'measure-start', level: process.env.LOG_LEVEL === undefined ? 'warn' : (process.env.LOG_LEVEL as 'info') });
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

function measure(): () => { wall_ms: number; cpu_ms: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall_ms: Math.round(performance.now() - wall), cpu_ms: Math.round((used.user + used.system) / 1000) };
  };
}

async function openFeeds(snapshot: SearchSnapshotConfig | undefined) {
  const options = (fields: object) => (snapshot ? { snapshot: { ...snapshot, fields: fields as typeof listingSearchFields.fields, closeBudgetMs: 0, firstAfterMs: 3_600_000 } } : {});
  const shards = process.env.MEASURE_SHARDS;
  const projection = shards === undefined ? createListingSearch() : new ShardedListingSearch({ shards: Number(shards) });
  // The portfolio as the gateway feeds it: a companion of the listing search's one follower (listing-search-feed.ts).
  const companions = process.env.MEASURE_LISTING_ONLY === '1' ? [] : [portfolioCompanion(createPortfolioSearch())];
  const listing = await SearchFeed.open({ bus, bucket: BUCKETS.listingSearch, projection, decode: listingSearchValuesOf, logger, what: 'listing search', companions, ...options(listingSearchFields.fields) });
  await listing.loaded;
  return [listing] as const;
}

if (mode === 'fill') {
  await provision(bus, defaultTopology());
  const kv = await openBucket(bus, BUCKETS.listingSearch);
  const count = Number(arg);
  const observedAt = Date.now() - 60_000;
  const done = measure();
  let next = 0;
  await Promise.all(
    Array.from({ length: 256 }, async () => {
      for (let n = next++; n < count; n = next++) await putJson(kv, listingIdOf(n), listingDocument(n, 1, observedAt));
    }),
  );
  print({ phase: 'fill', records: count, ...done() });
} else {
  const snapshot = { dir: arg, everyMs: 3_600_000 };
  const done = measure();
  const feeds = await openFeeds(mode === 'load' && how === 'full' ? undefined : snapshot);
  const loaded = done();
  const records = feeds[0].projection.size;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  print({ heap_mb: Math.round(heapUsed / 1e6), external_mb: Math.round(external / 1e6), array_buffers_mb: Math.round(arrayBuffers / 1e6) });
  print({ phase: `load ${mode === 'write' ? 'full' : how}`, records, from_snapshot: feeds.map((feed) => feed.startedFromSnapshot), ...loaded, per_second: Math.round((records * feeds.length * 1000) / loaded.wall_ms), rss_mb: Math.round(process.memoryUsage().rss / 1e6) });
  if (mode === 'write') {
    for (const feed of feeds) {
      const write = measure();
      await feed.snapshotNow();
      print({ phase: `write ${feed.startedFromSnapshot ? '' : ''}snapshot`, ...write() });
    }
  }
  await Promise.all(feeds.map((feed) => feed.close()));
  if (feeds[0].projection instanceof ShardedListingSearch) await feeds[0].projection.close();
}
await bus.close();
