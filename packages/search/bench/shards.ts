// Searches per second at BENCH_CALLERS (50) concurrent callers over BENCH_RECORDS (200 000)
// synthetic live listings, the listing search in one thread (1 shard) against the same search
// sharded over worker threads (BENCH_SHARDS_COMPARED, default "1,2"), and the process's RSS once
// loaded. Each shard count runs in a process of its own, so RSS is that count's alone:
//
//   pnpm --filter @estate/search build && pnpm --filter @estate/search bench:shards
//   BENCH_COLLAPSE=1 pnpm --filter @estate/search bench:shards   (the same mix, one row per home)
//
// Not a test: figures, not answers. The totals each child answered are printed so two runs can be
// seen to have answered the same.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { PROPERTY_COLLAPSE, ShardedListingSearch, type SearchQuery } from '../src/index.js';
import { COUNTRIES, NOW, PLATFORMS, benchListing, benchListingId, seeded } from './bench-listings.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200_000);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_COLLAPSE=1: 40 % of the listings share a home with one other (whose id hashes anywhere, so mostly to another shard), and every search is collapsed by property. */
const COLLAPSE = process.env.BENCH_COLLAPSE === '1';

const broad = [
  { kind: 'in', field: 'platform', values: PLATFORMS },
  { kind: 'in', field: 'transaction', values: ['sale'] },
  { kind: 'in', field: 'status', values: ['active'] },
] as const;

/** A gateway's mix: broad pages, a country, ranges, a text place, a box; one at random per call. */
function randomQuery(random: () => number): SearchQuery {
  const country = COUNTRIES[Math.floor(random() * COUNTRIES.length)] as string;
  const shapes: SearchQuery[] = [
    { filters: broad, sort: 'newest', limit: 20 },
    { filters: broad, sort: 'price_asc', limit: 20 },
    { filters: [...broad, { kind: 'in', field: 'country', values: [country] }, { kind: 'in', field: 'property_type', values: ['house', 'condo'] }], sort: 'price_desc', limit: 20 },
    { filters: [...broad, { kind: 'in', field: 'country', values: [country] }, { kind: 'range', field: 'price_amount', min: 55_000, max: 60_000 }, { kind: 'range', field: 'bedrooms', min: 3 }], sort: 'price_desc', limit: 20 },
    { filters: [...broad, { kind: 'range', field: 'price_amount', min: 60_000, max: 61_000 }], sort: 'price_asc', limit: 20 },
    { filters: [...broad, { kind: 'text', query: `city ${Math.floor(random() * 2000)}` }], sort: 'newest', limit: 20 },
    { filters: [...broad, { kind: 'geo', field: 'point', area: { kind: 'bbox', west: 10, south: 40, east: 12, north: 42 } }], sort: 'newest', limit: 20 },
    { filters: [...broad, { kind: 'in', field: 'country', values: [country] }], sort: 'area_desc', limit: 20 },
  ];
  const shape = shapes[Math.floor(random() * shapes.length)] as SearchQuery;
  return COLLAPSE ? { ...shape, collapse: PROPERTY_COLLAPSE } : shape;
}

/** The i-th listing's home under BENCH_COLLAPSE: listings 10k+2j and 10k+2j+1 (j < 2) are one home. */
function homeOf(i: number): string {
  return COLLAPSE && i % 10 < 4 ? `prp_${Math.floor(i / 2)}` : '';
}

async function child(shards: number): Promise<void> {
  const search = new ShardedListingSearch({ shards });
  const random = seeded(27);
  const began = performance.now();
  const cpu = process.cpuUsage();
  search.beginBulk();
  for (let i = 0; i < RECORDS; i++) {
    search.upsert(benchListingId(i), { ...benchListing(random), property_id: homeOf(i) });
    if (i % 2000 === 1999) await search.backpressure();
  }
  search.endBulk();
  const held = await search.settled();
  const loadMs = Math.round(performance.now() - began);
  const used = process.cpuUsage(cpu);
  const loadCpuMs = Math.round((used.user + used.system) / 1000);
  const heaps = await search.heaps();
  (globalThis as { gc?: () => void }).gc?.();
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const heapMb = { main: mb(getHeapStatistics().used_heap_size), shards: heaps.map(mb) };
  // Warm-up, then CALLERS callers each searching back to back until the time is up.
  const callerRandom = seeded(99);
  for (let i = 0; i < 200; i++) await search.search(randomQuery(callerRandom), NOW);
  const latencies: number[] = [];
  let totals = 0;
  const searchCpu = process.cpuUsage();
  const mainLoop = performance.eventLoopUtilization();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        const result = await search.search(randomQuery(callerRandom), NOW);
        latencies.push(performance.now() - at);
        totals += result.total;
      }
    }),
  );
  const spent = process.cpuUsage(searchCpu);
  // The main thread's busy time per search (sending, merging; with one shard, the search too).
  const mainPerSearchMs = Math.round((performance.eventLoopUtilization(mainLoop).active / latencies.length) * 100) / 100;
  // CPU per search, every thread counted: what a search costs whatever else runs on the machine.
  const cpuPerSearchMs = Math.round(((spent.user + spent.system) / 1000 / latencies.length) * 100) / 100;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  await search.close();
  process.stdout.write(`${JSON.stringify({ shards, records: held, loadMs, loadCpuMs, rssMb, heapMb, searches: latencies.length, perSecond: Math.round(latencies.length / SECONDS), cpuPerSearchMs, mainPerSearchMs, p50: at(0.5), p99: at(0.99), totals })}\n`);
}

function parent(): void {
  const counts = (process.env.BENCH_SHARDS_COMPARED ?? '1,2').split(',').map(Number);
  const results: Array<{ shards: number; perSecond: number; cpuPerSearchMs: number; rssMb: number; p50: number; p99: number }> = [];
  for (const shards of counts) {
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env: { ...process.env, BENCH_SHARDS: String(shards) }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    process.stdout.write(`${last}\n`);
    results.push(JSON.parse(last) as (typeof results)[number]);
  }
  const base = results[0];
  if (base === undefined) return;
  for (const result of results.slice(1)) {
    process.stdout.write(
      `${result.shards} shards vs ${base.shards}: searches/s ×${(result.perSecond / base.perSecond).toFixed(2)}, CPU per search ×${(result.cpuPerSearchMs / base.cpuPerSearchMs).toFixed(2)}, p99 ×${(result.p99 / base.p99).toFixed(2)}, RSS ×${(result.rssMb / base.rssMb).toFixed(2)} (${result.rssMb} MB vs ${base.rssMb} MB)\n`,
    );
  }
}

if (process.env.BENCH_SHARDS === undefined) parent();
else await child(Number(process.env.BENCH_SHARDS));
