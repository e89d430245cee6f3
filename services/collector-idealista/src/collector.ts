/**
 * The idealista collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';
import { PLATFORM } from './site.js';

/**
 * Search request fields the stored idealista data can answer. Every ad has a point (moved on
 * purpose when the address is hidden) and a municipality, so every kind of location works. Not
 * `year_built`: idealista ads state it only now and then in the feature list, so a filter on it
 * would silently drop most of them. `bedrooms` is exact: idealista's "habitaciones" are bedrooms.
 */
const SEARCH_SELECTORS = listingSearchSelectors({ with: ['transaction', 'limit', 'cursor'], without: ['year_built'] });

export const collector = defineCollector({
  platform: PLATFORM,
  displayName: 'idealista',
  // idealista.com: Spanish homes.
  countries: ['ES'],
  // A flat that shows its street and number gives its building, and itself as a unit of it.
  recordKinds: ['listing', 'media', 'agent', 'agency', 'location', 'building', 'unit', 'development'],
  operations: [...LISTING_OPERATIONS, ...AGENT_OPERATIONS, ...AGENCY_OPERATIONS, 'searchLocations', 'getBuilding', 'getBuildingUnits', 'searchDevelopments', 'getDevelopment'],
  // Promotions (obra nueva pages) carry a town and province, a name and a stage; no map pin.
  selectors: { searchDevelopments: ['platforms', 'country', 'location.text', 'query', 'status', 'limit', 'cursor'] },
  searchSelectors: SEARCH_SELECTORS,
  pagedReads: true,
  version: '0.1.0',
  parse,
  live: livePlan,
});
