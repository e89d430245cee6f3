import { LIVE_OBSERVATION_FILTER } from './live-window.js';
import { SqlParams } from './sql-params.js';
import type { Store } from './store.js';
import { listings } from './tables/listings.js';

/**
 * The reads of live listings that property reads make: a property's own listings, the listings
 * of a street a record property may be linked to, and the listings near a property that serve as
 * comparables. Each reads every candidate's latest row, so a listing that moved or expired is
 * judged by what it says now.
 */
export interface PropertyListingRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  postal_code: string | null;
  transaction: string;
  status: string;
  property_type: string | null;
  price_amount: string | null;
  currency: string | null;
  area_sqm: number | null;
  bedrooms: number | null;
  latitude: number | null;
  longitude: number | null;
  observed_at: string;
  property_id: string | null;
  property_match_method: string | null;
  property_confidence: number | null;
  /** The listing document, JSON-encoded. */
  document: string;
}

const SELECT = `listing_id, platform, native_id, country, postal_code, transaction, status, property_type,
  toString(price_amount) AS price_amount, currency, area_sqm, bedrooms, latitude, longitude, observed_at,
  property_id, property_match_method, property_confidence, document`;

function latestOf(candidates: string, where: string): string {
  return `SELECT ${SELECT} FROM (
       SELECT * FROM listings
       WHERE listing_id IN (SELECT listing_id FROM listings WHERE ${candidates} AND ${LIVE_OBSERVATION_FILTER})
         AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY listing_id, version DESC
       LIMIT 1 BY listing_id
     )
     WHERE ${where}`;
}

const fromRows = (rows: PropertyListingRow[]): PropertyListingRow[] => rows.map((row) => listings.fromClickHouse(row));

/** The live listings whose property is one of `propertyIds`, by listing id. */
export async function liveListingsOfProperties(store: Store, propertyIds: readonly string[], limit = 500): Promise<PropertyListingRow[]> {
  const ids = [...new Set(propertyIds)].filter((id) => id !== '');
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const where = `property_id IN ${params.strings(ids)}`;
  return fromRows(await store.queryRows<PropertyListingRow>(`${latestOf(where, where)} ORDER BY listing_id LIMIT ${params.uint(limit)}`, params.values, { name: 'liveListingsOfProperties' }));
}

/** The live listings of a country whose postal code, without spaces or dashes, is one of `codes`. */
export async function liveListingsByPostalCodes(store: Store, country: string, codes: readonly string[], limit = 500): Promise<PropertyListingRow[]> {
  if (codes.length === 0) return [];
  const params = new SqlParams();
  const where = `country = ${params.string(country)} AND replaceRegexpAll(upper(ifNull(postal_code, '')), '[^A-Z0-9]', '') IN ${params.strings(codes)}`;
  return fromRows(await store.queryRows<PropertyListingRow>(`${latestOf(where, where)} ORDER BY listing_id LIMIT ${params.uint(limit)}`, params.values, { name: 'liveListingsByPostalCodes' }));
}

/** The live listings of a country with a point inside a box, of some transactions: comparables' candidates. */
export async function liveListingsInBox(
  store: Store,
  box: { country: string; south: number; west: number; north: number; east: number; transactions: readonly string[] },
  limit = 500,
): Promise<PropertyListingRow[]> {
  const params = new SqlParams();
  const where = [
    `country = ${params.string(box.country)}`,
    `transaction IN ${params.strings(box.transactions)}`,
    `latitude BETWEEN ${params.float64(box.south)} AND ${params.float64(box.north)}`,
    `longitude BETWEEN ${params.float64(box.west)} AND ${params.float64(box.east)}`,
  ].join(' AND ');
  return fromRows(await store.queryRows<PropertyListingRow>(`${latestOf(where, where)} ORDER BY listing_id LIMIT ${params.uint(limit)}`, params.values, { name: 'liveListingsInBox' }));
}
