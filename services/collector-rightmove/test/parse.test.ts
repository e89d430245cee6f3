import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativePayload } from '@estate/collector-kit';
import { byKind, describeGoldenPayloads } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

/** The recorded time every golden observation carries. */
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

const recorded = describeGoldenPayloads({
  platform: 'rightmove',
  parse,
  testDir: dirname(fileURLToPath(import.meta.url)),
  context: CONTEXT,
  minimum: { 'search/': 3, 'properties/': 2, 'typeahead/': 1 },
});
const read = recorded.read;
const fixture = recorded.payload;
const readPayload = (payload: NativePayload) => byKind(parse(payload, CONTEXT));

describe('rightmove edge cases', () => {
  it('reads the location typeahead: each place with its locationIdentifier, and an issue for what it cannot read', () => {
    const parsed = parse(fixture('typeahead/richmond.json'), CONTEXT);
    const places = parsed.observations.flatMap((o) => (o.kind === 'location' ? [o.data] : []));
    expect(places.map((p) => [p.selector, p.kind, p.name, p.region])).toEqual([
      ['REGION^85386', 'city', 'Richmond', 'Surrey'],
      ['OUTCODE^1126', 'postal_code', 'TW9', undefined],
      ['POSTCODE^1472263', 'postal_code', 'TW9 1AA', undefined],
      ['STATION^2162', 'station', 'Richmond Station', undefined],
    ]);
    expect(parsed.issues.map((i) => i.message)).toEqual(['typeahead match of unknown type "BOROUGH"', 'typeahead match lacks its type, id or displayName']);
  });

  it('turns the agent qualifier into the price kind and keeps the text shown', () => {
    const { listings } = read('search/page-0001.json');
    expect(listings.map((l) => [l.native_id, l.price?.kind, l.price?.amount, l.price?.display_text])).toEqual([
      ['158844158', 'offers_in_region', '480000', 'Offers in Region of £480,000'],
      ['159210587', 'offers_over', '1150000', 'Offers Over £1,150,000'],
      ['160033419', 'on_request', undefined, 'POA'],
      ['157762201', 'guide', '1200000', 'Guide Price £1,200,000'],
    ]);
  });

  it('keeps Rightmove status words as source_status and maps them', () => {
    const listings = [...read('search/page-0001.json').listings, ...read('search/page-0002.json').listings];
    const byId = new Map(listings.map((l) => [l.native_id, l]));
    expect(byId.get('159210587')).toMatchObject({ status: 'under_offer', source_status: 'Under Offer' });
    expect(byId.get('156650912')).toMatchObject({ status: 'pending', source_status: 'Sold STC' });
    expect(byId.get('158844158')?.status).toBe('active');
    expect(byId.get('158844158')?.source_status).toBeUndefined();
    const page = read('properties/159210587.html').listings[0];
    expect(page).toMatchObject({ status: 'under_offer', source_status: 'UNDER_OFFER' });
  });

  it('reads sizes in sq ft (the finer unit), leaves absent sizes out and sizes land in acres', () => {
    const listings = [...read('search/page-0001.json').listings, ...read('search/page-0002.json').listings];
    const byId = new Map(listings.map((l) => [l.native_id, l]));
    expect(byId.get('158844158')?.property.areas).toEqual([{ value: 797, unit: 'sqft', basis: 'living', original_text: '797 sq. ft.', normalized_sqm: 74.04 }]);
    expect(byId.get('158001276')?.property.areas).toBeUndefined();
    expect(byId.get('159934102')?.property).toMatchObject({ property_type: 'land', areas: [{ unit: 'acre', basis: 'plot', value: 0.25 }] });
    expect(byId.get('158001276')?.property).toMatchObject({ bedrooms: 0, property_type: 'apartment', source_property_type: 'Studio' });
    const page = read('properties/159210587.html').listings[0];
    expect(page?.property.areas).toEqual([{ value: 1486, unit: 'sqft', basis: 'living', original_text: '1486', normalized_sqm: 138.05 }]);
  });

  it('records a reduction as a dated price change, on the card and on the page', () => {
    const card = read('search/page-0001.json').listings.find((l) => l.native_id === '159210587');
    expect(card?.price_history).toEqual([
      {
        event_at: '2026-10-12T08:15:33.000Z',
        event: 'price_changed',
        price: { amount: '1150000', currency: 'GBP', kind: 'offers_over', display_text: 'Offers Over £1,150,000' },
        source_status: 'Reduced on 12/10/2026',
      },
    ]);
    const page = read('properties/159210587.html').listings[0];
    expect(page?.price_history?.[0]).toMatchObject({ event_at: '2026-10-12', event: 'price_changed' });
    expect(page?.source_updated_at).toBe('2026-10-12T00:00:00Z');
  });

  it('dates "Added today" from when the page was retrieved', () => {
    const page = read('properties/160033419.html').listings[0];
    expect(page?.source_updated_at).toBe('2026-10-20T00:00:00Z');
    expect(page?.price).toEqual({ currency: 'GBP', kind: 'on_request', display_text: 'POA' });
  });

  it('reads a property page: full postcode, branch as agency, text of the HTML description, gallery with floor plan', () => {
    const parsed = read('properties/159210587.html');
    const [listing] = parsed.listings;
    expect(listing?.property.address?.postal_code).toBe('TW10 6AE');
    expect(listing?.agency).toMatchObject({ native_id: '58210', name: 'Hamptons, Richmond' });
    expect(listing?.description).toContain('a kitchen & breakfast room');
    expect(listing?.description).not.toContain('<');
    expect(listing?.url).toBe('https://www.rightmove.co.uk/properties/159210587');
    expect(parsed.media).toHaveLength(1);
    expect(parsed.media[0]).toMatchObject({ listing_native_id: '159210587', complete: true });
    expect(parsed.media[0]?.items.map((i) => i.type)).toEqual(['photo', 'photo', 'photo', 'floor_plan']);
  });

  it("names the locality a property page's address gives beside the post town of its outcode", () => {
    const page = fixture('properties/159210587.html');
    const body = String(page.body).replace(/"displayAddress": "Sheen Road[^"]*"/, '"displayAddress": "Sandy Lane, Petersham"');
    const [listing] = readPayload({ ...page, body }).listings;
    // The page's outcode is TW10 (post town Richmond), which covers Petersham.
    expect(listing?.property.address).toMatchObject({ city: 'Richmond', postal_code: 'TW10 6AE', original_text: 'Sandy Lane, Petersham' });
    expect(listing?.extensions?.['locality']).toBe('Petersham');
    expect(read('properties/159210587.html').listings[0]?.extensions?.['locality']).toBeUndefined();
  });

  it('reports a result without an id and keeps the others', () => {
    const parsed = read('search/page-0002.json');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['156650912', '158001276', '159934102']);
    expect(parsed.issues).toEqual([{ error_code: 'unexpected_shape', message: 'search result has no id', path: 'search/page-0002.json' }]);
  });

  it('keeps the complete results of a truncated page and reports the cut', () => {
    const parsed = read('search/page-0003.json');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['155120774', '158432990']);
    expect(parsed.issues).toEqual([
      { error_code: 'truncated_payload', message: 'payload ends inside this record', path: 'search/page-0003.json', native_id: '159877311' },
    ]);
  });

  it('reads the legacy jsonModel search page and reports its one broken record', () => {
    const parsed = read('search/find-legacy.html');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['158844158', '158001276']);
    expect(parsed.issues).toEqual([{ error_code: 'parse_error', message: 'record is not valid JSON', path: 'search/find-legacy.html', native_id: '156650912' }]);
  });

  it('reports a truncated property page by its id', () => {
    const parsed = read('properties/158001276.html');
    expect(parsed.listings).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: '158001276' })]);
  });

  it('reads the Next.js search page too', () => {
    const results = JSON.parse(fixture('search/page-0001.json').body) as unknown;
    const body = `<html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { searchResults: results } } })}</script></body></html>`;
    const parsed = readPayload({ path: 'search/next.html', content_type: 'text/html', body });
    expect(parsed.listings.map((l) => l.native_id)).toEqual(read('search/page-0001.json').listings.map((l) => l.native_id));
  });

  it('reads Rightmove Overseas results in their own country and currency, with English numbers', () => {
    const parsed = read('search/overseas/spain/page-0001.json');
    expect(parsed.issues).toEqual([]);
    expect(new Set(parsed.listings.map((l) => l.country))).toEqual(new Set(['ES']));
    expect(parsed.listings.map((l) => [l.native_id, l.price?.currency, l.price?.kind, l.price?.amount])).toEqual([
      ['163502114', 'EUR', 'asking', '465000'],
      ['161877230', 'EUR', 'offers_over', '1250000'],
      ['162240981', 'EUR', 'asking', '1450000'],
      ['160918455', 'EUR', 'on_request', undefined],
      // No currencyCode on this record: the € of "€295,000" names the currency.
      ['164003372', 'EUR', 'asking', '295000'],
    ]);
    const byId = new Map(parsed.listings.map((l) => [l.native_id, l]));
    // "1,240 sq. m." is English: one thousand two hundred and forty, not 1.24.
    expect(byId.get('162240981')?.property.areas).toEqual([{ value: 1240, unit: 'sqm', basis: 'living', original_text: '1,240 sq. m.', normalized_sqm: 1240 }]);
    expect(byId.get('162240981')?.property.address).toMatchObject({ country: 'ES', postal_code: '03788', city: 'Alcalalí' });
    expect(byId.get('161877230')?.url).toBe('https://www.rightmove.co.uk/properties/161877230');
  });

  it('reads a Rightmove Overseas property page: euro price (not the sterling one beside it), m², Spanish address', () => {
    const parsed = read('properties/161877230.html');
    expect(parsed.issues).toEqual([]);
    const [listing] = parsed.listings;
    expect(listing).toMatchObject({ country: 'ES', price: { amount: '1250000', currency: 'EUR', kind: 'offers_over', display_text: 'Offers in Excess of €1,250,000' } });
    expect(listing?.property.areas).toEqual([{ value: 412, unit: 'sqm', basis: 'living', original_text: '412', normalized_sqm: 412 }]);
    expect(listing?.property.address).toMatchObject({ country: 'ES', postal_code: '29602', city: 'Marbella', region: 'Andalucía' });
    expect(listing?.agency?.address).toMatchObject({ country: 'ES', postal_code: '29601' });
    expect(listing?.extensions?.['tenure']).toBeUndefined();
    expect(parsed.media[0]).toMatchObject({ listing_native_id: '161877230', country: 'ES', complete: true });
  });

  it('turns empty, foreign and non-JSON payloads into issues', () => {
    const cases: Array<[string, string, string]> = [
      ['search/empty.json', 'application/json', ''],
      ['properties/1.html', 'text/html', '<!DOCTYPE html><html><body>Access denied</body></html>'],
      ['properties/2.html', 'text/html', '<!DOCTYPE html><html><head>'],
      ['search/api.json', 'application/json', '{"error":"Bad request"}'],
      ['search/garbage.json', 'application/json', '<<>>'],
      ['properties/3.html', 'text/html', '<html><script>window.PAGE_MODEL = {"propertyData": {"id": "3", "tags": ["AUCTION_ONLY_STAMP", "FEATURED"], "status": {"archived": true}, "address": {"countryCode": "GB"}}}</script></html>'],
      // Nothing says where this one is (no country, postcode or currency): reported, not guessed.
      ['properties/4.html', 'text/html', '<html><script>window.PAGE_MODEL = {"propertyData": {"id": "4", "status": {"archived": true}}}</script></html>'],
    ];
    const results = cases.map(([path, content_type, body]) => readPayload({ path, content_type, body }));
    expect(results.map((r) => r.issues.map((i) => i.error_code))).toEqual([['truncated_payload'], ['unexpected_shape'], ['truncated_payload'], ['unexpected_shape'], ['unexpected_shape'], [], ['unexpected_shape']]);
    expect(results[6]?.issues[0]).toMatchObject({ message: 'property page names no country', native_id: '4' });
    // An archived page is a listing gone from the market, not an error.
    expect(results[5]?.listings[0]).toMatchObject({ native_id: '3', status: 'off_market', source_status: 'archived' });
  });
});
