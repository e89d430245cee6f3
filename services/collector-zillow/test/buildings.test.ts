import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable } from '@estate/collector-kit/testing';
import type { BuildingObserved, ListingObserved, Observation, UnitObserved } from '@estate/events';
import { zillowPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { usListings } from './support/sample-listings.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

function read(path: string, body: string) {
  const out = parse({ path, content_type: 'text/html', body }, CONTEXT);
  assertPublishable('zillow', out, CONTEXT);
  const of = <K extends Observation['kind']>(kind: K) => out.observations.filter((o) => o.kind === kind).map((o) => o.data);
  return { out, buildings: of('building') as BuildingObserved[], units: of('unit') as UnitObserved[], listings: of('listing') as ListingObserved[] };
}

describe('a Zillow building page', () => {
  const path = 'b/250-w-57th-st-new-york-ny-10107.html';
  const page = () => read(path, readFileSync(join(here, 'fixtures', path), 'utf8'));

  it('reads the building: its slug, address, pin, year built and unit count', () => {
    const { buildings, out } = page();
    expect(out.issues).toEqual([]);
    expect(buildings).toEqual([
      expect.objectContaining({
        native_id: '250-w-57th-st-new-york-ny-10107',
        url: 'https://www.zillow.com/b/250-w-57th-st-new-york-ny-10107/',
        address: expect.objectContaining({ line1: '250 W 57th St', city: 'New York', region: 'NY', postal_code: '10107' }),
        geometry: expect.objectContaining({ latitude: 40.765, longitude: -73.9815 }),
        year_built: 1921,
        unit_count: 84,
      }),
    ]);
  });

  it("reads each floor plan's units: number, price, availability, home and the listing that advertises it", () => {
    const { units } = page();
    expect(units.map((u) => [u.native_id, u.kind, u.price?.amount, u.available_from, u.property?.bedrooms, u.listing_native_id])).toEqual([
      ['Apt 4B', 'physical_unit', '1150000', undefined, 1, '2077468021'],
      ['Apt 12A', 'physical_unit', '2450000', '2026-12-15', 2, '2077468022'],
      ['plan-3', 'floor_plan', undefined, undefined, 3, undefined],
    ]);
  });
});

describe('round trip: unit home pages and their building pages', () => {
  it('gives each unit listing its building, whose page lists it', () => {
    const base = usListings(40).filter((l) => l.address.unit !== undefined && l.status !== 'sold');
    expect(base.length).toBeGreaterThan(1);
    // Two units at one address, so a building has more than one unit.
    const [first, second] = base as [SampleListing, SampleListing];
    const listings = [first, { ...second, address: { ...first.address, unit: `${first.address.unit}X` } }, ...base.slice(2)];
    const parsed = zillowPages.renderer.render(listings, { pageSize: 10 }).map((p) => read(p.path, p.body as string));
    expect(parsed.flatMap((p) => p.out.issues)).toEqual([]);
    const buildings = new Set(parsed.flatMap((p) => p.buildings.map((b) => b.native_id)));
    const units = parsed.flatMap((p) => p.units);
    const detailed = parsed.flatMap((p) => p.listings).filter((l) => l.building_native_id !== undefined);
    expect(detailed.length).toBe(listings.length);
    for (const listing of detailed) {
      expect(buildings).toContain(listing.building_native_id);
      expect(units.find((u) => u.listing_native_id === listing.native_id)?.building_native_id).toBe(listing.building_native_id);
    }
    expect(units.filter((u) => u.building_native_id === detailed.find((l) => l.native_id === first.native_id)?.building_native_id)).toHaveLength(2);
  });
});
