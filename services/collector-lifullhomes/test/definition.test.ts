import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe("what LIFULL HOME'S serves", () => {
  it('serves listings and the agencies they name (no agents), and no selector its pages cannot answer (no bathrooms, no map pin)', () => {
    expect([...collector.operations].sort()).toEqual(['getAgency', 'getAgencyListings', 'getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchAgencies', 'searchListings', 'searchPlatformListings'].sort());
    expect(collector.recordKinds).toEqual(['listing', 'media', 'agency']);
    for (const selector of ['bathrooms', 'location.bbox', 'location.radius']) expect(collector.selectors['searchListings']).not.toContain(selector);
    expect(collector).toMatchObject({ platform: 'lifullhomes', countries: ['JP'], accessClass: 'public_portal' });
  });
});
