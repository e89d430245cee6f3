import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { decodeJobRequest, encodeJobRequest, matchesJob, type JobParams, type JobRequest } from './job-request.js';

const listing: ListingObserved = {
  native_id: 'z-1',
  transaction: 'sale',
  status: 'active',
  price: { amount: '450000', currency: 'USD', kind: 'asking' },
  property: {
    property_type: 'condo',
    bedrooms: 2,
    bathrooms: 1.5,
    year_built: 1998,
    areas: [{ value: 1001, unit: 'sqft', basis: 'living', normalized_sqm: 93 }],
    geometry: { latitude: 40.787, longitude: -73.9754 },
    address: { line1: '212 W 86th St', city: 'New York', region: 'NY', postal_code: '10024' },
  },
  access_class: 'public_portal',
  country: 'US',
};

const job = (params: JobParams, rest: Partial<JobRequest> = {}): JobRequest => ({ job_id: 'job_abc', operation: 'listings.search', params, ...rest });

describe('job requests', () => {
  it('round-trips a valid request and refuses a bad one with the field at fault', () => {
    const request = job({ country: 'US', price: { max: 500_000 } }, { max_results: 10, requested_at: '2026-11-22T10:00:00Z' });
    expect(decodeJobRequest(encodeJobRequest(request))).toEqual({ ok: true, job: request });
    expect(decodeJobRequest(new TextEncoder().encode('{'))).toMatchObject({ ok: false, message: expect.stringMatching(/not JSON/) });
    const missing = decodeJobRequest(new TextEncoder().encode(JSON.stringify({ operation: 'listings.search', params: {} })));
    expect(missing).toMatchObject({ ok: false, message: 'job.job_id is required' });
    const unknown = decodeJobRequest(new TextEncoder().encode(JSON.stringify({ ...job({}), params: { colour: 'red' } })));
    expect(unknown).toMatchObject({ ok: false, message: 'job.params.colour is not a known field' });
  });

  it('matches a listing by the search filters', () => {
    expect(matchesJob(listing, {})).toBe(true);
    expect(matchesJob(listing, { transaction: 'rent' })).toBe(false);
    expect(matchesJob({ ...listing, status: 'pending' }, {})).toBe(false);
    expect(matchesJob({ ...listing, status: 'pending' }, { status: ['pending'] })).toBe(true);
    expect(matchesJob(listing, { country: 'GB' })).toBe(false);
    expect(matchesJob(listing, { property_types: ['condo', 'house'] })).toBe(true);
    expect(matchesJob(listing, { property_types: ['house'] })).toBe(false);
    expect(matchesJob(listing, { price: { min: 400_000, max: 450_000, currency: 'USD' } })).toBe(true);
    expect(matchesJob(listing, { price: { max: 449_999 } })).toBe(false);
    expect(matchesJob(listing, { price: { currency: 'EUR' } })).toBe(false);
    expect(matchesJob(listing, { bedrooms: { min: 2, max: 2 }, bathrooms: { min: 1 }, area_sqm: { min: 90, max: 100 }, year_built: { max: 2000 } })).toBe(true);
    expect(matchesJob(listing, { area_sqm: { min: 94 } })).toBe(false);
    const { year_built: _omit, ...noYear } = listing.property;
    expect(matchesJob({ ...listing, property: noYear }, { year_built: { min: 1900 } })).toBe(false);
  });

  it('matches by location: box, radius, polygon and text', () => {
    expect(matchesJob(listing, { location: { kind: 'bbox', west: -74.0, south: 40.7, east: -73.9, north: 40.8 } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'bbox', west: -73.9, south: 40.7, east: -73.8, north: 40.8 } })).toBe(false);
    expect(matchesJob(listing, { location: { kind: 'radius', latitude: 40.787, longitude: -73.98, radius_meters: 500 } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'radius', latitude: 40.787, longitude: -73.98, radius_meters: 300 } })).toBe(false);
    const square: Array<[number, number]> = [[-74, 40.7], [-73.9, 40.7], [-73.9, 40.8], [-74, 40.8], [-74, 40.7]];
    expect(matchesJob(listing, { location: { kind: 'polygon', coordinates: square } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'polygon', coordinates: square.map(([x, y]): [number, number] => [x + 0.2, y]) } })).toBe(false);
    expect(matchesJob(listing, { location: { kind: 'text', query: 'new york' } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'text', query: '10024', country: 'US' } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'text', query: 'Brooklyn' } })).toBe(false);
  });

  it('takes the text location and the area as searches do', () => {
    // The whole city or region in any case, or a postal-code prefix; never a part or the street.
    expect(matchesJob(listing, { location: { kind: 'text', query: ' NEW YORK ' } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'text', query: '100' } })).toBe(true);
    expect(matchesJob(listing, { location: { kind: 'text', query: 'york' } })).toBe(false);
    expect(matchesJob(listing, { location: { kind: 'text', query: '86th' } })).toBe(false);
    expect(matchesJob(listing, { location: { kind: 'text', query: 'new york', country: 'GB' } })).toBe(false);
    // No living area: the first usable, built or total area stated, in square metres only.
    const areas: NonNullable<ListingObserved['property']['areas']> = [
      { value: 500, unit: 'sqm', basis: 'plot', normalized_sqm: 500 },
      { value: 120, unit: 'sqm', basis: 'built', normalized_sqm: 120 },
      { value: 100, unit: 'sqm', basis: 'usable', normalized_sqm: 100 },
    ];
    expect(matchesJob({ ...listing, property: { ...listing.property, areas } }, { area_sqm: { min: 110 } })).toBe(true);
    expect(matchesJob({ ...listing, property: { ...listing.property, areas: [{ value: 80, unit: 'sqm', basis: 'living' }] } }, { area_sqm: { min: 1 } })).toBe(false);
  });
});
