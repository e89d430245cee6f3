import type { PropertyType } from '@estate/contract/vocabulary';
import type { ListingObserved } from '@estate/events';
import { normalizePostalCode } from '@estate/normalize';
import { roundTrip } from '@estate/collector-kit/testing';
import { generate, PLATFORM_PROFILES, rightmovePages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { gbListings } from './support/sample-listings.js';

const { renderer, rightmovePresentation, searchPagePath, shownBranchId, shownDescription, shownStatus } = rightmovePages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const trip = (listings: readonly SampleListing[], pageSize: number) => roundTrip({ platform: 'rightmove', parse, context: CONTEXT }, renderer, listings, pageSize);

/** What a property type reads back as after Rightmove's sub-types: UK flats (and overseas apartments) are all flats. */
const READS_BACK: Readonly<Record<PropertyType, PropertyType>> = {
  house: 'house',
  semi_detached: 'semi_detached',
  townhouse: 'townhouse',
  apartment: 'apartment',
  condo: 'apartment',
  co_op: 'apartment',
  multi_family: 'multi_family',
  manufactured: 'manufactured',
  land: 'land',
  commercial: 'commercial',
  parking: 'parking',
  room: 'unknown',
  other: 'other',
  unknown: 'unknown',
};

/** Rightmove shows an agreed sale as Sold STC until the listing is removed. */
const STATUS_BACK: Readonly<Record<SampleListing['status'], string>> = {
  active: 'active',
  under_offer: 'under_offer',
  pending: 'pending',
  sold: 'pending',
};

const KIND_OF_QUALIFIER: Readonly<Record<string, string>> = {
  '': 'asking',
  'Offers Over': 'offers_over',
  'Offers in Excess of': 'offers_over',
  'Offers in Region of': 'offers_in_region',
  'Guide Price': 'guide',
  'Fixed Price': 'fixed',
};

// Half a square foot (Rightmove's rounding) plus normalize's rounding to 0.01 m².
const AREA_TOLERANCE_SQM = 0.5 * 0.09290304 + 0.005;
// Agents in metric countries give whole m²: half a square metre.
const METRIC_AREA_TOLERANCE_SQM = 0.5 + 0.005;
// Half a hundredth of an acre.
const PLOT_TOLERANCE_SQM = 0.005 * 4046.8564224 + 0.005;
// Rightmove pins carry five decimals.
const PIN_TOLERANCE = 5e-6 + 1e-12;

function expectFacts(listing: SampleListing, observed: ListingObserved | undefined): void {
  const shown = rightmovePresentation(listing);
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  expect(observed.native_id).toBe(listing.native_id);
  // An auction lot sold under the hammer shows Sold STC.
  expect(observed.status).toBe(STATUS_BACK[shownStatus(listing)]);
  expect(observed.country).toBe(listing.country);
  expect(observed.property.address?.country).toBe(listing.country);
  // Whichever way the agent wrote the address (with county, postcode, full stop or none), the town is found.
  if (listing.country === 'GB') expect(observed.property.address?.city, observed.property.address?.original_text).toBe(listing.address.city);
  expect(observed.price?.currency).toBe(listing.currency);
  if (shown.poa) expect(observed.price).toMatchObject({ kind: 'on_request', display_text: 'POA' });
  // A price of 0 (injected as implausible, see @estate/sample-data's implausible.ts) is read as no amount.
  else if (listing.price === 0) expect(observed.price?.amount).toBeUndefined();
  else expect(observed.price).toMatchObject({ amount: String(listing.price), kind: KIND_OF_QUALIFIER[shown.qualifier] });
  expect(observed.property.property_type).toBe(READS_BACK[listing.property_type]);
  expect(observed.property.bedrooms).toBe(listing.property_type === 'land' ? undefined : listing.bedrooms);
  const living = observed.property.areas?.find((a) => a.basis === 'living');
  if (shown.size) {
    expect(living?.unit).toBe(shown.size.unit);
    const tolerance = shown.size.unit === 'sqm' ? METRIC_AREA_TOLERANCE_SQM : AREA_TOLERANCE_SQM;
    expect(Math.abs((living?.normalized_sqm ?? Number.NaN) - listing.living_area_sqm)).toBeLessThanOrEqual(tolerance);
  }
  else expect(living).toBeUndefined();
  const plot = observed.property.areas?.find((a) => a.basis === 'plot');
  if (shown.acres !== undefined) expect(Math.abs((plot?.normalized_sqm ?? Number.NaN) - (listing.plot_area_sqm ?? 0))).toBeLessThanOrEqual(PLOT_TOLERANCE_SQM);
  else expect(plot).toBeUndefined();
  expect(Math.abs((observed.property.geometry?.latitude ?? Number.NaN) - listing.latitude)).toBeLessThanOrEqual(PIN_TOLERANCE);
  expect(Math.abs((observed.property.geometry?.longitude ?? Number.NaN) - listing.longitude)).toBeLessThanOrEqual(PIN_TOLERANCE);
  // A development's plot is marketed by the development's branch.
  expect(observed.agency?.native_id).toBe(shownBranchId(listing));
}

describe('rightmove round trip: render() then parse() gives back the listing', () => {
  for (const seed of [11, 23, 2026]) {
    it(`keeps the facts of 60 generated listings (seed ${seed})`, () => {
      const listings = gbListings(60, seed);
      const { payloads, listingsUnder, media: galleries } = trip(listings, 24);
      expect(payloads.filter((p) => p.path.startsWith('search/'))).toHaveLength(3);
      expect(payloads.filter((p) => p.path.startsWith('properties/'))).toHaveLength(60);
      const search = listingsUnder('search/');
      const page = listingsUnder('properties/');
      const media = new Map([...galleries].map(([id, m]) => [id, m.items.map((i) => i.url)]));
      for (const listing of listings) {
        expectFacts(listing, search.get(listing.native_id));
        expectFacts(listing, page.get(listing.native_id));
        expect(page.get(listing.native_id)?.property.address?.postal_code).toBe(normalizePostalCode(listing.address.postal_code, 'GB'));
        expect(media.get(listing.native_id)).toEqual([...listing.photos.map((p) => p.url), ...(listing.floor_plan_url ? [listing.floor_plan_url] : [])]);
        expect(page.get(listing.native_id)?.description).toBe(shownDescription(listing).replace(/\n+/g, '\n\n'));
      }
    });
  }

  it('shows the variety Rightmove shows: qualifiers, POA, missing sizes, studios', () => {
    const listings = gbListings(300, 5);
    const shown = listings.map(rightmovePresentation);
    expect(new Set(shown.map((s) => s.qualifier))).toEqual(new Set(Object.keys(KIND_OF_QUALIFIER)));
    expect(shown.some((s) => s.poa)).toBe(true);
    expect(shown.some((s, i) => !s.size && listings[i]?.property_type !== 'land')).toBe(true);
    expect(shown.some((s) => s.propertySubType === 'Studio')).toBe(true);
    const bodies = renderer.render(listings, { pageSize: 50 }).filter((p) => p.path.startsWith('search/')).map((p) => p.body).join('');
    expect(bodies).toContain('"displayPrice":"POA"');
    expect(bodies).toContain('"displayStatus":"Sold STC"');
    expect(bodies).toMatch(/"displaySize":"\d{1,3},\d{3} sq\. ft\."/);
    expect(bodies).toMatch(/"summary":"Guide price £\d+(\.\d)?m\. /);
  });

  it('renders the same payloads for the same listings, and only its own platform', () => {
    const listings = gbListings(8, 4);
    expect(renderer.render(listings, { pageSize: 3 })).toEqual(renderer.render(listings, { pageSize: 3 }));
    const foreign = { ...(listings[0] as SampleListing), platform: 'zillow', native_id: '1' };
    expect(renderer.render([foreign], { pageSize: 3 })).toEqual([]);
  });
});

describe('rightmove round trip over the shared sample, overseas homes included', () => {
  const listings = generate({ seed: 42, size: 2000 }).listings.filter((l) => l.platform === 'rightmove');
  const pageSize = PLATFORM_PROFILES.rightmove.pageSize;

  it('holds UK homes and Rightmove Overseas ones (Spain in euros, the US in dollars)', () => {
    const kinds = new Set(listings.map((l) => `${l.country}/${l.currency}`));
    expect([...kinds].sort()).toEqual(['ES/EUR', 'GB/GBP', 'US/USD']);
  });

  it('parses every listing back with its own country, currency and price, with no issues', () => {
    const { listingsUnder } = trip(listings, pageSize);
    const search = listingsUnder('search/');
    const page = listingsUnder('properties/');
    expect(search.size).toBe(listings.length);
    expect(page.size).toBe(listings.length);
    for (const listing of listings) {
      const shown = rightmovePresentation(listing);
      for (const observed of [search.get(listing.native_id), page.get(listing.native_id)]) {
        expectFacts(listing, observed);
        expect(observed?.country, listing.native_id).toBe(listing.country);
        expect(observed?.price?.currency, listing.native_id).toBe(listing.currency);
        expect(observed?.price?.amount, listing.native_id).toBe(shown.poa || listing.price === 0 ? undefined : String(listing.price));
      }
      // Overseas cards and pages show the whole postal code; UK cards only the outward code.
      const postal = normalizePostalCode(listing.address.postal_code, listing.country);
      expect(postal, listing.native_id).toBeDefined();
      expect(page.get(listing.native_id)?.property.address?.postal_code, listing.native_id).toBe(postal);
      if (listing.country !== 'GB') expect(search.get(listing.native_id)?.property.address?.postal_code, listing.native_id).toBe(postal);
    }
  });

  it('shows overseas homes as Rightmove Overseas does: their currency, m² in Spain, their own search pages', () => {
    const payloads = renderer.render(listings, { pageSize });
    const paths = payloads.map((p) => p.path);
    expect(paths).toContain(searchPagePath(1));
    expect(paths).toContain('search/overseas/spain/page-0001.json');
    expect(paths).toContain('search/overseas/usa/page-0001.json');
    const spain = payloads.filter((p) => p.path.startsWith('search/overseas/spain/')).map((p) => p.body).join('');
    expect(spain).toContain('"countryCode":"ES"');
    expect(spain).toContain('"currencyCode":"EUR"');
    expect(spain).toMatch(/"displayPrice":"€\d{1,3}(,\d{3})+"/);
    expect(spain).toMatch(/"displaySize":"[\d,]+ sq\. m\."/);
    expect(spain).not.toContain('"countryCode":"GB"');
    expect(spain).not.toContain('£');
    const usa = payloads.filter((p) => p.path.startsWith('search/overseas/usa/')).map((p) => p.body).join('');
    expect(usa).toMatch(/"displayPrice":"\$\d{1,3}(,\d{3})+"/);
    expect(usa).toMatch(/"displaySize":"[\d,]+ sq\. ft\."/);
    const uk = payloads.filter((p) => /^search\/page-/.test(p.path)).map((p) => p.body).join('');
    expect(uk).not.toMatch(/"countryCode":"(ES|US)"/);
    const spanish = listings.find((l) => l.country === 'ES' && !rightmovePresentation(l).poa) as SampleListing;
    const body = payloads.find((p) => p.path === `properties/${spanish.native_id}.html`)?.body ?? '';
    expect(body).toContain(`"primaryPrice":"€${spanish.price.toLocaleString('en-GB')}"`);
    expect(body).toContain('"countryCode":"ES"');
    expect(body).toContain('"outcode":null');
    expect(body).toContain(`<link rel="canonical" href="https://www.rightmove.co.uk/properties/${spanish.native_id}">`);
  });
});
