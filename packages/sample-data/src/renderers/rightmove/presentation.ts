/**
 * What Rightmove shows of a sample listing: the per-listing choices the renderer makes (the
 * agent's price qualifier, POA, sizes left out, the sub-type word). They are a pure function
 * of the listing, so the round-trip test can tell a fact Rightmove withholds from one the
 * parser lost.
 */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { isAuctionLot } from './auction.js';
import { roundTo } from './format.js';
import { OVERSEAS_SUB_TYPES, OVERSEAS_SUBTYPE_WORDS, SUB_TYPES } from './terms.js';

export interface RightmovePresentation {
  propertySubType: string;
  /** `displayPriceQualifier`: "", "Offers Over", "Guide Price", … */
  qualifier: string;
  /** Price on application: no figure is shown. */
  poa: boolean;
  /**
   * Living area as Rightmove's two sizings (whole sq ft and whole m²) and the unit the agent
   * gave it in, which is the one a search card shows: sq ft in the UK and the US, m² in
   * metric countries. Absent when the agent gave none.
   */
  size?: { sqft: number; sqm: number; unit: 'sqft' | 'sqm' };
  /**
   * A plot for sale, sized in acres. Overseas plots are assumed to be sized the same way (the
   * sample data has no overseas land to tell otherwise).
   */
  acres?: number;
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

const QUALIFIERS: ReadonlyArray<readonly [number, string]> = [
  [0.45, ''],
  [0.62, 'Offers Over'],
  [0.74, 'Guide Price'],
  [0.82, 'Offers in Excess of'],
  [0.9, 'Offers in Region of'],
  [0.94, 'Fixed Price'],
  [1, ''],
];

function subType(listing: SampleListing): string {
  const flat = listing.property_type === 'apartment' || listing.property_type === 'condo' || listing.property_type === 'co_op';
  if (flat && listing.bedrooms === 0) return 'Studio';
  if (rightmove.isOverseas(listing.country)) {
    const word = listing.property_subtype === undefined ? undefined : OVERSEAS_SUBTYPE_WORDS[listing.property_subtype];
    if (word !== undefined) return word;
  }
  const choices = (rightmove.isOverseas(listing.country) ? OVERSEAS_SUB_TYPES : SUB_TYPES)[listing.property_type];
  return choices[Math.floor(variant(listing.native_id, 'sub-type') * choices.length)] ?? 'Not Specified';
}

export function rightmovePresentation(listing: SampleListing): RightmovePresentation {
  const id = listing.native_id;
  // An auction lot always shows the auctioneer's guide.
  const lot = isAuctionLot(listing);
  const poa = !lot && variant(id, 'poa') < 0.05;
  const q = variant(id, 'qualifier');
  const qualifier = lot ? 'Guide Price' : poa ? '' : (QUALIFIERS.find(([limit]) => q < limit)?.[1] ?? '');
  const out: RightmovePresentation = { propertySubType: subType(listing), qualifier, poa };
  if (listing.property_type === 'land') {
    if (listing.plot_area_sqm !== undefined && listing.plot_area_sqm > 0) out.acres = roundTo(listing.plot_area_sqm / 4046.8564224, 2) || 0.01;
  } else if (listing.living_area_sqm > 0 && variant(id, 'size') >= 0.3) {
    if (rightmove.measuresInSqm(listing.country)) {
      // Agents abroad give whole m²; Rightmove derives the square feet from that figure.
      const sqm = Math.round(listing.living_area_sqm);
      if (sqm > 0) out.size = { sqft: Math.round(sqm / 0.09290304), sqm, unit: 'sqm' };
    } else {
      // Many UK agents publish no floor area; the rest give it in sq ft, which Rightmove also shows in m².
      out.size = { sqft: Math.round(listing.living_area_sqm / 0.09290304), sqm: Math.round(listing.living_area_sqm), unit: 'sqft' };
    }
  }
  return out;
}
