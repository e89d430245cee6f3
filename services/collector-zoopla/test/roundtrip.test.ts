/**
 * The generator's zoopla listings through the renderer and back through the parser: every fact a
 * page shows comes back, on search cards and detail pages of both generations, and the keys a
 * cross-portal matcher needs (UPRN, full postcode, house number) come back where Zoopla shows them.
 */
import { roundTrip } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { generate, zooplaPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const { renderer, zooplaPresentation, uprnOf, searchGeneration } = zooplaPages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const PAGE_SIZE = 25;

const sample = generate({ seed: 42, size: 3_000, platforms: ['zoopla'] });
const listings = sample.listings;
const trip = roundTrip({ platform: 'zoopla', parse, context: CONTEXT }, renderer, listings, PAGE_SIZE);
const cards = trip.listingsUnder('search/');
const details = trip.listingsUnder('details/');

/** Zoopla shows an agreed sale as "Sold subject to contract" until the listing is removed. */
const STATUS_BACK: Readonly<Record<SampleListing['status'], string>> = { active: 'active', under_offer: 'under_offer', pending: 'pending', sold: 'pending' };
// Whole square feet, then normalize's rounding to 0.01 m².
const AREA_TOLERANCE_SQM = 0.5 * 0.09290304 + 0.005;

function expectCommon(listing: SampleListing, observed: ListingObserved | undefined, where: 'card' | 'detail'): void {
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  expect(observed.native_id).toBe(listing.native_id);
  expect(observed.country).toBe('GB');
  expect(observed.url).toBe(`https://www.zoopla.co.uk/for-sale/details/${listing.native_id}/`);
  expect(observed.price?.currency).toBe('GBP');
  if (listing.price > 0) expect(observed.price?.amount).toBe(String(listing.price));
  // A studio's card shows no bed icon: no count is read rather than a 0 made up.
  expect(observed.property.bedrooms).toBe(where === 'card' && listing.bedrooms === 0 ? undefined : listing.bedrooms);
  expect(observed.property.address?.city).toBe(listing.address.city);
  expect(observed.property.geometry).toMatchObject({ latitude: listing.latitude, longitude: listing.longitude });
  expect(observed.agency?.name).toBe(`${listing.agency.name} - ${listing.address.district ?? listing.address.city}`);
  expect(observed.title).toBe(listing.title);
}

describe('zoopla round trip', () => {
  it('reads every listing back from the search cards, with its photos in order, and no promoted card as a result', () => {
    expect(listings.length).toBeGreaterThan(200);
    expect(cards.size).toBe(listings.length);
    let checked = 0;
    for (const listing of listings) {
      const card = cards.get(listing.native_id);
      expectCommon(listing, card, 'card');
      const area = card?.property.areas?.find((a) => a.basis === 'living');
      if (zooplaPresentation(listing).area) expect(Math.abs((area?.normalized_sqm ?? Number.NaN) - listing.living_area_sqm)).toBeLessThanOrEqual(AREA_TOLERANCE_SQM);
      else expect(area).toBeUndefined();
      expect(card?.status).toBe(listing.status === 'under_offer' ? 'under_offer' : 'active');
      expect(card?.media?.map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      expect(card?.property.property_type).toBe(listing.property_type);
      checked++;
    }
    expect(checked).toBe(listings.length);
    expect(listings.some((l) => l.bedrooms === 0)).toBe(true);
    // Each results page yields its own results only, not the promoted cards of later pages it also shows.
    const searchPages = trip.payloads.filter((p) => p.path.startsWith('search/'));
    searchPages.forEach((payload, i) => {
      const read = parse(payload, CONTEXT).observations.filter((o) => o.kind === 'listing').map((o) => o.data.native_id);
      expect(read, payload.path).toEqual(listings.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE).map((l) => l.native_id));
      if (i < searchPages.length - 1) expect(payload.body, payload.path).toMatch(searchGeneration(i + 1) === 'rsc' ? /featuredListingsFormatted\\":\[\{/ : /regularListingsFormatted/);
    });
    // Both generations among the results pages.
    const pages = Math.ceil(listings.length / PAGE_SIZE);
    expect(new Set(Array.from({ length: pages }, (_, i) => searchGeneration(i + 1)))).toEqual(new Set(['rsc', 'next_data']));
  });

  it('reads every detail page back, of both generations, with the status, area, description, gallery and floor plan', () => {
    expect(details.size).toBe(listings.length);
    const generations = new Map<string, number>();
    for (const listing of listings) {
      const shown = zooplaPresentation(listing);
      generations.set(shown.generation, (generations.get(shown.generation) ?? 0) + 1);
      const observed = details.get(listing.native_id);
      expectCommon(listing, observed, 'detail');
      expect(observed?.status).toBe(STATUS_BACK[listing.status]);
      expect(observed?.description).toBe(listing.description);
      expect(observed?.listed_at).toBe(new Date(Math.floor(Date.parse(listing.listed_at) / 1000) * 1000).toISOString());
      const living = observed?.property.areas?.find((a) => a.basis === 'living');
      if (shown.area) expect(Math.abs((living?.normalized_sqm ?? Number.NaN) - listing.living_area_sqm)).toBeLessThanOrEqual(AREA_TOLERANCE_SQM);
      else expect(living).toBeUndefined();
      const media = trip.media.get(listing.native_id);
      expect(media?.complete).toBe(true);
      expect(media?.items.filter((m) => m.type === 'photo').map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      expect(media?.items.find((m) => m.type === 'floor_plan')?.url).toBe(listing.floor_plan_url);
    }
    expect(generations.get('rsc') ?? 0).toBeGreaterThan(listings.length / 2);
    expect(generations.get('next_data') ?? 0).toBeGreaterThan(20);
  });

  it('reads the full postcode everywhere, and the UPRN and house number where the page shows them', () => {
    let uprns = 0;
    let numbers = 0;
    for (const listing of listings) {
      const shown = zooplaPresentation(listing);
      const observed = details.get(listing.native_id);
      expect(observed?.property.address?.postal_code).toBe(listing.address.postal_code);
      expect(observed?.extensions?.['uprn']).toBe(shown.uprn ?? undefined);
      if (shown.uprn !== null) {
        expect(shown.uprn).toBe(uprnOf(listing));
        uprns++;
      }
      if (shown.numberOrName !== null) {
        expect(observed?.property.address?.line1).toBe(listing.address.line1);
        expect(observed?.property.address?.unit).toBe(listing.address.unit);
        numbers++;
      } else {
        expect(observed?.property.address?.line1).toBeUndefined();
      }
    }
    expect(uprns).toBeGreaterThan(listings.length / 2);
    expect(numbers).toBeGreaterThan(listings.length / 3);
  });
});
