/**
 * The ImmobilienScout24 collector as the collector kit runs it: what it serves (the static part
 * of the manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';
import { PLATFORM } from './site.js';

/**
 * Search request fields the stored ImmoScout24 data can answer. Every listing has a point
 * (moved on purpose when the address is hidden). `bedrooms` comes from the exposé
 * ("Schlafzimmer"), not the result list, which gives German room counts ("Zimmer");
 * `year_built` is the exposé's "Baujahr".
 */
const SEARCH_SELECTORS = listingSearchSelectors({ with: ['transaction', 'limit', 'cursor'] });

export const collector = defineCollector({
  platform: PLATFORM,
  displayName: 'ImmobilienScout24',
  // German homes, and homes abroad from ImmoScout's Ausland section (in the samples: Spain).
  countries: ['DE', 'ES'],
  // A flat that shows street and house number gives its building, and itself as a unit of it.
  recordKinds: ['listing', 'media', 'agent', 'agency', 'location', 'building', 'unit'],
  operations: [...LISTING_OPERATIONS, ...AGENT_OPERATIONS, ...AGENCY_OPERATIONS, 'searchLocations', 'getBuilding', 'getBuildingUnits'],
  searchSelectors: SEARCH_SELECTORS,
  pagedReads: true,
  version: '0.1.0',
  parse,
  live: livePlan,
});
