/**
 * The Zoopla collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'zoopla',
  displayName: 'Zoopla',
  // UK homes only: Zoopla has no overseas section in the sample data.
  countries: ['GB'],
  // Zoopla names the branch that markets a listing, never a person: a branch is the agency.
  // Detail pages state the UPRN, the full postcode and often the house number (in `extensions`
  // and the address): the keys cross-portal grouping reads; grouping itself is the projector's.
  recordKinds: ['listing', 'media', 'agency'],
  // No getListingHistory: only the 2023 pages showed a price history, and not every page does.
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS],
  // Every card carries price, bedrooms, type, status and a pin; Zoopla never states the year
  // built, so `year_built` is not honoured.
  searchSelectors: listingSearchSelectors({ without: ['year_built'] }),
  parse,
  live: livePlan,
});
