// Buildings, their advertised units, new-build developments, open houses and similar listings
// through the real path: the suumo and zillow collector processes replay the generated samples
// (SUUMO's 物件ライブラリー and 新築 project pages beside its listings, Zillow home pages with their
// open-house schedules) onto NATS; the embedded process projects them into ClickHouse and KV and
// its gateway answers. Every id used is one the API returned; the SUUMO collector is then run
// again over the same pages, and nothing doubles.
import { SIMILARITY, type DevelopmentBody, type ListingBody, type OpenHouseBody } from '@estate/contract';
import { distanceMeters, livingAreaSqm } from '@estate/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STATUSES, answered, clientFor, searchAllListings } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { buildingReads } from './support/buildings.js';
import { eventually } from './support/wait.js';

const { getBuilding, getUnits, allUnits } = buildingReads(() => api);

let stack: Stack;
let api: ReturnType<typeof clientFor>;
const PLATFORMS = ['suumo', 'zillow'] as const;

beforeAll(async () => {
  stack = await startStack({ sampleSize: 400, platforms: PLATFORMS });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await stack.waitForListings((live) => PLATFORMS.every((p) => (live.get(p) ?? 0) > 0), 100_000);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const listingsOf = async (platform: string): Promise<ListingBody[]> => (await searchAllListings(api, { platforms: [platform], status: [...ALL_STATUSES] })).listings;

const searchDevelopments = (body: Record<string, unknown>) => answered<DevelopmentBody[]>('searchDevelopments', api.POST('/v1/developments/search', { body }));

/** Every development of a search, paged to the end. */
async function allDevelopments(body: Record<string, unknown>): Promise<DevelopmentBody[]> {
  const found: DevelopmentBody[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const answer = await searchDevelopments({ ...body, limit: 2, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    found.push(...answer.body.data);
    if (!answer.body.meta.pagination?.has_more) return found;
    cursor = answer.body.meta.pagination.next_cursor;
  }
  throw new Error('search did not end');
}

describe('capabilities', () => {
  it('list the six operations as live, from the collectors that serve them', async () => {
    const answer = await eventually(
      () => answered<Array<{ operation_id: string; enablement: string; sources: Array<{ platform: string }> }>>('listCapabilities', api.GET('/v1/meta/capabilities')),
      (a) => a.body.data.find((c) => c.operation_id === 'getSimilarListings')?.sources.length === PLATFORMS.length,
    );
    const by = new Map(answer.body.data.map((c) => [c.operation_id, c]));
    const platformsOf = (op: string) => by.get(op)?.sources.map((s) => s.platform).sort();
    for (const op of ['getBuilding', 'getBuildingUnits', 'searchDevelopments', 'getDevelopment', 'getListingOpenHouses', 'getSimilarListings']) {
      expect(['beta', 'active'], op).toContain(by.get(op)?.enablement);
    }
    expect(platformsOf('getBuilding')).toEqual(['suumo', 'zillow']);
    expect(platformsOf('searchDevelopments')).toEqual(['suumo']);
    expect(platformsOf('getListingOpenHouses')).toEqual(['zillow']);
    expect(platformsOf('getSimilarListings')).toEqual(['suumo', 'zillow']);
  });
});

describe('buildings and their units', () => {
  it("a SUUMO condo names its building; the building lists it among its advertised units, scoped as advertised", async () => {
    const listings = await listingsOf('suumo');
    const condos = listings.filter((l) => l.building_id !== undefined);
    expect(condos.length).toBeGreaterThan(0);
    // The building with the most units on SUUMO, so paging has something to page.
    const byBuilding = new Map<string, ListingBody[]>();
    for (const l of condos) byBuilding.set(l.building_id as string, [...(byBuilding.get(l.building_id as string) ?? []), l]);
    const [buildingId, inIt] = [...byBuilding.entries()].sort((a, b) => b[1].length - a[1].length)[0] as [string, ListingBody[]];

    const building = await eventually(() => getBuilding(buildingId), (a) => a.status === 200);
    expect(building.status, JSON.stringify(building.body.error)).toBe(200);
    expect(building.body.data).toMatchObject({ id: buildingId, source: { platform: 'suumo' } });
    expect(building.body.data.name).toBe(inIt[0]?.title);
    expect(building.body.data.unit_count).toBeGreaterThanOrEqual(inIt.length);

    const first = await getUnits(buildingId);
    expect(first.body.meta.completeness).toBe('partial');
    expect(first.body.meta.warnings.map((w) => w.code)).toContain('advertised_units_only');
    const units = await allUnits(buildingId, 1);
    expect(units.length).toBe(first.body.meta.pagination?.total);
    // Every advertised unit is a physical unit with its label, price and home, and names its listing.
    for (const unit of units) {
      expect(unit).toMatchObject({ kind: 'physical_unit', source: { platform: 'suumo' } });
      expect(unit.label).toMatch(/号室/);
      expect(unit.price?.currency).toBe('JPY');
      expect(unit.property?.areas?.[0]?.normalized_sqm).toBeGreaterThan(0);
    }
    // Each unit is one of the building's listings, at its price; a unit two agencies advertise
    // (one room, two listings) is one unit.
    expect(new Set(units.map((u) => u.label)).size).toBe(units.length);
    for (const unit of units) {
      const listing = inIt.find((l) => l.id === unit.listing_id);
      expect(listing, `the listing of unit ${unit.label}`).toBeDefined();
      expect(unit.price?.amount).toBe(listing?.price?.amount);
    }
  });

  it('a Zillow unit names its building page, whose floor plans list the unit at its price', async () => {
    const units = (await listingsOf('zillow')).filter((l) => l.building_id !== undefined);
    expect(units.length).toBeGreaterThan(0);
    const listing = units[0] as ListingBody;
    const building = await eventually(() => getBuilding(listing.building_id as string), (a) => a.status === 200);
    expect(building.body.data).toMatchObject({ id: listing.building_id, source: { platform: 'zillow' }, address: { postal_code: listing.property.address?.postal_code } });
    const advertised = await allUnits(listing.building_id as string, 100);
    const unit = advertised.find((u) => u.listing_id === listing.id);
    expect(unit).toMatchObject({ kind: 'physical_unit', price: { amount: listing.price?.amount, currency: 'USD' } });
    // Every unit listing of the building is among its units.
    const same = units.filter((l) => l.building_id === listing.building_id).map((l) => l.id).sort();
    expect(advertised.map((u) => u.listing_id).filter((id) => id !== undefined).sort()).toEqual(same);
  });

  it('refuses an id of another kind with 400 and an unknown building with 404', async () => {
    const [listing] = await listingsOf('suumo');
    const wrong = await getBuilding(listing?.id as string);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toMatch(/is a listing, not a building id/);
    const unknown = await getUnits('bld_00000000000000000000');
    expect(unknown.status).toBe(404);
  });
});

describe('developments', () => {
  it('SUUMO new builds are found by search, read by id, and lead to their listings', async () => {
    const all = await eventually(() => allDevelopments({ platforms: ['suumo'] }), (d) => d.length > 0);
    expect(all.length).toBeGreaterThan(0);
    const development = all.find((d) => (d.listing_ids?.length ?? 0) > 1) ?? (all[0] as DevelopmentBody);
    const read = await answered<DevelopmentBody>('getDevelopment', api.GET('/v1/developments/{development_id}', { params: { path: { development_id: development.id } } }));
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(development);
    expect(development).toMatchObject({ source: { platform: 'suumo' }, status: 'selling' });
    expect(development.developer).toBeTruthy();
    expect(development.completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(development.units_for_sale).toBe(development.listing_ids?.length);
    expect(Number(development.price_from?.amount)).toBeLessThanOrEqual(Number(development.price_to?.amount));
    expect(development.phases?.[0]?.name).toMatch(/^第\d+期$/);
    // Its listings are live and priced within its span.
    for (const id of development.listing_ids ?? []) {
      const listing = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: id } } }));
      expect(listing.status).toBe(200);
      expect(Number(listing.body.data.price?.amount)).toBeGreaterThanOrEqual(Number(development.price_from?.amount));
      expect(Number(listing.body.data.price?.amount)).toBeLessThanOrEqual(Number(development.price_to?.amount));
    }

    // Filters: its name, its city, its stage; another country finds none of them.
    const byName = await searchDevelopments({ query: development.name });
    expect(byName.body.data.map((d) => d.id)).toContain(development.id);
    const byCity = await allDevelopments({ location: { kind: 'text', query: development.address?.city as string, country: 'JP' } });
    expect(byCity.map((d) => d.id)).toContain(development.id);
    expect(byCity.every((d) => d.address?.city === development.address?.city)).toBe(true);
    const planned = await allDevelopments({ status: ['planned'] });
    expect(planned.every((d) => d.status === 'planned')).toBe(true);
    expect((await searchDevelopments({ country: 'US' })).body.data).toEqual([]);
  });

  it('refuses a country that is none with 400', async () => {
    const answer = await searchDevelopments({ country: 'XX' });
    expect(answer.status).toBe(400);
  });
});

describe('open houses', () => {
  it("a Zillow listing's open houses are instants with the property's time zone; a platform without them says so", async () => {
    const listings = (await listingsOf('zillow')).filter((l) => l.status === 'active');
    let withOpenHouses: { listing: ListingBody; openHouses: OpenHouseBody[] } | undefined;
    let checked = 0;
    for (const listing of listings) {
      const answer = await answered<OpenHouseBody[]>('getListingOpenHouses', api.GET('/v1/listings/{listing_id}/open-houses', { params: { path: { listing_id: listing.id } } }));
      expect(answer.status).toBe(200);
      checked++;
      if (answer.body.data.length > 0) {
        withOpenHouses = { listing, openHouses: answer.body.data };
        expect(answer.body.meta.completeness).toBe('complete');
        break;
      }
    }
    expect(withOpenHouses, `an open house among ${checked} active Zillow listings`).toBeDefined();
    const { listing, openHouses } = withOpenHouses as { listing: ListingBody; openHouses: OpenHouseBody[] };
    for (const o of openHouses) {
      expect(o.listing_id).toBe(listing.id);
      expect(o.timezone).toMatch(/^America\//);
      // 1 pm on a weekend in the property's zone, two hours long.
      const local = new Intl.DateTimeFormat('en-US', { timeZone: o.timezone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(o.starts_at));
      expect(['Sat', 'Sun']).toContain(local.find((p) => p.type === 'weekday')?.value);
      expect(local.find((p) => p.type === 'hour')?.value).toBe('13');
      expect(Date.parse(o.ends_at as string) - Date.parse(o.starts_at)).toBe(7_200_000);
    }
    const [suumo] = await listingsOf('suumo');
    const none = await answered<OpenHouseBody[]>('getListingOpenHouses', api.GET('/v1/listings/{listing_id}/open-houses', { params: { path: { listing_id: suumo?.id as string } } }));
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.completeness).toBe('unavailable');
  });
});

/** The documented rule (SIMILARITY in the contract) computed from the listings the API returned. */
function expectedSimilar(listing: ListingBody, all: readonly ListingBody[]): Array<{ id: string; score: number }> {
  const factor = 1 + SIMILARITY.band;
  const price = (l: ListingBody) => (l.price?.amount === undefined ? undefined : Number(l.price.amount));
  const area = (l: ListingBody) => livingAreaSqm(l.property.areas ?? []);
  const point = (l: ListingBody) => l.property.geometry;
  const within = (value: number | undefined, origin: number | undefined) => origin === undefined || (value !== undefined && value >= origin / factor && value <= origin * factor);
  const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || !(a > 0) || !(b > 0) ? SIMILARITY.unknown : Math.min(1, Math.abs(Math.log(b / a)) / Math.log(factor)));
  const origin = point(listing);
  return all
    .filter((c) => c.id !== listing.id && c.status === 'active' && c.transaction === listing.transaction && c.source.country === listing.source.country)
    .filter((c) => listing.property.property_type === undefined || c.property.property_type === listing.property.property_type)
    .filter((c) => price(listing) === undefined || (c.price?.currency === listing.price?.currency && within(price(c), price(listing))))
    .filter((c) => within(area(c), area(listing)))
    .filter((c) => origin === undefined || (point(c) !== undefined && distanceMeters(origin, point(c) as NonNullable<ReturnType<typeof point>>) <= SIMILARITY.radiusMeters))
    .map((c) => {
      const metres = origin && point(c) ? distanceMeters(origin, point(c) as NonNullable<ReturnType<typeof point>>) : undefined;
      const d = metres === undefined ? SIMILARITY.unknown : Math.min(1, metres / SIMILARITY.radiusMeters);
      const beds = listing.property.bedrooms === undefined || c.property.bedrooms === undefined ? SIMILARITY.unknown : Math.min(1, Math.abs(c.property.bedrooms - listing.property.bedrooms) / 2);
      const { weights } = SIMILARITY;
      const score = 1 - (weights.price * ratio(price(listing), price(c)) + weights.area * ratio(area(listing), area(c)) + weights.distance * d + weights.bedrooms * beds);
      return { id: c.id, score: Math.round(score * 10_000) / 10_000 };
    });
}

describe('similar listings', () => {
  it('are the live listings the documented rule selects, best first, with score and distance, paged without a gap', async () => {
    const all = [...(await listingsOf('zillow')), ...(await listingsOf('suumo'))];
    const origin = all
      .filter((l) => l.status === 'active')
      .map((l) => ({ listing: l, expected: expectedSimilar(l, all) }))
      .sort((a, b) => b.expected.length - a.expected.length)[0];
    expect(origin?.expected.length ?? 0, 'a listing with similar listings in the sample').toBeGreaterThan(2);
    const { listing, expected } = origin as { listing: ListingBody; expected: Array<{ id: string; score: number }> };

    const whole = await answered<ListingBody[]>('getSimilarListings', api.GET('/v1/listings/{listing_id}/similar', { params: { path: { listing_id: listing.id }, query: { limit: 100 } } }));
    expect(whole.status, JSON.stringify(whole.body.error)).toBe(200);
    const ids = whole.body.data.map((l) => l.id);
    expect([...ids].sort()).toEqual(expected.map((e) => e.id).sort());
    const similarity = whole.body.meta.similarity ?? [];
    expect(similarity.map((s) => s.listing_id)).toEqual(ids);
    for (const s of similarity) expect(s.score).toBeCloseTo(expected.find((e) => e.id === s.listing_id)?.score ?? -1, 3);
    for (let i = 1; i < similarity.length; i++) expect((similarity[i - 1]?.score ?? 0) >= (similarity[i]?.score ?? 0)).toBe(true);
    for (const s of similarity) expect(s.distance_meters).toBeLessThanOrEqual(SIMILARITY.radiusMeters);
    expect(whole.body.data.every((l) => l.transaction === listing.transaction && l.property.property_type === listing.property.property_type)).toBe(true);

    // Two at a time, the pages are the whole ranking in order.
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const answer = await answered<ListingBody[]>('getSimilarListings', api.GET('/v1/listings/{listing_id}/similar', { params: { path: { listing_id: listing.id }, query: { limit: 2, ...(cursor ? { cursor } : {}) } } }));
      paged.push(...answer.body.data.map((l) => l.id));
      if (!answer.body.meta.pagination?.has_more) break;
      cursor = answer.body.meta.pagination.next_cursor;
    }
    expect(paged).toEqual(ids);
  });
});

describe('a second collection of the same pages', () => {
  it('doubles no unit and no development', async () => {
    const condo = (await listingsOf('suumo')).find((l) => l.building_id !== undefined) as ListingBody;
    const buildingId = condo.building_id as string;
    const before = await getBuilding(buildingId);
    const unitsBefore = await allUnits(buildingId, 100);
    const developmentsBefore = await allDevelopments({ platforms: ['suumo'] });

    await stack.stopCollector('suumo');
    await stack.startCollector('suumo');
    // The building is observed again by the new run; then every event of the run is projected.
    const after = await eventually(() => getBuilding(buildingId), (a) => a.status === 200 && a.body.data.source.observed_at !== before.body.data.source.observed_at, 100_000);
    expect(after.body.data.source.observed_at).not.toBe(before.body.data.source.observed_at);
    await stack.waitForListings(() => true, 100_000);

    const unitsAfter = await allUnits(buildingId, 100);
    expect(unitsAfter.map((u) => u.id)).toEqual(unitsBefore.map((u) => u.id));
    const developmentsAfter = await allDevelopments({ platforms: ['suumo'] });
    expect(developmentsAfter.map((d) => d.id).sort()).toEqual(developmentsBefore.map((d) => d.id).sort());
    expect(developmentsAfter.length).toBe(developmentsBefore.length);
  }, 120_000);
});
