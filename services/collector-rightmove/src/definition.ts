/**
 * What the Rightmove collector serves: the static part of the manifest it keeps alive in the
 * `collectors` KV bucket (the collector kit adds provider, mode, version, instance and times)
 * and hands to the gateway; `collector.ts` adds the parser and renderer.
 */
import type { CollectorDefinition } from '@estate/collector-kit';

// Every result carries price, bedrooms, sub-type, status and a pin. Bathrooms and floor
// area are there when the agent gave them (area on most, not all); Rightmove never states
// the year built, so `year_built` is not honoured.
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
  'status',
  'sort',
];

export const definition: Omit<CollectorDefinition, 'parse' | 'renderer'> = {
  platform: 'rightmove',
  displayName: 'Rightmove',
  // UK homes, and the overseas homes the sample data lists on Rightmove Overseas: Spain (EUR)
  // and the US (USD). Each record states its own country and currency.
  countries: ['GB', 'ES', 'US'],
  recordKinds: ['listing', 'media'],
  // No getListingHistory: a page states only its last reduction, not a history. Resolving
  // Rightmove URLs is not offered yet.
  operations: ['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia'],
  selectors: {
    searchListings: SEARCH_SELECTORS,
    searchPlatformListings: SEARCH_SELECTORS,
  },
  accessClass: 'public_portal',
};
