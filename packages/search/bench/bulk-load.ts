// Loads BENCH_RECORDS (200k) synthetic listings into a listing projection twice, one upsert at a
// time and as a bulk load (beginBulk … endBulk), and prints the CPU time of each and of the bulk
// load's final build; then checks a few searches answer alike. Run with
// `pnpm --filter @estate/search bench:bulk-load`.
import { ID_HASH_LENGTH } from '@estate/normalize';
import { createListingSearch, type ListingSearchProjection, type ListingSearchValues, type SearchQuery } from '../src/index.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200_000);
const NOW = Date.now();
const HOUR = 3_600_000;
// Figures, not answers, come out of this run: any random source will do.
const random = Math.random;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const COUNTRIES = ['US', 'GB', 'ES', 'DE', 'JP'];
const CITIES = Array.from({ length: 2000 }, (_, i) => `City ${i}`);

function listing(i: number): ListingSearchValues {
  const area = random() < 0.9 ? Math.round(30 + random() * 300) : null;
  const price = random() < 0.95 ? Math.round(random() * 2_000_000) / 100 + 50_000 : null;
  return {
    platform: pick(['zillow', 'rightmove', 'idealista', 'suumo']),
    country: pick(COUNTRIES),
    city: pick(CITIES),
    region: `Region ${Math.floor(random() * 100)}`,
    postal_code: String(10_000 + Math.floor(random() * 90_000)),
    transaction: random() < 0.7 ? 'sale' : 'rent',
    status: random() < 0.8 ? 'active' : pick(['sold', 'under_offer']),
    property_type: pick(['house', 'apartment', 'land', 'condo']),
    currency: pick(['USD', 'GBP', 'EUR', 'JPY']),
    price_amount: price,
    price_per_sqm: price !== null && area !== null ? Math.round((price / area) * 100) / 100 : null,
    area_sqm: area,
    bedrooms: random() < 0.9 ? Math.floor(random() * 6) : null,
    bathrooms: random() < 0.9 ? pick([1, 1.5, 2, 2.5, 3]) : null,
    year_built: random() < 0.7 ? 1900 + Math.floor(random() * 125) : null,
    point: random() < 0.95 ? { latitude: -60 + random() * 130, longitude: -180 + random() * 360 } : null,
    observed_at: NOW - Math.floor(random() * 23 * HOUR),
    source_updated_at: random() < 0.6 ? NOW - Math.floor(random() * 72) * HOUR : null,
    property_id: random() < 0.5 ? `prop_${Math.floor(random() * RECORDS)}` : null,
    agent_id: `agent_${i % 5000}`,
  };
}

const idOf = (i: number): string => `lst_${(i * 2654435761 + 1).toString(16).padStart(ID_HASH_LENGTH, '0').slice(-ID_HASH_LENGTH)}${i}`;
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const line = (text: string): void => void process.stdout.write(`${text}\n`);

const records: Array<[string, ListingSearchValues]> = Array.from({ length: RECORDS }, (_, i) => [idOf(i), listing(i)]);

function measure(name: string, load: (p: ListingSearchProjection) => void): ListingSearchProjection {
  (globalThis as { gc?: () => void }).gc?.();
  const p = createListingSearch({ initialCapacity: 1024 });
  const began = cpuMs();
  load(p);
  line(`${name.padEnd(34)} ${(cpuMs() - began).toFixed(0).padStart(7)} ms CPU`);
  return p;
}

const one = measure('upserts one by one', (p) => {
  for (const [id, values] of records) p.upsert(id, values);
});
const bulk = measure('bulk load (writes + build)', (p) => {
  p.beginBulk();
  for (const [id, values] of records) p.upsert(id, values);
  const built = cpuMs();
  p.endBulk();
  line(`${'  of which endBulk (build)'.padEnd(34)} ${(cpuMs() - built).toFixed(0).padStart(7)} ms CPU`);
});

const queries: SearchQuery[] = ['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'].map((sort) => ({ filters: [{ kind: 'in', field: 'country', values: ['DE'] }], sort, limit: 100 }));
queries.push({ filters: [{ kind: 'geo', field: 'point', area: { kind: 'bbox', west: 0, south: 0, east: 10, north: 10 } }], sort: 'newest', limit: 100 });
for (const query of queries) {
  if (JSON.stringify(one.search(query, NOW)) !== JSON.stringify(bulk.search(query, NOW))) throw new Error(`the bulk load answers ${query.sort} otherwise`);
}
line(`${records.length} records; ${queries.length} searches answer alike`);
