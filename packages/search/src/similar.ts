import { SIMILARITY } from '@estate/contract/limits';
import { distanceMeters, type GeoPoint } from '@estate/normalize';
import type { ListingSearchProjection } from './listing.js';
import type { SearchFilter } from './query.js';
import type { Position } from './ordering.js';

// getSimilarListings' rule: its figures, and the description the operation quotes, live in
// @estate/contract (`SIMILARITY`); this module applies them.

/** One listing like the one asked about, with its score and distance. */
export interface SimilarListing {
  id: string;
  score: number;
  distance_meters?: number;
}

/** What the rule reads of a listing. */
export interface SimilarityTraits {
  price: number | null;
  area: number | null;
  bedrooms: number | null;
  point: GeoPoint | null;
}

/** What candidates are weighed against: the listing's traits and the filters candidates pass. */
export interface SimilarityOrigin {
  listingId: string;
  /** The listing's home: its other listings (on other portals) are the same home, never a similar one. '' for none. */
  propertyId: string;
  traits: SimilarityTraits;
  filters: SearchFilter[];
}

/** A weighed candidate and its key in the newest sort (its place among the candidates). */
export interface WeighedCandidate extends SimilarListing {
  key: number | null;
}

/** The similar listings of `listingId`, best first; empty when the listing is not in the projection. */
export function similarListings(projection: ListingSearchProjection, listingId: string, now = Date.now()): SimilarListing[] {
  const origin = similarityOrigin(projection, listingId);
  if (origin === undefined) return [];
  return weighCandidates(projection, origin, now)
    .filter((candidate) => candidate.id !== listingId)
    .map(({ key: _key, ...similar }) => similar)
    .sort(bySimilarity);
}

/** The listing's traits and its candidates' filters; undefined when the listing is not in the projection. */
export function similarityOrigin(projection: ListingSearchProjection, listingId: string): SimilarityOrigin | undefined {
  if (!projection.has(listingId)) return undefined;
  const traits = traitsOf(projection, listingId);
  return { listingId, propertyId: projection.valueOf(listingId, 'property_id') ?? '', traits, filters: candidateFilters(projection, listingId, traits) };
}

/**
 * The first `SIMILARITY.maxCandidates` matches of the origin's filters, newest first, each scored
 * (the listing itself among them when it matches: it takes a candidate's place, as it does in
 * the count; the home's other listings are passed over, taking none). A projection holding a share of the listings gives the first of its share, so the
 * first of every share, merged newest first, are the first of all.
 */
export function weighCandidates(projection: ListingSearchProjection, origin: SimilarityOrigin, now: number): WeighedCandidate[] {
  const weighed: WeighedCandidate[] = [];
  let after: Position | undefined;
  // Walked a page at a time through the projection's own search (its filters and index), newest first.
  while (weighed.length < SIMILARITY.maxCandidates) {
    const limit = Math.min(100, SIMILARITY.maxCandidates - weighed.length);
    const page = projection.search({ filters: origin.filters, sort: 'newest', limit, after, totalCap: SIMILARITY.maxCandidates }, now);
    for (const id of page.ids) {
      if (sameHome(projection, origin, id)) continue;
      const key = projection.valueOf(id, 'source_updated_at') ?? null;
      weighed.push({ ...score(origin.traits, id, traitsOf(projection, id)), key: key === null || Number.isNaN(key) ? null : key });
    }
    if (page.nextPosition === undefined) break;
    after = page.nextPosition;
  }
  return weighed;
}

/** Another listing of the origin's home (the same property id): not a candidate at all. */
function sameHome(projection: ListingSearchProjection, origin: SimilarityOrigin, id: string): boolean {
  return origin.propertyId !== '' && id !== origin.listingId && projection.valueOf(id, 'property_id') === origin.propertyId;
}

/** Best first, then by listing id: the order pages follow (see similarPosition). */
export function bySimilarity(a: SimilarListing, b: SimilarListing): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function candidateFilters(projection: ListingSearchProjection, listingId: string, origin: SimilarityTraits): SearchFilter[] {
  const text = (field: 'transaction' | 'country' | 'property_type' | 'currency' | 'city') => projection.valueOf(listingId, field) ?? '';
  const filters: SearchFilter[] = [
    { kind: 'in', field: 'transaction', values: [text('transaction')] },
    { kind: 'in', field: 'status', values: ['active'] },
    { kind: 'in', field: 'country', values: [text('country')] },
  ];
  if (text('property_type') !== '') filters.push({ kind: 'in', field: 'property_type', values: [text('property_type')] });
  const factor = 1 + SIMILARITY.band;
  if (origin.price !== null && text('currency') !== '') {
    filters.push({ kind: 'in', field: 'currency', values: [text('currency')] }, { kind: 'range', field: 'price_amount', min: origin.price / factor, max: origin.price * factor });
  }
  if (origin.area !== null) filters.push({ kind: 'range', field: 'area_sqm', min: origin.area / factor, max: origin.area * factor });
  if (origin.point !== null) {
    filters.push({ kind: 'geo', field: 'point', area: { kind: 'radius', latitude: origin.point.latitude, longitude: origin.point.longitude, radius_meters: SIMILARITY.radiusMeters } });
  } else if (text('city') !== '') {
    filters.push({ kind: 'in', field: 'city', values: [text('city')] });
  }
  return filters;
}

function traitsOf(projection: ListingSearchProjection, id: string): SimilarityTraits {
  return {
    price: projection.valueOf(id, 'price_amount') ?? null,
    area: projection.valueOf(id, 'area_sqm') ?? null,
    bedrooms: projection.valueOf(id, 'bedrooms') ?? null,
    point: projection.valueOf(id, 'point') ?? null,
  };
}

/** How far apart two positive amounts are on the band's scale: 0 equal, 1 at the band's edge. */
function ratioDistance(a: number | null, b: number | null): number {
  if (a === null || b === null || !(a > 0) || !(b > 0)) return SIMILARITY.unknown;
  return Math.min(1, Math.abs(Math.log(b / a)) / Math.log(1 + SIMILARITY.band));
}

function score(origin: SimilarityTraits, id: string, candidate: SimilarityTraits): SimilarListing {
  const metres = origin.point !== null && candidate.point !== null ? distanceMeters(origin.point, candidate.point) : undefined;
  const { weights } = SIMILARITY;
  const distance = metres === undefined ? SIMILARITY.unknown : Math.min(1, metres / SIMILARITY.radiusMeters);
  const bedrooms = origin.bedrooms === null || candidate.bedrooms === null ? SIMILARITY.unknown : Math.min(1, Math.abs(candidate.bedrooms - origin.bedrooms) / 2);
  const unlike = weights.price * ratioDistance(origin.price, candidate.price) + weights.area * ratioDistance(origin.area, candidate.area) + weights.distance * distance + weights.bedrooms * bedrooms;
  return { id, score: Math.round((1 - unlike) * 10_000) / 10_000, ...(metres !== undefined ? { distance_meters: Math.round(metres) } : {}) };
}
