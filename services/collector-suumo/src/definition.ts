/**
 * What the SUUMO collector is: the platform it reads, where, which records it yields, and which
 * operations and request fields its data can serve. The collector kit publishes this as the
 * collector's manifest; `collector.ts` adds the parser and renderer.
 */
import type { CollectorDefinition } from '@estate/collector-kit';

export const PLATFORM = 'suumo';

export const OPERATIONS = ['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia'] as const;
export type OperationId = (typeof OPERATIONS)[number];

/**
 * Search request fields the stored SUUMO data can answer. Not `bathrooms`: SUUMO never counts
 * them (a 3LDK has one bathroom by convention, but the page does not say so). `bedrooms` comes
 * from the 間取り (3LDK → 3), `year_built` from the 築年月 every listing shows, `location` from
 * the address on every card and the map pin on detail pages.
 */
const SEARCH_SELECTORS = [
  'transaction',
  'country',
  'location',
  'property_types',
  'price',
  'bedrooms',
  'area_sqm',
  'year_built',
  'status',
  'sort',
  'limit',
  'cursor',
];

export const definition: Omit<CollectorDefinition, 'parse' | 'renderer'> = {
  platform: PLATFORM,
  displayName: 'SUUMO',
  countries: ['JP'],
  recordKinds: ['listing', 'media'],
  operations: [...OPERATIONS],
  selectors: {
    searchListings: [...SEARCH_SELECTORS, 'platforms'],
    searchPlatformListings: SEARCH_SELECTORS,
    getListing: [],
    getPlatformListing: [],
    getListingMedia: ['limit', 'cursor'],
  },
  accessClass: 'public_portal',
};
