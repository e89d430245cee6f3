/**
 * The generator's HOME'S listings through the renderer and back through the parser: every fact
 * the list cards and detail pages show comes back, and above all the four parts of JP's
 * cross-portal key — the address, the layout, the area to 0.01 m² and the floor.
 */
import { roundTrip } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { generate, lifullhomesPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const PAGE_SIZE = 30;

const listings = generate({ seed: 42, size: 4_000, platforms: ['lifullhomes'] }).listings;
const trip = roundTrip({ platform: 'lifullhomes', parse, context: CONTEXT }, lifullhomesPages.renderer, listings, PAGE_SIZE);
const cards = trip.listingsUnder('search/');
const details = trip.listingsUnder('details/');

const STATUS: Readonly<Record<SampleListing['status'], string>> = { active: 'active', under_offer: 'under_offer', pending: 'pending', sold: 'sold' };

function expectCommon(listing: SampleListing, observed: ListingObserved | undefined): void {
  expect(observed, listing.native_id).toBeDefined();
  if (!observed) return;
  const kind = listing.property_type === 'house' ? 'kodate' : 'mansion';
  expect(observed.url).toBe(`https://www.homes.co.jp/${kind}/b-${listing.native_id}/`);
  expect(observed).toMatchObject({ country: 'JP', transaction: 'sale', status: STATUS[listing.status] });
  if (listing.price > 0) expect(observed.price).toMatchObject({ amount: String(listing.price), currency: 'JPY' });
  expect(observed.property.address).toMatchObject({ region: listing.address.region, city: listing.address.city, line1: listing.address.line1 });
  expect(observed.property.bedrooms).toBe(listing.bedrooms <= 0 ? 1 : listing.bedrooms);
  expect(observed.property.property_type).toBe(listing.property_type);
  const area = observed.property.areas?.find((a) => a.basis === (kind === 'mansion' ? 'living' : 'built'));
  expect(area?.normalized_sqm).toBe(listing.living_area_sqm);
  expect(observed.property.year_built).toBe(listing.year_built);
  if (kind === 'mansion') expect(observed.extensions?.['floor']).toBe(`${Math.max(1, listing.floor ?? 1)}階`);
  else expect(observed.extensions?.['floor']).toBeUndefined();
}

describe('lifullhomes round trip', () => {
  it('reads every listing back from the list pages, in page order, with its first photo', () => {
    expect(listings.length).toBeGreaterThan(150);
    expect(cards.size).toBe(listings.length);
    for (const listing of listings) {
      const card = cards.get(listing.native_id);
      expectCommon(listing, card);
      expect(card?.media?.map((m) => m.url)).toEqual(listing.photos.slice(0, 1).map((p) => p.url));
      expect(card?.agency?.name).toBe(listing.agency.name);
    }
    trip.payloads.filter((p) => p.path.startsWith('search/')).forEach((payload, i) => {
      const read = parse(payload, CONTEXT).observations.flatMap((o) => (o.kind === 'listing' ? [o.data.native_id] : []));
      expect(read, payload.path).toEqual(listings.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE).map((l) => l.native_id));
    });
    expect(listings.some((l) => l.property_type === 'house')).toBe(true);
    expect(listings.some((l) => l.property_type === 'apartment')).toBe(true);
  });

  it('reads every detail page back with the description, the date, the agency, the whole gallery and the floor plan', () => {
    expect(details.size).toBe(listings.length);
    for (const listing of listings) {
      const observed = details.get(listing.native_id);
      expectCommon(listing, observed);
      expect(observed?.description).toBe(listing.description);
      expect(observed?.agency).toMatchObject({ native_id: listing.agency.native_id, name: listing.agency.name, professional_contacts: [{ kind: 'business_phone', value: listing.agency.phone }] });
      const listedJst = new Date(Date.parse(listing.listed_at) + 9 * 3_600_000).toISOString().slice(0, 10);
      expect(observed?.listed_at).toBe(new Date(Date.parse(`${listedJst}T00:00:00+09:00`)).toISOString());
      const media = trip.media.get(listing.native_id);
      expect(media?.complete).toBe(true);
      expect(media?.items.filter((m) => m.type === 'photo').map((m) => m.url)).toEqual(listing.photos.map((p) => p.url));
      expect(media?.items.find((m) => m.type === 'floor_plan')?.url).toBe(listing.floor_plan_url);
      if (listing.plot_area_sqm !== undefined) expect(observed?.property.areas?.find((a) => a.basis === 'plot')?.normalized_sqm).toBe(listing.plot_area_sqm);
    }
  });

  it("shows the cross-listing differences HOME'S has: 番地 addresses, storerooms as +S（納戸）, other building names", () => {
    const views = listings.map((l) => lifullhomesPages.homesView(l));
    expect(views.every((v) => /\d+丁目\d+-\d+$/.test(v.address))).toBe(true);
    const storeroom = listings.filter((l) => l.layout?.endsWith('+S'));
    for (const l of storeroom) expect(details.get(l.native_id)?.property.layout).toBe(l.layout?.replace(/^(\d+)(.*)\+S$/, '$1S$2'));
    const named = views.filter((v) => v.kind === 'mansion');
    expect(named.some((v) => v.buildingName === undefined)).toBe(true);
    expect(named.some((v) => v.buildingName !== undefined && v.name !== v.buildingName)).toBe(true);
  });
});
