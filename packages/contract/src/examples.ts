import type { ErrorCode } from './errors.js';
import type { OperationId, OperationInput, OperationOf } from './operations.js';

/**
 * Examples the OpenAPI document shows (and the `/docs` page renders) beside the schemas: a request
 * body for every operation that takes one, a value for every path parameter, and the error
 * envelope. Typed by the operations' own schemas, so a body example that stops matching its
 * request is a compile error; test/openapi.test.ts validates them against the schemas as well.
 * Success answers need none here: every field's schema carries its own example or type, from
 * which renderers build the 200 example.
 */
type BodyOperationId = { [Id in OperationId]: OperationOf<Id>['body'] extends undefined ? never : Id }[OperationId];

export interface RequestExample<Id extends BodyOperationId> {
  summary: string;
  value: OperationInput<Id>['body'];
}

export type RequestExamples = { readonly [Id in BodyOperationId]: RequestExample<Id> };

/**
 * Examples that name one record (a listing URL, an address, a native id) name one of the sample
 * universe `npm start` serves by default (seed 42, size 2 000; the first 300 of it are the same
 * records), so "Try it out" on a fresh `npm start` finds it: a Zillow condo in New York and a
 * townhouse in Leeds. test/e2e/start-stack.test.ts sends every example to such a stack.
 */
const SAMPLE_ZILLOW_ZPID = '783546684';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD`, `days` after `today` (UTC). */
const dayAfter = (today: Date, days: number): string => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * How far ahead the stay examples check in: far enough that the dates stay in the future for as
 * long as a served document is kept (a day), near enough to be inside the calendars sources
 * publish (a year ahead), so a stay can be quoted for them.
 */
export const EXAMPLE_CHECK_IN_DAYS = 30;
export const EXAMPLE_STAY_NIGHTS = 4;

/**
 * The request examples of a document built on `today`. A fixed date in an example is in the past
 * one day, and the server refuses stay dates in the past, so the stay examples are dated from the
 * day the document is built: the gateway builds it each day it serves it (and `pnpm openapi` when
 * it runs), so every example is one the server accepts on the day it is read.
 */
export function requestExamples(today: Date = new Date()): RequestExamples {
  const checkIn = dayAfter(today, EXAMPLE_CHECK_IN_DAYS);
  const checkOut = dayAfter(today, EXAMPLE_CHECK_IN_DAYS + EXAMPLE_STAY_NIGHTS);
  return { ...FIXED_EXAMPLES, searchStays: { ...FIXED_EXAMPLES.searchStays, value: { ...FIXED_EXAMPLES.searchStays.value, check_in: checkIn, check_out: checkOut } }, getStayQuote: { ...FIXED_EXAMPLES.getStayQuote, value: { ...FIXED_EXAMPLES.getStayQuote.value, check_in: checkIn, check_out: checkOut } } };
}

const FIXED_EXAMPLES: RequestExamples = {
  searchListings: {
    summary: 'Flats for sale in Leeds under £400 000 on Rightmove and Zoopla, one row per home (every portal\'s listing of it in meta.property_groups), cheapest first',
    value: { platforms: ['rightmove', 'zoopla'], collapse: 'property', location: { kind: 'text', query: 'Leeds' }, property_types: ['apartment'], price: { max: 400_000, currency: 'GBP' }, sort: 'price_asc', limit: 20 },
  },
  searchPlatformListings: {
    summary: 'Two-bedroom-plus homes within 5 km of central Tokyo',
    value: { location: { kind: 'radius', latitude: 35.6812, longitude: 139.7671, radius_meters: 5_000 }, bedrooms: { min: 2 } },
  },
  resolveListing: {
    summary: 'A listing page URL as a user copied it',
    value: { url: `https://www.zillow.com/homedetails/4152-W-110th-St-APT-7A-New-York-NY-10002/${SAMPLE_ZILLOW_ZPID}_zpid/` },
  },
  resolveProperty: {
    summary: 'An address',
    value: { address: { line1: '182 Otley Road', city: 'Leeds', postal_code: 'LS18 4WN', country: 'GB' } },
  },
  searchDevelopments: {
    summary: 'Developments selling now in Madrid',
    value: { country: 'ES', location: { kind: 'text', query: 'Madrid' }, status: ['selling'] },
  },
  searchAgents: {
    summary: 'Agents named Smith in Bristol',
    value: { query: 'Smith', location: { kind: 'text', query: 'Bristol', country: 'GB' } },
  },
  searchAgencies: {
    summary: 'Agencies in Munich',
    value: { location: { kind: 'text', query: 'München', country: 'DE' }, limit: 10 },
  },
  searchAuctions: {
    summary: 'Open auctions in a box around Valencia',
    value: { country: 'ES', location: { kind: 'bbox', west: -0.45, south: 39.4, east: -0.3, north: 39.52 }, status: ['open'] },
  },
  searchMarkets: {
    summary: 'City markets in Great Britain with a house price index',
    value: { country: 'GB', kinds: ['city'], metric: 'hpi_index' },
  },
  searchStays: {
    summary: 'Whole homes for four in a polygon over central Lisbon, for four nights from a month ahead',
    value: {
      location: { kind: 'polygon', coordinates: [[-9.16, 38.7], [-9.12, 38.7], [-9.12, 38.73], [-9.16, 38.73], [-9.16, 38.7]] },
      check_in: '2026-07-01',
      check_out: '2026-07-05',
      guests: 4,
      room_types: ['entire_home'],
      sort: 'rating_desc',
    },
  },
  getStayQuote: {
    summary: 'Four nights for two guests, from a month ahead',
    value: { check_in: '2026-07-01', check_out: '2026-07-05', guests: 2 },
  },
  searchLocations: {
    summary: 'Places called Shibuya',
    value: { query: 'Shibuya', country: 'JP', kinds: ['district', 'station'] },
  },
  createReadJob: {
    summary: 'Fresh listings for sale in Leeds from Rightmove',
    value: { operation: 'listings.search', platforms: ['rightmove'], params: { location: { kind: 'text', query: 'Leeds' } }, max_results: 200 },
  },
};

/** The request examples of a document built today. */
export const REQUEST_EXAMPLES: RequestExamples = requestExamples();

/** A value for each path parameter, by name: what an id of that kind looks like. */
export const PATH_PARAMETER_EXAMPLES: Readonly<Record<string, string>> = {
  platform: 'zillow',
  native_id: SAMPLE_ZILLOW_ZPID,
  listing_id: 'lst_7k2m9q4x8c3v6b1n5z0p',
  property_id: 'prp_4h8j2k6m0n3p5q7r9s1t',
  building_id: 'bld_2b4d6f8h0j1k3m5n7p9q',
  development_id: 'dev_9a8s7d6f5g4h3j2k1m0z',
  agent_id: 'agt_1q2w3e4r5t6y7v8x9z0p',
  agency_id: 'agy_0p9z8x7v6y5t4r3e2w1q',
  auction_id: 'auc_5t6y7v8x9z0p1a2s3d4f',
  market_id: 'mkt_3d4f5g6h7j8k9m0z1x2c',
  stay_id: 'sty_8x9z0p1a2s3d4f5g6h7j',
  job_id: 'job_4f9c2a7e1b8d3f6a0c5e9b2d',
};

/** The error envelope as every non-200 answer carries it. */
export const ERROR_EXAMPLE: { error: { code: ErrorCode; message: string; retryable: boolean; details: [] }; request_id: string } = {
  error: { code: 'invalid_request', message: 'body.location.kind names an unknown kind', retryable: false, details: [] },
  request_id: 'req_Xq3v9TkLw2pM1',
};
