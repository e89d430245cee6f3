import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type ListingInsertRow, type Store } from '@estate/store';
import { propertyGroupsOfSql } from '@estate/testkit';
import { createListingSearch, listingSearchValues, propertyGroupsOfPage, type ListingSearchProjection } from '../src/index.js';
import { HOUR, largeTests, listingRow, openSharedStore, pick, PLATFORMS, seeded, type Random } from './listing-rows.js';

/**
 * The projection's property groups against the SQL oracle's (propertyGroupsOfSql) over the same
 * rows in a real ClickHouse: many random sets of property ids (with '', unknown ids and repeats),
 * over properties of several listings each with different methods and confidences (ties among them),
 * older versions in other properties, expired listings; then newer versions move a share of the
 * listings to other properties (or to none), and it is done again.
 */

const LISTINGS = 900;
const PROPERTIES = 240;
/** Each set is a ClickHouse query: sized for CI, ESTATE_LARGE_TESTS=1 compares the 100 a round it had before. */
const SETS_PER_ROUND = largeTests ? 100 : 30;
/** Generous: the time goes to ClickHouse on a shared 2-core machine; a hung round still fails in 2 minutes. */
const ROUND_TIMEOUT_MS = largeTests ? 300_000 : 120_000;
const METHODS = ['address', 'geo_area_rooms', 'manual'];
// Ties, and values a float32 does not hold exactly.
const CONFIDENCES = [0.5, 0.73, 0.8, 0.8, 0.9, 0.95, 0.123456789, 1];
const now = Date.now();
const random = seeded(20_261_125);

let store: Store;
let projection: ListingSearchProjection;
type Compared = { sets: number; groups: number; tied: number };

const propertyName = (n: number): string => `prop_${n.toString().padStart(4, '0')}`;

/** A row of the listing in a random property (or none), with a random match. */
function inProperty(rand: Random, row: ListingInsertRow): ListingInsertRow {
  if (rand() < 0.1) return { ...row, property_id: '', property_match_method: '', property_confidence: 0 };
  return { ...row, property_id: propertyName(Math.floor(rand() * PROPERTIES)), property_match_method: pick(rand, METHODS), property_confidence: pick(rand, CONFIDENCES) };
}

function rows(): ListingInsertRow[] {
  const out: ListingInsertRow[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    const id = `lst_${i.toString(36).padStart(4, '0')}`;
    const platform = pick(random, PLATFORMS);
    // Observed 1–22 h ago, or (expired) 25–30 h ago, on whole seconds.
    const hoursAgo = random() < 0.1 ? 25 + random() * 5 : 1 + random() * 21;
    const latest = inProperty(random, listingRow(random, id, platform, Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, now, 'latest'));
    if (random() < 0.3) out.push(inProperty(random, listingRow(random, id, platform, Date.parse(latest.observed_at) - HOUR, now, 'older')));
    out.push(latest);
  }
  return out.sort((a, b) => Date.parse(a.observed_at) - Date.parse(b.observed_at));
}

async function insert(batch: ListingInsertRow[]): Promise<void> {
  await store.insertRows('listings', batch);
  for (const row of batch) projection.upsert(row.listing_id, listingSearchValues(row));
}

beforeAll(async () => {
  store = await openSharedStore('estate_search_groups');
  await migrate(store);
  // Expired rows stay stored, as they may in production until a TTL merge drops them.
  await store.command({ query: 'SYSTEM STOP TTL MERGES listings' });
  projection = createListingSearch();
  const all = rows();
  const half = Math.ceil(all.length / 2);
  await insert(all.slice(0, half));
  await insert(all.slice(half));
});

afterAll(async () => {
  await store?.close();
});

function randomSet(): string[] {
  const count = 1 + Math.floor(random() * 25);
  return Array.from({ length: count }, () => {
    const roll = random();
    if (roll < 0.05) return '';
    if (roll < 0.1) return 'prop_unknown';
    return propertyName(Math.floor(random() * PROPERTIES));
  });
}

async function compare(ids: string[], compared: Compared): Promise<void> {
  const sql = await propertyGroupsOfSql(store, ids);
  const mine = propertyGroupsOfPage(projection, ids, Date.now());
  expect(mine, JSON.stringify(ids)).toEqual(sql);
  compared.sets++;
  compared.groups += sql.length;
  for (const group of sql) if (new Set(group.listing_ids.map((id) => projection.valueOf(id, 'property_confidence'))).size < group.listing_ids.length) compared.tied++;
}

/** One round of random sets compared; it must have met many groups, ties among them (each round on its own, so one failing does not fail the next). */
async function round(): Promise<void> {
  const compared: Compared = { sets: 0, groups: 0, tied: 0 };
  const sets = Array.from({ length: SETS_PER_ROUND }, randomSet);
  for (let start = 0; start < sets.length; start += 2) await Promise.all(sets.slice(start, start + 2).map((ids) => compare(ids, compared)));
  process.stdout.write(`property groups round: ${JSON.stringify(compared)}\n`);
  expect(compared.sets).toBe(SETS_PER_ROUND);
  expect(compared.groups).toBeGreaterThan(6 * SETS_PER_ROUND);
  expect(compared.tied).toBeGreaterThan(3 * SETS_PER_ROUND);
}

describe('the projection groups properties as the store', () => {
  it('over the first versions, with older versions elsewhere and expired listings', async () => {
    await round();
  }, ROUND_TIMEOUT_MS);

  it('after newer versions move a share of the listings to other properties', async () => {
    const moved = [...Array(LISTINGS).keys()]
      .filter(() => random() < 0.25)
      .map((i) => {
        const id = `lst_${i.toString(36).padStart(4, '0')}`;
        return inProperty(random, listingRow(random, id, pick(random, PLATFORMS), Math.floor((now - random() * 0.5 * HOUR) / 1000) * 1000, now, 'newer'));
      });
    expect(moved.length).toBeGreaterThan(150);
    await insert(moved);
    await round();
  }, ROUND_TIMEOUT_MS);
});
