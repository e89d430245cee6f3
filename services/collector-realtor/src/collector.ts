/**
 * The realtor.com collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'realtor',
  displayName: 'realtor.com',
  countries: ['US'],
  // Every home names its listing agent and office (`advertisers[]`), and its MLS and MLS number
  // (`source`): the key cross-portal grouping reads; grouping itself is the projector's.
  recordKinds: ['listing', 'media', 'agent', 'agency'],
  // No getListingHistory: only detail pages show `property_history`, and not search results.
  operations: [...LISTING_OPERATIONS, ...AGENT_OPERATIONS, ...AGENCY_OPERATIONS],
  searchSelectors: listingSearchSelectors(),
  parse,
  live: livePlan,
});
