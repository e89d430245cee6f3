import { Type } from 'typebox';
import { LIVE_OBSERVATION_FILTER } from '../live-window.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `stay_calendars` (0011): one row per calendar observation of a stay, its dates as JSON. */
export const stayCalendars = defineTable({
  name: 'stay_calendars',
  live: true,
  columns: {
    stay_id: col.string(),
    platform: col.lowCardinality(),
    provider: col.lowCardinality(),
    access_class: col.lowCardinality(),
    listing_platform: col.lowCardinality(),
    stay_native_id: col.string(),
    day_count: col.uint32(),
    first_date: Type.Optional(col.nullable(col.date())),
    last_date: Type.Optional(col.nullable(col.date())),
    currency: Type.Optional(col.lowCardinality()),
    days: col.string(),
    nights_stated_30: Type.Optional(col.uint8()),
    nights_available_30: Type.Optional(col.uint8()),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type StayCalendarInsertRow = RowOf<typeof stayCalendars>;
export type StayCalendarRow = StoredRowOf<typeof stayCalendars>;

/** What a calendar read needs: the latest observation, and the latest one that had dates. */
export interface StayCalendarReads {
  /** The newest observation within 24 h, empty or not. */
  latest?: StayCalendarRow;
  /** The newest observation within 24 h that had dates (the same row when the latest had them). */
  latestWithDays?: StayCalendarRow;
}

/**
 * The stay's newest calendar observation and its newest one with dates, within the live window:
 * one row per kind (empty or not), the newest of each, so a read of a stay observed many times
 * still returns at most two rows.
 */
export async function getStayCalendar(store: Store, stayId: string): Promise<StayCalendarReads> {
  const rows = await store.queryRows<StayCalendarRow>(
    `SELECT stay_id, platform, provider, access_class, listing_platform, stay_native_id, day_count, first_date, last_date, currency, days, nights_stated_30, nights_available_30, observed_at, event_id
     FROM stay_calendars
     WHERE stay_id = {stay_id:String} AND ${LIVE_OBSERVATION_FILTER}
     ORDER BY observed_at DESC, event_id DESC
     LIMIT 1 BY day_count > 0`,
    { stay_id: stayId },
    { name: 'getStayCalendar' },
  );
  const read = rows.map((row) => stayCalendars.fromClickHouse(row));
  const latest = read[0];
  const latestWithDays = read.find((row) => Number(row.day_count) > 0);
  return { ...(latest ? { latest } : {}), ...(latestWithDays ? { latestWithDays } : {}) };
}
