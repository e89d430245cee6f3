import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what Zoopla serves', () => {
  it('serves listings and their branches, and no year_built filter Zoopla cannot answer', () => {
    expect([...collector.operations].sort()).toEqual(
      ['getAgency', 'getAgencyListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchListings', 'searchPlatformListings'].sort(),
    );
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agency']);
    expect(collector.selectors['searchListings']).not.toContain('year_built');
    expect(collector).toMatchObject({ platform: 'zoopla', countries: ['GB'], accessClass: 'public_portal' });
  });
});
