// The buildings apartment listings name on platforms without building pages, through the real
// path: the rightmove, idealista and ImmoScout24 collector processes replay the generated samples
// onto NATS; the embedded process projects listings, buildings and units into ClickHouse and KV;
// its gateway answers. From each platform's flats the test follows `building_id` to getBuilding
// and getBuildingUnits, and holds every building's units to the truth the sample listings give
// (flats at one street line and postcode are one building), then collects the same pages again:
// nothing doubles.
import type { ListingBody } from '@estate/contract';
import { listingId, withoutPlot } from '@estate/normalize';
import { generate, type SampleListing } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STATUSES, answered, clientFor, searchAllListings } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { buildingReads } from './support/buildings.js';
import { eventually } from './support/wait.js';

const { getBuilding, getUnits, allUnits } = buildingReads(() => api);

const PLATFORMS = ['rightmove', 'idealista', 'immoscout24'] as const;
type Platform = (typeof PLATFORMS)[number];
const SEED = 7;
const SIZE = 300;

let stack: Stack;
let api: ReturnType<typeof clientFor>;
const samples = new Map<string, SampleListing>();

beforeAll(async () => {
  for (const s of generate({ seed: SEED, size: SIZE, platforms: PLATFORMS }).listings) samples.set(listingId(s.platform, s.native_id), s);
  stack = await startStack({ sampleSeed: SEED, sampleSize: SIZE, platforms: PLATFORMS });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await stack.waitForListings((live) => PLATFORMS.every((p) => (live.get(p) ?? 0) > 0), 100_000);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const listingsOf = async (platform: Platform): Promise<ListingBody[]> => (await searchAllListings(api, { platforms: [platform], status: [...ALL_STATUSES] })).listings;

const GB_FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/**
 * Whether the page showed the flat's street with its house number (and in GB the full
 * postcode): read from the listing the API serves, independently of its `building_id`.
 */
function showsHouseNumber(listing: ListingBody): boolean {
  const address = listing.property.address;
  // rightmove keeps the display address whole: its first part is the street line, after a new build's plot.
  const street = address?.line1 ?? withoutPlot(address?.original_text)?.split(',')[0] ?? '';
  if (!/^\d+[A-Za-z]?\s|,\s*\d+[A-Za-z]?$|\s\d+[A-Za-z]?$/.test(street.trim())) return false;
  return listing.source.country !== 'GB' || GB_FULL_POSTCODE.test(address?.postal_code ?? '');
}

/**
 * The truth: the platform's flats (a sample listing with a unit) that show their house number,
 * grouped by the building the generator put them in (street line, postcode and town).
 */
function truthOf(listings: readonly ListingBody[]): Map<string, ListingBody[]> {
  const buildings = new Map<string, ListingBody[]>();
  for (const listing of listings) {
    const sample = samples.get(listing.id);
    if (sample?.address.unit === undefined || !showsHouseNumber(listing)) continue;
    const key = [sample.country, sample.address.line1, sample.address.postal_code, sample.address.city].join('|');
    buildings.set(key, [...(buildings.get(key) ?? []), listing]);
  }
  return buildings;
}

const ids = (listings: readonly ListingBody[]) => listings.map((l) => l.id).sort();

describe('capabilities', () => {
  it('list getBuilding and getBuildingUnits as live from the three platforms', async () => {
    const answer = await eventually(
      () => answered<Array<{ operation_id: string; enablement: string; sources: Array<{ platform: string }> }>>('listCapabilities', api.GET('/v1/meta/capabilities')),
      (a) => a.body.data.find((c) => c.operation_id === 'getBuildingUnits')?.sources.length === PLATFORMS.length,
    );
    for (const op of ['getBuilding', 'getBuildingUnits']) {
      const capability = answer.body.data.find((c) => c.operation_id === op);
      expect(['beta', 'active'], op).toContain(capability?.enablement);
      expect(capability?.sources.map((s) => s.platform).sort()).toEqual([...PLATFORMS].sort());
    }
  });
});

describe.each(PLATFORMS)('%s: the building its flats name', (platform) => {
  it('every flat that shows its house number is in the building of its street line, with its neighbours; no other listing is', async () => {
    const listings = await listingsOf(platform);
    const truth = truthOf(listings);
    expect(truth.size, `${platform} flats showing their house number`).toBeGreaterThan(0);
    const inTruth = new Set([...truth.values()].flat().map((l) => l.id));
    // Hidden addresses, bare streets, postcode districts and houses name no building.
    for (const listing of listings) if (!inTruth.has(listing.id)) expect(listing.building_id, `${listing.id} names no building`).toBeUndefined();

    const seen = new Set<string>();
    for (const flats of truth.values()) {
      const buildingId = flats[0]?.building_id as string;
      expect(buildingId).toMatch(/^bld_/);
      // One building per street line: its flats agree, and no other building shares its id.
      for (const flat of flats) expect(flat.building_id).toBe(buildingId);
      expect(seen.has(buildingId)).toBe(false);
      seen.add(buildingId);

      const building = await eventually(() => getBuilding(buildingId), (a) => a.status === 200);
      expect(building.status, JSON.stringify(building.body.error)).toBe(200);
      const first = flats[0] as ListingBody;
      expect(building.body.data).toMatchObject({ id: buildingId, source: { platform }, address: { city: first.property.address?.city } });
      if (first.property.address?.postal_code !== undefined) expect(building.body.data.address?.postal_code).toBe(first.property.address.postal_code);

      const answer = await getUnits(buildingId);
      expect(answer.body.meta.completeness).toBe('partial');
      expect(answer.body.meta.warnings.map((w) => w.code)).toContain('advertised_units_only');
      const units = await allUnits(buildingId, 1);
      // The units are the building's flats, each a physical unit at its listing's price.
      expect(units.map((u) => u.listing_id).sort()).toEqual(ids(flats));
      for (const unit of units) {
        const listing = flats.find((l) => l.id === unit.listing_id);
        expect(unit).toMatchObject({ kind: 'physical_unit', source: { platform } });
        expect(unit.price?.amount).toBe(listing?.price?.amount);
        expect(unit.property?.property_type).toBe(listing?.property.property_type);
      }
    }
  });
});

describe('a second collection of the same pages', () => {
  it('doubles no building and no unit', async () => {
    const before = new Map<string, string[]>();
    for (const platform of PLATFORMS) {
      for (const flats of truthOf(await listingsOf(platform)).values()) {
        const id = flats[0]?.building_id as string;
        before.set(id, (await allUnits(id)).map((u) => u.id).sort());
      }
    }
    const probe = [...before.keys()][0] as string;
    const observed = (await getBuilding(probe)).body.data.source.observed_at;
    for (const platform of PLATFORMS) {
      await stack.stopCollector(platform);
      await stack.startCollector(platform);
    }
    // The building is observed again by the new run; then every event of the run is projected.
    const again = await eventually(() => getBuilding(probe), (a) => a.status === 200 && a.body.data.source.observed_at !== observed, 120_000);
    expect(again.body.data.source.observed_at).not.toBe(observed);
    await eventually(() => stack.progress(), (p) => p.backlog === 0, 120_000);

    const after = new Map<string, string[]>();
    for (const platform of PLATFORMS) {
      for (const flats of truthOf(await listingsOf(platform)).values()) {
        const id = flats[0]?.building_id as string;
        after.set(id, (await allUnits(id)).map((u) => u.id).sort());
      }
    }
    expect(after).toEqual(before);
  });
});
