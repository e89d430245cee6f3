import type { ListingBody } from '@estate/contract';

/**
 * An independent reading of the search semantics of docs/decisions.md ("Listing reads") over served documents: the e2e
 * tests page through everything, evaluate each filter here, and require the API to return exactly
 * the same set. Written from the documents alone, not from the SQL.
 */
export type Range = { min?: number; max?: number };

export function inRange(value: number | undefined, range: Range): boolean {
  if (value === undefined) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/** Living area in m², as every area filter and per-m² figure reads it. */
export function livingArea(listing: ListingBody): number | undefined {
  const areas = listing.property.areas ?? [];
  const area = areas.find((a) => a.basis === 'living') ?? areas.find((a) => a.basis === 'usable' || a.basis === 'built' || a.basis === 'total');
  return area?.normalized_sqm;
}

export function amount(listing: ListingBody): number | undefined {
  return listing.price?.amount === undefined ? undefined : Number(listing.price.amount);
}

export function pricePerSqm(listing: ListingBody): number | undefined {
  const price = amount(listing);
  const area = livingArea(listing);
  return price === undefined || area === undefined || area <= 0 ? undefined : Math.round((price / area) * 100) / 100;
}

/** Great-circle distance in metres (spherical Earth, as ClickHouse's greatCircleDistance). */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/** Ray casting over a closed ring of [lon, lat]. */
export function insidePolygon(lon: number, lat: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The value a sort orders by; undefined sorts last in every direction. */
export function sortValue(listing: ListingBody, sort: string): number | undefined {
  switch (sort) {
    case 'newest':
      return listing.source_updated_at === undefined ? undefined : Date.parse(listing.source_updated_at);
    case 'price_asc':
    case 'price_desc':
      return amount(listing);
    case 'price_per_sqm_asc':
      return pricePerSqm(listing);
    case 'area_desc':
      return livingArea(listing);
    default:
      throw new Error(`unknown sort ${sort}`);
  }
}

export const DESCENDING = new Set(['newest', 'price_desc', 'area_desc']);

/** Fails with the first pair out of order (values only; ties may come in either id order). */
export function checkOrder(listings: readonly ListingBody[], sort: string): string | undefined {
  const descending = DESCENDING.has(sort);
  for (let i = 1; i < listings.length; i++) {
    const a = sortValue(listings[i - 1] as ListingBody, sort);
    const b = sortValue(listings[i] as ListingBody, sort);
    if (a === undefined && b !== undefined) return `${sort}: a listing without a value at ${i - 1} before one with a value`;
    if (a === undefined || b === undefined) continue;
    // Per-m² values are computed here from rounded parts: allow a cent of rounding.
    const slack = sort === 'price_per_sqm_asc' ? 0.011 : 0;
    if (descending ? b > a + slack : b < a - slack) return `${sort}: ${a} then ${b} at ${i}`;
  }
  return undefined;
}
