/**
 * The Rightmove collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS, PROPERTY_OPERATIONS, PROPERTY_SELECTORS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'rightmove',
  displayName: 'Rightmove',
  // UK homes, and the overseas homes the sample data lists on Rightmove Overseas: Spain (EUR)
  // and the US (USD). Each record states its own country and currency.
  countries: ['GB', 'ES', 'US'],
  // Rightmove names the branch that markets a listing, never a person: a branch is the agency,
  // and no agent is made up from it (no agent operations).
  recordKinds: ['listing', 'media', 'agency', 'location', 'property_record'],
  // No getListingHistory: a page states only its last reduction, not a history. Resolving
  // Rightmove URLs is not offered yet.
  // Property pages state the tenure and council tax band: records of the home (no sales).
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS, 'searchLocations', ...PROPERTY_OPERATIONS],
  // Every result carries price, bedrooms, sub-type, status and a pin. Bathrooms and floor
  // area are there when the agent gave them (area on most, not all); Rightmove never states
  // the year built, so `year_built` is not honoured.
  searchSelectors: listingSearchSelectors({ without: ['year_built'] }),
  selectors: PROPERTY_SELECTORS,
  parse,
  live: livePlan,
});
