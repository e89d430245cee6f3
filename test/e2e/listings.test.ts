// The listing slice end to end: one collector process per listing portal publishes generated
// sample data, the embedded process projects it and serves /v1, and every assertion goes through
// HTTP.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BUCKETS, getJson, openBucket, Publisher } from '@estate/bus';
import type { Schemas } from '@estate/client';
import type { HistoryItemBody, ListingBody, MediaItemBody } from '@estate/contract';
import { createEvent } from '@estate/events';
import { listingId } from '@estate/normalize';
import { generate } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STATUSES, answered, clientFor, searchAllListings } from './support/api.js';
import { amount, checkOrder, distanceMeters, inRange, insidePolygon, livingArea, type Range } from './support/listing-oracle.js';
import { startStack, STACK_PLATFORMS, type Stack } from './support/stack.js';
import { builtEntry } from './support/built.js';
import { largeTests } from './support/large-tests.js';

const execFileAsync = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The portals the stack collects by default: every listing portal, sorted as the answers sort them. */
const PLATFORMS = [...STACK_PLATFORMS].sort();
const SAMPLE_SEED = 11;
/** ESTATE_LARGE_TESTS=1: 1 200 listings; by default 600 (47 cross-platform properties, every filter case finds listings). */
const SAMPLE_SIZE = largeTests ? 1200 : 600;
/**
 * Between collection runs: the history test waits for a listing's second observation. Not
 * shorter: every portal's collector re-running back to back would hold the projector up on a busy machine.
 */
const COLLECT_INTERVAL_MS = 20_000;

let stack: Stack;
let key: string;
/** The typed client (packages/client) with the development key. */
let api: ReturnType<typeof clientFor>;
/** Every live listing of every status, read once through the API. */
let everything: ListingBody[];

beforeAll(async () => {
  stack = await startStack({ sampleSeed: SAMPLE_SEED, sampleSize: SAMPLE_SIZE, collectIntervalMs: COLLECT_INTERVAL_MS });
  key = stack.devKey;
  api = clientFor(stack.url, key);
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  // Wait until every platform has completed a run and its listings are searchable.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body: { status: ALL_STATUSES, limit: 1 } }));
    const ready = answer.status === 200 && answer.body.meta.sources.length === PLATFORMS.length && answer.body.meta.sources.every((s) => s.status === 'success');
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`stack not ready: ${JSON.stringify(answer.body.meta ?? answer.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

beforeAll(async () => {
  // Runs publish their listings before their run report; let the projector drain.
  let previous = -1;
  for (;;) {
    everything = (await searchAllListings(api, { status: ALL_STATUSES })).listings;
    if (everything.length === previous) break;
    previous = everything.length;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const sale = (l: ListingBody) => l.transaction === 'sale';
const active = (l: ListingBody) => sale(l) && l.status === 'active';
const ids = (listings: readonly ListingBody[]) => listings.map((l) => l.id).sort();

describe('search across every listing portal', () => {
  it('serves listings of every platform with one success SourceStatus each', async () => {
    expect(new Set(everything.map((l) => l.source.platform))).toEqual(new Set(PLATFORMS));
    const answer = await answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body: {} }));
    expect(answer.status).toBe(200);
    const meta = answer.body.meta;
    expect(meta.completeness).toBe('complete');
    expect(meta.sources.map((s) => s.platform).sort()).toEqual(PLATFORMS);
    for (const source of meta.sources) {
      expect(source).toMatchObject({ status: 'success', truncated: false });
      expect(Date.now() - Date.parse(source.observed_at as string)).toBeLessThan(10 * 60_000);
    }
    expect(meta.pagination).toMatchObject({ returned: 20, has_more: true, total: everything.filter(active).length, total_relation: 'exact' });
    expect(answer.headers.get('x-credits-cost')).toBe('1');
  });

  const filterCases: Array<{ name: string; request: () => Schemas['ListingSearchRequest']; expected: (l: ListingBody) => boolean }> = [];
  const pick = (predicate: (l: ListingBody) => boolean) => {
    const found = everything.find(predicate);
    if (!found) throw new Error('no sample listing to derive a filter from');
    return found;
  };
  const gbWithTown = (l: ListingBody) => l.source.country === 'GB' && l.property.address?.city !== undefined;
  const geo = (l: ListingBody) => l.property.geometry as { latitude: number; longitude: number };
  const rangeOf = (value: (l: ListingBody) => number | undefined, range: Range) => (l: ListingBody) => inRange(value(l), range);

  filterCases.push(
    { name: 'country', request: () => ({ country: 'ES' }), expected: (l) => active(l) && l.source.country === 'ES' },
    {
      name: 'location text (city, any case)',
      request: () => ({ location: { kind: 'text', query: (pick(gbWithTown).property.address?.city as string).toUpperCase() } }),
      expected: (l) => {
        const city = (pick(gbWithTown).property.address?.city as string).toLowerCase();
        return active(l) && ((l.property.address?.city ?? '').toLowerCase() === city || (l.property.address?.region ?? '').toLowerCase() === city || (l.property.address?.postal_code ?? '').toLowerCase().startsWith(city));
      },
    },
    {
      name: 'location bbox',
      request: () => {
        const { latitude, longitude } = geo(pick((l) => l.source.country === 'DE' && l.property.geometry !== undefined));
        return { location: { kind: 'bbox', west: longitude - 0.1, south: latitude - 0.1, east: longitude + 0.1, north: latitude + 0.1 } };
      },
      expected: (l) => {
        const c = geo(pick((x) => x.source.country === 'DE' && x.property.geometry !== undefined));
        const g = l.property.geometry;
        return active(l) && g !== undefined && g.latitude >= c.latitude - 0.1 && g.latitude <= c.latitude + 0.1 && g.longitude >= c.longitude - 0.1 && g.longitude <= c.longitude + 0.1;
      },
    },
    {
      name: 'location radius',
      request: () => {
        const { latitude, longitude } = geo(pick((l) => l.source.country === 'JP' && l.property.geometry !== undefined));
        return { location: { kind: 'radius', latitude, longitude, radius_meters: 5_000 } };
      },
      expected: (l) => {
        const c = geo(pick((x) => x.source.country === 'JP' && x.property.geometry !== undefined));
        const g = l.property.geometry;
        // A metre of slack: the two sides compute the distance with different float paths.
        const d = g === undefined ? Infinity : distanceMeters(c.latitude, c.longitude, g.latitude, g.longitude);
        if (Math.abs(d - 5_000) < 1) return true;
        return active(l) && d <= 5_000;
      },
    },
    {
      name: 'location polygon',
      request: () => {
        const { latitude: y, longitude: x } = geo(pick((l) => l.source.country === 'US' && l.property.geometry !== undefined));
        return { location: { kind: 'polygon', coordinates: [[x - 0.3, y - 0.2], [x + 0.3, y - 0.2], [x, y + 0.3], [x - 0.3, y - 0.2]] } };
      },
      expected: (l) => {
        const { latitude: y, longitude: x } = geo(pick((p) => p.source.country === 'US' && p.property.geometry !== undefined));
        const g = l.property.geometry;
        const ring: Array<[number, number]> = [[x - 0.3, y - 0.2], [x + 0.3, y - 0.2], [x, y + 0.3], [x - 0.3, y - 0.2]];
        return active(l) && g !== undefined && insidePolygon(g.longitude, g.latitude, ring);
      },
    },
    { name: 'property_types', request: () => ({ property_types: ['apartment', 'condo'] }), expected: (l) => active(l) && ['apartment', 'condo'].includes(l.property.property_type ?? '') },
    {
      name: 'price with currency',
      request: () => ({ price: { min: 200_000, max: 600_000, currency: 'EUR' } }),
      expected: (l) => active(l) && l.price?.currency === 'EUR' && inRange(amount(l), { min: 200_000, max: 600_000 }),
    },
    { name: 'bedrooms', request: () => ({ bedrooms: { min: 2, max: 3 } }), expected: (l) => active(l) && rangeOf((x) => x.property.bedrooms, { min: 2, max: 3 })(l) },
    { name: 'bathrooms', request: () => ({ bathrooms: { min: 2 } }), expected: (l) => active(l) && rangeOf((x) => x.property.bathrooms, { min: 2 })(l) },
    { name: 'area_sqm', request: () => ({ area_sqm: { min: 60, max: 110.5 } }), expected: (l) => active(l) && rangeOf(livingArea, { min: 60, max: 110.5 })(l) },
    { name: 'year_built', request: () => ({ year_built: { min: 1990, max: 2015 } }), expected: (l) => active(l) && rangeOf((x) => x.property.year_built, { min: 1990, max: 2015 })(l) },
    { name: 'status', request: () => ({ status: ['under_offer', 'sold', 'pending'] }), expected: (l) => sale(l) && ['under_offer', 'sold', 'pending'].includes(l.status) },
    { name: 'transaction rent', request: () => ({ transaction: 'rent', status: ALL_STATUSES }), expected: (l) => l.transaction === 'rent' },
    { name: 'platforms', request: () => ({ platforms: ['suumo', 'rightmove'] }), expected: (l) => active(l) && ['suumo', 'rightmove'].includes(l.source.platform) },
    {
      name: 'several filters at once',
      request: () => ({ country: 'US', bedrooms: { min: 3 }, price: { max: 900_000, currency: 'USD' }, property_types: ['house'], sort: 'price_asc' }),
      expected: (l) => active(l) && l.source.country === 'US' && (l.property.bedrooms ?? -1) >= 3 && l.price?.currency === 'USD' && inRange(amount(l), { max: 900_000 }) && l.property.property_type === 'house',
    },
  );

  it.each(filterCases.map((c) => [c.name, c] as const))('filters by %s exactly as the documents say', async (_name, filter) => {
    const expected = everything.filter(filter.expected);
    const { listings, pages } = await searchAllListings(api, filter.request(), { limit: 50 });
    expect(ids(listings)).toEqual(ids(expected));
    expect(pages[0]?.body.meta.pagination?.total).toBe(expected.length);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'] as const)('sorts by %s and pages to the end without duplicate or gap', async (sort) => {
    const { listings } = await searchAllListings(api, { sort, status: ALL_STATUSES }, { limit: 37 });
    expect(checkOrder(listings, sort)).toBeUndefined();
    expect(ids(listings)).toEqual(ids(everything));
  });

  it('pages through one platform in small pages with the platform path', async () => {
    const { listings, pages } = await searchAllListings(api, { sort: 'price_desc' }, { limit: 7, platform: 'zillow' });
    expect(ids(listings)).toEqual(ids(everything.filter((l) => active(l) && l.source.platform === 'zillow')));
    expect(pages.every((p) => p.body.meta.sources.length === 1 && p.body.meta.sources[0]?.platform === 'zillow')).toBe(true);
  });

  it('refuses a cursor replayed against another query, and bad bodies, in the error envelope', async () => {
    const first = await answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body: { sort: 'price_asc', limit: 2 } }));
    const cursor = first.body.meta.pagination?.next_cursor;
    const replayed = await answered('searchListings', api.POST('/v1/listings/search', { body: { sort: 'price_desc', ...(cursor ? { cursor } : {}) } }));
    expect(replayed.status).toBe(400);
    expect(replayed.body.error?.message).toContain('body.cursor');
    const inverted = await answered('searchListings', api.POST('/v1/listings/search', { body: { price: { min: 10, max: 1 } } }));
    expect(inverted.status).toBe(400);
    const unknown = await answered('searchListings', api.POST('/v1/listings/search', { body: { platforms: ['nowhere'] } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toContain('body.platforms.0');
  });
});

describe('reads by id', () => {
  const zillow = () => everything.find((l) => l.source.platform === 'zillow' && (l.media?.length ?? 0) > 2) as ListingBody;

  it('gets a listing by id and by platform and native id, as the search served it', async () => {
    const listing = zillow();
    const byId = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(listing.id);
    expect(byId.body.data.native_id).toBe(listing.native_id);
    expect(byId.body.meta.sources).toEqual([expect.objectContaining({ platform: 'zillow', status: 'success' })]);
    const byNative = await answered<ListingBody>('getPlatformListing', api.GET('/v1/{platform}/listings/{native_id}', { params: { path: { platform: 'zillow', native_id: listing.native_id } } }));
    expect(byNative.body.data.id).toBe(listing.id);
    const unknown = await answered('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: 'lst_00000000000000000000' } } }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
  });

  it('pages the media of a listing in gallery order', async () => {
    const listing = zillow();
    const items: MediaItemBody[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await answered<MediaItemBody[]>('getListingMedia', api.GET('/v1/listings/{listing_id}/media', { params: { path: { listing_id: listing.id }, query: { limit: 2, ...(cursor ? { cursor } : {}) } } }));
      expect(page.status).toBe(200);
      items.push(...page.body.data);
      if (!page.body.meta.pagination?.has_more) break;
      cursor = page.body.meta.pagination.next_cursor;
    }
    expect(items.map((m) => m.url)).toEqual((listing.media ?? []).map((m) => m.url));
    expect(items.every((m) => m.listing_id === listing.id && m.source.platform === 'zillow')).toBe(true);
  });

  it('pages the history: observations merged with what the source reported', async () => {
    const listing = zillow();
    // Collectors run every COLLECT_INTERVAL_MS; wait for a second observation of the listing.
    let items: HistoryItemBody[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      items = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await answered<HistoryItemBody[]>('getListingHistory', api.GET('/v1/listings/{listing_id}/history', { params: { path: { listing_id: listing.id }, query: { limit: 3, ...(cursor ? { cursor } : {}) } } }));
        expect(page.status).toBe(200);
        items.push(...page.body.data);
        if (!page.body.meta.pagination?.has_more) break;
        cursor = page.body.meta.pagination.next_cursor;
      }
      if (items.filter((i) => i.event === 'observed').length >= 2 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const observed = items.filter((i) => i.event === 'observed');
    expect(observed.length).toBeGreaterThanOrEqual(2);
    expect(items.some((i) => i.event !== 'observed'), 'zillow reports its own price history').toBe(true);
    const times = items.map((i) => Date.parse(i.event_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('resolves a listing by URL (with the usual differences) and by native id', async () => {
    const listing = zillow();
    const url = new URL(listing.url as string);
    url.searchParams.set('utm_source', 'newsletter');
    url.hash = 'photos';
    const byUrl = await answered<ListingBody>('resolveListing', api.POST('/v1/listings/resolve', { body: { url: url.toString() } }));
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.data.id).toBe(listing.id);
    const byNative = await answered<ListingBody>('resolveListing', api.POST('/v1/listings/resolve', { body: { platform: 'zillow', native_id: listing.native_id } }));
    expect(byNative.body.data.id).toBe(listing.id);
    const missing = await answered('resolveListing', api.POST('/v1/listings/resolve', { body: { url: 'https://www.zillow.com/homedetails/nowhere/1_zpid/' } }));
    expect(missing.status).toBe(404);
  });
});

describe('property groups', () => {
  it('groups listings of one property across platforms; grouped listings share property.id', async () => {
    const truth = new Map(generate({ seed: SAMPLE_SEED, size: SAMPLE_SIZE }).listings.map((l) => [listingId(l.platform, l.native_id), l.property_key]));
    const { pages } = await searchAllListings(api, { status: ALL_STATUSES });
    const groups = new Map(pages.flatMap((p) => p.body.meta.property_groups ?? []).map((g) => [g.property_id, g]));
    const byId = new Map(everything.map((l) => [l.id, l]));
    const crossPlatform = [...groups.values()].filter((g) => new Set(g.listing_ids.map((id) => byId.get(id)?.source.platform)).size > 1);
    expect(crossPlatform.length).toBeGreaterThan(5);
    let pairs = 0;
    let correct = 0;
    for (const group of groups.values()) {
      expect(group.listing_ids.length).toBeGreaterThan(1);
      expect(group.confidence).toBeGreaterThan(0);
      for (const id of group.listing_ids) expect(byId.get(id)?.property.id).toBe(group.property_id);
      for (let i = 0; i < group.listing_ids.length; i++) {
        for (let j = i + 1; j < group.listing_ids.length; j++) {
          pairs += 1;
          if (truth.get(group.listing_ids[i] as string) === truth.get(group.listing_ids[j] as string)) correct += 1;
        }
      }
    }
    expect(correct / pairs).toBeGreaterThan(0.9);
  });
});

describe('expiry', () => {
  it('never serves an observation older than 24 h, whatever the stores still hold', async () => {
    const publisher = new Publisher(stack.bus);
    const observedAt = new Date(Date.now() - 25 * 3_600_000);
    const event = createEvent({
      type: 'listing.observed',
      platform: 'zillow',
      provider: 'collector-zillow/replay',
      observed_at: observedAt,
      collector: { name: 'e2e', version: '0', run_id: 'expired' },
      data: {
        native_id: '999000111',
        url: 'https://www.zillow.com/homedetails/expired/999000111_zpid/',
        transaction: 'sale',
        status: 'active',
        price: { amount: '1', currency: 'USD', kind: 'asking' },
        property: { address: { country: 'US', city: 'Nowhere' }, bedrooms: 1 },
        media: [{ url: 'https://photos.zillowstatic.com/fp/expired.jpg', type: 'photo', position: 0 }],
        access_class: 'public_portal',
        country: 'US',
      },
    });
    await publisher.publish(event);
    await publisher.flush();
    const id = listingId('zillow', '999000111');
    const kv = await openBucket(stack.bus, BUCKETS.listings);
    const deadline = Date.now() + 30_000;
    while ((await getJson(kv, id)) === undefined) {
      if (Date.now() > deadline) throw new Error('the projector did not write the expired observation');
      await new Promise((r) => setTimeout(r, 200));
    }
    const path = { listing_id: id };
    for (const [operationId, pending] of [
      ['getListing', () => api.GET('/v1/listings/{listing_id}', { params: { path } })],
      ['getListingMedia', () => api.GET('/v1/listings/{listing_id}/media', { params: { path } })],
      ['getListingHistory', () => api.GET('/v1/listings/{listing_id}/history', { params: { path } })],
      ['getPlatformListing', () => api.GET('/v1/{platform}/listings/{native_id}', { params: { path: { platform: 'zillow', native_id: '999000111' } } })],
    ] as const) {
      const answer = await answered(operationId, pending());
      expect(answer.status, operationId).toBe(404);
    }
    const resolved = await answered('resolveListing', api.POST('/v1/listings/resolve', { body: { url: 'https://www.zillow.com/homedetails/expired/999000111_zpid/' } }));
    expect(resolved.status).toBe(404);
    const searched = await searchAllListings(api, { location: { kind: 'text', query: 'Nowhere' }, status: ALL_STATUSES });
    expect(searched.listings).toEqual([]);
  });
});

describe('credits and rate limits', () => {
  // Not spawnSync: a blocked event loop misses the gateway closing an idle socket, and the next
  // request goes out on it ("other side closed"). A failing CLI rejects with its stderr.
  async function keysCli(...args: string[]): Promise<string> {
    const result = await execFileAsync(process.execPath, [builtEntry('gateway', 'bin/keys.js'), ...args], {
      cwd: root,
      env: { ...process.env, NATS_URL: stack.natsUrl },
      encoding: 'utf8',
    });
    return result.stdout.trim();
  }

  it('charges one credit per answered call and answers 402 once they are spent; meta stays free', async () => {
    const limited = clientFor(stack.url, await keysCli('create', '--name', 'e2e-credits', '--credits', '3'));
    const listing = everything[0] as ListingBody;
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await answered('getListing', limited.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-credits-cost')).toBe('1');
      remaining.push(answer.headers.get('x-credits-remaining') as string);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const spent = await answered('getListing', limited.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
    expect(spent.status).toBe(402);
    expect(spent.body.error).toMatchObject({ code: 'credits_exhausted', retryable: false });
    const meta = await answered('listPlatforms', limited.GET('/v1/meta/platforms'));
    expect(meta.status).toBe(200);
    expect(meta.headers.get('x-credits-cost')).toBe('0');
  });

  it('answers 429 with retry-after beyond the key rate', async () => {
    const throttled = clientFor(stack.url, await keysCli('create', '--name', 'e2e-rate', '--rate', '3/60'));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const answer = await answered('listPlatforms', throttled.GET('/v1/meta/platforms'));
      statuses.push(answer.status);
      if (answer.status === 429) {
        retryAfter = answer.headers.get('retry-after');
        expect(answer.body.error).toMatchObject({ code: 'rate_limited', retryable: true });
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('refuses every listing operation without a valid key', async () => {
    for (const bad of [undefined, 'estate_000000000000_00000000000000000000000000000000']) {
      const client = clientFor(stack.url, bad);
      for (const [operationId, pending] of [
        ['searchListings', () => client.POST('/v1/listings/search', { body: {} })],
        ['getListing', () => client.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: (everything[0] as ListingBody).id } } })],
        ['resolveListing', () => client.POST('/v1/listings/resolve', { body: { platform: 'zillow', native_id: '1' } })],
      ] as const) {
        const answer = await answered(operationId, pending());
        expect(answer.status, `${operationId} with key ${String(bad)}`).toBe(401);
      }
    }
  });
});

// Last: it stops a collector.
describe('a collector that stops reporting', () => {
  it('turns its SourceStatus stale and completeness partial, while its data still serves', async () => {
    await stack.stopCollector('suumo');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body: { limit: 100 } }));
      const suumo = answer.body.meta.sources.find((s) => s.platform === 'suumo');
      if (suumo?.status === 'stale') {
        expect(suumo.error_code).toBe('stale');
        expect(answer.body.meta.completeness).toBe('partial');
        const others = answer.body.meta.sources.filter((s) => s.platform !== 'suumo');
        expect(others.every((s) => s.status === 'success')).toBe(true);
        const suumoOnly = await answered<ListingBody[]>('searchPlatformListings', api.POST('/v1/{platform}/listings/search', { params: { path: { platform: 'suumo' } }, body: {} }));
        expect(suumoOnly.status).toBe(200);
        expect(suumoOnly.body.data.length).toBeGreaterThan(0);
        break;
      }
      if (Date.now() > deadline) throw new Error(`suumo never turned stale: ${JSON.stringify(answer.body.meta.sources)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
});
