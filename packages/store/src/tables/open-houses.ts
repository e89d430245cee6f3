import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `open_houses` (0053): one row per open house of each read of a listing's schedule (24 h). */
export const openHouses = defineTable({
  name: 'open_houses',
  live: true,
  materialized: ['version'],
  columns: {
    listing_id: col.string(),
    platform: col.lowCardinality(),
    listing_native_id: col.string(),
    starts_at: col.timestamp(),
    ends_at: Type.Optional(col.nullable(col.timestamp())),
    timezone: Type.Optional(col.lowCardinality()),
    appointment_only: Type.Optional(col.bool()),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type OpenHouseInsertRow = RowOf<typeof openHouses>;
