// Builds a listing projection of BENCH_RECORDS (1M) synthetic live listings and prints the memory
// it holds per record, the load and update rates, and the time of a few kinds of search. Run with
// `pnpm --filter @estate/search bench:memory` (it needs --expose-gc, which the script passes).
import { ID_HASH_LENGTH } from '@estate/normalize';
import { createListingSearch, type ListingSearchValues, type SearchQuery } from '../src/index.js';
import { benchListing, NOW, PLATFORMS } from './bench-listings.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
// Figures, not answers, come out of this run: any random source will do.
const listing = (): ListingSearchValues => benchListing(Math.random);

function idOf(i: number): string {
  return `lst_${(i * 2654435761 + 1).toString(16).padStart(ID_HASH_LENGTH, '0').slice(-ID_HASH_LENGTH)}${i}`;
}

function held(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external + arrayBuffers;
}

function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

function timed(name: string, runs: number, query: SearchQuery, search: (q: SearchQuery) => { total: number }): void {
  const start = performance.now();
  let total = 0;
  for (let i = 0; i < runs; i++) total = search(query).total;
  line(`  ${name.padEnd(44)} ${((performance.now() - start) / runs).toFixed(2).padStart(8)} ms   total ${total}`);
}

if ((globalThis as { gc?: unknown }).gc === undefined) line('run with --expose-gc for exact figures');
const ids = Array.from({ length: RECORDS }, (_, i) => idOf(i));
const before = held();
const projection = createListingSearch({ initialCapacity: RECORDS });
let start = performance.now();
for (let i = 0; i < RECORDS; i++) {
  projection.upsert(ids[i] as string, listing());
  if ((i + 1) % 200_000 === 0) line(`loaded ${i + 1} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
}
const loadSeconds = (performance.now() - start) / 1000;
const after = held();
line(`records ${projection.size}: ${((after - before) / 2 ** 20).toFixed(0)} MiB held, ${((after - before) / RECORDS).toFixed(0)} bytes per record (ids included); load ${(RECORDS / loadSeconds).toFixed(0)} records/s; rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);

const search = (q: SearchQuery): { total: number } => projection.search(q, NOW);
const all = { kind: 'in', field: 'platform', values: PLATFORMS } as const;
const sale = { kind: 'in', field: 'transaction', values: ['sale'] } as const;
const active = { kind: 'in', field: 'status', values: ['active'] } as const;
const base = [all, sale, active];
line('search (mean of runs; first geo search includes the spatial index build):');
timed('bbox 2°x2°, newest', 20, { filters: [...base, { kind: 'geo', field: 'point', area: { kind: 'bbox', west: 10, south: 40, east: 12, north: 42 } }], sort: 'newest', limit: 20 }, search);
timed('broad: sale+active, newest', 50, { filters: base, sort: 'newest', limit: 20 }, search);
timed('broad, price_asc, page after 10 000', 50, { filters: base, sort: 'price_asc', limit: 20, after: { key: 60_000, id: 'lst_' } }, search);
timed('country + price range + bedrooms, price_desc', 50, { filters: [...base, { kind: 'in', field: 'country', values: ['DE'] }, { kind: 'range', field: 'price_amount', min: 55_000, max: 60_000 }, { kind: 'range', field: 'bedrooms', min: 3 }], sort: 'price_desc', limit: 20 }, search);
timed('selective: year 1950 + 5 bedrooms, area_desc', 20, { filters: [...base, { kind: 'range', field: 'year_built', min: 1950, max: 1950 }, { kind: 'range', field: 'bedrooms', min: 5 }], sort: 'area_desc', limit: 20 }, search);
timed('text: city', 20, { filters: [...base, { kind: 'text', query: 'city 17' }], sort: 'newest', limit: 20 }, search);
timed('text: postal prefix', 20, { filters: [...base, { kind: 'text', query: '1234' }], sort: 'newest', limit: 20 }, search);
timed('radius 50 km', 50, { filters: [...base, { kind: 'geo', field: 'point', area: { kind: 'radius', latitude: 41, longitude: 11, radius_meters: 50_000 } }], sort: 'price_asc', limit: 20 }, search);

start = performance.now();
const UPDATES = 100_000;
for (let i = 0; i < UPDATES; i++) projection.upsert(ids[Math.floor(Math.random() * RECORDS)] as string, listing());
line(`updates: ${(UPDATES / ((performance.now() - start) / 1000)).toFixed(0)} upserts/s of existing records`);
