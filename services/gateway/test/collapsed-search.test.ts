// One home, every portal, through the gateway on real buckets: `collapse: "property"` pages
// homes (each its most recent matching listing, counted once, with every portal's listing and
// the price spread in meta.property_groups) exactly as a plain oracle over the listings put in
// the buckets says, over a search sharded in two worker threads; without `collapse` a search
// answers per listing as before; similar listings never offer the same home on the other portal;
// getProperty and getPropertyListings show both portals' listings of a home.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { listingSearchFields, searchDocumentValues, type ListingSearchValues } from '@estate/search';
import { migrate } from '@estate/store';
import { listingRow, seeded } from '@estate/store/testing';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayService, type GatewayService } from '../src/service.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { announceCollectors } from './harness.js';

const PLATFORMS = ['rightmove', 'zoopla'] as const;
const LISTINGS = 140;
const HOMES = 45;
const now = Date.now();
const observedAt = new Date(now - 60_000).toISOString();
const HOUR = 3_600_000;

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let dir: string;
let listings: KV;
let search: KV;
let gateway: GatewayService;

const random = seeded(30);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** What the test knows of each listing it put: the oracle's input. */
interface Put {
  id: string;
  values: ListingSearchValues;
}
const held = new Map<string, Put>();

const idOf = (n: number) => `lst_${n.toString().padStart(20, '0')}`;

/** A random listing's search fields: few prices and dates, so sorts and representatives tie. */
function randomValues(property = random() < 0.2 ? '' : `prp_home${Math.floor(random() * HOMES).toString().padStart(3, '0')}`): ListingSearchValues {
  return {
    platform: pick(PLATFORMS), country: 'GB', city: pick(['Leeds', 'York']), region: 'West Yorkshire', postal_code: 'LS1 1AA', transaction: random() < 0.85 ? 'sale' : 'rent', status: random() < 0.85 ? 'active' : 'sold', currency: 'GBP',
    property_type: 'house', price_amount: random() < 0.1 ? null : pick([250_000, 262_500, 300_000, 300_000, 410_000]), price_per_sqm: null, area_sqm: random() < 0.2 ? null : pick([70, 85, 120]),
    bedrooms: 1 + Math.floor(random() * 3), bathrooms: 1, year_built: null, point: { latitude: 53.8 + random() * 0.01, longitude: -1.55 + random() * 0.01 },
    observed_at: Date.parse(observedAt), source_updated_at: random() < 0.25 ? null : now - Math.floor(random() * 6) * HOUR,
    property_id: property, property_match_method: property === '' ? '' : 'postcode_rooms', property_confidence: property === '' ? 0 : pick([0.75, 0.85, 0.97]), agent_id: '', agency_id: '',
  };
}

/** A listing as the projector writes it to both buckets. */
async function putListing(n: number, values = randomValues()): Promise<Put> {
  const id = idOf(n);
  const platform = values.platform as string;
  const property = values.property_id as string;
  const listing = { ...SAMPLE_LISTING, id, native_id: String(n), transaction: values.transaction, status: values.status, observed_at: observedAt, source: { ...SAMPLE_LISTING.source, platform, provider: `collector-${platform}/replay`, observed_at: observedAt }, property: { id: property } };
  await putJson(listings, id, { listing, observed_at: observedAt, event_id: `evt_${n}` });
  await putJson(search, id, { observed_at: observedAt, event_id: `evt_${n}`, values: searchDocumentValues(listingSearchFields, values) });
  const put = { id, values };
  held.set(id, put);
  return put;
}

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  await migrate(clickhouse.store);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  dir = await mkdtemp(join(tmpdir(), 'estate-gateway-homes-'));
  listings = await openBucket(bus, BUCKETS.listings);
  search = await openBucket(bus, BUCKETS.listingSearch);
  const operations = ['searchListings', 'searchPlatformListings', 'getListing', 'getSimilarListings', 'getProperty', 'getPropertyListings'];
  await announceCollectors(bus, PLATFORMS, operations, new Date(now + 600_000).toISOString());
  for (let n = 0; n < LISTINGS; n++) await putListing(n);
  const logger = createLogger({ name: 'gateway-homes', level: 'silent' });
  gateway = await startGatewayService({ bus, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, 'key'), searchShards: 2 } });
  await gateway.ready;
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Group = { property_id: string; listing_ids: string[]; platforms?: string[]; price_spread?: { currency: string; min: number; max: number } };
type Page = { data: Array<{ id: string }>; meta: { pagination: { total: number; total_relation: string; has_more: boolean; next_cursor?: string }; property_groups: Group[] } };

async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${gateway.address}${path}`, {
    method,
    headers: { 'x-api-key': gateway.devKey?.key as string, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: await response.json() };
}

async function post(body: object): Promise<Page> {
  const answer = await call('POST', '/v1/listings/search', body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as Page;
}

type Search = { sort: 'newest' | 'price_asc' | 'price_desc' | 'area_desc'; limit: number; transaction?: 'sale' | 'rent'; status?: string[]; price?: { min?: number; max?: number }; platforms?: string[] };
const SORT_FIELDS = { newest: ['source_updated_at', -1], price_asc: ['price_amount', 1], price_desc: ['price_amount', -1], area_desc: ['area_sqm', -1] } as const;

/** The listing's key in a sort (missing last either way, ties by id in the sort's direction): negative when `a` comes first. */
function sortOrder(sort: Search['sort']): (a: Put, b: Put) => number {
  const [field, sign] = SORT_FIELDS[sort];
  return (a, b) => {
    const ka = a.values[field] ?? null;
    const kb = b.values[field] ?? null;
    if (ka !== kb) {
      if (ka === null || kb === null) return ka === null ? 1 : -1;
      return (ka < kb ? -1 : 1) * sign;
    }
    return a.id === b.id ? 0 : (a.id < b.id ? -1 : 1) * sign;
  };
}

/** The homes a collapsed search must show, in order: the matching listings, each home once as its most recent (the newest sort's first). */
function expectedHomes(body: Search): Put[] {
  const transaction = body.transaction ?? 'sale';
  const statuses = body.status ?? ['active'];
  const platforms = body.platforms ?? PLATFORMS;
  const matches = [...held.values()].filter(({ values: v }) => {
    const price = v.price_amount ?? null;
    if (body.price?.min !== undefined && (price === null || price < body.price.min)) return false;
    if (body.price?.max !== undefined && (price === null || price > body.price.max)) return false;
    return v.transaction === transaction && statuses.includes(v.status as string) && platforms.includes(v.platform as (typeof PLATFORMS)[number]);
  });
  const newest = sortOrder('newest');
  const home = new Map<string, Put>();
  for (const put of matches) {
    const property = put.values.property_id ?? '';
    const key = property === '' ? put.id : property;
    const shown = home.get(key);
    if (shown === undefined || newest(put, shown) < 0) home.set(key, put);
  }
  return [...home.values()].sort(sortOrder(body.sort));
}

/** A home's group as meta.property_groups must show it: every live listing of it, its platforms, its price spread in the search's transaction. */
function expectedGroup(property: string, transaction: string): Group | undefined {
  const members = [...held.values()].filter((put) => put.values.property_id === property);
  if (property === '' || members.length < 2) return undefined;
  const prices = members.filter((put) => put.values.transaction === transaction && put.values.price_amount !== null).map((put) => put.values.price_amount as number);
  return {
    property_id: property,
    listing_ids: members.map((put) => put.id).sort(),
    platforms: [...new Set(members.map((put) => put.values.platform as string))].sort(),
    ...(prices.length > 0 ? { price_spread: { currency: 'GBP', min: Math.min(...prices), max: Math.max(...prices) } } : {}),
  };
}

const SEARCHES: Search[] = [
  { sort: 'newest', limit: 7 },
  { sort: 'price_asc', limit: 10 },
  { sort: 'price_desc', limit: 4, status: ['active', 'sold'] },
  { sort: 'area_desc', limit: 9 },
  { sort: 'price_asc', limit: 5, price: { min: 260_000, max: 350_000 } },
  { sort: 'newest', limit: 6, transaction: 'rent', status: ['active', 'sold'] },
  { sort: 'price_desc', limit: 8, platforms: ['zoopla'] },
];

describe('collapse: "property" over HTTP', () => {
  it('pages homes, each its most recent matching listing, counted once, with every portal of it in the groups', async () => {
    let pages = 0;
    let crossPortal = 0;
    for (const body of SEARCHES) {
      const homes = expectedHomes(body);
      const transaction = body.transaction ?? 'sale';
      const shown: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await post({ ...body, collapse: 'property', ...(cursor ? { cursor } : {}) });
        const context = `${JSON.stringify(body)} page ${pages}`;
        expect(page.meta.pagination.total, context).toBe(homes.length);
        expect(page.meta.pagination.total_relation, context).toBe('exact');
        const ids = page.data.map((listing) => listing.id);
        shown.push(...ids);
        const properties = [...new Set(ids.map((id) => held.get(id)?.values.property_id ?? ''))].filter((p) => p !== '').sort();
        const groups = properties.map((p) => expectedGroup(p, transaction)).filter((g) => g !== undefined);
        expect(page.meta.property_groups.map(({ property_id, listing_ids, platforms, price_spread }) => ({ property_id, listing_ids, platforms, ...(price_spread ? { price_spread } : {}) })), context).toEqual(groups);
        crossPortal += groups.filter((g) => (g.platforms?.length ?? 0) > 1).length;
        cursor = page.meta.pagination.next_cursor;
        pages++;
      } while (cursor !== undefined && pages < 200);
      expect(shown, JSON.stringify(body)).toEqual(homes.map((put) => put.id));
    }
    expect(pages).toBeGreaterThan(20);
    expect(crossPortal).toBeGreaterThan(10);
  }, 60_000);

  it('answers per listing without collapse, as before: every matching listing, groups without the new fields', async () => {
    const page = await post({ sort: 'newest', limit: 100 });
    const active = [...held.values()].filter((put) => put.values.transaction === 'sale' && put.values.status === 'active');
    expect(page.meta.pagination.total).toBe(active.length);
    expect(active.length).toBeGreaterThan(expectedHomes({ sort: 'newest', limit: 100 }).length);
    for (const group of page.meta.property_groups) expect(Object.keys(group).sort()).toEqual(['confidence', 'listing_ids', 'match_method', 'property_id', 'status']);
  });

  it('collapses a platform search too: one row per home among that portal\'s listings', async () => {
    const answer = await call('POST', '/v1/zoopla/listings/search', { sort: 'price_desc', limit: 100, collapse: 'property' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const homes = expectedHomes({ sort: 'price_desc', limit: 100, platforms: ['zoopla'] });
    expect((answer.json as Page).data.map((listing) => listing.id)).toEqual(homes.map((put) => put.id));
    expect((answer.json as Page).meta.pagination.total).toBe(homes.length);
  });

  it('refuses an unknown collapse, and a cursor of the other mode, with the error envelope', async () => {
    const bad = await call('POST', '/v1/listings/search', { collapse: 'building' });
    expect(bad.status).toBe(400);
    expect((bad.json as { error: { code: string } }).error.code).toBe('invalid_request');
    const first = await post({ sort: 'newest', limit: 2, collapse: 'property' });
    const crossed = await call('POST', '/v1/listings/search', { sort: 'newest', limit: 2, cursor: first.meta.pagination.next_cursor });
    expect(crossed.status).toBe(400);
  });

  it('offers no listing of the same home on another portal as similar', async () => {
    // One home on both portals, and a neighbour like it in every way but its home.
    const like = { ...randomValues('prp_similar'), transaction: 'sale', status: 'active', price_amount: 300_000, area_sqm: 85 };
    const a = await putListing(LISTINGS, { ...like, platform: 'rightmove' });
    const b = await putListing(LISTINGS + 1, { ...like, platform: 'zoopla' });
    const neighbour = await putListing(LISTINGS + 2, { ...like, platform: 'zoopla', property_id: '', property_match_method: '', property_confidence: 0 });
    let ids: string[] = [];
    for (let attempt = 0; attempt < 100 && !ids.includes(neighbour.id); attempt++) {
      const answer = await call('GET', `/v1/listings/${a.id}/similar?limit=100`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      ids = (answer.json as Page).data.map((listing) => listing.id);
      if (!ids.includes(neighbour.id)) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ids).toContain(neighbour.id);
    expect(ids).not.toContain(b.id);
  });

  it('shows every portal\'s listing of a home in getProperty and getPropertyListings', async () => {
    const property = 'prp_00000000000000000042';
    const rows = PLATFORMS.map((platform, i) => {
      const id = `lst_prop${i}`;
      const document = { ...SAMPLE_LISTING, id, native_id: `p${i}`, observed_at: observedAt, source: { ...SAMPLE_LISTING.source, platform, provider: `collector-${platform}/replay`, observed_at: observedAt }, property: { id: property } };
      return listingRow({ listing_id: id, platform, country: 'GB', city: 'Leeds', postal_code: 'LS6 2AB', observed_at: observedAt, event_id: `evt_prop${i}`, property_id: property, property_match_method: 'postcode_rooms', property_confidence: 0.85, document: JSON.stringify(document) });
    });
    await clickhouse.store.insertRows('listings', rows);
    const one = await call('GET', `/v1/properties/${property}`);
    expect(one.status, JSON.stringify(one.json)).toBe(200);
    expect((one.json as { meta: { property_groups: Group[] } }).meta.property_groups[0]?.listing_ids).toEqual(['lst_prop0', 'lst_prop1']);
    const all = await call('GET', `/v1/properties/${property}/listings`);
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    const served = (all.json as { data: Array<{ id: string; source: { platform: string } }> }).data;
    expect(served.map((listing) => [listing.id, listing.source.platform])).toEqual([
      ['lst_prop0', 'rightmove'],
      ['lst_prop1', 'zoopla'],
    ]);
  });
});
