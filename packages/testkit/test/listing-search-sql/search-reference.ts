import { inRange, matchesLocation, type Place } from '@estate/normalize';
import type { ListingInsertRow } from '@estate/store';
import type { SqlListingSearch, SqlLocation } from '../../src/index.js';

/**
 * The search semantics written out plainly over the latest rows, to hold searchListingsSql against:
 * which listings match and in which order.
 */
export function referenceSearch(current: readonly ListingInsertRow[], query: SqlListingSearch, now: number): string[] {
  const key = sortKey(query.sort);
  const descending = query.sort === 'newest' || query.sort === 'price_desc' || query.sort === 'area_desc';
  return current
    .filter((row) => matches(row, query, now))
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
      } else if (ka !== kb) {
        return (ka < kb ? -1 : 1) * (descending ? -1 : 1);
      }
      return (a.listing_id < b.listing_id ? -1 : a.listing_id > b.listing_id ? 1 : 0) * (descending ? -1 : 1);
    })
    .map((row) => row.listing_id);
}

export function sortKey(sort: SqlListingSearch['sort']): (row: ListingInsertRow) => number | null {
  const decimal = (value: string | null | undefined): number | null => (value === null || value === undefined ? null : Number.parseFloat(value));
  switch (sort) {
    case 'newest':
      return (row) => (row.source_updated_at ? Date.parse(row.source_updated_at) : null);
    case 'price_asc':
    case 'price_desc':
      return (row) => decimal(row.price_amount);
    case 'price_per_sqm_asc':
      return (row) => decimal(row.price_per_sqm);
    case 'area_desc':
      return (row) => row.area_sqm ?? null;
  }
}

function matches(row: ListingInsertRow, query: SqlListingSearch, now: number): boolean {
  if (now - Date.parse(row.observed_at) >= 24 * 3_600_000) return false;
  if (!query.platforms.includes(row.platform) || row.transaction !== query.transaction || !query.statuses.includes(row.status)) return false;
  if (query.country !== undefined && row.country !== query.country) return false;
  if (query.property_types !== undefined && !query.property_types.includes(row.property_type ?? '')) return false;
  if (query.price?.currency !== undefined && row.currency !== query.price.currency) return false;
  const price = row.price_amount === null || row.price_amount === undefined ? null : Number.parseFloat(row.price_amount);
  const bathrooms = row.bathrooms === null || row.bathrooms === undefined ? null : Math.fround(row.bathrooms);
  const float32 = query.bathrooms && { min: fround(query.bathrooms.min), max: fround(query.bathrooms.max) };
  return (
    inRange(price, query.price) &&
    inRange(row.bedrooms ?? null, query.bedrooms) &&
    inRange(bathrooms, float32) &&
    inRange(row.area_sqm ?? null, query.area_sqm) &&
    inRange(row.year_built ?? null, query.year_built) &&
    (query.location === undefined || inLocation(row, query.location))
  );
}

function fround(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.fround(value);
}

/** The location rules are @estate/normalize's; search-rules.test.ts holds the SQL to them. */
function inLocation(row: ListingInsertRow, location: SqlLocation): boolean {
  return matchesLocation(placeOf(row), location);
}

/** What a stored row offers the location rules, as read jobs see the same listing. */
export function placeOf(row: ListingInsertRow): Place {
  const { latitude, longitude } = row;
  const located = latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined;
  return { country: row.country, city: row.city, region: row.region, postal_code: row.postal_code, ...(located ? { point: { latitude, longitude } } : {}) };
}
