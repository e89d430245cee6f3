import type { RangeBounds, SearchLocation } from './request-filters.js';

/** The listing search's sorts; listing.ts gives each its field (a sort left out there does not compile). */
export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'price_per_sqm_asc' | 'area_desc';

/**
 * A listing search as the gateway plans it from a request. `location`: `text` matches city or
 * region case-insensitively (whole value) or a postal code by prefix; `bbox` is inclusive and
 * crosses the antimeridian when `west > east`; `radius` is the great-circle distance; `polygon` is
 * a closed ring of `[longitude, latitude]` positions taken in the plane. A range is inclusive, and
 * a listing without the value never matches it.
 */
export interface ListingSearchQuery {
  /** Platforms to search; none → no listings. */
  platforms: readonly string[];
  /** `sale` or `rent`. */
  transaction: string;
  /** Statuses to include; none → no listings. */
  statuses: readonly string[];
  country?: string;
  location?: SearchLocation;
  /** Property types to include; an empty list matches nothing. */
  property_types?: readonly string[];
  /** Compared with each listing's own amount; with `currency`, only listings in that currency. */
  price?: RangeBounds & { currency?: string };
  bedrooms?: RangeBounds;
  bathrooms?: RangeBounds;
  area_sqm?: RangeBounds;
  year_built?: RangeBounds;
  sort: ListingSort;
  /** Page size, 1 to the contract's MAX_PAGE_SIZE. */
  limit: number;
  /** Continue strictly after this listing (the previous page's `next`). */
  after?: SearchPosition;
  /** Count matches up to this many; DEFAULT_TOTAL_CAP when absent. */
  totalCap?: number;
  /**
   * `property`: one row per home (see PROPERTY_COLLAPSE): the listings matching the filters are
   * grouped by property id (a listing without one is a home of its own), each home is its most
   * recent matching listing, and pages, positions and the total are those of these listings.
   */
  collapse?: 'property';
}

/**
 * A listing's place in a sort, as the gateway's cursors carry it: its sort value and its listing
 * id (the tiebreak). `key` is the value as a double — `newest`: epoch milliseconds of
 * `source_updated_at`; the price sorts: the amount; `area_desc`: m² — and null for a listing
 * lacking it. It round-trips exactly through JSON.
 */
export interface SearchPosition {
  key: number | null;
  listing_id: string;
}
