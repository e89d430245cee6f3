/**
 * The fotocasa collector as the collector kit runs it: what it serves (the static part of the
 * manifest it keeps alive in the `collectors` bucket), its parser and its live plan.
 */
import { defineCollector, listingSearchSelectors, LISTING_OPERATIONS } from '@estate/collector-kit';
import { livePlan } from './live.js';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'fotocasa',
  displayName: 'Fotocasa',
  countries: ['ES'],
  // The advertiser is named on the ad, but fotocasa's pages carry no agency profile the kit could
  // serve as an agency record; its name, id and reference code ride on the listing (the reference
  // in `extensions.agency_reference`, the key cross-portal grouping reads).
  recordKinds: ['listing', 'media'],
  operations: [...LISTING_OPERATIONS],
  // Cards state price, rooms, area, type and a point, never the year built.
  searchSelectors: listingSearchSelectors({ without: ['year_built'] }),
  parse,
  live: livePlan,
});
