// The gateway's listing search as an Orama query. The input is the store's query the gateway plans
// from a request (defaults applied, platforms those it consulted), so both answer the same thing.
//
// What Orama cannot say the same way (and how the peer answers instead):
// - Totals: Orama counts every match; the gateway stops counting at the cap (10 000, `lower_bound`).
// - Ties in a sort: Orama keeps its index order; the gateway breaks ties by listing id. Pages hold
//   the same sort keys, not always the same ids among equal keys.
// - Paging: offset/limit here; the gateway pages by keyset cursor (`after`), which this ignores.
// - Text locations (city/region whole value, postal code prefix): not translated (Orama's text
//   search tokenises and scores); the bench's searches do not use them.
// - A box across the antimeridian (west > east): not translated; a polygon is taken by Orama on
//   the sphere, by the gateway in the plane (they differ only for rings spanning degrees).
import type { ListingSearchQuery, ListingSort } from '@estate/search';

type Range = { min?: number | undefined; max?: number | undefined } | undefined;
type NumberOperator = { gte?: number; lte?: number; between?: [number, number] };
type GeoPoint = { lat: number; lon: number };
export type PeerWhere = Record<string, unknown>;

export interface PeerSearchParams {
  term: '';
  where: PeerWhere;
  sortBy?: { property: string; order: 'ASC' | 'DESC' };
  limit: number;
  offset: number;
}

/** The query the peer's server takes: the store's listing query, without the keyset position. */
export type PeerQuery = Omit<ListingSearchQuery, 'after' | 'totalCap'>;

const SORTS: Record<ListingSort, { property: string; order: 'ASC' | 'DESC' }> = {
  newest: { property: 'source_updated_at', order: 'DESC' },
  price_asc: { property: 'price_amount', order: 'ASC' },
  price_desc: { property: 'price_amount', order: 'DESC' },
  price_per_sqm_asc: { property: 'price_per_sqm', order: 'ASC' },
  area_desc: { property: 'area_sqm', order: 'DESC' },
};

function numberRange(range: Range): NumberOperator | undefined {
  if (range?.min !== undefined && range.max !== undefined) return { between: [range.min, range.max] };
  if (range?.min !== undefined) return { gte: range.min };
  if (range?.max !== undefined) return { lte: range.max };
  return undefined;
}

function location(query: PeerQuery): PeerWhere {
  const l = query.location;
  if (l === undefined) return {};
  switch (l.kind) {
    case 'radius':
      return { point: { radius: { coordinates: { lat: l.latitude, lon: l.longitude }, unit: 'm', value: l.radius_meters, inside: true } } };
    case 'bbox': {
      if (l.west > l.east) throw new Error('a box across the antimeridian has no Orama query here');
      const ring: GeoPoint[] = [
        { lat: l.south, lon: l.west },
        { lat: l.south, lon: l.east },
        { lat: l.north, lon: l.east },
        { lat: l.north, lon: l.west },
        { lat: l.south, lon: l.west },
      ];
      return { point: { polygon: { coordinates: ring, inside: true } } };
    }
    case 'polygon':
      return { point: { polygon: { coordinates: l.coordinates.map(([lon, lat]) => ({ lat, lon })), inside: true } } };
    case 'text':
      throw new Error('a text location has no Orama query here');
  }
}

/** Orama's search parameters for `query`: enum `in`/`eq` filters, numeric ranges, geosearch, one sort, the page size. */
export function oramaSearchParams(query: PeerQuery, offset = 0): PeerSearchParams {
  const where: PeerWhere = {
    platform: { in: [...query.platforms] },
    transaction: { eq: query.transaction },
    status: { in: [...query.statuses] },
  };
  if (query.country !== undefined) where.country = { eq: query.country };
  if (query.property_types !== undefined) where.property_type = { in: [...query.property_types] };
  if (query.price?.currency !== undefined) where.currency = { eq: query.price.currency };
  const ranges = { price_amount: query.price, bedrooms: query.bedrooms, bathrooms: query.bathrooms, area_sqm: query.area_sqm, year_built: query.year_built };
  for (const [field, range] of Object.entries(ranges)) {
    const operator = numberRange(range);
    if (operator) where[field] = operator;
  }
  Object.assign(where, location(query));
  return { term: '', where, sortBy: SORTS[query.sort], limit: query.limit, offset };
}
