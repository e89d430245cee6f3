import { Type } from 'typebox';
import { checkLimit, keysetPage, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { LIVE_OBSERVATION_FILTER } from '../live-window.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `listing_media` (0003): one row per listing and media URL, the latest observation winning. */
export const listingMedia = defineTable({
  name: 'listing_media',
  live: true,
  materialized: ['version'],
  columns: {
    listing_id: col.string(),
    platform: col.lowCardinality(),
    url: col.string(),
    media_type: col.lowCardinality(),
    caption: Type.Optional(col.string()),
    position: Type.Optional(col.nullable(col.uint32())),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type ListingMediaInsertRow = RowOf<typeof listingMedia>;
export type ListingMediaRow = StoredRowOf<typeof listingMedia>;

/**
 * A media item's place in the gallery. An item without a position sorts after every positioned
 * one; its position here is NO_MEDIA_POSITION, and any value at or above it means the same.
 */
export interface MediaPosition {
  position: number;
  url: string;
}

/** Stands for "no position" in a MediaPosition: above every UInt32 position. */
export const NO_MEDIA_POSITION = 2 ** 32;

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
    { name: 'getListingMedia' },
  );
  return rows.map((row) => listingMedia.fromClickHouse(row));
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
    { name: 'getListingMediaPage' },
  );
  return keysetPage(
    rows.map((row) => listingMedia.fromClickHouse(row)),
    options.limit,
    (row) => ({ position: row.position ?? NO_MEDIA_POSITION, url: row.url }),
  );
}
