import type { GeoArea } from '@estate/normalize';
import type { Timestamp } from '@estate/store';

// The listing search in the SQL oracle's terms. These restate @estate/search's ListingSearchQuery
// and SearchPosition because the testkit cannot depend on @estate/search (its tests depend on the
// testkit); packages/search/test/differential.test.ts holds the two equal at compile time.

export type SqlListingSort = 'newest' | 'price_asc' | 'price_desc' | 'price_per_sqm_asc' | 'area_desc';

/** Inclusive bounds; a listing without the value never matches a range. */
export interface SqlRange {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Where to search. `text` matches city or region case-insensitively (whole value) or a postal code
 * by prefix; `bbox` is inclusive and crosses the antimeridian when `west > east`; `radius` is the
 * great-circle distance on a sphere of EARTH_RADIUS_METERS; `polygon` is a closed ring of
 * `[longitude, latitude]` positions taken in the plane (a ring cannot cross the antimeridian).
 */
export type SqlLocation = { kind: 'text'; query: string; country?: string | undefined } | GeoArea;

/** A row's place in a sort: its sort value as a double (null when the row lacks it) and its listing id. */
export interface SqlSearchPosition {
  key: number | null;
  listing_id: string;
}

export interface SqlListingSearch {
  /** Platforms to search; none → no rows. */
  platforms: readonly string[];
  transaction: string;
  /** Statuses to include; none → no rows. */
  statuses: readonly string[];
  country?: string;
  location?: SqlLocation;
  /** Property types to include; an empty list matches nothing. */
  property_types?: readonly string[];
  price?: SqlRange & { currency?: string };
  bedrooms?: SqlRange;
  bathrooms?: SqlRange;
  area_sqm?: SqlRange;
  year_built?: SqlRange;
  sort: SqlListingSort;
  /** Page size, 1 to 100. */
  limit: number;
  /** Continue strictly after this row (the previous page's `next`). */
  after?: SqlSearchPosition;
  /** Count matches up to this many; default SQL_DEFAULT_TOTAL_CAP. */
  totalCap?: number;
}

export interface SqlSearchRow {
  listing_id: string;
  platform: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
  observed_at: Timestamp;
  /** The listing document, JSON-encoded. */
  document: string;
}

export interface SqlSearchPage {
  rows: SqlSearchRow[];
  has_more: boolean;
  /** The position of the last row, present when has_more. */
  next?: SqlSearchPosition;
  /** Matches of the whole query (ignoring `after`), at most the cap. */
  total: number;
  total_relation: 'exact' | 'lower_bound';
}

/** @estate/search's DEFAULT_TOTAL_CAP; the differential test compares totals, so a drift fails there. */
export const SQL_DEFAULT_TOTAL_CAP = 10_000;
export const SQL_MAX_SEARCH_LIMIT = 100;
