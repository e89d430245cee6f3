import { Type } from 'typebox';
import { qualifiedTableName } from '../identifier.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { listings } from './listings.js';
import { defineTable } from './table.js';

/**
 * `market_listing_properties` (0023): each listing's property as the projector assigned it, one
 * row per listing row written (a materialized view over `listings`), kept for good; read as the
 * newest row of each listing (argMax by version, then by when it was written). Written by the view,
 * and by `recopyListingProperties` after a rebuild.
 */
export const marketListingProperties = defineTable({
  name: 'market_listing_properties',
  live: false,
  columns: {
    listing_id: col.string(),
    property_id: col.string(),
    version: col.uint64(),
    written_at: Type.Optional(col.timestamp()),
  },
});

/**
 * `market_home_timeline` (0023): each home's days, one row per home (a property, or a listing
 * never grouped), transaction and day: live when one of its listings is, its listing of the day's
 * price and place, its first day on any portal (see the migration).
 */
export const marketHomeTimeline = defineTable({
  name: 'market_home_timeline',
  live: false,
  engine: 'view',
  columns: {
    home_id: col.string(),
    transaction: col.string(),
    day: col.date(),
    country: col.string(),
    region: col.string(),
    city: col.string(),
    postal_district: col.string(),
    property_type: col.string(),
    currency: col.string(),
    price: col.nullable(col.decimal()),
    price_per_sqm: col.nullable(col.decimal()),
    region_name: col.string(),
    city_name: col.string(),
    live: col.bool(),
    price_cut: col.bool(),
    platforms: col.state('Array(String)'),
    data_last_day: col.date(),
    listings_live: col.uint64(),
    first_day: col.date(),
    next_day: col.nullable(col.date()),
    next_live: col.bool(),
    days_on_market: col.uint32(),
  },
});

/**
 * Copies every listing's property into `market_listing_properties` again. A projector rebuild
 * writes a shadow `listings` table and swaps it in; the view only sees inserts into `listings`
 * itself, so without this the series would keep the groups from before the rebuild until each
 * listing is observed again.
 */
export async function recopyListingProperties(store: Store): Promise<void> {
  await store.command({
    query: `INSERT INTO ${qualifiedTableName(marketListingProperties.name)} (listing_id, property_id, version) SELECT listing_id, property_id, version FROM ${qualifiedTableName(listings.name)}`,
  });
}
