import { LIVE_OBSERVATION_FILTER } from '../live-window.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';
import { Type } from 'typebox';

/** `stay_quotes` (0013): dated price breakdowns read from stays' pages, per stay, dates and guests. */
export const stayQuotes = defineTable({
  name: 'stay_quotes',
  live: true,
  materialized: ['version'],
  columns: {
    stay_id: col.string(),
    platform: col.lowCardinality(),
    provider: col.lowCardinality(),
    access_class: col.lowCardinality(),
    listing_platform: col.lowCardinality(),
    stay_native_id: col.string(),
    check_in: col.date(),
    check_out: col.date(),
    guests: col.uint16(),
    available: col.bool(),
    unavailable_message: Type.Optional(col.string()),
    currency: Type.Optional(col.lowCardinality()),
    total: Type.Optional(col.string()),
    lines: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type StayQuoteInsertRow = RowOf<typeof stayQuotes>;
export type StayQuoteRow = StoredRowOf<typeof stayQuotes>;

/** Enough recent breakdowns to find both the freshest priced one and one for the asked dates. */
const RECENT_QUOTES = 50;

/**
 * The stay's price breakdowns observed within 24 h, newest first (the latest observation of each
 * dates-and-guests combination).
 */
export async function getRecentStayQuotes(store: Store, stayId: string): Promise<StayQuoteRow[]> {
  const rows = await store.queryRows<StayQuoteRow>(
    `SELECT * FROM (
       SELECT stay_id, platform, provider, access_class, listing_platform, stay_native_id, check_in, check_out, guests, available, unavailable_message, currency, total, lines, observed_at, event_id
       FROM stay_quotes
       WHERE stay_id = {stay_id:String} AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY check_in, check_out, guests, version DESC
       LIMIT 1 BY check_in, check_out, guests
     )
     ORDER BY observed_at DESC, event_id DESC
     LIMIT {limit:UInt32}`,
    { stay_id: stayId, limit: RECENT_QUOTES },
    { name: 'getRecentStayQuotes' },
  );
  return rows.map((row) => stayQuotes.fromClickHouse(row));
}
