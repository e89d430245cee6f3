import { describe, expect, it } from 'vitest';
import { fieldValuesOfDocument, listingSearchDocument, listingSearchFields, listingSearchValues, listingSearchValuesOf, searchDocumentValues } from '../src/index.js';
import { listingRows, seeded } from './listing-rows.js';

const through = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('search documents', () => {
  const rows = listingRows(seeded(7), 400, Date.now());

  it('give back through JSON exactly the values the projection holds of a listings row', () => {
    for (const row of rows) expect(listingSearchValuesOf(through(listingSearchDocument(row)))).toEqual(listingSearchValues(row));
    expect(rows.length).toBeGreaterThan(400);
    const bytes = rows.map((row) => Buffer.byteLength(JSON.stringify(listingSearchDocument(row))));
    // Informational: the size of one entry of the listing search bucket.
    process.stdout.write(`listing search document: ${Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length)} bytes on average, ${Math.max(...bytes)} at most\n`);
  });

  it('carry the version of the row they come from', () => {
    const row = rows[0]!;
    expect(listingSearchDocument(row)).toMatchObject({ observed_at: row.observed_at, event_id: row.event_id });
  });

  it('keep non-finite numbers, which JSON cannot hold as numbers', () => {
    const values = { ...listingSearchValues(rows[0]!), area_sqm: Number.POSITIVE_INFINITY, price_per_sqm: Number.NaN };
    const back = fieldValuesOfDocument(listingSearchFields, through({ values: searchDocumentValues(listingSearchFields, values) }));
    expect(back?.area_sqm).toBe(Number.POSITIVE_INFINITY);
    expect(back?.price_per_sqm).toBeNaN();
  });

  it('refuse a value that is not a document of the kind', () => {
    const good = through(listingSearchDocument(rows[0]!)) as { values: unknown[] };
    expect(listingSearchValuesOf(good)).toBeDefined();
    expect(listingSearchValuesOf(undefined)).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.slice(1) })).toBeUndefined();
    const pointAt = Object.keys(listingSearchFields.fields).indexOf('point');
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === pointAt ? [1] : v)) })).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === 0 ? 3 : v)) })).toBeUndefined();
    expect(listingSearchValuesOf({ values: good.values.map((v, i) => (i === Object.keys(listingSearchFields.fields).indexOf('price_amount') ? 'cheap' : v)) })).toBeUndefined();
  });
});
