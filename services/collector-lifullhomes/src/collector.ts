/**
 * The LIFULL HOME'S collector as the collector kit runs it: what it serves (the static part of
 * the manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { AGENCY_OPERATIONS, defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'lifullhomes',
  displayName: "LIFULL HOME'S",
  countries: ['JP'],
  // HOME'S names the agency (会社情報: name, id, address, phone) of a listing, never a person: the
  // kit publishes that block as the agency's observation, so HOME'S serves agencies and no agents
  // (its agency pages are not read yet). The address to the 番地, the layout, the exact area and
  // the floor are what cross-portal grouping in JP keys on; grouping is the projector's.
  recordKinds: ['listing', 'media', 'agency'],
  operations: [...LISTING_OPERATIONS, ...AGENCY_OPERATIONS],
  // A 間取り gives bedrooms, never bathrooms; sale pages carry no map pin, so no geographic selector.
  searchSelectors: listingSearchSelectors({ without: ['bathrooms', 'location.bbox', 'location.radius', 'location.polygon'] }),
  parse,
  live: livePlan,
});
