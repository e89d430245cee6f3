import { Type } from 'typebox';
import { checkLimit, keysetPage, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/**
 * `property_records` (0040): one row per record and release, long-lived; each record's newest
 * row (newest vintage, then latest observation) is the record. Written by the projector from
 * `property_record.observed`.
 */
export const propertyRecords = defineTable({
  name: 'property_records',
  live: false,
  materialized: ['version'],
  columns: {
    record_id: col.string(),
    property_id: col.string(),
    placement_method: col.lowCardinality(),
    platform: col.lowCardinality(),
    dataset: col.lowCardinality(),
    native_id: col.string(),
    record_type: col.lowCardinality(),
    retracted: col.bool(),
    event_at: Type.Optional(col.nullable(col.date())),
    event_precision: col.lowCardinality(),
    jurisdiction: col.lowCardinality(),
    country: col.lowCardinality(),
    postal_code: col.string(),
    area_key: col.string(),
    street_link_key: col.string(),
    house_number: col.string(),
    unit: col.string(),
    address_line1: col.string(),
    city: col.string(),
    latitude: Type.Optional(col.nullable(col.float64())),
    longitude: Type.Optional(col.nullable(col.float64())),
    property_type: col.lowCardinality(),
    living_area_sqm: Type.Optional(col.nullable(col.float64())),
    currency: col.lowCardinality(),
    amount: Type.Optional(col.nullable(col.decimal())),
    market_sale: col.bool(),
    listing_platform: col.lowCardinality(),
    listing_native_id: col.string(),
    /** JSON of the event's `keys`, `values` and `fields`, as the collector published them. */
    record_keys: col.string(),
    record_values: col.string(),
    record_fields: col.string(),
    vintage: col.string(),
    provider: col.lowCardinality(),
    access_class: col.lowCardinality(),
    url: col.string(),
    observed_at: col.timestamp(),
    retrieved_at: Type.Optional(col.nullable(col.timestamp())),
    event_id: col.string(),
  },
});

export type PropertyRecordInsertRow = RowOf<typeof propertyRecords>;
export type PropertyRecordRow = StoredRowOf<typeof propertyRecords>;

/** A record's place in the newest-first order of a property's records: its date ('' when none), then its id. */
export interface RecordPosition {
  event_at: string;
  record_id: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Each record's newest row among those matching `where` (a fixed fragment with bound values):
 * the candidates are found through `where` (and its bloom index), then each is read whole again
 * so a row the record has since replaced (moved to another property, retracted) cannot show.
 */
function currentRecords(where: string): string {
  // Decimals leave ClickHouse as strings: JSON numbers would round large amounts in JS.
  return `SELECT * EXCEPT (amount), toString(amount) AS amount FROM (
       SELECT *
       FROM property_records
       WHERE record_id IN (SELECT record_id FROM property_records WHERE ${where})
       ORDER BY record_id, version DESC
       LIMIT 1 BY record_id
     )
     WHERE ${where} AND NOT retracted`;
}

const fromRows = (rows: PropertyRecordRow[]): PropertyRecordRow[] => rows.map((row) => propertyRecords.fromClickHouse(row));

/**
 * A page of the current records of some properties (and of some listings), newest first (date,
 * records without one last, then id descending), optionally of some record types only.
 * Retracted records are never returned.
 */
export async function getPropertyRecordsPage(
  store: Store,
  propertyIds: readonly string[],
  options: PageOptions<RecordPosition> & {
    recordTypes?: readonly string[];
    /** Also the records a platform keeps of these listings (`platform|native_id`), placed or not. */
    listings?: readonly string[];
  },
): Promise<KeysetPage<PropertyRecordRow, RecordPosition>> {
  checkLimit(options.limit);
  const listings = options.listings ?? [];
  if (propertyIds.length === 0 && listings.length === 0) return { rows: [], has_more: false };
  const params = new SqlParams();
  const owners = [`property_id IN ${params.strings(propertyIds)}`];
  if (listings.length > 0) owners.push(`(listing_native_id != '' AND concat(listing_platform, '|', listing_native_id) IN ${params.strings(listings)})`);
  const conditions = [`(${owners.join(' OR ')})`];
  if (options.recordTypes !== undefined) conditions.push(`record_type IN ${params.strings(options.recordTypes)}`);
  let after = '';
  if (options.after !== undefined) {
    const { event_at, record_id } = options.after;
    if (event_at !== '' && !ISO_DATE.test(event_at)) throw new RangeError(`a record position's date must be YYYY-MM-DD or empty, got ${JSON.stringify(event_at)}`);
    after = `WHERE (ifNull(event_at, toDate(0)), record_id) < (toDate(${params.string(event_at === '' ? '1970-01-01' : event_at)}), ${params.string(record_id)})`;
  }
  const rows = await store.queryRows<PropertyRecordRow>(
    `SELECT * FROM (${currentRecords(conditions.join(' AND '))})
     ${after}
     ORDER BY ifNull(event_at, toDate(0)) DESC, record_id DESC
     LIMIT ${params.uint(options.limit + 1)}`,
    params.values,
    { name: 'getPropertyRecordsPage' },
  );
  return keysetPage(fromRows(rows), options.limit, (row) => ({ event_at: row.event_at ?? '', record_id: row.record_id }));
}

/** A record's newest row, retracted or not; null when the record was never seen. */
export async function getPropertyRecordRow(store: Store, recordId: string): Promise<PropertyRecordRow | null> {
  const params = new SqlParams();
  const rows = await store.queryRows<PropertyRecordRow>(
    `SELECT * EXCEPT (amount), toString(amount) AS amount FROM property_records WHERE record_id = ${params.string(recordId)} ORDER BY version DESC LIMIT 1`,
    params.values,
    { name: 'getPropertyRecordRow' },
  );
  return rows[0] === undefined ? null : propertyRecords.fromClickHouse(rows[0]);
}

/** The current, placed records whose street link key is one of `keys` (what links listings to record properties). */
export async function recordsByStreetLinkKeys(store: Store, keys: readonly string[], limit = 500): Promise<PropertyRecordRow[]> {
  if (keys.length === 0) return [];
  const params = new SqlParams();
  const rows = await store.queryRows<PropertyRecordRow>(
    `SELECT * FROM (${currentRecords(`street_link_key IN ${params.strings(keys)} AND property_id != ''`)}) ORDER BY record_id LIMIT ${params.uint(limit)}`,
    params.values,
    { name: 'recordsByStreetLinkKeys' },
  );
  return fromRows(rows);
}

/**
 * The current closed market sales of some neighbourhoods (area keys) since a day, newest first:
 * the comparables' and the valuation's evidence. Category B sales and retracted ones are left out.
 */
export async function marketSalesInAreas(store: Store, areaKeys: readonly string[], since: string, limit = 2_000): Promise<PropertyRecordRow[]> {
  if (areaKeys.length === 0) return [];
  if (!ISO_DATE.test(since)) throw new RangeError(`since must be YYYY-MM-DD, got ${JSON.stringify(since)}`);
  const params = new SqlParams();
  const rows = await store.queryRows<PropertyRecordRow>(
    `SELECT * FROM (${currentRecords(`area_key IN ${params.strings(areaKeys)} AND record_type = 'transaction'`)})
     WHERE market_sale AND amount IS NOT NULL AND event_at >= toDate(${params.string(since)})
     ORDER BY event_at DESC, record_id DESC
     LIMIT ${params.uint(limit)}`,
    params.values,
    { name: 'marketSalesInAreas' },
  );
  return fromRows(rows);
}

/** The newest vintage of each dataset of some platforms, and when it was last observed: what `meta.sources` reports. */
export async function datasetVintages(store: Store, platforms: readonly string[]): Promise<{ platform: string; dataset: string; vintage: string; observed_at: string }[]> {
  if (platforms.length === 0) return [];
  const params = new SqlParams();
  const rows = await store.queryRows<{ platform: string; dataset: string; vintage: string; observed_at: string }>(
    `SELECT platform, dataset, argMax(vintage, version) AS vintage, max(observed_at) AS observed_at
     FROM property_records
     WHERE platform IN ${params.strings(platforms)}
     GROUP BY platform, dataset
     ORDER BY platform, dataset`,
    params.values,
    { name: 'datasetVintages' },
  );
  return rows.map((row) => propertyRecords.fromClickHouse(row));
}
