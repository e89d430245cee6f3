import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what SUUMO serves', () => {
  it('declares SUUMO in Japan with listing, media, agent, agency, location, building, unit and development observations', () => {
    expect(collector).toMatchObject({ platform: 'suumo', displayName: 'SUUMO', countries: ['JP'], accessClass: 'public_portal' });
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agent', 'agency', 'location', 'building', 'unit', 'development']);
    expect([...collector.operations]).toEqual([
      'searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia', 'getSimilarListings',
      'searchAgents', 'getAgent', 'getAgentListings', 'searchAgencies', 'getAgency', 'getAgencyListings', 'searchLocations',
      'getBuilding', 'getBuildingUnits', 'searchDevelopments', 'getDevelopment',
    ]);
    // SUUMO never counts bathrooms, so a bathroom filter cannot be honoured.
    expect(collector.selectors.searchPlatformListings).not.toContain('bathrooms');
    expect(collector.selectors.searchListings).toContain('platforms');
  });
});
