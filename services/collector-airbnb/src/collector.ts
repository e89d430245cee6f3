/**
 * Airbnb's own listing pages as the collector kit runs it: the dated price breakdowns
 * (`StaysPdpSections`) a quote needs, and calendars (`PdpAvailabilityCalendar`), replayed from
 * the persisted-query JSON the pages load, recorded under the request that fetched them.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

export const collector = defineCollector({
  platform: 'airbnb',
  displayName: 'Airbnb',
  countries: ['DE', 'ES', 'GB', 'JP', 'US'],
  recordKinds: ['stay_quote', 'stay_availability'],
  operations: ['getStayQuote', 'getStayAvailability'],
  searchSelectors: [],
  selectors: { getStayQuote: ['check_in', 'check_out', 'guests'], getStayAvailability: ['days', 'start_date'] },
  parse,
});
