import { Type } from 'typebox';
import { checkLimit, keysetPage, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { LIVE_OBSERVATION_FILTER } from '../live-window.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `listing_observations` (0002): one row per observation, the 24 h history of each listing. */
export const listingObservations = defineTable({
  name: 'listing_observations',
  live: true,
  materialized: ['version'],
  columns: {
    listing_id: col.string(),
    platform: col.lowCardinality(),
    native_id: col.string(),
    country: col.lowCardinality(),
    city: Type.Optional(col.string()),
    region: Type.Optional(col.string()),
    /** The postal district (postalDistrict of @estate/normalize), for the derived market series (0021). */
    postal_district: Type.Optional(col.string()),
    transaction: col.lowCardinality(),
    status: col.lowCardinality(),
    property_type: Type.Optional(col.lowCardinality()),
    price_amount: Type.Optional(col.nullable(col.decimal())),
    currency: Type.Optional(col.lowCardinality()),
    price_per_sqm: Type.Optional(col.nullable(col.decimal())),
    area_sqm: Type.Optional(col.nullable(col.float64())),
    bedrooms: Type.Optional(col.nullable(col.uint16())),
    observed_at: col.timestamp(),
    source_updated_at: Type.Optional(col.nullable(col.timestamp())),
    event_id: col.string(),
    run_id: Type.Optional(col.string()),
  },
});

export type ListingObservationInsertRow = RowOf<typeof listingObservations>;

/** One observation of a listing as the history reads it. */
export type ListingObservationRow = Pick<
  StoredRowOf<typeof listingObservations>,
  'listing_id' | 'platform' | 'status' | 'price_amount' | 'currency' | 'price_per_sqm' | 'area_sqm' | 'bedrooms' | 'observed_at' | 'source_updated_at' | 'event_id' | 'run_id'
>;

/** The place of an observation: its time (ISO 8601) and event id. */
export interface HistoryPosition {
  observed_at: string;
  event_id: string;
}

const HISTORY_SELECT = `listing_id, platform, status, toString(price_amount) AS price_amount, currency,
            toString(price_per_sqm) AS price_per_sqm, area_sqm, bedrooms, observed_at,
            source_updated_at, event_id, run_id`;

/** The observations of a listing within the last 24 h, oldest first, each once. */
export async function getListingHistory(store: Store, listingId: string): Promise<ListingObservationRow[]> {
  const rows = await store.queryRows<ListingObservationRow>(
    `SELECT ${HISTORY_SELECT}
     FROM listing_observations
     WHERE listing_id = {listing_id:String} AND ${LIVE_OBSERVATION_FILTER}
     ORDER BY observed_at, event_id
     LIMIT 1 BY observed_at, event_id`,
    { listing_id: listingId },
    { name: 'getListingHistory' },
  );
  return rows.map((row) => listingObservations.fromClickHouse(row));
}

/**
 * A page of the observations of a listing within the last 24 h, oldest first (by time, then
 * event id), each observation once however often it was stored.
 */
export async function getListingHistoryPage(
  store: Store,
  listingId: string,
  options: PageOptions<HistoryPosition>,
): Promise<KeysetPage<ListingObservationRow, HistoryPosition>> {
  checkLimit(options.limit);
  const params = new SqlParams();
  const conditions = [`listing_id = ${params.string(listingId)}`, LIVE_OBSERVATION_FILTER];
  if (options.after !== undefined) {
    conditions.push(`(observed_at, event_id) > (${params.dateTime64(options.after.observed_at)}, ${params.string(options.after.event_id)})`);
  }
  const rows = await store.queryRows<ListingObservationRow>(
    `SELECT ${HISTORY_SELECT}
     FROM listing_observations
     WHERE ${conditions.join(' AND ')}
     ORDER BY observed_at, event_id
     LIMIT 1 BY observed_at, event_id
     LIMIT ${params.uint(options.limit + 1)}`,
    params.values,
    { name: 'getListingHistoryPage' },
  );
  return keysetPage(
    rows.map((row) => listingObservations.fromClickHouse(row)),
    options.limit,
    (row) => ({ observed_at: row.observed_at, event_id: row.event_id }),
  );
}
