import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `locations` (0032): one row per place and platform of the platforms' location vocabularies (24 h). */
export const locations = defineTable({
  name: 'locations',
  live: true,
  materialized: ['version'],
  columns: {
    location_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    selector: col.string(),
    name: col.string(),
    kind: col.lowCardinality(),
    country: col.lowCardinality(),
    region: Type.Optional(col.string()),
    city: Type.Optional(col.string()),
    codes: Type.Optional(col.textByName()),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type LocationInsertRow = RowOf<typeof locations>;
