/**
 * Zoopla's parser against real saved pages of both generations (provenance in
 * real-pages/README.md). Every expected value below was read off the saved page itself, not
 * taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-02-18T12:00:00.000Z', retrievedAt: '2026-02-18T12:00:00.000Z' };
const read = (file: string, path: string) => {
  const parsed = parse({ path, content_type: 'text/html', body: readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8') }, CONTEXT);
  return { parsed, out: byKind(parsed) };
};

describe('a 2026 detail page (RSC flight chunks): 4 bed semi-detached, Cecil Park, Herne Bay', () => {
  const { parsed, out } = read('detail-herne-bay-2026.html', 'details/71365505.html');
  const listing = out.listings[0];

  it('yields the listing and its gallery, publishable', () => {
    assertPublishable('zoopla', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings).toHaveLength(1);
    expect(out.media).toHaveLength(1);
  });

  it('reads the UPRN, the full postcode and the house number the page gives', () => {
    expect(listing?.native_id).toBe('71365505');
    expect(listing?.extensions).toMatchObject({ uprn: '100060830418', outcode: 'CT6', epc_rating: 'D' });
    expect(listing?.property.address).toMatchObject({ line1: '9 Cecil Park', city: 'Herne Bay', postal_code: 'CT6 6DL', original_text: 'Cecil Park, Herne Bay CT6' });
    expect(listing?.property.geometry).toMatchObject({ latitude: 51.36907, longitude: 1.134746 });
  });

  it('reads price, rooms, type, size, branch and the publication time (UK summer time)', () => {
    expect(listing?.price).toMatchObject({ amount: '550000', currency: 'GBP', kind: 'asking', display_text: '£550,000' });
    expect(listing?.property).toMatchObject({ bedrooms: 4, bathrooms: 2, property_type: 'semi_detached', source_property_type: 'semi_detached' });
    // `floorArea` is null; the size Zoopla took in is `ingested.sizeSqft` 1797.
    expect(listing?.property.areas).toEqual([expect.objectContaining({ value: 1797, unit: 'sqft', basis: 'living' })]);
    expect(listing?.agency).toMatchObject({ native_id: '25589', name: 'Kent Estate Agencies', professional_contacts: [{ kind: 'business_phone', value: '01227 319143' }] });
    // "2025-09-20T13:46:10" is British Summer Time, UTC+1.
    expect(listing?.listed_at).toBe('2025-09-20T12:46:10.000Z');
    expect(listing?.status).toBe('active');
    expect(listing?.title).toBe('4 bed semi-detached house for sale');
    expect(listing?.url).toBe('https://www.zoopla.co.uk/for-sale/details/71365505/');
  });

  it('follows the description reference "$8f" to its text row, cut at its byte length', () => {
    expect(listing?.description?.startsWith('This exquisite Victorian Villa exudes opulence; a substantial property arranged over three floors')).toBe(true);
    // The agent's own text ends so (its "<br />" arrives escaped, as &lt;br /&gt;), and the next row (90:T297b) is not read into it.
    expect(listing?.description?.endsWith('For a free valuation of your property contact the number on this brochure.')).toBe(true);
    expect(listing?.description).not.toContain('90:T');
  });

  it('gives the 31 photos in page order, then the floor plan from the originals host', () => {
    const items = out.media[0]?.items ?? [];
    expect(out.media[0]?.complete).toBe(true);
    expect(items.filter((i) => i.type === 'photo')).toHaveLength(31);
    expect(items[0]?.url).toBe('https://lid.zoocdn.com/u/1024/768/611ee8a15bb93510c3c3da707c92843b4f84d521.jpg');
    expect(items.at(-1)).toMatchObject({ type: 'floor_plan', url: 'https://lc.zoocdn.com/0f4c8e34cba05d022fc437a8b173328858b1e138.jpg' });
  });
});

describe('a 2023 search page (__NEXT_DATA__): 8 Islington cards', () => {
  const { parsed, out } = read('search-islington-2023.html', 'search/islington/page-0001.html');
  const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

  it('yields every card, publishable', () => {
    assertPublishable('zoopla', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['65961688', '65961554', '64786680', '65958491', '65957629', '65949168', '65947329', '65938182']);
  });

  it.each([
    ['65961688', 'Liverpool Road, London N1', 'London'],
    ['65961554', 'Lexicon, Book House, City Road, London EC1V', 'London'],
    // Zoopla writes the locality where the post town would be.
    ['64786680', 'Avenell Road, Highbury N5', 'Highbury'],
    ['65938182', 'Maple House, 213 Junction Road, Tufnell Park N19', 'Tufnell Park'],
    ['65947329', '261A City Rd, London EC1V', 'London'],
  ])('%s "%s" is in %s', (id, shown, town) => {
    expect(byId(id)?.property.address?.original_text).toBe(shown);
    expect(byId(id)?.property.address?.city).toBe(town);
  });

  it('makes up no town where the address ends in a street ("Vermont House, 250 City Road EC1V")', () => {
    expect(byId('65958491')?.property.address?.city).toBeUndefined();
    expect(byId('65958491')?.extensions).toMatchObject({ outcode: 'EC1V' });
  });

  it('reads price and qualifier, rooms from the icons, the area icon in sq ft, and the branch', () => {
    const house = byId('65961688');
    expect(house?.price).toMatchObject({ amount: '1850000', kind: 'asking' });
    expect(house?.property).toMatchObject({ bedrooms: 5, bathrooms: 3, property_type: 'townhouse', source_property_type: 'terraced' });
    expect(house?.property.geometry).toMatchObject({ latitude: 51.538237, longitude: -0.107192 });
    expect(house?.agency).toMatchObject({ native_id: '13336', name: 'Dexters - Islington', professional_contacts: [{ kind: 'business_phone', value: '020 7483 6373' }] });
    // The card's main image and its 13 gallery files.
    expect(house?.media).toHaveLength(14);
    expect(byId('64786680')?.price).toMatchObject({ amount: '1000000', kind: 'offers_over', display_text: 'Offers over £1,000,000' });
    expect(byId('65947329')?.price).toMatchObject({ amount: '1290000', kind: 'offers_in_region' });
    expect(byId('65961554')?.property.areas).toEqual([expect.objectContaining({ value: 536, unit: 'sqft' })]);
  });

  it('leaves out what a card does not say: a studio has no bed icon, a null type is no type', () => {
    expect(byId('65957629')?.property).toMatchObject({ bathrooms: 1, source_property_type: 'studio' });
    expect(byId('65957629')?.property.bedrooms).toBeUndefined();
    expect(byId('65949168')?.property.property_type).toBeUndefined();
    expect(byId('65949168')?.property.bedrooms).toBe(3);
  });

  it('keeps a new home at its /new-homes/ address, and dates cards by day and by UK time', () => {
    expect(byId('65958491')?.url).toBe('https://www.zoopla.co.uk/new-homes/details/65958491/');
    expect(byId('64786680')?.listed_at).toBe('2023-06-05T00:00:00Z');
    // GMT on 1 Nov 2023; BST (UTC+1) on 28 Oct 2023, the day before the clocks went back.
    expect(byId('65961688')?.source_updated_at).toBe('2023-11-01T10:42:29.000Z');
    expect(byId('65938182')?.source_updated_at).toBe('2023-10-28T02:57:25.000Z');
  });
});
