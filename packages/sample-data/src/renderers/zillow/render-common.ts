/** Pieces of a sample listing that a Zillow search card and detail page both show. */
import { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { detailPath, dollars, monthDay, roundTo, streetWithUnit } from './format.js';

/**
 * Zillow's zpid is numeric; the pages write it as a number in some places and a string in
 * others. A sample id that is not a number stays a string rather than becoming a wrong number.
 */
export function zpidValue(listing: SampleListing): number | string {
  const n = Number(listing.native_id);
  return /^\d+$/.test(listing.native_id) && Number.isSafeInteger(n) ? n : listing.native_id;
}

export function street(listing: SampleListing): string {
  return streetWithUnit(listing.address.line1, listing.address.unit);
}

export function hdpPath(listing: SampleListing): string {
  const { city, region, postal_code } = listing.address;
  return detailPath(street(listing), city, region, postal_code, listing.native_id);
}

/** Zillow pins carry six decimals. */
export function pin(listing: SampleListing): { latitude: number; longitude: number } {
  return { latitude: roundTo(listing.latitude, 6), longitude: roundTo(listing.longitude, 6) };
}

export interface LastChange {
  day: string;
  /** New price minus the one before. */
  change: number;
  /** Search-card text for a cut: "$10,000 (Oct 12)". */
  reductionText?: string;
}

/** The latest price change in the listing's history, as a search card summarises it. */
export function lastPriceChange(listing: SampleListing): LastChange | undefined {
  const history = listing.price_history;
  const last = history[history.length - 1];
  const before = history[history.length - 2];
  if (!last || !before || last.event !== 'price_changed') return undefined;
  const day = zillow.isoDay(last.date);
  if (!day) return undefined;
  const change = last.price - before.price;
  return change < 0 ? { day, change, reductionText: `${dollars(-change)} (${monthDay(day)})` } : { day, change };
}

export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 86_400_000)) : 0;
}

// One table of MLSs for both US portals (realtor.com shows the same MLS listing).
export { mlsName } from '../mls.js';

export const BUILD_ID = 'zillow-replay-build';

