import type { Store } from './store.js';
import { LIVE_OBSERVATION_FILTER, type DecimalString, type Timestamp } from './tables.js';

/** A current listing as stored: decimals as strings, timestamps ISO 8601 (UTC). */
export interface ListingRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  city: string;
  region: string;
  postal_code: string;
  transaction: string;
  status: string;
  property_type: string;
  price_amount: DecimalString | null;
  currency: string;
  price_per_sqm: DecimalString | null;
  area_sqm: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  rooms: number | null;
  year_built: number | null;
  latitude: number | null;
  longitude: number | null;
  title: string;
  url: string;
  observed_at: Timestamp;
  source_updated_at: Timestamp | null;
  property_id: string;
  /** How the listing was grouped with others of its property; '' when it matched none. */
  property_match_method: string;
  /** Confidence of that match, 0–1; 0 when it matched none. */
  property_confidence: number;
  event_id: string;
  /** The listing document, JSON-encoded. */
  document: string;
}

export interface ListingObservationRow {
  listing_id: string;
  platform: string;
  status: string;
  price_amount: DecimalString | null;
  currency: string;
  price_per_sqm: DecimalString | null;
  area_sqm: number | null;
  bedrooms: number | null;
  observed_at: Timestamp;
  source_updated_at: Timestamp | null;
  event_id: string;
  run_id: string;
}

export interface ListingMediaRow {
  listing_id: string;
  platform: string;
  url: string;
  media_type: string;
  caption: string;
  position: number | null;
  observed_at: Timestamp;
  event_id: string;
}

/** The latest run of one platform, the raw material of a SourceStatus. */
export interface SourceRunSummary {
  platform: string;
  run_id: string;
  status: string;
  error_code: string;
  truncated: boolean;
  records: number;
  finished_at: Timestamp;
  /** When the latest run that did not fail finished; null when none has. */
  last_success_at: Timestamp | null;
}

export interface LiveListingFilter {
  readonly platform?: string;
  readonly country?: string;
}

// Decimals leave ClickHouse as strings: JSON numbers would round large amounts in JS.
const LISTING_SELECT = `
  listing_id, platform, native_id, country, city, region, postal_code, transaction, status,
  property_type, toString(price_amount) AS price_amount, currency,
  toString(price_per_sqm) AS price_per_sqm, area_sqm, bedrooms, bathrooms, rooms, year_built,
  latitude, longitude, title, url, observed_at, source_updated_at, property_id, property_match_method,
  property_confidence, event_id, document`;

/**
 * The current row of a listing, or null when it is unknown or its latest observation is older
 * than 24 h (even if the row has not been merged away yet).
 *
 * The latest version by `ORDER BY version DESC LIMIT 1`, not FINAL: same row (versions grow with
 * observed_at, so the newest row is live exactly when any row is), and measured here FINAL point
 * lookups cost several times more on a table with one partition per hour.
 */
export async function getListingRow(store: Store, listingId: string): Promise<ListingRow | null> {
  const rows = await store.queryRows<ListingRow>(
    `SELECT ${LISTING_SELECT}
     FROM listings
     WHERE listing_id = {listing_id:String} AND ${LIVE_OBSERVATION_FILTER}
     ORDER BY version DESC
     LIMIT 1`,
    { listing_id: listingId },
  );
  const row = rows[0];
  return row === undefined ? null : withIsoTimes(row, ['observed_at', 'source_updated_at']);
}

/**
 * The live listing whose current row has exactly this URL, the most recently observed one if
 * several do; null when none. Given several URLs (variants of one address), the first URL that
 * matches wins. A URL only an older version of a listing carried does not match.
 */
export async function findLiveListingByUrl(store: Store, url: string | readonly string[]): Promise<ListingRow | null> {
  const urls = typeof url === 'string' ? [url] : [...url];
  if (urls.length === 0) return null;
  // The inner lookup uses the url bloom index; the outer one reads the latest version of each
  // candidate through the primary key.
  const rows = await store.queryRows<ListingRow>(
    `SELECT ${LISTING_SELECT}
     FROM (
       SELECT *, version AS row_version
       FROM listings
       WHERE listing_id IN (
               SELECT listing_id FROM listings WHERE url IN {urls:Array(String)} AND ${LIVE_OBSERVATION_FILTER}
             )
         AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY listing_id, version DESC
       LIMIT 1 BY listing_id
     )
     WHERE has({urls:Array(String)}, url)
     ORDER BY indexOf({urls:Array(String)}, url), row_version DESC
     LIMIT 1`,
    { urls },
  );
  const row = rows[0];
  return row === undefined ? null : withIsoTimes(row, ['observed_at', 'source_updated_at']);
}

/** Listings whose latest observation is younger than 24 h, optionally of one platform or country. */
export async function countLiveListings(store: Store, filter: LiveListingFilter = {}): Promise<number> {
  // Fixed fragments only; the values are bound.
  const conditions = [LIVE_OBSERVATION_FILTER];
  const params: Record<string, string> = {};
  if (filter.platform !== undefined) {
    conditions.push('platform = {platform:String}');
    params.platform = filter.platform;
  }
  if (filter.country !== undefined) {
    conditions.push('country = {country:String}');
    params.country = filter.country;
  }
  // Distinct ids rather than FINAL: a listing is live exactly when one of its rows is.
  const rows = await store.queryRows<{ n: number | string }>(
    `SELECT uniqExact(listing_id) AS n FROM listings WHERE ${conditions.join(' AND ')}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The observations of a listing within the last 24 h, oldest first, each once. */
export async function getListingHistory(store: Store, listingId: string): Promise<ListingObservationRow[]> {
  const rows = await store.queryRows<ListingObservationRow>(
    `SELECT listing_id, platform, status, toString(price_amount) AS price_amount, currency,
            toString(price_per_sqm) AS price_per_sqm, area_sqm, bedrooms, observed_at,
            source_updated_at, event_id, run_id
     FROM listing_observations
     WHERE listing_id = {listing_id:String} AND ${LIVE_OBSERVATION_FILTER}
     ORDER BY observed_at, event_id
     LIMIT 1 BY observed_at, event_id`,
    { listing_id: listingId },
  );
  return rows.map((row) => withIsoTimes(row, ['observed_at', 'source_updated_at']));
}

/** The media of a listing seen within the last 24 h, in gallery order. */
export async function getListingMedia(store: Store, listingId: string): Promise<ListingMediaRow[]> {
  const rows = await store.queryRows<ListingMediaRow>(
    `SELECT * FROM (
       SELECT listing_id, platform, url, media_type, caption, position, observed_at, event_id
       FROM listing_media
       WHERE listing_id = {listing_id:String} AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY url, version DESC
       LIMIT 1 BY url
     )
     ORDER BY position ASC NULLS LAST, url`,
    { listing_id: listingId },
  );
  return rows.map((row) => withIsoTimes(row, ['observed_at']));
}

/**
 * The latest completed run of each platform (optionally only `platforms`). No FINAL needed: a
 * replayed run repeats identical values, which argMax, max and the emptiness test absorb.
 */
export async function latestSourceRuns(store: Store, platforms?: readonly string[]): Promise<SourceRunSummary[]> {
  const where = platforms === undefined ? '' : 'WHERE has({platforms:Array(String)}, platform)';
  // Aliases differ from column names: an alias named like a column would shadow it inside the
  // other aggregates.
  const rows = await store.queryRows<{
    platform: string;
    latest_run_id: string;
    latest_status: string;
    latest_error_code: string;
    latest_truncated: boolean | number;
    latest_records: number | string;
    latest_finished_at: string;
    last_success_at: string | null;
  }>(
    `SELECT platform,
            argMax(run_id, finished_at)     AS latest_run_id,
            argMax(status, finished_at)     AS latest_status,
            argMax(error_code, finished_at) AS latest_error_code,
            argMax(truncated, finished_at)  AS latest_truncated,
            argMax(records, finished_at)    AS latest_records,
            max(finished_at)                AS latest_finished_at,
            if(countIf(status != 'failed') = 0, NULL, maxIf(finished_at, status != 'failed')) AS last_success_at
     FROM source_runs
     ${where}
     GROUP BY platform
     ORDER BY platform`,
    platforms === undefined ? {} : { platforms: [...platforms] },
  );
  return rows.map((row) => ({
    platform: row.platform,
    run_id: row.latest_run_id,
    status: row.latest_status,
    error_code: row.latest_error_code,
    truncated: Boolean(row.latest_truncated),
    records: Number(row.latest_records),
    finished_at: isoFromClickHouse(row.latest_finished_at),
    last_success_at: row.last_success_at === null ? null : isoFromClickHouse(row.last_success_at),
  }));
}

/** `2025-01-01 12:00:00.000` (ClickHouse, UTC columns) → `2025-01-01T12:00:00.000Z`. */
export function isoFromClickHouse(value: string): string {
  return value.includes('T') ? value : `${value.replace(' ', 'T')}Z`;
}

function withIsoTimes<T extends object>(row: T, keys: ReadonlyArray<keyof T>): T {
  const out = { ...row };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string') out[key] = isoFromClickHouse(value) as T[keyof T];
  }
  return out;
}
