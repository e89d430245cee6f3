import { describe, expect, it } from 'vitest';
import {
  availableNightsOf,
  createStaySearch,
  isoDateOfEpochDay,
  searchStayIds,
  ShardedStaySearch,
  stayNightsDocument,
  stayNightsOf,
  staySearchDocument,
  stayOwnValuesOf,
  type AvailableNights,
  type SearchLocation,
  type Position,
  type SearchResult,
  type StayOwnSearchValues,
  type StaySearchQuery,
  type StaySort,
} from '../src/index.js';
import { HOUR, pick, PLACES, seeded, type Random } from './listing-rows.js';
import { expectMoreThan, expectSameAnswers, PageWalk, randomRange as range, shardedSearches, type PostedRead } from './shard-runs.js';

/**
 * The sharded stay search against one projection joined from the same two buckets' changes (a
 * stay's own fields, its nights): every page (ids and order, totals and their relation,
 * positions) must equal the single projection's at the point of the change stream where it was
 * asked. Changes to both buckets and searches are posted interleaved without awaiting, so each
 * search must see exactly the changes before it, and a stay's nights must find its own fields on
 * whichever shard holds the stay.
 *
 * Sized for CI on a busy 2-core machine: a few hundred stays, a few hundred searches per shard count.
 */

const STAYS = 240;
const STEPS = 800;
const SORTS: StaySort[] = ['price_asc', 'price_desc', 'rating_desc', 'reviews_desc', 'distance_asc'];
const PLATFORMS = ['insideairbnb', 'vrbo', 'booking'];
const ROOM_TYPES = ['entire_home', 'private_room', 'shared_room'];
const CURRENCIES = ['EUR', 'USD'];
// Few distinct values, so every sort meets ties.
const PRICES = [45, 60, 60, 89.99, 120, 250.5];
const RATINGS = [3.5, 4, 4.5, 4.5, 5];
const start = Date.parse('2026-11-24T08:00:00Z');
const DAY = 86_400_000;
const encoder = new TextEncoder();
const sharded = shardedSearches((shards) => new ShardedStaySearch({ shards }));

/**
 * The reference: one projection and the join as the gateway held it in its main thread before
 * the shards (a stay searchable once its own fields arrive, its nights joined whichever comes first).
 */
class SingleJoin {
  readonly projection = createStaySearch();
  readonly own = new Map<string, StayOwnSearchValues>();
  readonly nights = new Map<string, AvailableNights>();

  putOwn(id: string, values: StayOwnSearchValues): void {
    this.own.set(id, values);
    this.#join(id);
  }
  removeOwn(id: string): void {
    this.own.delete(id);
    this.projection.remove(id);
  }
  putNights(id: string, nights: AvailableNights | null): void {
    if (nights) this.nights.set(id, nights);
    else this.nights.delete(id);
    this.#join(id);
  }
  removeNights(id: string): void {
    this.nights.delete(id);
    this.#join(id);
  }
  #join(id: string): void {
    const own = this.own.get(id);
    if (own !== undefined) this.projection.upsert(id, { ...own, nights: this.nights.get(id) ?? null });
  }
}

const maybe = <T>(random: Random, p: number, value: T): T | null => (random() < p ? value : null);

/** A stay's own fields: some observed near the end of the live window, so they expire as time advances. */
function randomOwn(random: Random, now: number): StayOwnSearchValues {
  const place = pick(random, PLACES);
  const hoursAgo = random() < 0.1 ? 23.5 + random() * 2 : 1 + random() * 20;
  const near = random() < 0.85;
  return {
    platform: pick(random, PLATFORMS),
    country: place.country,
    city: place.city,
    region: place.region,
    postal_code: place.postal,
    room_type: pick(random, ROOM_TYPES),
    accommodates: 1 + Math.floor(random() * 8),
    bedrooms: maybe(random, 0.9, Math.floor(random() * 5)),
    currency: pick(random, CURRENCIES),
    price_per_night: maybe(random, 0.9, pick(random, PRICES)),
    rating: maybe(random, 0.8, pick(random, RATINGS)),
    review_count: Math.floor(random() * 4) * 10,
    minimum_nights: 1 + Math.floor(random() * 3),
    maximum_nights: pick(random, [3, 7, 30]),
    point: near ? { latitude: place.lat + (random() - 0.5) * 0.2, longitude: Math.min(180, place.lon + (random() - 0.5) * 0.2) } : null,
    observed_at: Math.floor((now - hoursAgo * HOUR) / 1000) * 1000,
  };
}

/** A calendar of 40 days from about today, three nights in four available. */
function randomNights(random: Random, today: number): AvailableNights {
  const first = today - 2 + Math.floor(random() * 5);
  const dates = Array.from({ length: 40 }, (_, i) => ({ date: isoDateOfEpochDay(first + i), available: random() < 0.75 }));
  return availableNightsOf(dates) as AvailableNights;
}

function location(random: Random, place: (typeof PLACES)[number]): SearchLocation | undefined {
  const roll = random();
  if (roll < 0.5) return { kind: 'radius', latitude: place.lat, longitude: place.lon, radius_meters: 1000 + random() * 20_000 };
  if (roll < 0.75) return { kind: 'bbox', west: place.lon - 0.1, east: Math.min(180, place.lon + 0.1), south: place.lat - 0.1, north: place.lat + 0.1 };
  if (roll < 0.9) return { kind: 'text', query: pick(random, [place.city, place.region, place.city.toUpperCase()]) };
  return undefined;
}

function randomQuery(random: Random, today: number): StaySearchQuery {
  const has = (p: number): boolean => random() < p;
  const sort = pick(random, SORTS);
  const place = pick(random, PLACES);
  const where = sort === 'distance_asc' || has(0.4) ? location(random, place) : undefined;
  return {
    platforms: has(0.7) ? PLATFORMS : PLATFORMS.filter(() => random() < 0.6),
    sort,
    limit: pick(random, [1, 3, 10, 20]),
    ...(sort === 'distance_asc' ? { origin: { latitude: place.lat, longitude: place.lon } } : {}),
    ...(where ? { location: where } : {}),
    ...(has(0.4) ? { stay: { from: today + Math.floor(random() * 10), nights: 1 + Math.floor(random() * 4) } } : {}),
    ...(has(0.2) ? { country: place.country } : {}),
    ...(has(0.2) ? { guests: 1 + Math.floor(random() * 6) } : {}),
    ...(has(0.2) ? { room_types: ROOM_TYPES.filter(() => random() < 0.5) } : {}),
    ...(has(0.25) ? { price_per_night: { ...range(random, PRICES), ...(has(0.5) ? { currency: pick(random, CURRENCIES) } : {}) } } : {}),
    ...(has(0.15) ? { bedrooms: range(random, [0, 1, 2, 3, 4]) } : {}),
    ...(has(0.15) ? { rating: range(random, RATINGS) } : {}),
    ...(has(0.25) ? { totalCap: pick(random, [1, 5, 23]) } : {}),
  };
}

/** What was compared, so a run that compared nothing fails. */
type Counts = { pages: number; nonEmpty: number; positioned: number; lowerBound: number; dated: number; datedNonEmpty: number; distance: number; changes: number };

/** One run: STEPS random steps, each a change to one of the two buckets given to both sides or a search. */
async function differential(shards: number, seed: number): Promise<Counts> {
  const random = seeded(seed);
  const single = new SingleJoin();
  const search = sharded(shards);
  const counts: Counts = { pages: 0, nonEmpty: 0, positioned: 0, lowerBound: 0, dated: 0, datedNonEmpty: 0, distance: 0, changes: 0 };
  const ids = Array.from({ length: STAYS }, (_, i) => `sty_${i.toString(36).padStart(3, '0')}`);
  const reads: Array<PostedRead<SearchResult>> = [];
  let now = start;
  const today = () => Math.floor(now / DAY);
  const pages = new PageWalk<StaySearchQuery, Position>();
  const version = (step: number) => ({ observed_at: new Date(now).toISOString(), event_id: `ev_${step}` });

  // A start: nights before own fields for some stays, after for others, in bulk.
  search.beginBulk();
  single.projection.beginBulk();
  for (const id of ids) {
    if (random() < 0.4) {
      const nights = randomNights(random, today());
      single.putNights(id, nights);
      search.calendars.upsert(id, { nights });
    }
    if (random() < 0.8) {
      const own = randomOwn(random, now);
      single.putOwn(id, own);
      search.stays.upsert(id, own);
    }
  }
  single.projection.endBulk();
  search.endBulk();

  for (let step = 0; step < STEPS; step++) {
    if (step % 60 === 59) now += 40 * 60_000;
    const roll = random();
    const id = pick(random, ids);
    if (roll < 0.18) {
      counts.changes++;
      const own = randomOwn(random, now);
      if (random() < 0.5) {
        single.putOwn(id, own);
        search.stays.upsert(id, own);
      } else {
        // Through the bucket's bytes, decoded by the shard.
        const document = staySearchDocument(version(step), own);
        single.putOwn(id, stayOwnValuesOf(document) as StayOwnSearchValues);
        search.stays.putEncoded(id, encoder.encode(JSON.stringify(document)));
      }
    } else if (roll < 0.34) {
      counts.changes++;
      const nights = randomNights(random, today());
      if (random() < 0.5) {
        single.putNights(id, nights);
        search.calendars.upsert(id, { nights });
      } else {
        const document = stayNightsDocument(version(step), nights);
        single.putNights(id, stayNightsOf(JSON.parse(JSON.stringify(document))) as AvailableNights);
        search.calendars.putEncoded(id, encoder.encode(JSON.stringify(document)));
      }
    } else if (roll < 0.38) {
      counts.changes++;
      single.removeOwn(id);
      search.stays.remove(id);
    } else if (roll < 0.42) {
      counts.changes++;
      if (random() < 0.5) {
        single.removeNights(id);
        search.calendars.remove(id);
      } else {
        // A calendar without dates: the stay's nights are unknown again.
        single.putNights(id, null);
        search.calendars.upsert(id, { nights: null });
      }
    } else if (roll < 0.44) {
      counts.changes++;
      // Not a search document of its bucket: what it held goes, as the feed treats it.
      const bytes = encoder.encode(random() < 0.5 ? '{"values":[1]}' : 'not json');
      if (random() < 0.5) {
        single.removeOwn(id);
        search.stays.putEncoded(id, bytes);
      } else {
        single.removeNights(id);
        search.calendars.putEncoded(id, bytes);
      }
    } else {
      // A page, or the next page of the last query that had one.
      const query = pages.query(random, () => randomQuery(random, today()));
      const expected = searchStayIds(single.projection, query, now);
      reads.push({ context: `page ${JSON.stringify(query)}`, expected, actual: search.searchStayIds(query, now) });
      counts.pages++;
      if (expected.ids.length > 0) counts.nonEmpty++;
      if (query.after !== undefined) counts.positioned++;
      if (expected.totalRelation === 'lower_bound') counts.lowerBound++;
      if (query.stay !== undefined) counts.dated++;
      if (query.stay !== undefined && expected.ids.length > 0) counts.datedNonEmpty++;
      if (query.sort === 'distance_asc' && expected.ids.length > 1) counts.distance++;
      pages.answered(query, expected.nextPosition);
    }
  }
  await expectSameAnswers(reads);
  expect(await search.settled()).toBe(single.projection.size);
  return counts;
}

describe('the sharded stay search', () => {
  for (const [shards, seed] of [
    [1, 21],
    [2, 22],
    [3, 23],
  ] as const) {
    it(`answers as one joined projection with ${shards} shard(s), while both buckets change between and during searches`, async () => {
      const counts = await differential(shards, seed);
      // Every kind of search compared something, with answers that are not all empty.
      expectMoreThan(counts, { changes: 250, pages: 350, nonEmpty: 120, positioned: 20, lowerBound: 10, dated: 100, datedNonEmpty: 20, distance: 20 });
    });
  }

  it('rejects a bad query and keeps answering; reads after close reject', async () => {
    const search = new ShardedStaySearch({ shards: 2 });
    const own = randomOwn(seeded(5), start);
    search.stays.upsert('s1', { ...own, observed_at: start });
    await expect(search.searchStayIds({ platforms: [own.platform as string], sort: 'price_asc', limit: 0 }, start)).rejects.toThrow(RangeError);
    expect((await search.searchStayIds({ platforms: [own.platform as string], sort: 'price_asc', limit: 5 }, start)).ids).toEqual(['s1']);
    await search.close();
    await expect(search.searchStayIds({ platforms: [own.platform as string], sort: 'price_asc', limit: 5 }, start)).rejects.toThrow();
    expect(search.failure).toBeDefined();
  });
});
