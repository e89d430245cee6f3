/**
 * What the renderer shows of each listing, decided from its native id so every run renders
 * the same payloads. The shares follow what idealista ads do: some hide the exact address,
 * a few give no price ("A consultar") or no area, flats come as penthouses, duplexes, studios.
 */
import type { SampleListing } from '../../model.js';
import { hashOf, oneIn } from '../choices.js';
import type { FlatVariant } from './property-terms.js';

export function hidesAddress(listing: SampleListing): boolean {
  return oneIn(listing, 'address', 4);
}

export function hidesPrice(listing: SampleListing): boolean {
  return oneIn(listing, 'price', 15);
}

export function hidesArea(listing: SampleListing): boolean {
  return oneIn(listing, 'area', 12);
}

export function flatVariant(listing: SampleListing): FlatVariant {
  if (listing.bedrooms === 0) return 'studio';
  const h = hashOf(listing.native_id, 'flat') % 10;
  return h === 0 ? 'penthouse' : h === 1 ? 'duplex' : 'flat';
}

/**
 * The property's condition in idealista's words: new builds are `newdevelopment`, a home the
 * listing calls renovated is `good`, and some older ones are sold "para reformar" (`renew`).
 */
export function condition(listing: SampleListing, referenceYear: number): string {
  const newBuild = listing.new_build ?? (listing.year_built !== undefined && listing.year_built >= referenceYear - 1);
  if (newBuild) return 'newdevelopment';
  if (listing.features?.includes('renovated')) return 'good';
  return oneIn(listing, 'condition', 5) ? 'renew' : 'good';
}

export function isExterior(listing: SampleListing): boolean {
  return !oneIn(listing, 'exterior', 5);
}

/** Whether the building has a lift: the listing says so, or else a fair guess. */
export function hasLift(listing: SampleListing): boolean {
  return listing.features ? listing.features.includes('lift') : hashOf(listing.native_id, 'lift') % 3 !== 0;
}

/** Floor of a flat as idealista writes it: a number, or `bj` (bajo) for the ground floor. */
export function floorOf(listing: SampleListing): string {
  const floor = listing.floor ?? hashOf(listing.native_id, 'floor') % 9;
  return floor <= 0 ? 'bj' : String(floor);
}

/**
 * Where the pin goes when the address is hidden: idealista moves it up to a couple of hundred
 * metres, so the map shows the area and not the door.
 */
export function blurredPin(listing: SampleListing): { latitude: number; longitude: number } {
  const dLat = ((hashOf(listing.native_id, 'lat') % 401) - 200) * 0.00001;
  const dLon = ((hashOf(listing.native_id, 'lon') % 401) - 200) * 0.00001;
  return { latitude: listing.latitude + dLat, longitude: listing.longitude + dLon };
}
