import type { ComparableBody, ListingBody } from '@estate/contract';
import { distanceMeters } from '@estate/normalize';
import type { PropertyListingRow, PropertyRecordRow } from '@estate/store';
import { parseListing } from './property-view.js';
import { recordBody, storedObject } from './record-body.js';
import { typeFamily } from './valuation.js';

export type ComparableBasis = ComparableBody['basis'];

/** The home comparables are chosen for. */
export interface ComparableSubject {
  propertyIds: readonly string[];
  listingIds: ReadonlySet<string>;
  propertyType: string;
  areaSqm?: number | undefined;
  bedrooms?: number | undefined;
  point?: { latitude: number; longitude: number } | undefined;
}

/** How candidates are chosen and weighed; stated once, for the code and the decision record. */
export const COMPARABLES = {
  /** Listings within this distance of the property's point. */
  radiusMeters: 2_000,
  /** Sales of the property's neighbourhood (postcode district, ZIP, postal code) within these years. */
  salesYears: 3,
  weights: { type: 0.35, size: 0.25, nearness: 0.25, recency: 0.15 },
  /** A term either side lacks counts this much: neither alike nor unlike. */
  unknown: 0.5,
} as const;

const YEAR_MS = 365.25 * 86_400_000;

function sizeScore(subject: number | undefined, other: number | undefined): number {
  if (subject === undefined || other === undefined || subject <= 0 || other <= 0) return COMPARABLES.unknown;
  return Math.max(0, 1 - Math.abs(Math.log(other / subject)) / Math.log(1.5));
}

function score(subject: ComparableSubject, type: string, area: number | undefined, distance: number | undefined, ageYears: number): number {
  const { weights } = COMPARABLES;
  const typeScore = subject.propertyType === '' || type === '' ? COMPARABLES.unknown : type === subject.propertyType ? 1 : typeFamily(type) === typeFamily(subject.propertyType) ? 0.7 : 0;
  const near = distance === undefined ? COMPARABLES.unknown : Math.max(0, 1 - distance / COMPARABLES.radiusMeters);
  const recent = Math.max(0, 1 - ageYears / COMPARABLES.salesYears);
  const s = weights.type * typeScore + weights.size * sizeScore(subject.areaSqm, area) + weights.nearness * near + weights.recency * recent;
  return Math.round(s * 10_000) / 10_000;
}

interface Ranked {
  comparable: ComparableBody;
  similarity: number;
  key: string;
}

/** A closed sale of the neighbourhood: its record property, its price, the register as its source. */
function saleComparable(subject: ComparableSubject, row: PropertyRecordRow, now: number): Ranked {
  const record = recordBody(row);
  const keys = storedObject(row.record_keys);
  const address = typeof keys['address'] === 'object' && keys['address'] !== null ? (keys['address'] as Record<string, string>) : {};
  const point = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : undefined;
  const distance = point && subject.point ? Math.round(distanceMeters(subject.point, point)) : undefined;
  const age = row.event_at ? (now - Date.parse(row.event_at)) / YEAR_MS : COMPARABLES.salesYears;
  const similarity = score(subject, row.property_type, row.living_area_sqm ?? undefined, distance, age);
  return {
    similarity,
    key: row.record_id,
    comparable: {
      property: {
        id: row.property_id,
        address: { country: row.country, ...(address['line1'] ? { line1: address['line1'] } : {}), ...(address['unit'] ? { unit: address['unit'] } : {}), ...(row.city ? { city: row.city } : {}), ...(row.postal_code ? { postal_code: row.postal_code } : {}) },
        ...(row.property_type !== '' ? { property_type: row.property_type } : {}),
        ...(point ? { geometry: { ...point, precision: 'exact', crs: 'EPSG:4326' } } : {}),
      },
      ...(row.amount !== null ? { price: { amount: row.amount, currency: row.currency, kind: 'sold' } } : {}),
      basis: 'closed_sale',
      selection_method: row.country === 'GB' ? 'same_postcode_district_recent_sales' : 'same_area_recent_sales',
      source: record.source,
      ...(row.event_at ? { event_at: row.event_at } : {}),
      ...(distance !== undefined ? { distance_meters: distance } : {}),
      similarity,
    },
  };
}

function listingBasis(listing: ListingBody): ComparableBasis | undefined {
  if (listing.transaction === 'rent') return listing.status === 'let' ? 'closed_lease' : listing.status === 'active' ? 'rental_listing' : undefined;
  return listing.status === 'active' || listing.status === 'under_offer' || listing.status === 'pending' ? 'active_listing' : undefined;
}

function listingComparable(subject: ComparableSubject, row: PropertyListingRow, now: number): Ranked | undefined {
  const listing = parseListing(row);
  const basis = listingBasis(listing);
  if (!basis) return undefined;
  const g = listing.property.geometry;
  const distance = g && subject.point ? Math.round(distanceMeters(subject.point, g)) : undefined;
  if (distance !== undefined && distance > COMPARABLES.radiusMeters) return undefined;
  const age = (now - Date.parse(row.observed_at)) / YEAR_MS;
  const similarity = score(subject, row.property_type ?? '', row.area_sqm ?? undefined, distance, age);
  return {
    similarity,
    key: row.listing_id,
    comparable: {
      property: listing.property,
      ...(listing.price ? { price: listing.price } : {}),
      basis,
      selection_method: 'radius_and_type',
      source: listing.source,
      listing,
      event_at: row.observed_at,
      ...(distance !== undefined ? { distance_meters: distance } : {}),
      similarity,
    },
  };
}

/**
 * The comparables of a property, best first: the neighbourhood's closed market sales of the last
 * three years (never the property's own) and the live listings within 2 km (for sale: active
 * listings; to let: rental listings, and let ones as closed leases), never the property's own.
 * Each carries its similarity (type, size, nearness, recency, weighted as COMPARABLES states).
 */
export function rankComparables(subject: ComparableSubject, sales: readonly PropertyRecordRow[], listings: readonly PropertyListingRow[], options: { basis?: ComparableBasis | undefined; limit: number; now: number }): { comparables: ComparableBody[]; candidates: number } {
  const own = new Set(subject.propertyIds);
  const ranked: Ranked[] = [];
  for (const row of sales) if (!own.has(row.property_id)) ranked.push(saleComparable(subject, row, options.now));
  for (const row of listings) {
    if (subject.listingIds.has(row.listing_id) || (row.property_id && own.has(row.property_id))) continue;
    const found = listingComparable(subject, row, options.now);
    if (found) ranked.push(found);
  }
  const chosen = ranked.filter((r) => options.basis === undefined || r.comparable.basis === options.basis);
  chosen.sort((a, b) => b.similarity - a.similarity || (a.key < b.key ? -1 : 1));
  return { comparables: chosen.slice(0, options.limit).map((r) => r.comparable), candidates: chosen.length };
}
