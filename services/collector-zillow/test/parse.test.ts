import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

/** The recorded time every golden observation carries. */
const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };

const recorded = describeGoldenPayloads({
  platform: 'zillow',
  parse,
  testDir: dirname(fileURLToPath(import.meta.url)),
  context: CONTEXT,
  minimum: { 'search/': 3, 'homedetails/': 2 },
});
const read = recorded.read;
const readBody = (path: string, content_type: string, body: string) => parse({ path, content_type, body }, CONTEXT);

describe('zillow edge cases', () => {
  it('reads a search card with a price cut, a lot, a Zestimate and its photos', () => {
    const { listings } = read('search/page-0001.html');
    const house = listings.find((l) => l.native_id === '29377187');
    expect(house?.price).toEqual({ amount: '595500', currency: 'USD', kind: 'asking', display_text: '$595,500' });
    expect(house?.price_history?.[0]).toMatchObject({ event: 'price_changed', event_at: '2026-10-03T05:00:00.000Z' });
    expect(house?.property.areas?.map((a) => [a.basis, a.unit, a.value])).toEqual([
      ['living', 'sqft', 2259],
      ['plot', 'sqft', 6046.128],
    ]);
    expect(house?.extensions?.['zestimate']).toMatchObject({ amount: '601200', kind: 'estimate' });
    expect(house?.media).toHaveLength(3);
  });

  it('keeps Zillow status codes as source_status and maps them', () => {
    const first = read('search/page-0001.html').listings;
    const second = read('search/page-0002.html').listings;
    const byId = new Map([...first, ...second].map((l) => [l.native_id, l]));
    expect(byId.get('58312947')).toMatchObject({ status: 'under_offer', source_status: 'UNDER_CONTRACT' });
    expect(byId.get('83011958')).toMatchObject({ status: 'pending', source_status: 'PENDING' });
    expect(byId.get('29468372')).toMatchObject({ status: 'sold', source_status: 'RECENTLY_SOLD', price: { kind: 'sold' } });
  });

  it('keeps the lot with no living area, and a pending home whose card gives none', () => {
    const lot = read('search/page-0001.html').listings.find((l) => l.native_id === '2141176542');
    expect(lot?.property).toMatchObject({ property_type: 'land', source_property_type: 'LOT' });
    expect(lot?.property.bedrooms).toBeUndefined();
    expect(lot?.property.areas).toEqual([{ value: 5.02, unit: 'acre', basis: 'plot', original_text: '5.02', normalized_sqm: 20315.22 }]);
    const pending = read('search/page-0002.html').listings.find((l) => l.native_id === '83011958');
    expect(pending?.property.areas).toBeUndefined();
  });

  it('gives an undisclosed address no street and no pin', () => {
    const hidden = read('search/page-0002.html').listings.find((l) => l.native_id === '70982473');
    expect(hidden?.property.address).toEqual({
      country: 'US',
      city: 'Round Rock',
      region: 'TX',
      postal_code: '78664',
      formatted: 'Round Rock, TX 78664',
      original_text: '(undisclosed Address), Round Rock, TX 78664',
    });
    expect(hidden?.property.geometry).toBeUndefined();
  });

  it('reports a card without a zpid and one with an unknown status, and keeps the other cards', () => {
    const parsed = read('search/page-0002.html');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['70982473', '29468372', '83011958']);
    expect(parsed.issues).toEqual([
      { error_code: 'unexpected_shape', message: 'search result has no zpid', path: 'search/page-0002.html' },
      { error_code: 'unexpected_shape', message: 'unknown home status "OTHER"', path: 'search/page-0002.html', native_id: '2087654109' },
    ]);
  });

  it('keeps the complete cards of a truncated page and reports the cut', () => {
    const parsed = read('search/page-0003.html');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['29392213', '2079841730']);
    expect(parsed.issues).toEqual([
      { error_code: 'truncated_payload', message: 'payload ends inside this record', path: 'search/page-0003.html', native_id: '29330167' },
    ]);
  });

  it('reports a syntactically broken card in a search response and keeps its neighbours', () => {
    const parsed = read('search/async-0001.json');
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['29511234', '2061874421']);
    expect(parsed.issues).toHaveLength(1);
    expect(parsed.issues[0]).toMatchObject({ error_code: 'parse_error', native_id: '29508871', path: 'search/async-0001.json' });
  });

  it('reads a home-details page: history oldest first, agent with zuid, complete gallery in the widest size', () => {
    const parsed = read('homedetails/29377187.html');
    const [listing] = parsed.listings;
    expect(listing?.price_history?.map((p) => [p.event_at, p.event, p.price?.amount, p.status])).toEqual([
      ['2019-05-02', 'listed', '415000', 'active'],
      ['2019-05-20', 'status_changed', '415000', 'pending'],
      ['2019-06-21', 'sold', '402000', 'sold'],
      ['2026-09-12', 'listed', '610000', 'active'],
      ['2026-10-03', 'price_changed', '595500', undefined],
    ]);
    expect(listing?.agent).toEqual({
      native_id: 'X1-ZUqr0j8bkqpiq1_540hk',
      name: 'Dana Whitaker',
      professional_contacts: [
        { kind: 'business_phone', value: '512-555-0147' },
        { kind: 'business_email', value: 'dana.whitaker@kw.example' },
      ],
    });
    expect(listing?.source_updated_at).toBe('2026-10-03T15:22:41.000Z');
    expect(parsed.media).toHaveLength(1);
    expect(parsed.media[0]?.complete).toBe(true);
    expect(parsed.media[0]?.items[0]).toEqual({
      url: 'https://photos.zillowstatic.com/fp/433057efa69a13194bca68f2417e6465-cc_ft_1536.jpg',
      type: 'photo',
      caption: 'Front of home',
      position: 0,
    });
  });

  it('reports an empty gallery as a complete, empty one', () => {
    const parsed = read('homedetails/2060321121.html');
    expect(parsed.media).toEqual([
      expect.objectContaining({ listing_native_id: '2060321121', items: [], complete: true }),
    ]);
    expect(parsed.listings[0]?.agent).toEqual({ name: 'Luis Ortega', professional_contacts: [{ kind: 'business_phone', value: '512-555-0162' }] });
  });

  it('reports a truncated detail page and a damaged property cache by zpid', () => {
    const cut = read('homedetails/58312947.html');
    expect(cut.listings).toEqual([]);
    expect(cut.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: '58312947' })]);
    const broken = read('homedetails/70982473.html');
    expect(broken.listings).toEqual([]);
    expect(broken.issues).toEqual([expect.objectContaining({ error_code: 'parse_error', native_id: '70982473' })]);
  });

  it('turns empty, foreign and non-JSON payloads into issues', () => {
    const cases: Array<[string, string, string]> = [
      ['search/empty.html', 'text/html', '   '],
      ['search/login.html', 'text/html', '<!DOCTYPE html><html><body>Please verify you are a human</body></html>'],
      ['search/cut.html', 'text/html', '<!DOCTYPE html><html><head><title>Zillow</title>'],
      ['search/api.json', 'application/json', '{"error": "rate limited"}'],
      ['search/garbage.json', 'application/json', 'not json at all'],
      ['search/array.json', 'application/json', '[1, 2, 3]'],
    ];
    const codes = cases.map(([path, content_type, body]) => readBody(path, content_type, body).issues.map((i) => i.error_code));
    expect(codes).toEqual([['truncated_payload'], ['unexpected_shape'], ['truncated_payload'], ['unexpected_shape'], ['parse_error'], ['unexpected_shape']]);
  });
});
