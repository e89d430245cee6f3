import type { PropertyType } from '@estate/contract/vocabulary';
import type { ListingObserved } from '@estate/events';
import { byKind, roundTrip as renderAndParse } from '@estate/collector-kit/testing';
import { zillowPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { usListings } from './support/sample-listings.js';

const { renderer, zillowPresentation } = zillowPages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

/** What a property type reads back as after Zillow's home types: Zillow has fewer words. */
const READS_BACK: Readonly<Record<PropertyType, PropertyType>> = {
  house: 'house',
  semi_detached: 'house',
  townhouse: 'townhouse',
  apartment: 'apartment',
  condo: 'condo',
  co_op: 'co_op',
  multi_family: 'multi_family',
  manufactured: 'manufactured',
  land: 'land',
  commercial: 'unknown',
  parking: 'unknown',
  room: 'unknown',
  other: 'unknown',
  unknown: 'unknown',
};

// Half a square foot, Zillow's rounding, plus normalize's rounding to 0.01 m².
const AREA_TOLERANCE_SQM = 0.5 * 0.09290304 + 0.005;
// Zillow pins carry six decimals.
const PIN_TOLERANCE = 5e-7 + 1e-12;

function roundTrip(listings: SampleListing[], pageSize: number) {
  const trip = renderAndParse({ platform: 'zillow', parse, context: CONTEXT }, renderer, listings, pageSize);
  const media = new Map([...trip.media].map(([id, m]) => [id, m.items.length]));
  return { payloads: trip.payloads, search: trip.listingsUnder('search/'), detail: trip.listingsUnder('homedetails/'), media };
}

function expectFacts(listing: SampleListing, observed: ListingObserved | undefined): void {
  const shown = zillowPresentation(listing);
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  expect(observed.native_id).toBe(listing.native_id);
  expect(observed.price?.amount).toBe(String(listing.price));
  expect(observed.price?.currency).toBe('USD');
  expect(observed.status).toBe(listing.status);
  expect(observed.property.property_type).toBe(READS_BACK[listing.property_type]);
  expect(observed.property.bedrooms).toBe(listing.property_type === 'land' ? undefined : listing.bedrooms);
  const living = observed.property.areas?.find((a) => a.basis === 'living');
  if (shown.livingAreaSqft === undefined) expect(living).toBeUndefined();
  else expect(Math.abs((living?.normalized_sqm ?? Number.NaN) - listing.living_area_sqm)).toBeLessThanOrEqual(AREA_TOLERANCE_SQM);
  expect(Math.abs((observed.property.geometry?.latitude ?? Number.NaN) - listing.latitude)).toBeLessThanOrEqual(PIN_TOLERANCE);
  expect(Math.abs((observed.property.geometry?.longitude ?? Number.NaN) - listing.longitude)).toBeLessThanOrEqual(PIN_TOLERANCE);
}

describe('zillow round trip: render() then parse() gives back the listing', () => {
  for (const seed of [7, 19, 2024]) {
    it(`keeps the facts of 60 generated listings (seed ${seed})`, () => {
      const listings = usListings(60, seed);
      const { payloads, search, detail, media } = roundTrip(listings, 7);
      expect(payloads.filter((p) => p.path.startsWith('search/'))).toHaveLength(9);
      expect(payloads.filter((p) => p.path.startsWith('homedetails/'))).toHaveLength(60);
      for (const listing of listings) {
        expectFacts(listing, search.get(listing.native_id));
        expectFacts(listing, detail.get(listing.native_id));
        const page = detail.get(listing.native_id);
        expect(page?.property.year_built).toBe(listing.property_type === 'land' ? undefined : listing.year_built);
        expect(page?.price_history?.filter((p) => p.event === 'listed' || p.event === 'price_changed').map((p) => p.price?.amount)).toEqual(
          listing.price_history.map((p) => String(p.price)),
        );
        expect(page?.agent?.native_id).toBe(listing.agent.native_id);
        expect(media.get(listing.native_id)).toBe(listing.photos.length);
        expect(page?.media?.map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      }
    });
  }

  it('withholds only what Zillow withholds: some living areas, lots have no rooms', () => {
    const listings = usListings(200, 99);
    const shown = listings.map(zillowPresentation);
    expect(shown.some((s, i) => s.livingAreaSqft === undefined && listings[i]?.property_type !== 'land')).toBe(true);
    expect(shown.some((s) => s.lot?.unit === 'acres')).toBe(true);
    expect(shown.some((s) => s.lot?.unit === 'sqft')).toBe(true);
  });

  it('renders the same payloads for the same listings', () => {
    const listings = usListings(12, 5);
    expect(renderer.render(listings, { pageSize: 5 })).toEqual(renderer.render(listings, { pageSize: 5 }));
  });

  it('renders only its own platform and writes prices the way Zillow does', () => {
    const listings = usListings(3, 3);
    const foreign = { ...(listings[0] as SampleListing), platform: 'rightmove', native_id: '1' };
    const payloads = renderer.render([...listings, foreign], { pageSize: 10 });
    const places = payloads.filter((p) => p.path.startsWith('autocomplete/'));
    const profiles = payloads.filter((p) => p.path.startsWith('profile/'));
    const directories = payloads.filter((p) => p.path.startsWith('professionals/'));
    const buildings = payloads.filter((p) => p.path.startsWith('b/'));
    const pages = payloads.filter((p) => ![places, profiles, directories, buildings].some((kind) => kind.includes(p)));
    expect(pages.map((p) => p.path)).toEqual(['search/page-0001.html', ...listings.map((l) => `homedetails/${l.native_id}.html`)]);
    // A building page per street address with units on sale (the foreign listing's is not Zillow's).
    expect(buildings).toHaveLength(new Set(listings.filter((l) => l.address.unit !== undefined && l.status !== 'sold').map((l) => l.address.line1)).size);
    // Per city of its own listings the search box's suggestions and the agent directory; a profile per agent.
    expect(places).toHaveLength(new Set(listings.map((l) => l.address.city)).size);
    expect(directories).toHaveLength(places.length);
    expect(profiles).toHaveLength(new Set(listings.map((l) => l.agent.native_id)).size);
    const body = payloads[0]?.body ?? '';
    for (const l of listings) expect(body).toContain(`"price":"$${new Intl.NumberFormat('en-US').format(l.price)}"`);
    expect(body).not.toContain('</script>"');
  });
});

describe('zillow ids that are not numbers', () => {
  it('keeps a non-numeric native id as given', () => {
    const [listing] = usListings(1, 8);
    const odd = { ...(listing as SampleListing), native_id: 'zp-abc' };
    const observed = renderer.render([odd], { pageSize: 1 }).flatMap((p) => byKind(parse(p, CONTEXT)).listings);
    expect(observed.map((l) => l.native_id)).toEqual(['zp-abc', 'zp-abc']);
  });
});
