import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what Zillow serves', () => {
  it('serves what the brief asks, history and URL resolution included', () => {
    expect([...collector.operations].sort()).toEqual(
      [
        'getListing', 'getListingHistory', 'getListingMedia', 'getPlatformListing', 'resolveListing', 'searchListings', 'searchPlatformListings',
        'searchAgents', 'getAgent', 'getAgentListings', 'searchAgencies', 'getAgency', 'getAgencyListings', 'searchLocations',
        'getListingOpenHouses', 'getSimilarListings', 'getBuilding', 'getBuildingUnits',
        'searchAuctions', 'getAuction',
        'resolveProperty', 'getProperty', 'getPropertyListings', 'getPropertyRecords', 'getPropertyTransactions', 'getPropertyTaxAssessments', 'getPropertyValuations', 'getPropertyComparables',
      ].sort(),
    );
    expect(collector).toMatchObject({ platform: 'zillow', countries: ['US'], accessClass: 'public_portal' });
  });
});
