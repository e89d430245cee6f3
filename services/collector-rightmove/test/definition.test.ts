import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what Rightmove serves', () => {
  it('serves what the brief asks, and no year_built filter Rightmove cannot answer', () => {
    expect([...collector.operations].sort()).toEqual(
      [
        'getAgency', 'getAgencyListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchListings', 'searchLocations', 'searchPlatformListings',
        'resolveProperty', 'getProperty', 'getPropertyListings', 'getPropertyRecords', 'getPropertyValuations', 'getPropertyComparables',
        // The buildings flats' display addresses name.
        'getBuilding', 'getBuildingUnits',
        // New-homes developers' branches, and homes sold by auction.
        'searchDevelopments', 'getDevelopment', 'searchAuctions', 'getAuction',
      ].sort(),
    );
    // A branch is the agency; Rightmove names no agents.
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agency', 'location', 'property_record', 'building', 'unit', 'development', 'auction']);
    expect(collector.selectors['searchListings']).not.toContain('year_built');
    expect(collector).toMatchObject({ platform: 'rightmove', countries: ['GB', 'ES', 'US'], accessClass: 'public_portal' });
  });
});
