/** Table names of infra/clickhouse, unqualified: the store's database is the default. */
export const TABLES = {
  listings: 'listings',
  listingObservations: 'listing_observations',
  listingMedia: 'listing_media',
  sourceRuns: 'source_runs',
  marketListingDaily: 'market_listing_daily',
  marketDaily: 'market_daily',
} as const;

export type TableName = (typeof TABLES)[keyof typeof TABLES];

/** How long an observation may be served. Matches the TTL of the 24 h tables. */
export const LIVE_WINDOW_HOURS = 24;

/**
 * The predicate every read of a 24 h table carries. TTL removes rows only when parts merge or
 * drop, so without it an expired observation could still be served.
 */
export const LIVE_OBSERVATION_FILTER = `observed_at > now() - INTERVAL ${LIVE_WINDOW_HOURS} HOUR`;

/**
 * Timestamps are written as ISO 8601 strings (`2025-01-01T12:00:00.000Z`); the store inserts
 * with best-effort date parsing. They are read back in ISO form by the read helpers.
 */
export type Timestamp = string;

/** Decimal amounts travel as strings, never as JS numbers, so no digit is lost. */
export type DecimalString = string;

/** A row of `listings`; `version` is computed by the table. */
export interface ListingInsertRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  city?: string;
  region?: string;
  postal_code?: string;
  transaction: string;
  status: string;
  property_type?: string;
  price_amount?: DecimalString | null;
  currency?: string;
  price_per_sqm?: DecimalString | null;
  area_sqm?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  rooms?: number | null;
  year_built?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  title?: string;
  url?: string;
  observed_at: Timestamp;
  source_updated_at?: Timestamp | null;
  property_id?: string;
  /** How the listing was grouped with others of its property (`address`, `geo_area_rooms`); '' when alone. */
  property_match_method?: string;
  /** Confidence of that match, 0–1; 0 when alone. */
  property_confidence?: number;
  event_id: string;
  /** The whole listing document, JSON-encoded. */
  document: string;
}

/** A row of `listing_observations`. */
export interface ListingObservationInsertRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  city?: string;
  region?: string;
  transaction: string;
  status: string;
  property_type?: string;
  price_amount?: DecimalString | null;
  currency?: string;
  price_per_sqm?: DecimalString | null;
  area_sqm?: number | null;
  bedrooms?: number | null;
  observed_at: Timestamp;
  source_updated_at?: Timestamp | null;
  event_id: string;
  run_id?: string;
}

/** A row of `listing_media`. */
export interface ListingMediaInsertRow {
  listing_id: string;
  platform: string;
  url: string;
  media_type: string;
  caption?: string;
  position?: number | null;
  observed_at: Timestamp;
  event_id: string;
}

/** A row of `source_runs`. */
export interface SourceRunInsertRow {
  run_id: string;
  platform: string;
  provider?: string;
  collector?: string;
  collector_version?: string;
  job_id?: string;
  status: string;
  error_code?: string;
  message?: string;
  truncated?: boolean;
  mode?: string;
  operation?: string;
  records?: number;
  published?: number;
  errors?: number;
  pages?: number | null;
  by_kind?: Record<string, number>;
  started_at: Timestamp;
  finished_at: Timestamp;
  observed_at: Timestamp;
  event_id: string;
}
