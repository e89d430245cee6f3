import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `agencies` (0031): one row per platform's agency or branch, the latest observation winning (24 h). */
export const agencies = defineTable({
  name: 'agencies',
  live: true,
  materialized: ['version'],
  columns: {
    agency_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    name: col.string(),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    licence_number: Type.Optional(col.string()),
    website: Type.Optional(col.string()),
    group_key: Type.Optional(col.string()),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type AgencyInsertRow = RowOf<typeof agencies>;
