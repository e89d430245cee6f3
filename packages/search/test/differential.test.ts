import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type ListingInsertRow, type Store } from '@estate/store';
import { searchListingsSql, type SqlListingSearch, type SqlPropertyGroup, type SqlSearchPosition } from '@estate/testkit';
import {
  createListingSearch,
  listingSearchValues,
  searchListingIds,
  type ListingSearchProjection,
  type ListingSearchQuery,
  type ListingSort,
  type PropertyGroup,
  type RangeBounds,
  type SearchLocation,
  type SearchPosition,
} from '../src/index.js';
import { AREAS, BATHROOMS, CURRENCIES, HOUR, largeTests, listingRow, listingRows, openSharedStore, pick, PLACES, PLATFORMS, PRICES, PROPERTY_TYPES, seeded, STATUSES, type Random } from './listing-rows.js';
import { randomRange } from './shard-runs.js';

// The SQL oracle restates the search's query, position and group types (the testkit cannot depend
// on this package): each must stay assignable both ways, or this file does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: [Same<ListingSearchQuery, SqlListingSearch>, Same<SearchPosition, SqlSearchPosition>, Same<PropertyGroup, SqlPropertyGroup>] = [true, true, true];
void typesAgree;

/**
 * The projection against the SQL search (the testkit's oracle) over the same rows in a real ClickHouse: random
 * queries (random filter combinations, every sort, random page sizes and caps), each followed
 * page by page to the end through the position, must give the same ids in the same order, the
 * same positions and the same totals on both sides. Then newer versions of a share of the
 * listings arrive on both sides, and it is done again. Each round checks what it compared itself,
 * so a round that fails does not fail the next.
 *
 * Sized for CI on a busy 2-core machine (each page is a ClickHouse query): every round takes each
 * sort in turn, each kind of location filter (text, bbox, radius, polygon) at least once and a
 * small total cap every fourth query, the rest random. ESTATE_LARGE_TESTS=1 runs the size this test
 * had before (2 500 listings, 130 queries a round, up to ~40 pages a query).
 */

const LISTINGS = largeTests ? 2_500 : 600;
const QUERIES_PER_ROUND = largeTests ? 130 : 24;
/** Pages a query may take before its page size goes up to 100 (tiny pages cost a query each). */
const PAGES_PER_QUERY = largeTests ? 40 : 12;
/** Walks at once: one per connection of the store's pool. */
const CONCURRENT = 2;
/** Generous: the time goes to ClickHouse on a shared 2-core machine; a hung round still fails in 2 minutes. */
const ROUND_TIMEOUT_MS = largeTests ? 600_000 : 120_000;
const SORTS: ListingSort[] = ['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'];
const now = Date.now();
const random = seeded(20_261_124);

let store: Store;
let projection: ListingSearchProjection;
let live: ListingInsertRow[] = [];
type Compared = { queries: number; pages: number; nonEmpty: number; lowerBound: number; positioned: number };
const counted = (): Compared => ({ queries: 0, pages: 0, nonEmpty: 0, lowerBound: 0, positioned: 0 });

async function insert(rows: ListingInsertRow[]): Promise<void> {
  await store.insertRows('listings', rows);
  for (const row of rows) projection.upsert(row.listing_id, listingSearchValues(row));
  const latest = new Map(live.map((row) => [row.listing_id, row]));
  for (const row of rows) latest.set(row.listing_id, row);
  live = [...latest.values()];
}

beforeAll(async () => {
  store = await openSharedStore('estate_search_differential');
  await migrate(store);
  // Expired rows stay stored, as they may in production until a TTL merge drops them.
  await store.command({ query: 'SYSTEM STOP TTL MERGES listings' });
  // A small rebuild threshold, so the spatial index's tree serves most geo searches here too.
  projection = createListingSearch({ spatialRebuildMin: 64 });
  const rows = listingRows(random, LISTINGS, now);
  // Several inserts, so versions of one listing sit in several parts.
  const third = Math.ceil(rows.length / 3);
  for (let start = 0; start < rows.length; start += third) await insert(rows.slice(start, start + third));
});

afterAll(async () => {
  await store?.close();
});

function subset<T>(values: readonly T[]): T[] {
  return values.filter(() => random() < 0.5);
}

function range(values: readonly number[]): RangeBounds {
  return randomRange(random, values);
}

function textQuery(): SearchLocation {
  const place = pick(random, PLACES);
  const text = pick(random, [place.city, place.region, place.postal, `${place.postal}1`, place.city.toUpperCase(), ` ${place.city.toLowerCase()} `, 'nowhere', ' ']);
  return { kind: 'text', query: text, ...(random() < 0.3 ? { country: pick(random, [place.country, 'US']) } : {}) };
}

function geoQuery(): SearchLocation {
  const place = pick(random, PLACES);
  const roll = random();
  if (roll < 0.4) {
    const half = 0.05 + random() * 0.8;
    const west = place.lon - half;
    const east = place.lon + half;
    // Boxes around Suva cross the antimeridian: west of it is east of the east edge.
    return { kind: 'bbox', west: west < -180 ? west + 360 : west, east: east > 180 ? east - 360 : east, south: place.lat - half, north: place.lat + half };
  }
  if (roll < 0.75) return { kind: 'radius', latitude: place.lat + (random() - 0.5) * 0.4, longitude: place.lon + (random() - 0.5) * 0.4, radius_meters: 1000 + random() * 60_000 };
  return { kind: 'polygon', coordinates: starRing(random, place.lat, place.lon) };
}

/** A simple ring: vertices at increasing angles around a centre, at random distances. */
function starRing(rand: Random, lat: number, lon: number): Array<[number, number]> {
  const count = 3 + Math.floor(rand() * 6);
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * (i + rand() * 0.8)) / count;
    const reach = 0.1 + rand() * 0.6;
    ring.push([Math.min(180, lon + reach * Math.cos(angle)), lat + reach * Math.sin(angle)]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

const LOCATION_KINDS: ReadonlyArray<SearchLocation['kind']> = ['text', 'bbox', 'radius', 'polygon'];

/** The first queries of a round take each kind of location filter, the others one at random or none. */
function locationQuery(i: number): SearchLocation | undefined {
  const kind = LOCATION_KINDS[i];
  if (kind === undefined) return random() < 0.4 ? (random() < 0.4 ? textQuery() : geoQuery()) : undefined;
  if (kind === 'text') return textQuery();
  for (;;) {
    const query = geoQuery();
    if (query.kind === kind) return query;
  }
}

/** The `i`th query of a round: the sorts in turn, a location filter of each kind, a small cap every fourth query, the rest random. */
function randomQuery(i: number): ListingSearchQuery {
  const has = (p: number): boolean => random() < p;
  const location = locationQuery(i);
  const query: ListingSearchQuery = {
    platforms: has(0.7) ? PLATFORMS : subset(PLATFORMS),
    transaction: has(0.8) ? 'sale' : 'rent',
    statuses: has(0.6) ? STATUSES : subset(STATUSES),
    sort: SORTS[i % SORTS.length] ?? 'newest',
    limit: pick(random, [1, 3, 10, 20, 50, 100]),
    ...(has(0.2) ? { country: pick(random, PLACES).country } : {}),
    ...(has(0.2) ? { property_types: subset([...PROPERTY_TYPES, '']) } : {}),
    ...(has(0.3) ? { price: { ...(has(0.7) ? range(PRICES.map(Number)) : {}), ...(has(0.5) ? { currency: pick(random, CURRENCIES) } : {}) } } : {}),
    ...(has(0.2) ? { bedrooms: range([0, 1, 2, 3, 4, 5]) } : {}),
    ...(has(0.2) ? { bathrooms: range(BATHROOMS) } : {}),
    ...(has(0.2) ? { area_sqm: range(AREAS) } : {}),
    ...(has(0.15) ? { year_built: range([1900, 1950, 1987, 2000, 2019]) } : {}),
    ...(location ? { location } : {}),
    ...(i % 4 === 3 ? { totalCap: pick(random, [1, 5, 37]) } : has(0.15) ? { totalCap: pick(random, [1, 5, 37, 200]) } : {}),
  };
  // Long walks of tiny pages cost the SQL side a query each: keep a query under PAGES_PER_QUERY pages.
  const matches = searchListingIds(projection, { ...query, limit: 1, totalCap: 100_000 }).total;
  return matches / query.limit > PAGES_PER_QUERY ? { ...query, limit: 100 } : query;
}

/** Pages through `query` on both sides, position to position, requiring equal pages. */
async function compare(query: ListingSearchQuery, compared: Compared): Promise<void> {
  let after: SearchPosition | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const paged = { ...query, ...(after ? { after } : {}) };
    const sql = await searchListingsSql(store, paged);
    const mine = searchListingIds(projection, paged);
    const context = JSON.stringify(paged);
    expect(mine.listing_ids, context).toEqual(sql.rows.map((row) => row.listing_id));
    expect({ total: mine.total, relation: mine.total_relation, has_more: mine.has_more, next: mine.next }, context).toEqual({
      total: sql.total,
      relation: sql.total_relation,
      has_more: sql.has_more,
      next: sql.next,
    });
    compared.pages++;
    if (sql.rows.length > 0) compared.nonEmpty++;
    if (sql.total_relation === 'lower_bound') compared.lowerBound++;
    if (after !== undefined) compared.positioned++;
    if (!sql.has_more) return;
    // Through JSON, as the gateway's cursor carries it.
    after = JSON.parse(JSON.stringify(sql.next)) as SearchPosition;
  }
  throw new Error(`paging did not end: ${JSON.stringify(query)}`);
}

/** One round of random queries, each paged to the end on both sides; what it compared. */
async function round(): Promise<Compared> {
  const compared = counted();
  const queries = Array.from({ length: QUERIES_PER_ROUND }, (_, i) => randomQuery(i));
  for (let start = 0; start < queries.length; start += CONCURRENT) {
    await Promise.all(queries.slice(start, start + CONCURRENT).map((query) => compare(query, compared)));
    compared.queries += Math.min(CONCURRENT, queries.length - start);
  }
  return compared;
}

/** A round must have compared many pages, many beyond a position, some past the cap. */
function expectCoverage(compared: Compared): void {
  process.stdout.write(`differential round: ${JSON.stringify(compared)}\n`);
  expect(compared.queries).toBe(QUERIES_PER_ROUND);
  expect(compared.pages).toBeGreaterThan(1.5 * QUERIES_PER_ROUND);
  expect(compared.nonEmpty).toBeGreaterThan(QUERIES_PER_ROUND);
  expect(compared.positioned).toBeGreaterThan(0.5 * QUERIES_PER_ROUND);
  expect(compared.lowerBound).toBeGreaterThan(0.2 * QUERIES_PER_ROUND);
}

describe('the projection answers as the store', () => {
  it('over the first versions, with expired listings and replays among them', async () => {
    const expired = live.filter((row) => now - Date.parse(row.observed_at) >= 24 * HOUR).length;
    expect(expired).toBeGreaterThan(LISTINGS / 50);
    const compared = await round();
    // Expired listings were dropped at the first search.
    expect(projection.size).toBe(live.length - expired);
    expectCoverage(compared);
  }, ROUND_TIMEOUT_MS);

  it('after newer versions replace a share of the listings', async () => {
    const updates = live
      .filter(() => random() < 0.2)
      .map((row) => listingRow(random, row.listing_id, row.platform, Math.floor((now - random() * 0.9 * HOUR) / 1000) * 1000, now, 'newer'));
    expect(updates.length).toBeGreaterThan(LISTINGS / 10);
    const builds = projection.spatialIndexBuilds;
    await insert(updates);
    const compared = await round();
    expectCoverage(compared);
    // Geo searches went through the spatial index's tree, rebuilt after the updates.
    expect(projection.spatialIndexBuilds).toBeGreaterThan(builds);
  }, ROUND_TIMEOUT_MS);
});

/**
 * The collapsed search (one row per home) against an oracle made of the SQL search and plain
 * code: the SQL search gives every matching listing in the sort's order (paged to the end), the
 * oracle keeps each home's most recent matching listing (the newest sort's first: latest
 * `source_updated_at`, undated last, ties to the greater id; a listing without a property is a
 * home of its own), and the projection's collapsed pages, walked cursor to cursor, must give
 * exactly those listings in that order, with the homes counted to the cap and each page's position.
 */
describe('the collapsed search answers as the store, one row per home', () => {
  const PROPERTY_SHARE = 0.75;
  const propertyOf = (): string => (random() < PROPERTY_SHARE ? `prp_${Math.floor(random() * (LISTINGS / 4)).toString().padStart(4, '0')}` : '');

  /** Every matching listing id in the query's sort, from the SQL search. */
  async function sqlMatches(query: ListingSearchQuery): Promise<string[]> {
    const ids: string[] = [];
    let after: SearchPosition | undefined;
    for (;;) {
      const page = await searchListingsSql(store, { ...query, limit: 100, totalCap: 100_000, ...(after ? { after } : {}) });
      ids.push(...page.rows.map((row) => row.listing_id));
      if (!page.has_more || page.next === undefined) return ids;
      after = page.next;
    }
  }

  const sortField: Record<ListingSort, 'source_updated_at' | 'price_amount' | 'price_per_sqm' | 'area_sqm'> = {
    newest: 'source_updated_at',
    price_asc: 'price_amount',
    price_desc: 'price_amount',
    price_per_sqm_asc: 'price_per_sqm',
    area_desc: 'area_sqm',
  };

  /** The homes of the matches, each its newest matching listing, in the sort's order. */
  function collapsedOracle(matches: readonly string[]): string[] {
    const rows = new Map(live.map((row) => [row.listing_id, row]));
    const updated = (id: string): number | null => {
      const at = rows.get(id)?.source_updated_at;
      return at === null || at === undefined ? null : Date.parse(at);
    };
    const newer = (a: string, b: string): boolean => {
      const ka = updated(a);
      const kb = updated(b);
      if (ka !== kb) return kb === null || (ka !== null && ka > kb);
      return a > b;
    };
    const best = new Map<string, string>();
    for (const id of matches) {
      const property = rows.get(id)?.property_id ?? '';
      if (property === '') continue;
      const held = best.get(property);
      if (held === undefined || newer(id, held)) best.set(property, id);
    }
    return matches.filter((id) => {
      const property = rows.get(id)?.property_id ?? '';
      return property === '' || best.get(property) === id;
    });
  }

  function keyOf(id: string, sort: ListingSort): number | null {
    const row = live.find((r) => r.listing_id === id) as ListingInsertRow;
    const value = listingSearchValues(row)[sortField[sort]];
    return value === null || value === undefined || Number.isNaN(value) ? null : value;
  }

  async function compareCollapsed(query: ListingSearchQuery, compared: Compared): Promise<void> {
    const homes = collapsedOracle(await sqlMatches(query));
    const cap = query.totalCap ?? 10_000;
    let after: SearchPosition | undefined;
    for (let start = 0; ; start += query.limit) {
      const paged: ListingSearchQuery = { ...query, collapse: 'property', ...(after ? { after } : {}) };
      const mine = searchListingIds(projection, paged, now);
      const expectedIds = homes.slice(start, start + query.limit);
      const hasMore = homes.length > start + query.limit;
      const last = expectedIds[expectedIds.length - 1];
      const context = JSON.stringify(paged);
      expect(mine, context).toEqual({
        listing_ids: expectedIds,
        has_more: hasMore,
        ...(hasMore && last !== undefined ? { next: { key: keyOf(last, query.sort), listing_id: last } } : {}),
        total: Math.min(homes.length, cap),
        total_relation: homes.length > cap ? 'lower_bound' : 'exact',
      });
      compared.pages++;
      if (expectedIds.length > 0) compared.nonEmpty++;
      if (homes.length > cap) compared.lowerBound++;
      if (after !== undefined) compared.positioned++;
      if (!hasMore) return;
      after = JSON.parse(JSON.stringify(mine.next)) as SearchPosition;
    }
  }

  it('after the listings are grouped into properties, several listings to a home', async () => {
    // Newer than each listing's latest version, so the store and the projection hold the same one.
    const observed = (row: ListingInsertRow): number => Math.max(Date.parse(row.observed_at) + 1000, Math.floor((now - random() * 0.9 * HOUR) / 1000) * 1000);
    const versions = live.map((row) => ({ ...listingRow(random, row.listing_id, row.platform, observed(row), now, 'grouped'), property_id: propertyOf() }));
    await insert(versions);
    const grouped = new Map<string, number>();
    for (const { property_id: property = '' } of live) if (property !== '') grouped.set(property, (grouped.get(property) ?? 0) + 1);
    expect([...grouped.values()].filter((n) => n > 1).length).toBeGreaterThan(LISTINGS / 10);
    const compared = counted();
    const queries = Array.from({ length: QUERIES_PER_ROUND }, (_, i) => randomQuery(i));
    for (const query of queries) {
      await compareCollapsed(query, compared);
      compared.queries++;
    }
    expectCoverage(compared);
  }, ROUND_TIMEOUT_MS);
});
