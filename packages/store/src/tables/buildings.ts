import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `buildings` (0050): one row per platform building, the latest observation winning (24 h). */
export const buildings = defineTable({
  name: 'buildings',
  live: true,
  materialized: ['version'],
  columns: {
    building_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    name: Type.Optional(col.string()),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    latitude: Type.Optional(col.nullable(col.float64())),
    longitude: Type.Optional(col.nullable(col.float64())),
    year_built: Type.Optional(col.nullable(col.uint16())),
    floors: Type.Optional(col.nullable(col.uint16())),
    unit_count: Type.Optional(col.nullable(col.uint32())),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type BuildingInsertRow = RowOf<typeof buildings>;
