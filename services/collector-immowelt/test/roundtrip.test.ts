/**
 * The generator's immowelt listings through the renderer and back through the parser: every fact
 * a page shows comes back, on search cards and exposés, and the key a cross-portal matcher needs
 * (the agency's Referenznummer) comes back where the exposé states it.
 */
import { roundTrip } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { generate, immoweltPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const { renderer, immoweltPresentation } = immoweltPages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const PAGE_SIZE = 30;

const sample = generate({ seed: 42, size: 3_000, platforms: ['immowelt'] });
const listings = sample.listings;
const trip = roundTrip({ platform: 'immowelt', parse, context: CONTEXT }, renderer, listings, PAGE_SIZE);
const cards = trip.listingsUnder('search/');
const details = trip.listingsUnder('details/');

/** Immowelt shows a reserved home as "reserviert" and a sold one as "verkauft". */
const STATUS_BACK: Readonly<Record<SampleListing['status'], string>> = { active: 'active', under_offer: 'under_offer', pending: 'under_offer', sold: 'sold' };

function expectCommon(listing: SampleListing, observed: ListingObserved | undefined): void {
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  const shown = immoweltPresentation(listing);
  expect(observed.native_id).toBe(listing.native_id);
  expect(observed.country).toBe('DE');
  expect(observed.url).toBe(`https://www.immowelt.de/expose/${shown.legacyId}`);
  expect(observed.transaction).toBe('sale');
  expect(observed.price).toMatchObject({ amount: String(listing.price), currency: 'EUR' });
  expect(observed.status).toBe(STATUS_BACK[listing.status]);
  expect(observed.property.property_type).toBe(listing.property_type);
  expect(observed.property.address).toMatchObject({ city: listing.address.city, postal_code: listing.address.postal_code });
  expect(observed.property.address?.line1).toBe(shown.published ? listing.address.line1 : undefined);
  expect(observed.extensions?.['district']).toBe(listing.address.district);
  // Zimmer: whole rooms, a half room ("2,5") in the layout.
  expect(observed.property.rooms).toBe(Math.floor(listing.rooms ?? listing.bedrooms + 1));
  expect(observed.property.bedrooms).toBeUndefined();
  const living = observed.property.areas?.find((a) => a.basis === 'living');
  expect(living?.normalized_sqm).toBeCloseTo(shown.livingSpace, 2);
  expect(Math.abs((living?.normalized_sqm ?? Number.NaN) - listing.living_area_sqm)).toBeLessThanOrEqual(0.5);
  expect(observed.agency).toMatchObject({ native_id: listing.agency.native_id, name: listing.agency.name });
  expect(observed.title).toBe(listing.title);
  expect(observed.listed_at).toBe(listing.listed_at);
}

describe('immowelt round trip', () => {
  it('reads every listing back from the compressed search results, in order, with its photos', () => {
    expect(listings.length).toBeGreaterThan(100);
    expect(cards.size).toBe(listings.length);
    for (const listing of listings) {
      const card = cards.get(listing.native_id);
      expectCommon(listing, card);
      expect(card?.media?.map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      // The card gives no point: the address is shown as text only.
      expect(card?.property.geometry).toBeUndefined();
    }
    const searchPages = trip.payloads.filter((p) => p.path.startsWith('search/'));
    searchPages.forEach((payload, i) => {
      const read = parse(payload, CONTEXT).observations.filter((o) => o.kind === 'listing').map((o) => o.data.native_id);
      expect(read, payload.path).toEqual(listings.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE).map((l) => l.native_id));
    });
  });

  it('reads every exposé back: description, year, point or area of the address, gallery and floor plan', () => {
    expect(details.size).toBe(listings.length);
    let published = 0;
    for (const listing of listings) {
      const shown = immoweltPresentation(listing);
      const observed = details.get(listing.native_id);
      expectCommon(listing, observed);
      expect(observed?.description).toBe(listing.description);
      expect(observed?.property.year_built).toBe(listing.year_built);
      const point = observed?.property.geometry;
      if (shown.published) {
        published++;
        expect(point).toMatchObject({ precision: 'exact' });
        expect(point?.latitude).toBeCloseTo(listing.latitude, 5);
        expect(point?.longitude).toBeCloseTo(listing.longitude, 5);
      } else {
        // The centre of the area immowelt outlines: near the home, never claimed as its point.
        expect(point?.precision).toBe('approximate');
        expect(Math.abs((point?.latitude ?? 0) - listing.latitude)).toBeLessThan(0.0015);
      }
      const media = trip.media.get(listing.native_id);
      expect(media?.complete).toBe(true);
      expect(media?.items.filter((m) => m.type === 'photo').map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      expect(media?.items.find((m) => m.type === 'floor_plan')?.url).toBe(listing.floor_plan_url);
    }
    expect(published).toBeGreaterThan(listings.length / 4);
    expect(published).toBeLessThan(listings.length * 0.65);
  });

  it('reads the Referenznummer where the exposé states it: one number per office and home', () => {
    let stated = 0;
    for (const listing of listings) {
      const shown = immoweltPresentation(listing);
      expect(details.get(listing.native_id)?.extensions?.['agency_reference']).toBe(shown.reference ?? undefined);
      if (shown.reference !== null) stated++;
    }
    expect(stated).toBeGreaterThan(listings.length * 0.7);
  });
});
