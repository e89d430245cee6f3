import type { Timestamp } from './tables/columns.js';

export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'price_per_sqm_asc' | 'area_desc';

/**
 * Where to search. `text` matches city or region case-insensitively (whole value) or a postal code
 * by prefix; `bbox` is inclusive and crosses the antimeridian when `west > east`; `radius` is the
 * great-circle distance on a sphere of EARTH_RADIUS_METERS; `polygon` is a closed ring of
 * `[longitude, latitude]` positions taken in the plane (a ring cannot cross the antimeridian).
 */
export type LocationQuery =
  | { kind: 'text'; query: string; country?: string }
  | { kind: 'bbox'; west: number; south: number; east: number; north: number }
  | { kind: 'radius'; latitude: number; longitude: number; radius_meters: number }
  | { kind: 'polygon'; coordinates: ReadonlyArray<readonly [number, number]> };

/** Inclusive bounds; a listing without the value never matches a range. */
export interface RangeQuery {
  min?: number;
  max?: number;
}

export interface ListingSearchQuery {
  /** Platforms to search; none → no rows. */
  platforms: readonly string[];
  /** `sale` or `rent`. */
  transaction: string;
  /** Statuses to include; none → no rows. */
  statuses: readonly string[];
  country?: string;
  location?: LocationQuery;
  /** Property types to include; an empty list matches nothing. */
  property_types?: readonly string[];
  /** Compared with each listing's own amount; with `currency`, only listings in that currency. */
  price?: RangeQuery & { currency?: string };
  bedrooms?: RangeQuery;
  bathrooms?: RangeQuery;
  area_sqm?: RangeQuery;
  year_built?: RangeQuery;
  sort: ListingSort;
  /** Page size, 1 to 100. */
  limit: number;
  /** Continue strictly after this row (the previous page's `next`). */
  after?: SearchPosition;
  /** Count matches up to this many; default DEFAULT_TOTAL_CAP. */
  totalCap?: number;
}

/**
 * A row's place in a sort: its sort value and its listing id (the tiebreak). `key` is the value
 * as a double — `newest`: epoch milliseconds of `source_updated_at`; the
 * price sorts: the amount; `area_desc`: m² — and null for a row lacking it.
 * It round-trips exactly through JSON.
 */
export interface SearchPosition {
  key: number | null;
  listing_id: string;
}

export interface ListingSearchRow {
  listing_id: string;
  platform: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
  observed_at: Timestamp;
  /** The listing document, JSON-encoded. */
  document: string;
}

export interface ListingSearchPage {
  rows: ListingSearchRow[];
  has_more: boolean;
  /** The position of the last row, present when has_more. */
  next?: SearchPosition;
  /** Matches of the whole query (ignoring `after`), at most the cap. */
  total: number;
  total_relation: 'exact' | 'lower_bound';
}

export const DEFAULT_TOTAL_CAP = 10_000;
export const MAX_SEARCH_LIMIT = 100;
