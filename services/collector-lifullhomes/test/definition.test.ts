import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { describe, expect, it } from 'vitest';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);

describe("what LIFULL HOME'S serves", () => {
  it('serves listings only, and no selector its pages cannot answer (no bathrooms, no map pin)', () => {
    expect([...collector.operations].sort()).toEqual(['getListing', 'getListingMedia', 'getPlatformListing', 'getSimilarListings', 'searchListings', 'searchPlatformListings'].sort());
    expect(collector.recordKinds).toEqual(['listing', 'media']);
    for (const selector of ['bathrooms', 'location.bbox', 'location.radius']) expect(collector.selectors['searchListings']).not.toContain(selector);
    expect(collector).toMatchObject({ platform: 'lifullhomes', countries: ['JP'], accessClass: 'public_portal' });
  });
});
