import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/**
 * `stays` (0010): the latest observation of each short stay, for analysts. The API reads stays
 * from the `stays` KV bucket and searches them in the gateways' memory, so no named query here.
 */
export const stays = defineTable({
  name: 'stays',
  live: true,
  materialized: ['version'],
  columns: {
    stay_id: col.string(),
    platform: col.lowCardinality(),
    listing_platform: col.lowCardinality(),
    native_id: col.string(),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_district: Type.Optional(col.string()),
    room_type: Type.Optional(col.lowCardinality()),
    accommodates: Type.Optional(col.nullable(col.uint16())),
    bedrooms: Type.Optional(col.nullable(col.uint16())),
    price_amount: Type.Optional(col.nullable(col.decimal())),
    currency: Type.Optional(col.lowCardinality()),
    minimum_nights: Type.Optional(col.nullable(col.uint32())),
    maximum_nights: Type.Optional(col.nullable(col.uint32())),
    rating: Type.Optional(col.nullable(col.float32())),
    review_count: Type.Optional(col.nullable(col.uint32())),
    latitude: Type.Optional(col.nullable(col.float64())),
    longitude: Type.Optional(col.nullable(col.float64())),
    observed_at: col.timestamp(),
    event_id: col.string(),
    document: col.string(),
  },
});

export type StayInsertRow = RowOf<typeof stays>;
