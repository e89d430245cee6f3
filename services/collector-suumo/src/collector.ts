/**
 * The SUUMO collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

/**
 * Search request fields the stored SUUMO data can answer. Not `bathrooms`: SUUMO never counts
 * them (a 3LDK has one bathroom by convention, but the page does not say so). `bedrooms` comes
 * from the 間取り (3LDK → 3), `year_built` from the 築年月 every listing shows, `location` from
 * the address on every card and the map pin on detail pages.
 */
const SEARCH_SELECTORS = ['transaction', 'country', 'location', 'property_types', 'price', 'bedrooms', 'area_sqm', 'year_built', 'status', 'sort', 'limit', 'cursor'];

export const collector = defineCollector({
  platform: 'suumo',
  displayName: 'SUUMO',
  countries: ['JP'],
  recordKinds: ['listing', 'media', 'agent', 'agency', 'location', 'building', 'unit', 'development'],
  operations: [...LISTING_OPERATIONS, ...AGENT_OPERATIONS, ...AGENCY_OPERATIONS, 'searchLocations', 'getBuilding', 'getBuildingUnits', 'searchDevelopments', 'getDevelopment'],
  // Developments carry a place (their 所在地 and pin), a name and a stage; every page is paged.
  selectors: { searchDevelopments: ['platforms', 'country', 'location.text', 'location.id', 'location.bbox', 'location.radius', 'location.polygon', 'query', 'status', 'limit', 'cursor'] },
  searchSelectors: SEARCH_SELECTORS,
  pagedReads: true,
  parse,
  live: livePlan,
});
