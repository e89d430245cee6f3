import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what SUUMO serves', () => {
  it('declares SUUMO in Japan with listing, media, agent, agency and location observations', () => {
    expect(collector).toMatchObject({ platform: 'suumo', displayName: 'SUUMO', countries: ['JP'], accessClass: 'public_portal' });
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agent', 'agency', 'location']);
    expect([...collector.operations]).toEqual([
      'searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia',
      'searchAgents', 'getAgent', 'getAgentListings', 'searchAgencies', 'getAgency', 'getAgencyListings', 'searchLocations',
    ]);
    // SUUMO never counts bathrooms, so a bathroom filter cannot be honoured.
    expect(collector.selectors.searchPlatformListings).not.toContain('bathrooms');
    expect(collector.selectors.searchListings).toContain('platforms');
  });
});
