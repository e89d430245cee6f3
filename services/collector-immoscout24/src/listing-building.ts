/**
 * The building an ImmoScout24 flat names: street and house number (shown only when the
 * advertiser shows the full address; otherwise the exposé has no street) in its postcode,
 * through the kit's listing-building rule. The exposé's "Etage" ("3 von 5", "EG") gives the
 * floor, a label of the unit, and the building's floors; it never names the flat, so the unit
 * is the listing itself.
 */
import { listingInBuilding, type StatedPremises } from '@estate/collector-kit';
import type { ListingObserved, Observation } from '@estate/events';

// "3 von 5", "EG von 4", "3", "EG", "DG": the floor, then the building's floors when stated.
const ETAGE = /^\s*(\S+?)\.?(?:\s+von\s+(\d+))?\s*$/i;

/** The floor and floor count an "Etage" states: "3 von 5" → floor "3. Etage", 5 floors; "EG" → "EG". */
export function etageOf(etage: string | undefined): Pick<StatedPremises, 'floor' | 'floors'> {
  const m = ETAGE.exec(etage ?? '');
  if (!m?.[1]) return {};
  const floor = /^-?\d+$/.test(m[1]) ? `${m[1]}. Etage` : m[1];
  return m[2] !== undefined ? { floor, floors: Number(m[2]) } : { floor };
}

/** A listing's observation, with its building and unit when it shows street and house number. */
export function listingObservations(listing: ListingObserved, stated: { addressHidden?: boolean | undefined; etage?: string | undefined } = {}): Observation[] {
  return listingInBuilding(listing, { addressHidden: stated.addressHidden, ...etageOf(stated.etage) });
}
