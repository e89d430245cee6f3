import { describe, expect, it } from 'vitest';
import { defineCollector, LISTING_OPERATIONS, LISTING_SEARCH_SELECTORS, listingSearchSelectors } from '../src/definition.js';
import { jsonLinesParser } from './fake-platform.js';

const base = { platform: 'zillow', displayName: 'Z', countries: ['US'], recordKinds: ['listing' as const], operations: [...LISTING_OPERATIONS], parse: jsonLinesParser };

describe('defineCollector', () => {
  it('gives both searches the same selectors and the public portal access class unless told', () => {
    const definition = defineCollector({ ...base, searchSelectors: ['price'] });
    expect(definition.selectors).toEqual({ searchListings: ['price'], searchPlatformListings: ['price'] });
    expect(definition.accessClass).toBe('public_portal');
    expect(defineCollector({ ...base, searchSelectors: [], accessClass: 'open_data' }).accessClass).toBe('open_data');
  });

  it('states paged reads and the platforms filter when asked, and lets a collector override any list', () => {
    const definition = defineCollector({ ...base, searchSelectors: ['price'], pagedReads: true, selectors: { getListing: ['x'] } });
    expect(definition.selectors).toEqual({
      searchListings: ['price', 'platforms'],
      searchPlatformListings: ['price'],
      getListing: ['x'],
      getPlatformListing: [],
      getListingMedia: ['limit', 'cursor'],
      getSimilarListings: ['limit', 'cursor'],
    });
  });

  it('states selectors only for the operations it serves', () => {
    const stays = defineCollector({ ...base, operations: ['getStay', 'getStayReviews'], searchSelectors: [], selectors: { getStayReviews: ['limit', 'cursor'] } });
    expect(stays.selectors).toEqual({ getStayReviews: ['limit', 'cursor'] });
  });

  it('derives a platform’s search selectors from the common list', () => {
    expect(listingSearchSelectors()).toEqual([...LISTING_SEARCH_SELECTORS]);
    const own = listingSearchSelectors({ with: ['transaction'], without: ['year_built'] });
    expect(own[0]).toBe('transaction');
    expect(own).not.toContain('year_built');
    expect(own).toHaveLength(LISTING_SEARCH_SELECTORS.length);
  });
});
