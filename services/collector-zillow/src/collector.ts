/**
 * The Zillow collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'zillow',
  displayName: 'Zillow',
  countries: ['US'],
  recordKinds: ['listing', 'media', 'agent', 'agency', 'location'],
  operations: [
    ...LISTING_OPERATIONS,
    ...AGENT_OPERATIONS,
    ...AGENCY_OPERATIONS,
    // The search box's region suggestions: Zillow's regionIds.
    'searchLocations',
    // Home-details pages show Zillow's own price and status history.
    'getListingHistory',
    // A zpid is in every Zillow URL (`…/2077468021_zpid/`), so URLs resolve without a fetch.
    'resolveListing',
  ],
  // Every card carries price, beds, baths, living area (sqft), home type, status and a rooftop
  // pin, so the stored observations answer all of these; year built comes from detail pages.
  searchSelectors: listingSearchSelectors(),
  selectors: { resolveListing: ['url', 'native_id'] },
  parse,
  live: livePlan,
});
