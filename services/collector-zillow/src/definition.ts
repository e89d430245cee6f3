/**
 * What the Zillow collector serves: the static part of the manifest it keeps alive in the
 * `collectors` KV bucket (the collector kit adds provider, mode, version, instance and times)
 * and hands to the gateway; `collector.ts` adds the parser and renderer.
 */
import type { CollectorDefinition } from '@estate/collector-kit';

// Every card carries price, beds, baths, living area (sqft), home type, status and a rooftop
// pin, so the stored observations answer all of these; year built comes from detail pages.
const SEARCH_SELECTORS = [
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
];

export const definition: Omit<CollectorDefinition, 'parse' | 'renderer'> = {
  platform: 'zillow',
  displayName: 'Zillow',
  countries: ['US'],
  recordKinds: ['listing', 'media'],
  operations: [
    'searchListings',
    'searchPlatformListings',
    'getListing',
    'getPlatformListing',
    'getListingMedia',
    // Home-details pages show Zillow's own price and status history.
    'getListingHistory',
    // A zpid is in every Zillow URL (`…/2077468021_zpid/`), so URLs resolve without a fetch.
    'resolveListing',
  ],
  selectors: {
    searchListings: SEARCH_SELECTORS,
    searchPlatformListings: SEARCH_SELECTORS,
    resolveListing: ['url', 'native_id'],
  },
  accessClass: 'public_portal',
};
