import type { StaySortName } from '@estate/contract';
import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import type { GeoPoint } from '@estate/normalize';
import { decodeAvailableNights, encodeAvailableNights, type AvailableNights } from './available-nights.js';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { Position } from './ordering.js';
import type { SearchFilter, SearchQuery, SearchResult } from './query.js';
import { rangeFilters, searchLocationFilters, type RangeBounds, type SearchLocation } from './request-filters.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection, type SearchProjectionOptions } from './search-projection.js';

/**
 * A stay's own filter and sort fields, from its `stay.observed` events: the `stay_search`
 * bucket's documents. Prices are per night in `currency`; rating on the source's 0–5 scale.
 */
const stayOwnFields = {
  platform: { type: 'enum' },
  country: { type: 'enum' },
  city: { type: 'string' },
  region: { type: 'string' },
  postal_code: { type: 'string' },
  room_type: { type: 'enum' },
  accommodates: { type: 'number', storage: 'int32' },
  bedrooms: { type: 'number', storage: 'int32' },
  currency: { type: 'enum' },
  price_per_night: { type: 'number' },
  rating: { type: 'number' },
  review_count: { type: 'number', storage: 'int32' },
  minimum_nights: { type: 'number', storage: 'int32' },
  maximum_nights: { type: 'number', storage: 'int32' },
  point: { type: 'point' },
  observed_at: { type: 'timestamp' },
} as const;

/** The contract's stay sorts (STAY_SORTS there), each on its field. */
export const STAY_SORTS = {
  price_asc: { field: 'price_per_night', direction: 'asc' },
  price_desc: { field: 'price_per_night', direction: 'desc' },
  rating_desc: { field: 'rating', direction: 'desc' },
  reviews_desc: { field: 'review_count', direction: 'desc' },
} as const satisfies Record<Exclude<StaySortName, StayDistanceSort>, { field: keyof typeof stayOwnFields; direction: 'asc' | 'desc' }>;
export type StaySort = StaySortName;

/** The contract's nearest-first stay sort, measured from the query's origin. */
type StayDistanceSort = 'distance_asc';
const STAY_DISTANCE_SORTS = { distance_asc: 'point' } as const satisfies Record<StayDistanceSort, 'point'>;

const stayText = { city: 'city', region: 'region', postal_code: 'postal_code' } as const;

/** The positional layout of a `stay_search` document: the stay's own fields only. */
const stayOwnSpec = defineSearchKind({ kind: 'stay', fields: stayOwnFields, sorts: STAY_SORTS, distanceSorts: STAY_DISTANCE_SORTS, textLocation: stayText });

/**
 * The stay kind's search fields: its own, plus the nights its latest calendar with dates shows
 * available, which arrive in another event and another bucket (`stay_calendar_search`) and are
 * joined by stay id in each gateway (see the gateway's stay search feed).
 */
export const staySearchFields = defineSearchKind({
  kind: 'stay',
  fields: { ...stayOwnFields, nights: { type: 'nights' } },
  sorts: STAY_SORTS,
  distanceSorts: STAY_DISTANCE_SORTS,
  textLocation: stayText,
  expiresBy: 'observed_at',
});

export type StaySearchFields = typeof staySearchFields.fields;
export type StaySearchValues = FieldValues<StaySearchFields>;
export type StayOwnSearchFields = typeof stayOwnFields;
export type StayOwnSearchValues = FieldValues<StayOwnSearchFields>;
export type StaySearchProjection = SearchProjection<StaySearchFields>;

export function createStaySearch(options: SearchProjectionOptions = {}): StaySearchProjection {
  return new SearchProjection(staySearchFields, { liveWindowMs: LIVE_WINDOW_MS, ...options });
}

/** The `stay_search` document of a stay observation. */
export function staySearchDocument(version: SearchVersion, values: StayOwnSearchValues): SearchDocument {
  return { ...version, values: searchDocumentValues(stayOwnSpec, values) };
}

/** A `stay_search` document's values, or undefined when the value is not one. */
export function stayOwnValuesOf(document: unknown): StayOwnSearchValues | undefined {
  return fieldValuesOfDocument(stayOwnSpec, document);
}

/** What the `stay_calendar_search` bucket holds per stay: the available nights of its latest calendar with dates. */
export interface StayNightsDocument extends SearchVersion {
  nights: readonly [number, string];
}

export function stayNightsDocument(version: SearchVersion, nights: AvailableNights): StayNightsDocument {
  return { ...version, nights: encodeAvailableNights(nights) };
}

/** A `stay_calendar_search` document's nights, or undefined when the value is not one. */
export function stayNightsOf(document: unknown): AvailableNights | undefined {
  if (document === null || typeof document !== 'object') return undefined;
  return decodeAvailableNights((document as { nights?: unknown }).nights);
}

/** A stay search in the projection's terms, as the gateway plans it from a request. */
export interface StaySearchQuery {
  platforms: readonly string[];
  country?: string | undefined;
  location?: SearchLocation | undefined;
  /** Check-in as an epoch day and the number of nights: every one must be available. */
  stay?: { from: number; nights: number } | undefined;
  guests?: number | undefined;
  room_types?: readonly string[] | undefined;
  price_per_night?: (RangeBounds & { currency?: string | undefined }) | undefined;
  bedrooms?: RangeBounds | undefined;
  rating?: RangeBounds | undefined;
  sort: StaySort;
  /** Where `distance_asc` measures from. */
  origin?: GeoPoint | undefined;
  limit: number;
  after?: Position | undefined;
  totalCap?: number | undefined;
}

/** The projection's filters of a stay search: each request field is one or more filters, AND-ed. */
export function stayFilters(query: StaySearchQuery): SearchFilter[] {
  const filters: SearchFilter[] = [{ kind: 'in', field: 'platform', values: query.platforms }];
  if (query.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.country] });
  if (query.room_types !== undefined) filters.push({ kind: 'in', field: 'room_type', values: query.room_types });
  if (query.price_per_night?.currency !== undefined) filters.push({ kind: 'in', field: 'currency', values: [query.price_per_night.currency] });
  const ranges: Record<string, RangeBounds | undefined> = { price_per_night: query.price_per_night, bedrooms: query.bedrooms, rating: query.rating };
  if (query.guests !== undefined) ranges.accommodates = { min: query.guests };
  if (query.stay !== undefined) {
    filters.push({ kind: 'nights', field: 'nights', from: query.stay.from, count: query.stay.nights });
    // The stay's own minimum and maximum must admit the length asked for.
    ranges.minimum_nights = { max: query.stay.nights };
    ranges.maximum_nights = { min: query.stay.nights };
  }
  return [...filters, ...rangeFilters(ranges), ...searchLocationFilters(query.location)];
}

/** A stay search as the projection's query (one projection's or every shard's). */
export function staySearchQuery(query: StaySearchQuery): SearchQuery {
  return { filters: stayFilters(query), sort: query.sort, origin: query.origin, limit: query.limit, after: query.after, totalCap: query.totalCap };
}

/** One page of a stay search: the ids, the total, and the position of the last when more follow. */
export function searchStayIds(projection: StaySearchProjection, query: StaySearchQuery, now = Date.now()): SearchResult {
  return projection.search(staySearchQuery(query), now);
}
