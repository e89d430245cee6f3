import { describe, expect, it } from 'vitest';
import type { ListingInsertRow } from '@estate/store';
import {
  agencySearchDocument,
  agencySearchValuesOf,
  agentSearchDocument,
  agentSearchValuesOf,
  developmentSearchDocument,
  developmentSearchValuesOf,
  fieldValuesOfDocument,
  listingSearchDocument,
  listingSearchFields,
  listingSearchValues,
  listingSearchValuesOf,
  locationSearchDocument,
  locationSearchValuesOf,
  searchDocumentValues,
  staySearchDocument,
  stayOwnValuesOf,
} from '../src/index.js';
import { listingRows, seeded } from './listing-rows.js';

const through = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
// As the projector builds it: the row's version, the values of its facts.
const documentOf = (row: ListingInsertRow) => listingSearchDocument(row, listingSearchValues(row));

describe('search documents', () => {
  const rows = listingRows(seeded(7), 400, Date.now());

  it('give back through JSON exactly the values the projection holds of a listings row', () => {
    for (const row of rows) expect(listingSearchValuesOf(through(documentOf(row)))).toEqual(listingSearchValues(row));
    expect(rows.length).toBeGreaterThan(400);
    const bytes = rows.map((row) => Buffer.byteLength(JSON.stringify(documentOf(row))));
    // Informational: the size of one entry of the listing search bucket.
    process.stdout.write(`listing search document: ${Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length)} bytes on average, ${Math.max(...bytes)} at most\n`);
  });

  it('carry the version of the row they come from', () => {
    const row = rows[0]!;
    expect(documentOf(row)).toMatchObject({ observed_at: row.observed_at, event_id: row.event_id });
  });

  it('keep non-finite numbers, which JSON cannot hold as numbers', () => {
    const values = { ...listingSearchValues(rows[0]!), area_sqm: Number.POSITIVE_INFINITY, price_per_sqm: Number.NaN };
    const back = fieldValuesOfDocument(listingSearchFields, through({ values: searchDocumentValues(listingSearchFields, values) }));
    expect(back?.area_sqm).toBe(Number.POSITIVE_INFINITY);
    expect(back?.price_per_sqm).toBeNaN();
  });

  it('refuse a value that is not a document of the kind', () => {
    const good = through(documentOf(rows[0]!)) as { values: unknown[] };
    expect(listingSearchValuesOf(good)).toBeDefined();
    expect(listingSearchValuesOf(undefined)).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.slice(1) })).toBeUndefined();
    const pointAt = Object.keys(listingSearchFields.fields).indexOf('point');
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === pointAt ? [1] : v)) })).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === 0 ? 3 : v)) })).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === Object.keys(listingSearchFields.fields).indexOf('price_amount') ? 'cheap' : v)) })).toBeUndefined();
  });
});

describe('every kind builds its search document the same way', () => {
  const version = { observed_at: '2026-11-20T10:00:00.000Z', event_id: 'evt_1' };
  const observed_at = Date.parse(version.observed_at);
  const place = { city: 'Austin', region: 'TX', postal_code: '78701' };

  it('from the observation version and the record values, which come back through JSON', () => {
    const agent = { platform: 'zillow', country: 'US', name: 'Ann Agent', ...place, agency_id: 'agy_1', observed_at };
    const agency = { platform: 'zillow', country: 'US', name: 'Acme', ...place, observed_at, licence_key: 'L1', website_key: 'acme.test', phone_key: '' };
    const location = { location_id: 'loc_1', platform: 'zillow', country: 'US', kind: 'city', name: 'Austin', observed_at };
    const development = { platform: 'suumo', country: 'JP', name: 'Tower', status: 'selling', ...place, point: { latitude: 35.6, longitude: 139.7 }, observed_at };
    const stay = { platform: 'airbnb', country: 'US', ...place, room_type: 'entire_home', accommodates: 4, bedrooms: 2, currency: 'USD', price_per_night: 120.5, rating: 4.8, review_count: 12, minimum_nights: 1, maximum_nights: 30, point: null, observed_at };
    const listing = listingSearchValues({ platform: 'zillow', country: 'US', transaction: 'sale', status: 'active', price_amount: '450000.10', observed_at: version.observed_at });
    const documents = [
      [agentSearchDocument(version, agent), agentSearchValuesOf, agent],
      [agencySearchDocument(version, agency), agencySearchValuesOf, agency],
      [locationSearchDocument(version, location), locationSearchValuesOf, { ...location, order: 2 }],
      [developmentSearchDocument(version, development), developmentSearchValuesOf, development],
      [staySearchDocument(version, stay), stayOwnValuesOf, stay],
      [listingSearchDocument(version, listing), listingSearchValuesOf, listing],
    ] as const;
    for (const [document, valuesOf, values] of documents) {
      expect(document).toMatchObject(version);
      expect((valuesOf as (value: unknown) => unknown)(through(document))).toMatchObject(values);
    }
    expect(listing).toMatchObject({ price_amount: 450000.1, city: '', area_sqm: null, observed_at });
  });
});
