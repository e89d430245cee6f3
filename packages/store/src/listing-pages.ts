import { isoFromClickHouse, type ListingMediaRow, type ListingObservationRow } from './reads.js';
import { SqlParams } from './sql-params.js';
import type { Store } from './store.js';
import { LIVE_OBSERVATION_FILTER, type Timestamp } from './tables.js';

/** A keyset page: rows, whether more follow, and the position of the last row when they do. */
export interface KeysetPage<Row, Position> {
  rows: Row[];
  has_more: boolean;
  next?: Position;
}

/**
 * A media item's place in the gallery. An item without a position sorts after every positioned
 * one; its position here is NO_MEDIA_POSITION, and any value at or above it means the same.
 */
export interface MediaPosition {
  position: number;
  url: string;
}

/** The place of an observation: its time (ISO 8601) and event id. */
export interface HistoryPosition {
  observed_at: Timestamp;
  event_id: string;
}

export interface PageOptions<Position> {
  /** 1 or more. */
  limit: number;
  /** Continue strictly after this position. */
  after?: Position;
}

/** Stands for "no position" in a MediaPosition: above every UInt32 position. */
export const NO_MEDIA_POSITION = 2 ** 32;

function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
}

/**
 * A page of the media of a listing seen within the last 24 h: the latest observation of each
 * URL, in gallery order (position ascending, items without one last, then URL).
 */
export async function getListingMediaPage(store: Store, listingId: string, options: PageOptions<MediaPosition>): Promise<KeysetPage<ListingMediaRow, MediaPosition>> {
  checkLimit(options.limit);
  const params = new SqlParams();
  const id = params.string(listingId);
  let after = '';
  if (options.after !== undefined) {
    const { position, url } = options.after;
    if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`a media position must be a non-negative integer, got ${position}`);
    after = `WHERE (gallery_position, url) > (${params.uint(Math.min(position, NO_MEDIA_POSITION))}, ${params.string(url)})`;
  }
  const rows = await store.queryRows<ListingMediaRow>(
    `SELECT listing_id, platform, url, media_type, caption, position, observed_at, event_id
     FROM (
       SELECT listing_id, platform, url, media_type, caption, position, observed_at, event_id,
              ifNull(toUInt64(position), ${params.uint(NO_MEDIA_POSITION)}) AS gallery_position
       FROM listing_media
       WHERE listing_id = ${id} AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY url, version DESC
       LIMIT 1 BY url
     )
     ${after}
     ORDER BY gallery_position, url
     LIMIT ${params.uint(options.limit + 1)}`,
    params.values,
  );
  return keysetPage(
    rows.map((row) => ({ ...row, observed_at: isoFromClickHouse(row.observed_at) })),
    options.limit,
    (row) => ({ position: row.position ?? NO_MEDIA_POSITION, url: row.url }),
  );
}

/**
 * A page of the observations of a listing within the last 24 h, oldest first (by time, then
 * event id), each observation once however often it was stored.
 */
export async function getListingHistoryPage(
  store: Store,
  listingId: string,
  options: PageOptions<HistoryPosition>,
): Promise<KeysetPage<ListingObservationRow, HistoryPosition>> {
  checkLimit(options.limit);
  const params = new SqlParams();
  const conditions = [`listing_id = ${params.string(listingId)}`, LIVE_OBSERVATION_FILTER];
  if (options.after !== undefined) {
    conditions.push(`(observed_at, event_id) > (${params.dateTime64(options.after.observed_at)}, ${params.string(options.after.event_id)})`);
  }
  const rows = await store.queryRows<ListingObservationRow>(
    `SELECT listing_id, platform, status, toString(price_amount) AS price_amount, currency,
            toString(price_per_sqm) AS price_per_sqm, area_sqm, bedrooms, observed_at,
            source_updated_at, event_id, run_id
     FROM listing_observations
     WHERE ${conditions.join(' AND ')}
     ORDER BY observed_at, event_id
     LIMIT 1 BY observed_at, event_id
     LIMIT ${params.uint(options.limit + 1)}`,
    params.values,
  );
  return keysetPage(
    rows.map((row) => ({
      ...row,
      observed_at: isoFromClickHouse(row.observed_at),
      source_updated_at: row.source_updated_at === null ? null : isoFromClickHouse(row.source_updated_at),
    })),
    options.limit,
    (row) => ({ observed_at: row.observed_at, event_id: row.event_id }),
  );
}

function keysetPage<Row, Position>(fetched: Row[], limit: number, positionOf: (row: Row) => Position): KeysetPage<Row, Position> {
  const rows = fetched.slice(0, limit);
  const last = rows[rows.length - 1];
  const has_more = fetched.length > limit;
  return { rows, has_more, ...(has_more && last !== undefined ? { next: positionOf(last) } : {}) };
}
