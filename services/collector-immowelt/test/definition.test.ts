import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what immowelt serves', () => {
  it('serves listings and their agencies, and no filter on counts immowelt never states', () => {
    expect([...collector.operations].sort()).toEqual(
      ['getAgency', 'getAgencyListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchListings', 'searchPlatformListings'].sort(),
    );
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agency']);
    for (const selector of ['bedrooms', 'bathrooms', 'year_built']) expect(collector.selectors['searchListings']).not.toContain(selector);
    expect(collector).toMatchObject({ platform: 'immowelt', countries: ['DE'], accessClass: 'public_portal' });
  });
});
