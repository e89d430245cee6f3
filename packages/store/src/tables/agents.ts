import { Type } from 'typebox';
import { col } from './columns.js';
import { defineTable, type RowOf } from './table.js';

/** `agents` (0030): one row per platform's agent, the latest observation winning (24 h). */
export const agents = defineTable({
  name: 'agents',
  live: true,
  materialized: ['version'],
  columns: {
    agent_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    name: col.string(),
    agency_id: Type.Optional(col.string()),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    postal_code: Type.Optional(col.string()),
    licence_number: Type.Optional(col.string()),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type AgentInsertRow = RowOf<typeof agents>;
