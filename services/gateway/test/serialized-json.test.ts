import { OPERATION_TABLE, type ListingBody, type MetaBody, type StayBody } from '@estate/contract';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { envelopeBytes, envelopeJson, SerializedBytes, SerializedJson, serializeListing, serializeStay, utf8Bytes } from '../src/http/serialized-json.js';
import { SAMPLE_LISTING } from './fixtures.js';

// What Fastify itself writes for a 200 of these operations: the envelope schema compiled whole.
const getListingEnvelope = fastJson(OPERATION_TABLE.getListing.response);
const searchEnvelope = fastJson(OPERATION_TABLE.searchListings.response);
const getStayEnvelope = fastJson(OPERATION_TABLE.getStay.response);
const staySearchEnvelope = fastJson(OPERATION_TABLE.searchStays.response);

const FULL_LISTING = {
  ...SAMPLE_LISTING,
  id: 'lst_zillow_2',
  native_id: '2',
  title: 'Maisonnette « Süd » — 3 Zi. with "quotes", a \\ backslash,\na line break and 🏠',
  url: 'https://www.zillow.com/homedetails/2_zpid/?a=1&b=<2>',
  source_status: 'FOR_SALE',
  price: { amount: '1250000.50', currency: 'USD', kind: 'asking', display_text: '$1,250,000' },
  property: {
    id: 'prp_9',
    property_type: 'house',
    bedrooms: 3,
    bathrooms: 2.5,
    address: { country: 'US', city: 'Seattle', region: 'WA', postal_code: '98109', line1: '1 Main St' },
    geometry: { latitude: 47.62, longitude: -122.35, precision: 'exact', crs: 'EPSG:4326' },
    areas: [{ value: 1500, unit: 'sqft', basis: 'living', original_text: '1,500 sqft', normalized_sqm: 139.35 }],
  },
  media: [
    { url: 'https://p.test/1.jpg', type: 'photo', position: 0 },
    { url: 'https://p.test/plan.pdf', type: 'floorplan', position: 1, caption: 'Plan' },
  ],
  extensions: { zestimate: 1_240_000, tags: ['a', 'b'], nested: { ok: true, none: null } },
  field_status: { price: 'disclosed' },
  source_updated_at: '2026-11-21T08:00:00.000Z',
  // Not in the schema: both paths leave it out.
  internal_note: 'never served',
} as unknown as ListingBody;

const META: MetaBody = {
  request_id: 'req_abc123',
  schema_version: '0.1.0',
  generated_at: '2026-11-24T06:00:00.000Z',
  completeness: 'partial',
  sources: [
    { platform: 'zillow', provider: 'collector-zillow/replay', status: 'success', truncated: false, observed_at: '2026-11-24T05:00:00.000Z' },
    { platform: 'rightmove', status: 'stale', error_code: 'stale', truncated: true },
  ],
  warnings: [{ code: 'filter_ignored', message: 'a "quoted" message', field: 'body.filters' }],
  pagination: { has_more: true, returned: 2, total: 10_000, total_relation: 'lower_bound', next_cursor: 'abc' },
  property_groups: [{ property_id: 'prp_9', listing_ids: ['lst_zillow_2', 'lst_1'], match_method: 'address', status: 'matched', confidence: 0.93 }],
} as MetaBody;

describe('serialized data spliced into the envelope', () => {
  it('writes a listing envelope byte for byte as Fastify writes it from the objects', () => {
    for (const listing of [SAMPLE_LISTING as unknown as ListingBody, FULL_LISTING]) {
      const spliced = envelopeJson(new SerializedJson(serializeListing(listing)), META);
      expect(spliced).toBe(getListingEnvelope({ data: listing, meta: META }));
      expect(spliced).not.toContain('internal_note');
    }
  });

  it('writes a page of listings byte for byte as Fastify writes it, the empty page too', () => {
    const pages: ListingBody[][] = [[], [FULL_LISTING], [FULL_LISTING, SAMPLE_LISTING as unknown as ListingBody]];
    for (const page of pages) {
      const spliced = envelopeJson(SerializedJson.list(page.map((l) => serializeListing(l))), META);
      expect(spliced).toBe(searchEnvelope({ data: page, meta: META }));
      expect(JSON.parse(spliced)).toMatchObject({ data: page.map((l) => ({ id: l.id })) });
    }
  });

  it('writes the same envelopes from UTF-8 bytes as from text, multi-byte characters included', () => {
    for (const listing of [SAMPLE_LISTING as unknown as ListingBody, FULL_LISTING]) {
      const bytes = envelopeBytes(SerializedBytes.of(utf8Bytes(serializeListing(listing))), META);
      expect(bytes.equals(Buffer.from(getListingEnvelope({ data: listing, meta: META })))).toBe(true);
    }
    const pages: ListingBody[][] = [[], [FULL_LISTING], [FULL_LISTING, SAMPLE_LISTING as unknown as ListingBody, FULL_LISTING]];
    for (const page of pages) {
      const bytes = envelopeBytes(SerializedBytes.list(page.map((l) => utf8Bytes(serializeListing(l)))), META);
      expect(bytes.toString('utf8')).toBe(searchEnvelope({ data: page, meta: META }));
    }
  });

  it('writes stays and pages of stays byte for byte as Fastify writes them from the objects', () => {
    const stay = {
      id: 'sty_1',
      source: { platform: 'insideairbnb', provider: 'collector-insideairbnb/replay', observed_at: '2026-11-24T05:00:00.000Z', access_class: 'open_data', native_id: '1', country: 'ES' },
      title: 'Ático « Sol » with "quotes" and 🏠',
      room_type: 'entire_home',
      accommodates: 4,
      price: { amount: '120.00', currency: 'EUR', kind: 'nightly' },
      rating: 4.8,
      review_count: 31,
      observed_at: '2026-11-24T05:00:00.000Z',
      // Not in the schema: both paths leave it out.
      internal_note: 'never served',
    } as unknown as StayBody;
    const bare = { id: 'sty_2', source: { ...stay.source, platform: 'airbnb' }, observed_at: '2026-11-24T05:00:00.000Z' } as unknown as StayBody;
    for (const one of [stay, bare]) {
      const bytes = envelopeBytes(SerializedBytes.of(utf8Bytes(serializeStay(one))), META);
      expect(bytes.toString('utf8')).toBe(getStayEnvelope({ data: one, meta: META }));
    }
    for (const page of [[], [stay], [stay, bare, stay]]) {
      const bytes = envelopeBytes(SerializedBytes.list(page.map((s) => utf8Bytes(serializeStay(s)))), META);
      expect(bytes.toString('utf8')).toBe(staySearchEnvelope({ data: page, meta: META }));
      expect(bytes.toString('utf8')).not.toContain('internal_note');
    }
  });

  it('gives each document a buffer of its own, not a slice of a shared pool', () => {
    const bytes = utf8Bytes(serializeListing(FULL_LISTING));
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect(bytes.toString('utf8')).toBe(serializeListing(FULL_LISTING));
  });
});
