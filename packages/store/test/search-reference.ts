import { EARTH_RADIUS_METERS, type ListingInsertRow, type ListingSearchQuery, type LocationQuery, type RangeQuery } from '../src/index.js';

/**
 * The search semantics written out plainly over the latest rows, to hold searchListings against:
 * which listings match and in which order.
 */
export function referenceSearch(current: readonly ListingInsertRow[], query: ListingSearchQuery, now: number): string[] {
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

export function sortKey(sort: ListingSearchQuery['sort']): (row: ListingInsertRow) => number | null {
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

function matches(row: ListingInsertRow, query: ListingSearchQuery, now: number): boolean {
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

function inRange(value: number | null, range: RangeQuery | undefined): boolean {
  if (range === undefined) return true;
  if (value === null) return range.min === undefined && range.max === undefined;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

function inLocation(row: ListingInsertRow, location: LocationQuery): boolean {
  const { latitude: lat, longitude: lon } = row;
  switch (location.kind) {
    case 'text': {
      const q = location.query.replace(/^ +| +$/g, '').toLowerCase();
      if (q === '') return false;
      if (location.country !== undefined && row.country !== location.country) return false;
      return (row.city ?? '').toLowerCase() === q || (row.region ?? '').toLowerCase() === q || (row.postal_code ?? '').toLowerCase().startsWith(q);
    }
    case 'bbox': {
      if (lat === null || lat === undefined || lon === null || lon === undefined) return false;
      if (lat < location.south || lat > location.north) return false;
      return location.west <= location.east ? lon >= location.west && lon <= location.east : lon >= location.west || lon <= location.east;
    }
    case 'radius':
      if (lat === null || lat === undefined || lon === null || lon === undefined) return false;
      return haversineMeters(location.latitude, location.longitude, lat, lon) <= location.radius_meters;
    case 'polygon':
      if (lat === null || lat === undefined || lon === null || lon === undefined) return false;
      return insideRing(lon, lat, location.coordinates);
  }
}

export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Even-odd ray casting. */
function insideRing(x: number, y: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
