// Measures the SQL listing search (the oracle of @estate/search's differential test, and the
// baseline of the bench's gateway-vs-store figures) on the embedded store: ~200k live listings
// (a third of them re-observed in a later hour, so FINAL has versions to collapse across
// partitions), then p50/p95/p99 of searchListingsSql and of its parts, and its throughput under concurrent callers.
// Prints one line per figure.
// Run: cd packages/testkit && npx tsx bench/sql-search.ts [listings]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, findLiveListingByUrl, getListingRow, migrate, SqlParams, type ListingInsertRow } from '@estate/store';
import {
  countSearchMatches,
  orderByClause,
  pageRows,
  propertyGroupsOfSql,
  searchConditions,
  searchListingsSql,
  searchPageKeys,
  SORT_KEY,
  sortKeyExpression,
  type SqlListingSearch,
} from '../src/index.js';
import { out, percentile, settle, timed } from '@estate/store/testing';

const LISTINGS = Number(process.argv[2] ?? 200_000);
const BATCH = 10_000;
const RUNS = 40;
const MARKETS = [
  { platform: 'zillow', countries: ['US'], lat: 30.27, lon: -97.74 },
  { platform: 'rightmove', countries: ['GB'], lat: 51.5, lon: -0.12 },
  { platform: 'idealista', countries: ['ES', 'PT'], lat: 40.42, lon: -3.7 },
  { platform: 'immoscout24', countries: ['DE', 'AT'], lat: 48.14, lon: 11.58 },
  { platform: 'suumo', countries: ['JP'], lat: 35.68, lon: 139.69 },
];
const PLATFORMS = MARKETS.map((m) => m.platform);

function row(i: number, hoursAgo: number, eventId: string, now: number): ListingInsertRow {
  const market = MARKETS[i % MARKETS.length] ?? MARKETS[0]!;
  const country = market.countries[Math.floor(i / MARKETS.length) % market.countries.length] ?? 'US';
  const area = 30 + (i % 250);
  const price = 50_000 + ((i * 7919 + hoursAgo * 104_729) % 1_450_000);
  return {
    listing_id: `lst_${((i * 2_654_435_761) >>> 0).toString(16).padStart(8, '0')}${i.toString(36)}`,
    platform: market.platform,
    native_id: String(i),
    country,
    city: `City ${i % 700}`,
    region: `Region ${i % 40}`,
    postal_code: String(10_000 + (i % 9_000)),
    transaction: i % 4 === 0 ? 'rent' : 'sale',
    status: i % 9 === 0 ? 'under_offer' : 'active',
    property_type: ['house', 'apartment', 'apartment', 'land'][i % 4] ?? 'house',
    price_amount: i % 17 === 0 ? null : `${price}.00`,
    currency: country === 'US' ? 'USD' : country === 'GB' ? 'GBP' : country === 'JP' ? 'JPY' : 'EUR',
    price_per_sqm: i % 17 === 0 ? null : (price / area).toFixed(2),
    area_sqm: i % 13 === 0 ? null : area,
    bedrooms: i % 6,
    bathrooms: 1 + (i % 3),
    rooms: 2 + (i % 6),
    year_built: 1900 + (i % 120),
    latitude: market.lat + ((i % 1000) - 500) / 1000,
    longitude: market.lon + (((i * 7) % 1000) - 500) / 1000,
    title: `Listing ${i}`,
    url: `https://${market.platform}.test/${i}`,
    observed_at: new Date(now - hoursAgo * 3_600_000 - (i % 3_600) * 1000).toISOString(),
    source_updated_at: i % 3 === 0 ? null : new Date(now - ((i % 200) + 1) * 3_600_000).toISOString(),
    property_id: `prp_${Math.floor(i / 2)}`,
    property_match_method: 'address',
    property_confidence: 0.9,
    event_id: eventId,
    document: JSON.stringify({ id: i, title: `Listing ${i}`, description: 'x'.repeat(600) }),
  };
}

async function measure(label: string, fn: (run: number) => Promise<unknown>): Promise<void> {
  await fn(-1);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await timed(() => fn(run)))[0]);
  out(`${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`);
}

/** `callers` concurrent loops running `total` calls of `fn` in all: calls per second and latency percentiles. */
async function throughput(label: string, callers: number, total: number, fn: (run: number) => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  let next = 0;
  const [ms] = await timed(() =>
    Promise.all(
      Array.from({ length: callers }, async () => {
        while (next < total) {
          const run = next++;
          times.push((await timed(() => fn(run)))[0]);
        }
      }),
    ),
  );
  out(`${label}: ${(total / (ms / 1000)).toFixed(1)} req/s; p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`);
}

const dir = await mkdtemp(join(tmpdir(), 'estate-search-bench-'));
try {
  const store = await createStore({ path: dir, poolSize: 4 });
  await migrate(store);
  const now = Date.now();

  // First observations 2–23 h ago; a third re-observed 1 h ago with another price.
  let rows = 0;
  for (let start = 0; start < LISTINGS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, LISTINGS - start) }, (_, k) => row(start + k, 2 + ((start + k) % 22), `ev_${start + k}`, now));
    await store.insertRows('listings', batch);
    rows += batch.length;
  }
  const again = Array.from({ length: Math.ceil(LISTINGS / 3) }, (_, k) => k * 3);
  for (let start = 0; start < again.length; start += BATCH) {
    const batch = again.slice(start, start + BATCH).map((i) => row(i, 1, `ev_again_${i}`, now));
    await store.insertRows('listings', batch);
    rows += batch.length;
  }
  const parts = await settle(store, 180_000);
  out(`${LISTINGS} listings in ${rows} rows, ${parts} active parts after merges; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  const typical = (run: number): SqlListingSearch => ({
    platforms: PLATFORMS,
    transaction: 'sale',
    statuses: ['active'],
    country: MARKETS[Math.abs(run) % MARKETS.length]?.countries[0] ?? 'US',
    price: { min: 150_000 + (Math.abs(run) % 10) * 10_000, max: 600_000 },
    sort: 'price_asc',
    limit: 20,
  });
  const first = await searchListingsSql(store, typical(0));
  out(`typical search matches: total ${first.total} (${first.total_relation})`);

  await measure('searchListings, country + price range + price_asc, limit 20 (key query, then the documents of the page)', (run) => searchListingsSql(store, typical(run)));
  await measure('  its key query alone (21 page keys and the count of all matches, one statement)', (run) => searchPageKeys(store, typical(run), 21));
  const pageKeys = await Promise.all(Array.from({ length: 10 }, async (_, run) => (await searchPageKeys(store, typical(run), 21)).keys.slice(0, 20)));
  await measure('  its documents alone (20 rows by primary key and version)', (run) => pageRows(store, pageKeys[Math.abs(run) % 10] ?? []));
  await measure('  a capped count alone (LIMIT 10001; run only for an empty page after a cursor)', (run) => countSearchMatches(store, typical(run), 10_001));
  // The plan before: FINAL merged every stored row, then filtered; the documents came with it.
  await measure('  for comparison: the same keys and count with FINAL over every row (no candidate PREWHERE)', (run) => {
    const query = typical(run);
    const params = new SqlParams();
    return store.queryRows(
      `SELECT listing_id, ${sortKeyExpression(query.sort)} AS ${SORT_KEY}, count() OVER () AS n FROM listings FINAL
       WHERE ${searchConditions(query, params).join(' AND ')} ORDER BY ${orderByClause(query.sort)} LIMIT 21
       SETTINGS optimize_move_to_prewhere_if_final = 0, do_not_merge_across_partitions_select_final = 0, use_skip_indexes_if_final = 1, use_skip_indexes_if_final_exact_mode = 1`,
      params.values,
    );
  });
  await measure('  the same with platforms narrowed to the country\'s own, as the gateway does from manifests', (run) =>
    searchListingsSql(store, { ...typical(run), platforms: [MARKETS[Math.abs(run) % MARKETS.length]?.platform ?? 'zillow'] }),
  );
  // Not a correct count (older versions match too): shows what FINAL adds to the same scan.
  await measure('  for comparison: the same filters counted without FINAL', (run) => {
    const params = new SqlParams();
    return store.queryRows(`SELECT count() FROM listings WHERE ${searchConditions(typical(run), params).join(' AND ')}`, params.values);
  });
  await measure('  for comparison: SELECT 1', () => store.queryRows('SELECT 1'));
  const secondPages: SqlListingSearch[] = [];
  for (let run = 0; run < 10; run++) {
    const page = await searchListingsSql(store, typical(run));
    secondPages.push({ ...typical(run), ...(page.next ? { after: page.next } : {}) });
  }
  await measure('  its second page (keyset after the first)', (run) => searchListingsSql(store, secondPages[Math.abs(run) % 10] ?? typical(run)));
  await measure('searchListings, newest, no filter beyond sale/active', () => searchListingsSql(store, { platforms: PLATFORMS, transaction: 'sale', statuses: ['active'], sort: 'newest', limit: 20 }));
  await measure('searchListings, radius 5 km, area_desc', (run) =>
    searchListingsSql(store, { platforms: PLATFORMS, transaction: 'sale', statuses: ['active'], location: { kind: 'radius', latitude: 51.5 + (run % 5) / 100, longitude: -0.12, radius_meters: 5_000 }, sort: 'area_desc', limit: 20 }),
  );
  await measure('searchListings, text (city), newest', (run) =>
    searchListingsSql(store, { platforms: PLATFORMS, transaction: 'sale', statuses: ['active'], location: { kind: 'text', query: `city ${Math.abs(run) % 700}` }, sort: 'newest', limit: 20 }),
  );
  await measure('getListingRow, for comparison', (run) => getListingRow(store, row((Math.abs(run) * 9_973 * 5) % LISTINGS, 1, '', now).listing_id));
  await measure('findLiveListingByUrl', (run) => findLiveListingByUrl(store, `https://zillow.test/${(Math.abs(run) * 9_973 * 5) % LISTINGS}`));
  await measure('propertyGroupsOf, 20 property ids', (run) => propertyGroupsOfSql(store, Array.from({ length: 20 }, (_, k) => `prp_${(Math.abs(run) * 1_009 + k * 4_999) % (LISTINGS / 2)}`)));
  await throughput('searchListings typical, 50 concurrent callers, 200 searches (pool of 4)', 50, 200, (run) => searchListingsSql(store, typical(run)));
  out(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await store.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
