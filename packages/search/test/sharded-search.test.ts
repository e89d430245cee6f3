import { describe, expect, it } from 'vitest';
import type { ListingInsertRow } from '@estate/store';
import {
  createListingSearch,
  listingSearchDocument,
  listingSearchFields,
  listingSearchValues,
  listingSearchValuesOf,
  propertyGroupsOfPage,
  searchListingIds,
  ShardedListingSearch,
  similarListings,
  type ListingSearchQuery,
  type ListingSearchValues,
  type ListingSort,
  type SearchLocation,
  type SearchPosition,
} from '../src/index.js';
import { ValuesPacker, ValuesUnpacker } from '../src/shards/packed-values.js';
import { expectMoreThan, expectSameAnswers, PageWalk, randomRange as range, shardedSearches, type PostedRead } from './shard-runs.js';
import { AREAS, BATHROOMS, CURRENCIES, HOUR, listingRow, pick, PLACES, PLATFORMS, PRICES, PROPERTY_TYPES, seeded, STATUSES, type Random } from './listing-rows.js';

/**
 * The sharded listing search against one projection given the same changes: every answer of the
 * sharded one (page ids and order, totals and their relation, positions, property groups, similar
 * listings) must equal the single projection's at the point of the change stream where the read
 * was made. Changes and reads are posted interleaved without awaiting, so reads are answered while
 * later changes wait in the shards' inboxes: each read must see exactly the changes before it.
 *
 * Sized for CI on a busy 2-core machine: a few hundred listings, a few hundred reads per shard count.
 */

const LISTINGS = 360;
const STEPS = 900;
const SORTS: ListingSort[] = ['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'];
const METHODS = ['address', 'geo_area_rooms', 'manual'];
const CONFIDENCES = [0.5, 0.73, 0.8, 0.8, 0.9, 0.123456789, 1];
const PROPERTIES = 70;
const start = Date.parse('2026-11-24T08:00:00Z');
const encoder = new TextEncoder();
const sharded = shardedSearches((shards) => new ShardedListingSearch({ shards }));

const propertyName = (n: number): string => `prop_${n.toString().padStart(3, '0')}`;

/** A random listing version: some near a place's centre (so similar listings find candidates), most in a property. */
function randomRow(random: Random, id: string, now: number): ListingInsertRow {
  const hoursAgo = random() < 0.08 ? 23.5 + random() * 2 : 1 + random() * 20;
  const row = listingRow(random, id, pick(random, PLATFORMS), Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, now, 'v');
  const near = random() < 0.4 ? PLACES[Math.floor(random() * 2)] : undefined;
  // Near a centre, mostly alike: candidates of one another's similar listings.
  const alike = { status: 'active', transaction: 'sale', property_type: 'house', currency: 'USD', price_amount: pick(random, ['250000.50', '260000.00', '300000.00']), area_sqm: pick(random, [75.5, 80, 90]) };
  const point = near === undefined ? {} : { latitude: near.lat + (random() - 0.5) * 0.01, longitude: near.lon + (random() - 0.5) * 0.01, country: near.country, ...(random() < 0.8 ? alike : {}) };
  const property = random() < 0.15 ? { property_id: '', property_match_method: '', property_confidence: 0 } : { property_id: propertyName(Math.floor(random() * PROPERTIES)), property_match_method: pick(random, METHODS), property_confidence: pick(random, CONFIDENCES) };
  return { ...row, ...point, ...property };
}

function subset<T>(random: Random, values: readonly T[]): T[] {
  return values.filter(() => random() < 0.5);
}

function location(random: Random): SearchLocation | undefined {
  const place = pick(random, PLACES);
  const roll = random();
  if (roll < 0.5) return undefined;
  if (roll < 0.65) return { kind: 'text', query: pick(random, [place.city, place.region, place.postal, place.city.toUpperCase()]) };
  if (roll < 0.8) return { kind: 'bbox', west: place.lon - 0.4, east: Math.min(180, place.lon + 0.4), south: place.lat - 0.4, north: place.lat + 0.4 };
  if (roll < 0.92) return { kind: 'radius', latitude: place.lat, longitude: place.lon, radius_meters: 1000 + random() * 40_000 };
  return { kind: 'polygon', coordinates: [[place.lon - 0.3, place.lat - 0.3], [place.lon + 0.3, place.lat - 0.3], [place.lon, place.lat + 0.3], [place.lon - 0.3, place.lat - 0.3]] };
}

function randomQuery(random: Random): ListingSearchQuery {
  const has = (p: number): boolean => random() < p;
  const where = location(random);
  return {
    platforms: has(0.7) ? PLATFORMS : subset(random, PLATFORMS),
    transaction: has(0.8) ? 'sale' : 'rent',
    statuses: has(0.6) ? STATUSES : subset(random, STATUSES),
    sort: pick(random, SORTS),
    limit: pick(random, [1, 3, 10, 20, 50]),
    ...(has(0.2) ? { country: pick(random, PLACES).country } : {}),
    ...(has(0.2) ? { property_types: subset(random, [...PROPERTY_TYPES, '']) } : {}),
    ...(has(0.3) ? { price: { ...(has(0.7) ? range(random, PRICES.map(Number)) : {}), ...(has(0.5) ? { currency: pick(random, CURRENCIES) } : {}) } } : {}),
    ...(has(0.2) ? { bedrooms: range(random, [0, 1, 2, 3, 4, 5]) } : {}),
    ...(has(0.2) ? { bathrooms: range(random, BATHROOMS) } : {}),
    ...(has(0.2) ? { area_sqm: range(random, AREAS) } : {}),
    ...(where ? { location: where } : {}),
    ...(has(0.25) ? { totalCap: pick(random, [1, 5, 37]) } : {}),
    // One row per home: a home's listings sit on several shards.
    ...(has(0.4) ? { collapse: 'property' as const } : {}),
  };
}

/** What was compared, so a run that compared nothing fails. */
type Counts = { pages: number; nonEmpty: number; positioned: number; lowerBound: number; groups: number; similar: number; changes: number; collapsed: number; collapsedPositioned: number; collapsedLowerBound: number };

/**
 * One run: STEPS random steps, each a change given to both sides (a new version, a removal, a
 * document in the bucket's bytes, an invalid document) or a read posted to the sharded side and
 * answered at once by the single one; the sharded answers are awaited only at the end.
 */
async function differential(shards: number, seed: number): Promise<Counts> {
  const random = seeded(seed);
  const single = createListingSearch();
  const search = sharded(shards);
  const counts: Counts = { pages: 0, nonEmpty: 0, positioned: 0, lowerBound: 0, groups: 0, similar: 0, changes: 0, collapsed: 0, collapsedPositioned: 0, collapsedLowerBound: 0 };
  const ids = Array.from({ length: LISTINGS }, (_, i) => `lst_${i.toString(36).padStart(3, '0')}`);
  const reads: PostedRead[] = [];
  let now = start;
  const pages = new PageWalk<ListingSearchQuery, SearchPosition>();
  const put = (id: string, values: ListingSearchValues) => {
    single.upsert(id, values);
    search.upsert(id, values);
  };
  // A start from a snapshot: a bulk load on both sides.
  single.beginBulk();
  search.beginBulk();
  for (const id of ids) if (random() < 0.8) put(id, listingSearchValues(randomRow(random, id, now)));
  single.endBulk();
  search.endBulk();

  for (let step = 0; step < STEPS; step++) {
    if (step % 60 === 59) now += 20 * 60_000;
    const roll = random();
    const id = pick(random, ids);
    if (roll < 0.3) {
      counts.changes++;
      const values = listingSearchValues(randomRow(random, id, now));
      if (random() < 0.5) {
        put(id, values);
      } else {
        // Through the bucket's bytes, decoded by the shard.
        const document = listingSearchDocument({ observed_at: new Date(now).toISOString(), event_id: `ev_${step}` }, values);
        single.upsert(id, listingSearchValuesOf(document) as ListingSearchValues);
        search.putEncoded(id, encoder.encode(JSON.stringify(document)));
      }
    } else if (roll < 0.36) {
      counts.changes++;
      single.remove(id);
      search.remove(id);
    } else if (roll < 0.38) {
      counts.changes++;
      // Not a search document: the record goes, as the feed treats it.
      single.remove(id);
      search.putEncoded(id, encoder.encode(random() < 0.5 ? '{"values":[1]}' : 'not json'));
    } else if (roll < 0.85) {
      // A page, or the next page of the last query that had one (its position from the single side).
      const query = pages.query(random, () => randomQuery(random));
      const expected = searchListingIds(single, query, now);
      reads.push({ context: `page ${JSON.stringify(query)}`, expected, actual: search.searchIds(query, now) });
      counts.pages++;
      if (expected.listing_ids.length > 0) counts.nonEmpty++;
      if (query.after !== undefined) counts.positioned++;
      if (expected.total_relation === 'lower_bound') counts.lowerBound++;
      if (query.collapse !== undefined && expected.listing_ids.length > 0) {
        counts.collapsed++;
        if (query.after !== undefined) counts.collapsedPositioned++;
        if (expected.total_relation === 'lower_bound') counts.collapsedLowerBound++;
      }
      pages.answered(query, expected.next);
    } else if (roll < 0.95) {
      const properties = Array.from({ length: 1 + Math.floor(random() * 12) }, () => (random() < 0.05 ? '' : propertyName(Math.floor(random() * (PROPERTIES + 3)))));
      // Half with each home's price spread, as a collapsed search asks.
      const options = random() < 0.5 ? { pricesOf: pick(random, ['sale', 'rent']) } : {};
      const expected = propertyGroupsOfPage(single, properties, now, options);
      reads.push({ context: `groups ${JSON.stringify(properties)}`, expected, actual: search.propertyGroups(properties, now, options) });
      counts.groups += expected.length;
    } else {
      const expected = similarListings(single, id, now);
      reads.push({ context: `similar ${id}`, expected, actual: search.similar(id, now) });
      counts.similar += expected.length;
    }
  }
  await expectSameAnswers(reads);
  expect(await search.settled()).toBe(single.size);
  return counts;
}

describe('the sharded listing search', () => {
  for (const [shards, seed] of [
    [1, 11],
    [2, 12],
    [3, 13],
  ] as const) {
    it(`answers as one projection with ${shards} shard(s), while changes arrive between and during reads`, async () => {
      const counts = await differential(shards, seed);
      // Every kind of read compared something, with answers that are not all empty.
      expectMoreThan(counts, { pages: 300, nonEmpty: 100, positioned: 20, lowerBound: 10, groups: 20, similar: 5, changes: 250, collapsed: 40, collapsedPositioned: 10, collapsedLowerBound: 5 });
    }, 60_000);
  }
});

describe('publication: a read sees exactly the changes given before it', () => {
  const query: ListingSearchQuery = { platforms: ['zillow'], transaction: 'sale', statuses: ['active'], sort: 'price_asc', limit: 50 };
  const values = (price: number): ListingSearchValues => ({
    platform: 'zillow', country: 'US', city: 'Austin', region: 'TX', postal_code: '78701', transaction: 'sale', status: 'active', property_type: 'house', currency: 'USD',
    price_amount: price, price_per_sqm: null, area_sqm: 100, bedrooms: 2, bathrooms: 1, year_built: 2000, point: { latitude: 30.27, longitude: -97.74 },
    observed_at: start - HOUR, source_updated_at: start - HOUR, property_id: 'prop_one', property_match_method: 'address', property_confidence: 0.9, agent_id: '', agency_id: '',
  });

  it('answers each search with the prefix of the feed posted before it, across 3 shards', async () => {
    const search = sharded(3);
    const answers: Array<Promise<{ total: number; ids: string[] }>> = [];
    const expected: Array<{ total: number; ids: string[] }> = [];
    const held = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 120; i++) {
      const id = `lst_${i}`;
      // Mostly additions, some removals of what is held: the count goes up and down.
      if (held.size > 0 && random() < 0.25) {
        const gone = [...held][Math.floor(random() * held.size)] as string;
        held.delete(gone);
        search.remove(gone);
      } else {
        held.add(id);
        search.upsert(id, values(1000 + i));
      }
      // Every read is posted at once, none awaited: later changes are already queued behind it.
      if (i % 3 === 0) search.similar('lst_0', start).catch(() => undefined);
      answers.push(search.searchIds(query, start).then((page) => ({ total: page.total, ids: page.listing_ids })));
      const sorted = [...held].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
      expected.push({ total: held.size, ids: sorted.slice(0, 50) });
    }
    expect(await Promise.all(answers)).toEqual(expected);
    // The groups of one property across every shard, after every change.
    const groups = await search.propertyGroups(['prop_one'], start);
    expect(groups.map((group) => group.listing_ids.length)).toEqual([held.size]);
  });

  it('refuses a bad query as the projection does, and keeps answering', async () => {
    const search = sharded(2);
    await expect(search.searchIds({ ...query, limit: 0 }, start)).rejects.toThrow(RangeError);
    search.upsert('lst_a', values(1));
    expect((await search.searchIds(query, start)).listing_ids).toEqual(['lst_a']);
  });

  it('fails reads once closed instead of leaving them waiting', async () => {
    const search = new ShardedListingSearch({ shards: 2 });
    search.upsert('lst_a', values(1));
    expect(search.failure).toBeUndefined();
    await search.close();
    await expect(search.searchIds(query, start)).rejects.toThrow(/closed/);
    expect(search.failure?.message).toMatch(/closed/);
  });
});

describe('packed values', () => {
  it('give back each record as it was: nulls, NaN, the infinities, points, strings', () => {
    const random = seeded(5);
    const records = Array.from({ length: 200 }, (_, i) => listingSearchValues(randomRow(random, `lst_${i}`, start)));
    records.push({ ...(records[0] as ListingSearchValues), price_amount: Number.NaN, area_sqm: Number.POSITIVE_INFINITY, bedrooms: null, point: null, city: '' });
    records.push({ platform: 'zillow' });
    const packer = new ValuesPacker(listingSearchFields);
    for (const record of records) packer.add(record);
    const unpacker = new ValuesUnpacker(listingSearchFields, packer.take());
    const asNull = (record: ListingSearchValues) => Object.fromEntries(Object.keys(listingSearchFields.fields).map((field) => [field, record[field as keyof ListingSearchValues] ?? null]));
    for (const record of records) expect(unpacker.next()).toEqual(asNull(record));
  });
});
