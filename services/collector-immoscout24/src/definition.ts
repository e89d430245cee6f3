/**
 * What the ImmobilienScout24 collector is: the platform it reads, where, which records it yields, and
 * which operations and request fields its data can serve. `runCollector` publishes this as the
 * collector's manifest, and the gateway derives capabilities from the manifests.
 */
import type { CollectorDefinition } from '@estate/collector-kit';

export const PLATFORM = 'immoscout24';
export const BASE_URL = 'https://www.immobilienscout24.de';

export const OPERATIONS = [
  'searchListings',
  'searchPlatformListings',
  'getListing',
  'getPlatformListing',
  'getListingMedia',
] as const;
export type OperationId = (typeof OPERATIONS)[number];

/**
 * Search request fields the stored ImmoScout24 data can answer. Every listing has a point
 * (moved on purpose when the address is hidden). `bedrooms` comes from the exposé
 * ("Schlafzimmer"), not the result list, which gives German room counts ("Zimmer");
 * `year_built` is the exposé's "Baujahr".
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
  'year_built',
  'status',
  'sort',
  'limit',
  'cursor',
];

/** The platform's metadata: a CollectorDefinition without the parser and renderer, which `collector.ts` adds. */
export const definition: Omit<CollectorDefinition, 'parse' | 'renderer'> = {
  platform: PLATFORM,
  displayName: 'ImmobilienScout24',
  /** German homes, and homes abroad from ImmoScout's Ausland section (in the samples: Spain). */
  countries: ['DE', 'ES'],
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
