// Times searches over BENCH_RECORDS (300 000) synthetic live listings and BENCH_STAYS (100 000)
// stays, one search at a time, and prints ms per search. With BENCH_BASELINE_SRC (a copy of an
// older `src/index.ts`) it also loads the same seeded records into that copy, times the same
// searches on both in turns, and prints the ratio baseline / now beside each figure:
//
//   BENCH_BASELINE_SRC=/tmp/search-before/src/index.ts pnpm --filter @estate/search bench:search
//
// Figures, not answers, come out of this run; each search's total is printed so two runs can be
// seen to have answered the same.
import { pathToFileURL } from 'node:url';
import type * as Search from '../src/index.js';
import { CITIES, COUNTRIES, HOUR, NOW, PLATFORMS, benchListing, benchListingId, seeded } from './bench-listings.js';

type Lib = typeof Search;
type Query = Search.SearchQuery;

const RECORDS = Number(process.env.BENCH_RECORDS ?? 300_000);
const STAYS = Number(process.env.BENCH_STAYS ?? 100_000);
const DAY = 86_400_000;
/** Time spent on each search and side at least, over all turns. */
const MIN_MS = Number(process.env.BENCH_MIN_MS ?? 1000);

function listings(count: number): Array<[string, Search.ListingSearchValues]> {
  const random = seeded(27);
  return Array.from({ length: count }, (_, i) => [benchListingId(i), benchListing(random)]);
}

function stays(count: number, lib: Lib): Array<[string, Search.StaySearchValues]> {
  const random = seeded(28);
  const today = Math.floor(NOW / DAY);
  return Array.from({ length: count }, (_, i) => {
    // Built as the bitset itself: 120 nights from today, 70 % of them free.
    const words = new Uint32Array(lib.NIGHTS_HORIZON_DAYS / 32);
    for (let d = 0; d < 120; d++) if (random() < 0.7) words[d >>> 5] = ((words[d >>> 5] as number) | (1 << (d & 31))) >>> 0;
    const values: Search.StaySearchValues = {
      platform: random() < 0.5 ? 'airbnb' : 'insideairbnb',
      country: COUNTRIES[Math.floor(random() * COUNTRIES.length)],
      city: CITIES[Math.floor(random() * 200)],
      room_type: random() < 0.6 ? 'entire_home' : random() < 0.9 ? 'private_room' : 'shared_room',
      accommodates: 1 + Math.floor(random() * 8),
      bedrooms: Math.floor(random() * 4),
      currency: 'EUR',
      price_per_night: Math.round(30 + random() * 400),
      rating: random() < 0.8 ? Math.round(random() * 50) / 10 : null,
      review_count: Math.floor(random() * 300),
      minimum_nights: 1 + Math.floor(random() * 3),
      maximum_nights: 30,
      point: { latitude: -60 + random() * 130, longitude: -180 + random() * 360 },
      observed_at: NOW - Math.floor(random() * 23 * HOUR),
      nights: { start: today, words },
    };
    return [`sty_${i.toString(36)}`, values];
  });
}

const broad = [
  { kind: 'in', field: 'platform', values: PLATFORMS },
  { kind: 'in', field: 'transaction', values: ['sale'] },
  { kind: 'in', field: 'status', values: ['active'] },
] as const;
const sale = broad.slice(0, 2);

const LISTING_SEARCHES: Array<[string, Query]> = [
  ['broad sale+active, newest', { filters: broad, sort: 'newest', limit: 20 }],
  ['broad sale+active, price_asc', { filters: broad, sort: 'price_asc', limit: 20 }],
  ['broad, price_asc, page after a position', { filters: broad, sort: 'price_asc', limit: 20, after: { key: 60_000, id: 'lst_' } }],
  ['country DE + house/condo, price_desc', { filters: [...broad, { kind: 'in', field: 'country', values: ['DE'] }, { kind: 'in', field: 'property_type', values: ['house', 'condo'] }], sort: 'price_desc', limit: 20 }],
  ['country DE + land (rare), newest', { filters: [...sale, { kind: 'in', field: 'country', values: ['DE'] }, { kind: 'in', field: 'property_type', values: ['land'] }], sort: 'newest', limit: 20 }],
  ['land + sold (rare), area_desc', { filters: [...sale, { kind: 'in', field: 'property_type', values: ['land'] }, { kind: 'in', field: 'status', values: ['sold'] }], sort: 'area_desc', limit: 20 }],
  ['country + price range + bedrooms, price_desc', { filters: [...broad, { kind: 'in', field: 'country', values: ['DE'] }, { kind: 'range', field: 'price_amount', min: 55_000, max: 60_000 }, { kind: 'range', field: 'bedrooms', min: 3 }], sort: 'price_desc', limit: 20 }],
  ['country JP + currency JPY + 5 bedrooms, newest', { filters: [...broad, { kind: 'in', field: 'country', values: ['JP'] }, { kind: 'in', field: 'currency', values: ['JPY'] }, { kind: 'range', field: 'bedrooms', min: 5 }], sort: 'newest', limit: 20 }],
  ['selective ranges: year 1950 + 5 bedrooms, area_desc', { filters: [...broad, { kind: 'range', field: 'year_built', min: 1950, max: 1950 }, { kind: 'range', field: 'bedrooms', min: 5 }], sort: 'area_desc', limit: 20 }],
  ['range on the sorted field, price_asc', { filters: [...broad, { kind: 'range', field: 'price_amount', min: 60_000, max: 61_000 }], sort: 'price_asc', limit: 20 }],
  ['text: city', { filters: [...broad, { kind: 'text', query: 'city 17' }], sort: 'newest', limit: 20 }],
  ['bbox 2x2 degrees, newest', { filters: [...broad, { kind: 'geo', field: 'point', area: { kind: 'bbox', west: 10, south: 40, east: 12, north: 42 } }], sort: 'newest', limit: 20 }],
];

const stayDates = (): { kind: 'nights'; field: string; from: number; count: number } => ({ kind: 'nights', field: 'nights', from: Math.floor(NOW / DAY) + 10, count: 3 });
const STAY_SEARCHES: Array<[string, Query]> = [
  ['stays: dates + entire home, price_asc', { filters: [{ kind: 'in', field: 'platform', values: ['airbnb', 'insideairbnb'] }, { kind: 'in', field: 'room_type', values: ['entire_home'] }, stayDates()], sort: 'price_asc', limit: 20 }],
  ['stays: dates + country + shared room, rating_desc', { filters: [{ kind: 'in', field: 'platform', values: ['airbnb', 'insideairbnb'] }, { kind: 'in', field: 'country', values: ['ES'] }, { kind: 'in', field: 'room_type', values: ['shared_room'] }, stayDates()], sort: 'rating_desc', limit: 20 }],
];

function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** ms per search, the mean of back-to-back runs for at least `ms`, and the total it answered. */
function time(search: () => { total: number }, ms: number): { ms: number; total: number } {
  let total = search().total;
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms || runs < 3) {
    total = search().total;
    runs++;
  }
  return { ms: (performance.now() - start) / runs, total };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface Loaded {
  label: string;
  searches: Array<[string, () => { total: number }]>;
  /** Upserts per second of new versions of existing listings. */
  updates: () => number;
}

const UPDATES = listings(30_000);

/** Loads the records into the projections of the library at `source`; its searches, ready to time. */
async function load(source: string, label: string): Promise<Loaded> {
  const lib = (await import(pathToFileURL(source).href)) as Lib;
  let start = performance.now();
  const listingProjection = lib.createListingSearch({ initialCapacity: RECORDS });
  for (const [id, values] of listings(RECORDS)) listingProjection.upsert(id, values);
  line(`${label}: ${RECORDS} listings loaded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  start = performance.now();
  const stayProjection = lib.createStaySearch({ initialCapacity: STAYS });
  for (const [id, values] of stays(STAYS, lib)) stayProjection.upsert(id, values);
  line(`${label}: ${STAYS} stays loaded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const ids = listings(RECORDS).map(([id]) => id);
  return {
    label,
    updates: () => {
      const began = performance.now();
      UPDATES.forEach(([, values], i) => listingProjection.upsert(ids[(i * 7919) % ids.length] as string, values));
      return UPDATES.length / ((performance.now() - began) / 1000);
    },
    searches: [
      ...LISTING_SEARCHES.map(([name, query]): [string, () => { total: number }] => [name, () => listingProjection.search(query, NOW)]),
      ...STAY_SEARCHES.map(([name, query]): [string, () => { total: number }] => [name, () => stayProjection.search(query, NOW)]),
    ],
  };
}

if ((globalThis as { gc?: unknown }).gc === undefined) line('run with --expose-gc for steadier figures');
const baselineSource = process.env.BENCH_BASELINE_SRC;
// Both loaded first, then each search timed in turns (baseline, now, baseline, now …) and the
// median of the turns kept: on a shared machine the load moves, and it moves both sides alike.
const sides = [...(baselineSource === undefined ? [] : [await load(baselineSource, 'baseline')]), await load(new URL('../src/index.ts', import.meta.url).pathname, 'now')];
gc();
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
line(`\n${'search'.padEnd(52)} ${'ms now'.padStart(8)} ${sides.length > 1 ? `${'ms before'.padStart(10)} ${'before/now'.padStart(10)}` : ''}  total`);
for (let s = 0; s < LISTING_SEARCHES.length + STAY_SEARCHES.length; s++) {
  const turns = sides.map(() => [] as number[]);
  const totals = sides.map(() => 0);
  for (let turn = 0; turn < TURNS; turn++) {
    sides.forEach((side, i) => {
      const figure = time((side.searches[s] as [string, () => { total: number }])[1], MIN_MS / TURNS);
      turns[i]?.push(figure.ms);
      totals[i] = figure.total;
    });
  }
  const name = (sides[0]?.searches[s] as [string, unknown])[0];
  const now = median(turns[sides.length - 1] as number[]);
  const before = sides.length > 1 ? median(turns[0] as number[]) : undefined;
  const compared = before === undefined ? '' : `${before.toFixed(3).padStart(10)} ${(before / now).toFixed(1).padStart(9)}x`;
  const differs = sides.length > 1 && totals[0] !== totals[sides.length - 1] ? `  (baseline total ${totals[0]})` : '';
  line(`${name.padEnd(52)} ${now.toFixed(3).padStart(8)} ${compared}  ${totals[sides.length - 1]}${differs}`);
}
const rates = sides.map((side) => median([side.updates(), side.updates(), side.updates()]));
line(`${'upserts/s of existing listings'.padEnd(52)} ${(rates[rates.length - 1] as number).toFixed(0).padStart(8)} ${sides.length > 1 ? `${(rates[0] as number).toFixed(0).padStart(10)} ${((rates[rates.length - 1] as number) / (rates[0] as number)).toFixed(1).padStart(9)}x (now/before)` : ''}`);
