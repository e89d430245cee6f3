/**
 * What the idealista collector is: the platform it reads, where, which records it yields, and
 * which operations and request fields its data can serve. `runCollector` publishes this as the
 * collector's manifest, and the gateway derives capabilities from the manifests.
 */
import type { CollectorDefinition } from '@estate/collector-kit';

export const PLATFORM = 'idealista';
export const BASE_URL = 'https://www.idealista.com';

export const OPERATIONS = [
  'searchListings',
  'searchPlatformListings',
  'getListing',
  'getPlatformListing',
  'getListingMedia',
] as const;
export type OperationId = (typeof OPERATIONS)[number];

/**
 * Search request fields the stored idealista data can answer. Every ad has a point (moved on
 * purpose when the address is hidden) and a municipality, so every kind of location works. Not
 * `year_built`: idealista ads state it only now and then in the feature list, so a filter on it
 * would silently drop most of them. `bedrooms` is exact: idealista's "habitaciones" are bedrooms.
 */
const SEARCH_SELECTORS = [
  'transaction',
  'country',
  'location.text',
  'location.bbox',
  'location.radius',
  'location.polygon',
  'property_types',
  'price',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'status',
  'sort',
  'limit',
  'cursor',
];

/** The platform's metadata: a CollectorDefinition without the parser and renderer, which `collector.ts` adds. */
export const definition: Omit<CollectorDefinition, 'parse' | 'renderer'> = {
  platform: PLATFORM,
  displayName: 'idealista',
  /** idealista.com: Spanish homes. */
  countries: ['ES'],
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
  version: '0.1.0',
};
