/**
 * What Zillow shows of a sample listing: the per-listing choices the renderer makes (areas
 * left out, lot units, a Zestimate or none). They are a pure function of the listing, so the
 * round-trip test can tell a fact Zillow withholds from one the parser lost.
 */
import type { SampleListing } from '../../model.js';
import { roundTo, wholeSquareFeet } from './format.js';
import { HOME_TYPES } from './terms.js';

export interface ZillowPresentation {
  homeType: string;
  /** Living area in whole square feet; undefined when the listing shows none. */
  livingAreaSqft?: number;
  lot?: { value: number; unit: 'sqft' | 'acres' };
  zestimate?: number;
}

/** A stable number in [0, 1) for one listing and one choice (FNV-1a), so renders repeat exactly. */
export function variant(nativeId: string, choice: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${nativeId}:${choice}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

// Zillow switches a lot from square feet to acres at about a quarter acre.
const ACRE_SQFT = 43_560;
const LOT_IN_ACRES_FROM_SQFT = ACRE_SQFT / 4;

export function zillowPresentation(listing: SampleListing): ZillowPresentation {
  const homeType = HOME_TYPES[listing.property_type];
  const out: ZillowPresentation = { homeType };
  // Lots have no living area; a few homes come from MLS feeds without one.
  const showsArea = homeType !== 'LOT' && listing.living_area_sqm > 0 && variant(listing.native_id, 'area') >= 0.06;
  if (showsArea) out.livingAreaSqft = wholeSquareFeet(listing.living_area_sqm);
  if (listing.plot_area_sqm !== undefined && listing.plot_area_sqm > 0) {
    const sqft = listing.plot_area_sqm / 0.09290304;
    out.lot = sqft >= LOT_IN_ACRES_FROM_SQFT ? { value: roundTo(sqft / ACRE_SQFT, 3), unit: 'acres' } : { value: Math.round(sqft), unit: 'sqft' };
  }
  if (listing.status !== 'sold' && homeType !== 'LOT' && variant(listing.native_id, 'zestimate') < 0.8) {
    const spread = 0.94 + 0.12 * variant(listing.native_id, 'zestimate-spread');
    out.zestimate = Math.round((listing.price * spread) / 100) * 100;
  }
  return out;
}
