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
  // A flat whose display address names its building (a house number or name, a full postcode)
  // gives that building and the flat as its unit: Rightmove has no building pages.
  // A new-homes developer's branch is a development, its property list the plots; a home sold
  // by auction (`auctionOnly`) is an auction lot, timed only where its description says when.
  recordKinds: ['listing', 'media', 'agency', 'location', 'property_record', 'building', 'unit', 'development', 'auction'],
  // No getListingHistory: a page states only its last reduction, not a history. Resolving
  // Rightmove URLs is not offered yet.
  // Property pages state the tenure and council tax band: records of the home (no sales).
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS, 'searchLocations', ...PROPERTY_OPERATIONS, 'getBuilding', 'getBuildingUnits', 'searchDevelopments', 'getDevelopment', 'searchAuctions', 'getAuction'],
  // Every result carries price, bedrooms, sub-type, status and a pin. Bathrooms and floor
  // area are there when the agent gave them (area on most, not all); Rightmove never states
  // the year built, so `year_built` is not honoured.
  searchSelectors: listingSearchSelectors({ without: ['year_built'] }),
  selectors: {
    ...PROPERTY_SELECTORS,
    // Developments carry their town, their plots' mean pin, a name and a stage; auctions the lot's address and pin.
    searchDevelopments: ['platforms', 'country', 'location.text', 'location.id', 'location.bbox', 'location.radius', 'location.polygon', 'query', 'status', 'limit', 'cursor'],
    searchAuctions: ['platforms', 'country', 'location.text', 'location.bbox', 'location.radius', 'location.polygon', 'status', 'limit', 'cursor'],
    getAuction: [],
  },
  parse,
  live: livePlan,
});
