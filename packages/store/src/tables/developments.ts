import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `developments` (0052): one row per platform development, the latest observation winning (24 h). */
export const developments = defineTable({
  name: 'developments',
  live: true,
  materialized: ['version'],
  columns: {
    development_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    name: col.string(),
    developer: Type.Optional(col.string()),
    status: Type.Optional(col.lowCardinality()),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    unit_count: Type.Optional(col.nullable(col.uint32())),
    currency: Type.Optional(col.lowCardinality()),
    price_from: Type.Optional(col.nullable(col.decimal())),
    price_to: Type.Optional(col.nullable(col.decimal())),
    completion_date: Type.Optional(col.nullable(col.date())),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type DevelopmentInsertRow = RowOf<typeof developments>;
