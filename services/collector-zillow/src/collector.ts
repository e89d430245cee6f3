/**
 * The Zillow collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS, PROPERTY_SELECTORS, PROPERTY_TRANSACTION_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'zillow',
  displayName: 'Zillow',
  countries: ['US'],
  recordKinds: ['listing', 'media', 'agent', 'agency', 'location', 'open_house', 'property_record', 'auction', 'building', 'unit'],
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
    // Home-details pages carry the open-house schedule with the property's time zone.
    'getListingOpenHouses',
    // Building pages (`/b/<slug>/`) with their floor plans' units, linked from their units' home pages.
    'getBuilding',
    'getBuildingUnits',
    // Home-details pages show the home's past sales, the county's tax history, the Zestimate and the MLS facts.
    ...PROPERTY_TRANSACTION_OPERATIONS,
    'getPropertyTaxAssessments',
    // Home-details pages flag homes sold at auction, with the foreclosure auction's time and place.
    'searchAuctions',
    'getAuction',
  ],
  // Every card carries price, beds, baths, living area (sqft), home type, status and a rooftop
  // pin, so the stored observations answer all of these; year built comes from detail pages.
  searchSelectors: listingSearchSelectors(),
  selectors: { resolveListing: ['url', 'native_id'], ...PROPERTY_SELECTORS, searchAuctions: ['platforms', 'country', 'location.text', 'location.bbox', 'location.radius', 'location.polygon', 'status', 'limit', 'cursor'], getAuction: [] },
  parse,
  live: livePlan,
});
