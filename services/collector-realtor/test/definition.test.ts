import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe('what realtor.com serves', () => {
  it('serves listings, their agents and offices, for the US', () => {
    expect([...collector.operations].sort()).toEqual(
      ['getAgency', 'getAgencyListings', 'getAgent', 'getAgentListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchAgents', 'searchListings', 'searchPlatformListings'].sort(),
    );
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agent', 'agency']);
    expect(collector).toMatchObject({ platform: 'realtor', countries: ['US'], accessClass: 'public_portal' });
  });
});
