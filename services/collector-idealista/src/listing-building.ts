/**
 * The building an idealista flat names: its street and number in its town, through the kit's
 * listing-building rule. A hidden address (`showAddress: false`) has already lost its street
 * line in `addressOf`, so it names none. idealista states the floor (`floor`: a number, or a
 * code for the floors with a name) but never the door, so the unit is the listing itself,
 * labelled with its floor as idealista's pages print it.
 */
import { listingInBuilding } from '@estate/collector-kit';
import type { ListingObserved, Observation } from '@estate/events';

// idealista's codes for the floors that have a name.
const NAMED_FLOORS: Readonly<Record<string, string>> = { bj: 'bajo', en: 'entreplanta', ss: 'semisótano', st: 'sótano' };

/** "3" → "planta 3", "bj" → "bajo"; another code is kept as stated. */
export function floorLabel(floor: string): string {
  const code = floor.trim().toLowerCase();
  return /^-?\d+$/.test(code) ? `planta ${code}` : (NAMED_FLOORS[code] ?? floor);
}

/** An ad's listing observation, with its building and unit when it shows street and number. */
export function listingObservations(listing: ListingObserved): Observation[] {
  const floor = listing.extensions?.['floor'];
  return listingInBuilding(listing, typeof floor === 'string' && floor.trim() !== '' ? { floor: floorLabel(floor) } : {});
}
