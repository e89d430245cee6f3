/**
 * What the renderer shows of each listing, decided from its native id so every run renders
 * the same payloads. The shares follow what ImmoScout24 listings do: many hide the exact
 * address, a few give the price only on request or no living area, and German room counts
 * often include a half room.
 */
import type { Feature, SampleListing } from '../../model.js';
import { hashOf, oneIn } from '../choices.js';
import type { TypeVariants } from './realestate-types.js';

export function hidesAddress(listing: SampleListing): boolean {
  return oneIn(listing, 'address', 3);
}

export function hidesPrice(listing: SampleListing): boolean {
  return oneIn(listing, 'price', 15);
}

export function hidesArea(listing: SampleListing): boolean {
  return oneIn(listing, 'area', 12);
}

/**
 * German "Zimmer" count the main rooms, living room included, and a small room as half. A
 * German listing states them; for a home abroad ImmoScout's agents count them the German way.
 */
export function zimmerOf(listing: SampleListing): number {
  if (listing.rooms !== undefined) return listing.rooms;
  const half = listing.bedrooms > 0 && oneIn(listing, 'half-room', 4) ? 0.5 : 0;
  return listing.bedrooms + 1 + half;
}

/** Whether the listing has a feature: stated by the listing, or else a fair guess. */
export function hasFeature(listing: SampleListing, feature: Feature, oneInN: number): boolean {
  return listing.features ? listing.features.includes(feature) : oneIn(listing, feature, oneInN);
}

export function typeVariants(listing: SampleListing): TypeVariants {
  const a = hashOf(listing.native_id, 'apartment') % 12;
  const h = hashOf(listing.native_id, 'house') % 8;
  return {
    apartment: a === 0 ? 'ROOF_STOREY' : a === 1 ? 'PENTHOUSE' : a === 2 ? 'MAISONETTE' : a === 3 ? 'GROUND_FLOOR' : 'APARTMENT',
    house: h === 0 ? 'VILLA' : h === 1 ? 'BUNGALOW' : 'SINGLE_FAMILY_HOUSE',
    terrace: oneIn(listing, 'terrace', 3) ? 'END_TERRACE_HOUSE' : 'MID_TERRACE_HOUSE',
  };
}

/** "Objektzustand" as code and label: new builds are Erstbezug, renovated homes Saniert. */
export function conditionOf(listing: SampleListing, referenceYear: number): { code: string; label: string } {
  const newBuild = listing.new_build ?? (listing.year_built !== undefined && listing.year_built >= referenceYear - 1);
  if (newBuild) return { code: 'first_time_use', label: 'Erstbezug' };
  if (listing.features?.includes('renovated')) return { code: 'refurbished', label: 'Saniert' };
  const h = hashOf(listing.native_id, 'condition') % 5;
  if (h === 0) return { code: 'refurbished', label: 'Saniert' };
  if (h === 1) return { code: 'need_of_renovation', label: 'Renovierungsbedürftig' };
  return { code: 'well_kept', label: 'Gepflegt' };
}

/** Buyer's commission as agents state it; a few listings are commission-free. */
export function commissionOf(listing: SampleListing): string | undefined {
  const h = hashOf(listing.native_id, 'courtage') % 6;
  if (h === 0) return undefined;
  return h % 2 === 0 ? '3,57 % inkl. MwSt.' : '2,38 % inkl. MwSt.';
}

/**
 * Where the pin goes when the address is hidden: ImmoScout shows the area, not the door, so
 * the point is moved up to a few hundred metres.
 */
export function blurredPin(listing: SampleListing): { latitude: number; longitude: number } {
  const dLat = ((hashOf(listing.native_id, 'lat') % 401) - 200) * 0.00001;
  const dLon = ((hashOf(listing.native_id, 'lon') % 401) - 200) * 0.00001;
  return { latitude: listing.latitude + dLat, longitude: listing.longitude + dLon };
}
