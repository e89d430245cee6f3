/**
 * The generator's fotocasa listings through the renderer and back through the parser: every fact a
 * page shows comes back, on results of both front ends and on detail pages of both, and the keys a
 * cross-portal matcher needs (the advertiser's reference, the street where it is shown) come back
 * where fotocasa shows them.
 */
import { roundTrip } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { fotocasaPages, generate, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const { renderer, fotocasaPresentation, searchGeneration, agencyReference } = fotocasaPages;
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const PAGE_SIZE = 30;

const sample = generate({ seed: 42, size: 4_000, platforms: ['fotocasa'] });
const listings = sample.listings;
const trip = roundTrip({ platform: 'fotocasa', parse, context: CONTEXT }, renderer, listings, PAGE_SIZE);
const cards = trip.listingsUnder('search/');
const details = trip.listingsUnder('details/');

/** normalize keeps an exact point to six places, an approximate one to five. */
const places = (exact: boolean) => (exact ? 1e-6 : 1e-5);

function expectCommon(listing: SampleListing, observed: ListingObserved | undefined): void {
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  const shown = fotocasaPresentation(listing);
  expect(observed.native_id).toBe(listing.native_id);
  expect(observed.country).toBe('ES');
  expect(observed.url).toMatch(new RegExp(`^https://www\\.fotocasa\\.es/es/comprar/vivienda/[a-z-]+-capital/[a-z-]+/${listing.native_id}/d$`));
  expect(observed.price).toMatchObject({ amount: String(listing.price), currency: 'EUR' });
  expect(observed.property.bedrooms).toBe(listing.bedrooms === 0 ? undefined : listing.bedrooms);
  expect(observed.property.bathrooms).toBe(Math.max(1, Math.round(listing.bathrooms)));
  expect(observed.property.property_type).toBe(listing.property_type);
  expect(observed.property.areas).toEqual([expect.objectContaining({ value: Math.round(listing.living_area_sqm), basis: 'built' })]);
  expect(observed.property.address).toMatchObject({ city: listing.address.city, postal_code: listing.address.postal_code });
  expect(observed.property.address?.line1).toBe(shown.exact ? listing.address.line1 : undefined);
  const geometry = observed.property.geometry;
  expect(geometry?.precision).toBe(shown.exact ? 'exact' : 'approximate');
  expect(Math.abs((geometry?.latitude ?? Number.NaN) - shown.latitude)).toBeLessThanOrEqual(places(shown.exact));
  expect(Math.abs((geometry?.longitude ?? Number.NaN) - shown.longitude)).toBeLessThanOrEqual(places(shown.exact));
  expect(observed.agency?.name).toBe(shown.agencyShown ? listing.agency.name : undefined);
  expect(observed.extensions?.['neighborhood']).toBe(listing.address.district);
  expect(observed.listed_at).toBe(new Date(Date.parse(listing.listed_at)).toISOString());
  // The office's line is on every ad, also where the agency's name is hidden: one office's line on both Spanish portals.
  expect(observed.extensions?.['advertiser_phone']).toBe(listing.agency.phone.replace(/[^\d+]/g, ''));
}

describe('fotocasa round trip', () => {
  it('reads every listing back from the results, of both front ends, with its photos in order', () => {
    expect(listings.length).toBeGreaterThan(150);
    expect(cards.size).toBe(listings.length);
    for (const listing of listings) {
      const card = cards.get(listing.native_id);
      expectCommon(listing, card);
      expect(card?.description).toBe(listing.description);
      expect(card?.media?.map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      // The reference rides on the newer front end's `resultsV2` twin only.
      const page = Math.floor(listings.indexOf(listing) / PAGE_SIZE) + 1;
      expect(card?.extensions?.['agency_reference']).toBe(searchGeneration(page) === 'v2' ? (fotocasaPresentation(listing).reference ?? undefined) : undefined);
    }
    const pages = Math.ceil(listings.length / PAGE_SIZE);
    expect(new Set(Array.from({ length: pages }, (_, i) => searchGeneration(i + 1)))).toEqual(new Set(['legacy', 'v2']));
    // Each results page yields its own results, in order.
    trip.payloads.filter((p) => p.path.startsWith('search/')).forEach((payload, i) => {
      const read = parse(payload, CONTEXT).observations.filter((o) => o.kind === 'listing').map((o) => o.data.native_id);
      expect(read, payload.path).toEqual(listings.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE).map((l) => l.native_id));
    });
  });

  it('reads every detail page back, of both front ends, with the reference, the floor and the complete gallery', () => {
    expect(details.size).toBe(listings.length);
    const generations = new Map<string, number>();
    let references = 0;
    for (const listing of listings) {
      const shown = fotocasaPresentation(listing);
      generations.set(shown.generation, (generations.get(shown.generation) ?? 0) + 1);
      const observed = details.get(listing.native_id);
      expectCommon(listing, observed);
      expect(observed?.title).toBe(listing.title);
      expect(observed?.description).toBe(listing.description);
      expect(observed?.extensions?.['agency_reference']).toBe(shown.reference ?? undefined);
      if (shown.reference !== null) {
        expect(shown.reference).toBe(agencyReference(listing));
        references++;
      }
      const flat = listing.property_type === 'apartment' && listing.floor !== undefined;
      expect(observed?.extensions?.['floor']).toBe(flat ? (listing.floor === 0 ? 'bj' : String(listing.floor)) : undefined);
      const media = trip.media.get(listing.native_id);
      expect(media?.complete).toBe(true);
      expect(media?.items.filter((m) => m.type === 'photo').map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      // Floor plans are in V2's gallery only: read from it on the newer pages.
      expect(media?.items.find((m) => m.type === 'floor_plan')?.url).toBe(shown.generation === 'v2' ? listing.floor_plan_url : undefined);
    }
    expect(generations.get('v2') ?? 0).toBeGreaterThan(listings.length / 2);
    expect(generations.get('legacy') ?? 0).toBeGreaterThan(20);
    expect(references / listings.length).toBeGreaterThan(0.7);
  });

  it('gives one office the same reference for a home on idealista and fotocasa, and another office another', () => {
    const both = generate({ seed: 42, size: 4_000, platforms: ['idealista', 'fotocasa'] });
    const byId = new Map(both.listings.map((l) => [`${l.platform}:${l.native_id}`, l]));
    const pairs = both.crossPortal.filter((p) => p.country === 'ES' && p.relation === 'same_home');
    expect(pairs.length).toBeGreaterThan(30);
    let same = 0;
    for (const p of pairs) {
      const a = byId.get(`${p.first.platform}:${p.first.native_id}`);
      const b = byId.get(`${p.second.platform}:${p.second.native_id}`);
      if (!a || !b) continue;
      if (p.same_office) {
        expect(agencyReference(b)).toBe(agencyReference(a));
        same++;
      } else {
        expect(agencyReference(b)).not.toBe(agencyReference(a));
      }
    }
    expect(same).toBeGreaterThan(10);
  });
});
