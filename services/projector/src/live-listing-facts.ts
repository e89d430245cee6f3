import { assertIdentifier, type Store } from '@estate/store';
import { ownPropertyId } from './listing-document.js';
import { propertyFacts } from './property-facts.js';
import type { IndexedListing } from './property-matcher.js';
import type { MatchMethod } from './property-match-rules.js';

interface LiveListingRow {
  listing_id: string;
  platform: string;
  native_id: string;
  country: string;
  transaction: string;
  property_type: string;
  bedrooms: number | null;
  rooms: number | null;
  bathrooms: number | null;
  area_sqm: number | null;
  year_built: number | null;
  price: string | null;
  currency: string;
  latitude: number | null;
  longitude: number | null;
  precision: string;
  line1: string;
  unit: string;
  postal_code: string;
  city: string;
  property_id: string;
  property_match_method: string;
  property_confidence: number;
  observed_ms: string;
  event_id: string;
}

/**
 * The latest row of every listing observed within `windowHours` of the table's newest
 * observation: the window is measured on the events' clock, as the matcher measures it, not on
 * the wall clock. (After a stall of more than a day, TTL may already have dropped rows that
 * window still counts; the matcher then starts from fewer listings, never from wrong ones.) Only
 * the columns matching reads; the street line, unit and point precision have no column and come
 * from the document.
 */
const LIVE_LISTINGS_SQL = `
SELECT listing_id, platform, native_id, country, transaction, property_type, bedrooms, rooms, bathrooms, area_sqm, year_built,
       toString(price_amount) AS price, currency, latitude, longitude,
       JSONExtractString(document, 'property', 'geometry', 'precision') AS precision,
       JSONExtractString(document, 'property', 'address', 'line1') AS line1,
       JSONExtractString(document, 'property', 'address', 'unit') AS unit,
       postal_code, city, property_id, property_match_method, property_confidence,
       toString(toUnixTimestamp64Milli(observed_at)) AS observed_ms, event_id
FROM {table:Identifier} FINAL
WHERE observed_at > (SELECT max(observed_at) FROM {table:Identifier}) - toIntervalHour({hours:UInt32})`;

const METHODS: ReadonlySet<string> = new Set<MatchMethod>(['address', 'geo_area_rooms']);

/** The live listings of `table` as the matcher holds them. */
export async function readLiveListingFacts(store: Store, options: { table: string; windowHours: number }): Promise<IndexedListing[]> {
  const rows = await store.queryRows<LiveListingRow>(LIVE_LISTINGS_SQL, { table: assertIdentifier(options.table, 'table name'), hours: options.windowHours });
  return rows.map((row) => ({
    facts: propertyFacts({
      listingId: row.listing_id,
      platform: row.platform,
      country: row.country,
      transaction: row.transaction,
      propertyType: row.property_type,
      bedrooms: row.bedrooms,
      rooms: row.rooms,
      bathrooms: row.bathrooms,
      areaSqm: row.area_sqm,
      yearBuilt: row.year_built,
      price: row.price,
      currency: row.currency,
      latitude: row.latitude,
      longitude: row.longitude,
      precision: row.precision,
      line1: row.line1,
      unit: row.unit,
      postalCode: row.postal_code,
      city: row.city,
    }),
    assignment: {
      // The column's default: a row written by something other than the projector.
      propertyId: row.property_id === '' ? ownPropertyId(row.platform, row.native_id) : row.property_id,
      method: METHODS.has(row.property_match_method) ? (row.property_match_method as MatchMethod) : '',
      // Float32 in the table: back to the two decimals it was written with.
      confidence: Math.round(row.property_confidence * 100) / 100,
    },
    observedAtMs: Number(row.observed_ms),
    eventId: row.event_id,
  }));
}
