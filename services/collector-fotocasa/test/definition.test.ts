import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what fotocasa serves', () => {
  it('serves listings, their media and the agencies its ads name (no agents), and no year_built filter fotocasa cannot answer', () => {
    expect([...collector.operations].sort()).toEqual(['getAgency', 'getAgencyListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchListings', 'searchPlatformListings'].sort());
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agency']);
    expect(collector.selectors['searchListings']).not.toContain('year_built');
    expect(collector).toMatchObject({ platform: 'fotocasa', countries: ['ES'], accessClass: 'public_portal' });
  });
});
