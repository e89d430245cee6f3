/**
 * The immowelt collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'immowelt',
  displayName: 'Immowelt',
  countries: ['DE'],
  // Cards name the agency (`intermediaryCard`) and the person (`contactCard`); the agency is the
  // office that lists the home. Exposés state the agency's Referenznummer (in `extensions`), the
  // key cross-portal grouping reads with the agency; grouping itself is the projector's.
  recordKinds: ['listing', 'media', 'agency'],
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS],
  // Immowelt never states bedrooms or bathrooms (German Zimmer only), and the year built only on exposés.
  searchSelectors: listingSearchSelectors({ without: ['bedrooms', 'bathrooms', 'year_built'] }),
  parse,
  live: livePlan,
});
