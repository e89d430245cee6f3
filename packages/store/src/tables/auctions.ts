import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/**
 * `auctions` (0055): one row per auction, the latest observation winning (24 h), for analysts.
 * The API reads auctions from the `auctions` KV bucket and searches them in the gateways'
 * memory, so no named query here.
 */
export const auctions = defineTable({
  name: 'auctions',
  live: true,
  materialized: ['version'],
  columns: {
    auction_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    stated_status: Type.Optional(col.lowCardinality()),
    source_status: Type.Optional(col.string()),
    starts_at: Type.Optional(col.nullable(col.timestamp())),
    ends_at: Type.Optional(col.nullable(col.timestamp())),
    timezone: Type.Optional(col.lowCardinality()),
    currency: Type.Optional(col.lowCardinality()),
    starting_bid: Type.Optional(col.nullable(col.decimal())),
    current_bid: Type.Optional(col.nullable(col.decimal())),
    listing_id: Type.Optional(col.string()),
    latitude: Type.Optional(col.nullable(col.float64())),
    longitude: Type.Optional(col.nullable(col.float64())),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type AuctionInsertRow = RowOf<typeof auctions>;
