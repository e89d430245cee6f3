/**
 * The generator's realtor.com listings through the renderer and back through the parser: every
 * fact a page shows comes back, from search results of both generations and from detail pages,
 * in realtor.com's own terms (the MLS's living area, baths by full and half, the office as its
 * feed writes it, the unit out of the street line), with the MLS number where the page names it.
 */
import { roundTrip } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { realtor } from '@estate/native-formats';
import { generate, realtorPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const { renderer, realtorPresentation, searchGeneration } = realtorPages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const PAGE_SIZE = 42;

const sample = generate({ seed: 42, size: 3_000, platforms: ['realtor'] });
const listings = sample.listings;
const trip = roundTrip({ platform: 'realtor', parse, context: CONTEXT }, renderer, listings, PAGE_SIZE);
const results = trip.listingsUnder('search/');
const details = trip.listingsUnder('details/');

const STATUS_BACK: Readonly<Record<SampleListing['status'], string>> = { active: 'active', under_offer: 'under_offer', pending: 'pending', sold: 'sold' };
// Whole square feet, then normalize's rounding to 0.01 m².
const SQFT_TOLERANCE_SQM = 0.5 * 0.09290304 + 0.005;

function expectCommon(listing: SampleListing, observed: ListingObserved | undefined): void {
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  const shown = realtorPresentation(listing);
  expect(observed.native_id).toBe(listing.native_id);
  expect(observed.country).toBe('US');
  expect(observed.url).toBe(realtor.detailUrl(shown.permalink));
  expect(observed.status).toBe(STATUS_BACK[listing.status]);
  expect(observed.price).toMatchObject({ amount: String(listing.price), currency: 'USD' });
  expect(observed.property.bedrooms).toBe(listing.property_type === 'land' ? undefined : listing.bedrooms);
  expect(observed.property.bathrooms).toBe(listing.property_type === 'land' ? undefined : listing.bathrooms);
  expect(observed.property.address).toMatchObject({ line1: listing.address.line1, city: listing.address.city, region: listing.address.region, postal_code: listing.address.postal_code });
  expect(observed.property.address?.unit).toBe(shown.unit ?? undefined);
  expect(observed.property.geometry).toMatchObject({ latitude: listing.latitude, longitude: listing.longitude });
  expect(observed.property.property_type).toBe(listing.property_type);
  expect(observed.agency?.name).toBe(shown.office);
  expect(observed.agent?.name).toBe(listing.agent.name);
  const living = observed.property.areas?.find((a) => a.basis === 'living');
  expect(living?.value).toBe(shown.sqft);
  if (shown.sqft !== undefined) expect(Math.abs((living?.normalized_sqm ?? Number.NaN) - shown.sqft * 0.09290304)).toBeLessThanOrEqual(SQFT_TOLERANCE_SQM);
  expect(observed.listed_at).toBe(new Date(Math.floor(Date.parse(listing.listed_at) / 1000) * 1000).toISOString());
  expect(observed.extensions?.['property_id']).toBe(shown.propertyId);
}

describe('realtor round trip', () => {
  it('reads every listing back from the search results of both generations, photos in order', () => {
    expect(listings.length).toBeGreaterThan(300);
    expect(results.size).toBe(listings.length);
    let checked = 0;
    listings.forEach((listing, i) => {
      const observed = results.get(listing.native_id);
      expectCommon(listing, observed);
      expect(observed?.media?.map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      // The 2021 results name the MLS but not the MLS number.
      const shown = realtorPresentation(listing);
      const legacy = searchGeneration(Math.floor(i / PAGE_SIZE) + 1) === 'home_search';
      expect(observed?.extensions?.['mls_id']).toBe(legacy ? undefined : (shown.mlsNumber ?? undefined));
      expect(observed?.extensions?.['mls_source']).toBe(shown.mlsId);
      checked++;
    });
    expect(checked).toBe(listings.length);
    const pages = Math.ceil(listings.length / PAGE_SIZE);
    expect(new Set(Array.from({ length: pages }, (_, i) => searchGeneration(i + 1)))).toEqual(new Set(['properties', 'home_search']));
  });

  it('reads every detail page back with the remarks, the MLS number, the gallery and the floor plan', () => {
    expect(details.size).toBe(listings.length);
    let numbers = 0;
    for (const listing of listings) {
      const observed = details.get(listing.native_id);
      expectCommon(listing, observed);
      expect(observed?.description).toBe(listing.description);
      const shown = realtorPresentation(listing);
      expect(observed?.extensions?.['mls_id']).toBe(shown.mlsNumber ?? undefined);
      if (shown.mlsNumber !== null) numbers++;
      const media = trip.media.get(listing.native_id);
      expect(media?.complete).toBe(true);
      expect(media?.items.filter((m) => m.type === 'photo').map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      expect(media?.items.find((m) => m.type === 'floor_plan')?.url).toBe(listing.floor_plan_url);
    }
    expect(numbers).toBeGreaterThan(listings.length * 0.85);
  });

  it('shows the home realtor.com\'s way: baths as a string, the unit as "Unit", the permalink\'s unit turned round, the area a few per cent off', () => {
    const units = listings.filter((l) => /\d[A-Za-z]$/.test(l.address.unit ?? ''));
    expect(units.length).toBeGreaterThan(5);
    for (const l of units) {
      const shown = realtorPresentation(l);
      const code = (l.address.unit ?? '').replace(/^\D+/, '');
      expect(shown.unit).toBe(`Unit ${code}`);
      expect(shown.permalink).toContain(`-${code.slice(-1)}${code.slice(0, -1)}_`);
    }
    const halves = listings.filter((l) => l.bathrooms % 1 !== 0);
    expect(halves.length).toBeGreaterThan(10);
    for (const l of halves) expect(realtorPresentation(l).bathsConsolidated).toMatch(/^\d+\.5\+?$/);
    const off = listings.filter((l) => {
      const sqft = realtorPresentation(l).sqft;
      return sqft !== undefined && Math.abs(sqft * 0.09290304 - l.living_area_sqm) / l.living_area_sqm > 0.005;
    });
    expect(off.length).toBeGreaterThan(listings.length * 0.3);
    expect(off.every((l) => Math.abs((realtorPresentation(l).sqft ?? 0) * 0.09290304 - l.living_area_sqm) / l.living_area_sqm <= 0.031)).toBe(true);
  });
});
