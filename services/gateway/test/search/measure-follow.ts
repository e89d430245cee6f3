// What following `listing_search` costs a gateway per change, with the listing search and the
// portfolio projection fed by two followers (`two`, the former wiring) or by one
// (`one`, listing-search-feed.ts). Not a test: run by hand against a nats-server of your own,
// with measure-start.ts `fill` writing the changes from another process meanwhile:
//   follow <nats url> one|two <changes>   opens the feeds, prints `following`, then waits for
//                                         <changes> more messages in the bucket and prints CPU ms
//                                         per change (this thread and the shard workers together),
//                                         and this thread's alone (/proc/<pid>/task/<pid>/stat): what
//                                         a second follower costs is all in this thread
import { readFileSync } from 'node:fs';
import { BUCKETS, connect, silentLogger } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { createPortfolioSearch, listingSearchFields, listingSearchValuesOf, portfolioValuesOf, ShardedListingSearch } from '@estate/search';
import type { KindContext } from '../../src/kinds/kind.js';
import { holdListingSearchFeed } from '../../src/kinds/listing-search-feed.js';
import { SearchFeed } from '../../src/search/search-feed.js';

const [url, how, count] = process.argv.slice(2);
if (!url || (how !== 'one' && how !== 'two') || !count) throw new Error('usage: measure-follow.ts <nats url> one|two <changes>');
const bus = await connect({ servers: url, logger: silentLogger });
const logger = createLogger({ name: 'measure-follow', level: 'warn' });
const shards = Number(process.env.MEASURE_SHARDS ?? 2);

async function openFeeds(): Promise<{ sequence(): number; close(): Promise<void> }> {
  if (how === 'one') {
    const held = await holdListingSearchFeed({ bus, logger, settings: { searchShards: shards } } as unknown as KindContext);
    await held.feed.feed.loaded;
    return { sequence: () => held.feed.feed.sequence, close: held.release };
  }
  const search = new ShardedListingSearch({ shards });
  const listing = await SearchFeed.open({ bus, bucket: BUCKETS.listingSearch, projection: search, decode: listingSearchValuesOf, logger, what: 'listing search' });
  const portfolio = await SearchFeed.open({ bus, bucket: BUCKETS.listingSearch, projection: createPortfolioSearch(), decode: portfolioValuesOf, logger, what: 'portfolio' });
  await Promise.all([listing.loaded, portfolio.loaded]);
  return {
    sequence: () => Math.min(listing.sequence, portfolio.sequence),
    close: async () => {
      await Promise.all([listing.close(), portfolio.close()]);
      await search.close();
    },
  };
}

const feeds = await openFeeds();
const start = (await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq;
const target = start + Number(count);
process.stdout.write('following\n');
// The clock starts with the first change, not while the writer starts.
while (feeds.sequence() <= start) await new Promise((resolve) => setTimeout(resolve, 5));
const mainBefore = mainThreadCpuMs();
const cpu = process.cpuUsage();
const wall = performance.now();
for (let waited = 0; feeds.sequence() < target; waited += 20) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (waited % 10_000 === 0 && waited > 0) process.stderr.write(`waiting: sequence ${feeds.sequence()} of ${target}, bucket at ${(await bus.jsm.streams.info(`KV_${BUCKETS.listingSearch}`)).state.last_seq}\n`);
}
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
const mainMs = mainThreadCpuMs() - mainBefore;
process.stdout.write(`${JSON.stringify({ how, shards, changes: Number(count) - 1, wall_ms: Math.round(performance.now() - wall), cpu_ms: Math.round(cpuMs), cpu_ms_per_change: +(cpuMs / (Number(count) - 1)).toFixed(4), main_thread_ms_per_change: +(mainMs / (Number(count) - 1)).toFixed(4), fields: Object.keys(listingSearchFields.fields).length })}\n`);
await feeds.close();
await bus.close();

/** This process's main thread's CPU ms (user + system), in clock ticks of 10 ms. */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
