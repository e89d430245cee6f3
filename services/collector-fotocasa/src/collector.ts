/**
 * The fotocasa collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'fotocasa',
  displayName: 'Fotocasa',
  countries: ['ES'],
  // The ad names its advertiser (the agency: name, id, phone), never a person: the kit publishes
  // that block as the agency's observation, as for a Zoopla branch, so fotocasa serves agencies
  // and no agents. fotocasa has no agency profile page to read more from. The advertiser's
  // reference code rides on the listing (`extensions.agency_reference`, the key cross-portal grouping reads).
  recordKinds: ['listing', 'media', 'agency'],
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS],
  // Cards state price, rooms, area, type and a point, never the year built.
  searchSelectors: listingSearchSelectors({ without: ['year_built'] }),
  parse,
  live: livePlan,
});
