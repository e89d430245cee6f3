/**
 * Inside Airbnb's city snapshots (listings, calendars, reviews of Airbnb stays) as the collector
 * kit runs it: open data, replayed from the gzipped CSV files the project publishes per city.
 */
import { defineCollector, MARKET_OPERATIONS, MARKET_SELECTORS } from '@estate/collector-kit';
import { COUNTRY_OF_FOLDER } from './snapshot-path.js';
import { parse } from './parse.js';

/** Inside Airbnb publishes a city's snapshot every quarter; a daily read picks a new one up the day it appears. */
const DAY = 24 * 3_600_000;

export const collector = defineCollector({
  platform: 'insideairbnb',
  displayName: 'Inside Airbnb',
  countries: [...new Set(Object.values(COUNTRY_OF_FOLDER))].sort(),
  recordKinds: ['stay', 'stay_availability', 'stay_review'],
  // The stays feed the market series derived from them (market_stay_daily): nightly prices and
  // the share of available nights per city, region and postal district.
  operations: ['searchStays', 'getStay', 'getStayAvailability', 'getStayReviews', ...MARKET_OPERATIONS],
  searchSelectors: [],
  selectors: {
    // Every listing row carries coordinates, room type, capacity, bedrooms, rating and review
    // count; the calendar gives the dates; `price` is empty for some listings in recent snapshots.
    searchStays: ['platforms', 'country', 'location.text', 'location.bbox', 'location.radius', 'location.polygon', 'check_in', 'check_out', 'guests', 'room_types', 'price_per_night', 'bedrooms', 'rating', 'sort', 'limit', 'cursor'],
    getStay: [],
    getStayAvailability: ['days', 'start_date'],
    getStayReviews: ['limit', 'cursor'],
    ...MARKET_SELECTORS,
  },
  accessClass: 'open_data',
  collectIntervalMs: DAY,
  parse,
});
