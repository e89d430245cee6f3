import { Type } from 'typebox';
import { LIVE_OBSERVATION_FILTER, LIVE_WINDOW_HOURS } from '../live-window.js';
import { assertIdentifier } from '../identifier.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `listings` (0001, 0006, 0007): the latest observation of each listing, its search columns and its document. */
export const listings = defineTable({
  name: 'listings',
  live: true,
  materialized: ['version'],
  columns: {
    listing_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    transaction: col.lowCardinality(),
    status: col.lowCardinality(),
    property_type: Type.Optional(col.lowCardinality()),
    price_amount: Type.Optional(col.nullable(col.decimal())),
    currency: Type.Optional(col.lowCardinality()),
    price_per_sqm: Type.Optional(col.nullable(col.decimal())),
    area_sqm: Type.Optional(col.nullable(col.float64())),
    bedrooms: Type.Optional(col.nullable(col.uint16())),
    bathrooms: Type.Optional(col.nullable(col.float32())),
    rooms: Type.Optional(col.nullable(col.float32())),
    year_built: Type.Optional(col.nullable(col.uint16())),
    latitude: Type.Optional(col.nullable(col.float64())),
    longitude: Type.Optional(col.nullable(col.float64())),
    title: Type.Optional(col.string()),
    url: Type.Optional(col.string()),
    observed_at: col.timestamp(),
    source_updated_at: Type.Optional(col.nullable(col.timestamp())),
    property_id: Type.Optional(col.string()),
    /** How the listing was grouped with others of its property (`address`, `geo_area_rooms`); '' when alone. */
    property_match_method: Type.Optional(col.lowCardinality()),
    /** Confidence of that match, 0–1; 0 when alone. */
    property_confidence: Type.Optional(col.float32()),
    /** GB, ES: the digest of the description's start, the matcher's office-copy veto (not served); '' when none. */
    description_digest: Type.Optional(col.string()),
    event_id: col.string(),
    /** The whole listing document, JSON-encoded. */
    document: col.string(),
  },
});

/** A row of `listings` as written; `version` is computed by the table. */
export type ListingInsertRow = RowOf<typeof listings>;

/** A current listing as stored: decimals as strings, timestamps ISO 8601 (UTC). */
export type ListingRow = StoredRowOf<typeof listings>;

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
    { name: 'getListingRow' },
  );
  const row = rows[0];
  return row === undefined ? null : listings.fromClickHouse(row);
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
    { name: 'findLiveListingByUrl' },
  );
  const row = rows[0];
  return row === undefined ? null : listings.fromClickHouse(row);
}

/** Rows observed in the span one window before (`from`, `to`]: the listings leaving the window then, if not observed since. */
const OBSERVED_ONE_WINDOW_BEFORE_SPAN = `observed_at > parseDateTime64BestEffort({from:String}, 3, 'UTC') - INTERVAL ${LIVE_WINDOW_HOURS} HOUR
  AND observed_at <= parseDateTime64BestEffort({to:String}, 3, 'UTC') - INTERVAL ${LIVE_WINDOW_HOURS} HOUR`;

/**
 * The listings that left the live window in (`from`, `to`]: their latest row was observed in that
 * span of time 24 h earlier, and no later observation came (the change feed's `removed`). The
 * span is a few minutes of one or two hourly partitions, and hourly partitions are dropped only
 * once their whole hour has expired, so the rows are still there when the sweep asks.
 */
export async function listingsLeavingWindow(store: Store, span: { from: string; to: string }): Promise<ListingRow[]> {
  const rows = await store.queryRows<ListingRow>(
    // (from, to] are the times the listings left the window; their rows were observed one window earlier.
    `SELECT ${LISTING_SELECT}
     FROM (
       SELECT *
       FROM listings
       WHERE listing_id IN (
               SELECT listing_id FROM listings
               WHERE ${OBSERVED_ONE_WINDOW_BEFORE_SPAN}
             )
       ORDER BY listing_id, version DESC
       LIMIT 1 BY listing_id
     )
     WHERE ${OBSERVED_ONE_WINDOW_BEFORE_SPAN}
     ORDER BY observed_at, listing_id`,
    span,
    { name: 'listingsLeavingWindow' },
  );
  return rows.map((row) => listings.fromClickHouse(row));
}

/**
 * Rows observed in the span one window before (`from`, `to`], every stored version counted: an
 * upper bound of listingsLeavingWindow's answer, read from the span's partitions alone, so a
 * sweep can cut a span it could not hold in one read.
 */
export async function countListingRowsLeavingWindow(store: Store, span: { from: string; to: string }): Promise<number> {
  const rows = await store.queryRows<{ n: string }>(
    `SELECT count() AS n FROM listings WHERE ${OBSERVED_ONE_WINDOW_BEFORE_SPAN}`,
    span,
    { name: 'countListingRowsLeavingWindow' },
  );
  return Number(rows[0]?.n ?? 0);
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
    { name: 'countLiveListings' },
  );
  return Number(rows[0]?.n ?? 0);
}

/** Live listings (observed within 24 h) per platform, in platform order. */
export async function countLiveListingsByPlatform(store: Store): Promise<Map<string, number>> {
  // Distinct ids rather than FINAL, as countLiveListings does: a listing is live when one of its rows is.
  const rows = await store.queryRows<{ platform: string; n: number | string }>(
    `SELECT platform, uniqExact(listing_id) AS n FROM listings WHERE ${LIVE_OBSERVATION_FILTER} GROUP BY platform ORDER BY platform`,
    {},
    { name: 'countLiveListingsByPlatform' },
  );
  return new Map(rows.map((row) => [row.platform, Number(row.n)]));
}

/** What the property matcher reads of a live listing: its matching columns and a few document fields. */
export interface ListingMatchRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  transaction: string;
  property_type: string;
  bedrooms: number | null;
  rooms: number | null;
  bathrooms: number | null;
  area_sqm: number | null;
  year_built: number | null;
  price: string | null;
  currency: string;
  latitude: number | null;
  longitude: number | null;
  precision: string;
  line1: string;
  unit: string;
  postal_code: string;
  city: string;
  status: string;
  /** `extensions.uprn` of the document ('' when none): the dwelling's identifier, a grouping key. */
  uprn: string;
  /** `agency.id` of the document ('' when none). */
  agency_id: string;
  /** `extensions.listing_condition` of the document (Zoopla: `new` for a new build), '' when none. */
  listing_condition: string;
  /** `property.layout` ("3LDK") and the floor a JP portal states (`extensions.floor`, SUUMO's `extensions.suumo.floor`), '' when none. */
  layout: string;
  floor: string;
  /** `extensions.mls_id` (US: the MLS number Zillow and realtor.com show), '' when none. */
  mls_id: string;
  /** The agency's name and its object number (`extensions.agency_reference`: immowelt's Referenznummer, ImmoScout24's Anbieter-Objekt-ID), '' when none. */
  agency_name: string;
  agency_reference: string;
  /** `extensions.cadastral_reference` (ES: the dwelling's 20-character cadastral reference), '' when none. */
  cadastral_reference: string;
  /** `extensions.advertiser_phone` (ES: the line fotocasa and idealista show beside a professional's ad), '' when none. */
  advertiser_phone: string;
  /** `listed_at` of the document (when the source first published the ad), '' when none. */
  listed_at: string;
  /** The `description_digest` column (GB, ES: the digest of the description's start), '' when none. */
  description_digest: string;
  /** `extensions.key_features` (GB: the office's bullets), the strings of the array; [] when none. */
  key_features: string[];
  /** `extensions.plot` (GB: a new build's plot number), '' when none. */
  plot: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
  /** observed_at in epoch milliseconds, as decimal text. */
  observed_ms: string;
  event_id: string;
}

/**
 * The latest row of every listing of `table` (listings, or a rebuild's copy) observed within
 * `windowHours` of the table's newest observation: the window is measured on the events' clock,
 * as the matcher measures it, not on the wall clock. (After a stall of more than a day, TTL may
 * already have dropped rows that window still counts; the matcher then starts from fewer
 * listings, never from wrong ones.) The street line, unit and point precision have no column
 * and come from the document.
 */
export async function listingMatchRows(store: Store, options: { table?: string; windowHours: number }): Promise<ListingMatchRow[]> {
  const { query, params } = listingMatchQuery(options);
  return store.queryRows<ListingMatchRow>(query, params, { name: 'listingMatchRows' });
}

/** Rows one read of the matcher's warm-up asks for at most (about 90 MB of JSON at ~900 bytes a row). */
export const LISTING_MATCH_ROWS_PER_READ = 100_000;

/**
 * listingMatchRows a slice at a time, with a turn of the event loop between slices. The engine
 * answers a read's whole result at once (176 MB of JSON at 200k listings), and a result over V8's
 * longest string (2^29 - 24 characters) cannot be decoded at all: at 1M listings the single read
 * failed ("The encoded data was not valid for encoding utf-8") and the embedded process with it.
 * So the rows are read a platform at a time (the sort key's first column: each read takes only
 * its platform's granules), a platform with more than `rowsPerRead` rows split by a hash of the
 * listing id, and each read parsed a slice at a time: parsing a read in one go held the calling
 * thread for ~4 s at 200k, and in the embedded process that thread also serves the gateway's
 * store reads, `/readyz`'s included. A listing is in exactly one read, so it comes once.
 */
export async function* listingMatchRowSlices(
  store: Store,
  options: { table?: string; windowHours: number; rowsPerRead?: number },
  rowsPerSlice = 5_000,
): AsyncGenerator<ListingMatchRow[]> {
  const { query, params } = listingMatchQuery(options);
  const rowsPerRead = options.rowsPerRead ?? LISTING_MATCH_ROWS_PER_READ;
  for (const { platform, n } of await store.queryRows<{ platform: string; n: string }>(LISTING_MATCH_COUNT, params, { name: 'listingMatchCounts' })) {
    const parts = Math.max(1, Math.ceil(Number(n) / rowsPerRead));
    for (let part = 0; part < parts; part++) {
      const read = { query: `${query} AND platform = {platform:String} AND cityHash64(listing_id) % {parts:UInt32} = {part:UInt32}`, query_params: { ...params, platform, parts, part } };
      yield* slicesOf(await (await store.query({ ...read, format: 'JSONEachRow' })).text(), rowsPerSlice);
    }
  }
}

/** Observed within the window of the table's newest observation, on the events' clock. */
const MATCH_WINDOW = 'observed_at > (SELECT max(observed_at) FROM {table:Identifier}) - toIntervalHour({hours:UInt32})';

/** Listings per platform in the window, every stored version counted: what sizes the reads. */
const LISTING_MATCH_COUNT = `SELECT platform, count() AS n FROM {table:Identifier} WHERE ${MATCH_WINDOW} GROUP BY platform ORDER BY platform`;

async function* slicesOf(text: string, rowsPerSlice: number): AsyncGenerator<ListingMatchRow[]> {
  let at = 0;
  while (at < text.length) {
    const slice: ListingMatchRow[] = [];
    while (slice.length < rowsPerSlice && at < text.length) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? text.length : end);
      at = end < 0 ? text.length : end + 1;
      if (line.length > 0) slice.push(JSON.parse(line) as ListingMatchRow);
    }
    if (slice.length > 0) yield slice;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function listingMatchQuery(options: { table?: string; windowHours: number }): { query: string; params: { table: string; hours: number } } {
  return {
    query: `SELECT listing_id, platform, native_id, country, transaction, property_type, bedrooms, rooms, bathrooms, area_sqm, year_built,
            toString(price_amount) AS price, currency, latitude, longitude,
            JSONExtractString(document, 'property', 'geometry', 'precision') AS precision,
            JSONExtractString(document, 'property', 'address', 'line1') AS line1,
            JSONExtractString(document, 'property', 'address', 'unit') AS unit,
            postal_code, city, status, JSONExtractString(document, 'extensions', 'uprn') AS uprn,
            JSONExtractString(document, 'agency', 'id') AS agency_id,
            JSONExtractString(document, 'extensions', 'listing_condition') AS listing_condition,
            JSONExtractString(document, 'property', 'layout') AS layout,
            JSONExtractString(document, 'extensions', 'mls_id') AS mls_id,
            JSONExtractString(document, 'agency', 'name') AS agency_name,
            JSONExtractString(document, 'extensions', 'agency_reference') AS agency_reference,
            JSONExtractString(document, 'extensions', 'cadastral_reference') AS cadastral_reference,
            JSONExtractString(document, 'extensions', 'advertiser_phone') AS advertiser_phone,
            JSONExtractString(document, 'listed_at') AS listed_at,
            if(JSONExtractString(document, 'extensions', 'floor') != '', JSONExtractString(document, 'extensions', 'floor'), JSONExtractString(document, 'extensions', 'suumo', 'floor')) AS floor,
            description_digest,
            JSONExtract(document, 'extensions', 'key_features', 'Array(String)') AS key_features,
            JSONExtractString(document, 'extensions', 'plot') AS plot,
            property_id, property_match_method, property_confidence,
            toString(toUnixTimestamp64Milli(observed_at)) AS observed_ms, event_id
     FROM {table:Identifier} FINAL
     WHERE ${MATCH_WINDOW}`,
    params: { table: assertIdentifier(options.table ?? listings.name, 'table name'), hours: options.windowHours },
  };
}
