/**
 * The premises a Rightmove display address states before its town: agents usually write the
 * street alone ("Kew Road, Richmond, TW9"), but for a flat sometimes the flat and the building,
 * by number or by name ("Flat 4, 12 Abbey Road, …", "Flat 4, Harbour Court, …", "44 Pollokshaws
 * Road, Glasgow, G41 8JG"). What is stated goes to the kit's listing-building rule, which decides
 * whether it names a building (a full postcode is needed too); a bare street states nothing.
 */
import { listingInBuilding, placeInBuilding, type PlacedListing, type StatedPremises } from '@estate/collector-kit';
import type { ListingObserved, Observation } from '@estate/events';
import { withoutPlot } from '@estate/normalize';

// A flat as agents write it: "Flat 4", "Apartment 24", "Flat A", "Ground Floor Flat".
const FLAT = /^(?:(?:flat|apartment|apt|maisonette|unit)\b\.?\s*[0-9a-z]{1,5}|(?:ground|first|second|third|top|lower|upper|basement)\s+floor\s+(?:flat|apartment|maisonette))$/i;
// A numbered street: "12 Abbey Road", "12A Abbey Road", "12-14 Abbey Road".
const NUMBERED_STREET = /^\d+[a-z]?(?:\s*-\s*\d+[a-z]?)?\s+\p{L}/iu;
// A segment naming no building: a postcode or a district code.
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;

/** What a UK display address states of the flat and its building (after a new build's "Plot 4, " lead); empty for anything else. */
export function premisesOf(displayAddress: string | undefined): StatedPremises {
  const segments = (withoutPlot(displayAddress) ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\.+$/, '').trim())
    .filter((s) => s !== '');
  const stated: StatedPremises = {};
  let i = 0;
  if (segments[i] !== undefined && FLAT.test(segments[i] as string)) stated.flat = segments[i++];
  const next = segments[i];
  if (next !== undefined && NUMBERED_STREET.test(next)) return { ...stated, line1: next };
  // A building's name is believed only beside a flat in it: alone, the segment is as likely the street.
  if (stated.flat === undefined || next === undefined || /\d/.test(next) || POSTCODE.test(next)) return stated;
  const after = segments[i + 1];
  return { ...stated, buildingName: next, ...(after !== undefined && NUMBERED_STREET.test(after) ? { line1: after } : {}) };
}

/** What a listing states of its premises: overseas display addresses name no house (agents leave the number out). */
function statedOf(listing: ListingObserved): StatedPremises {
  return listing.country === 'GB' ? premisesOf(listing.property.address?.original_text) : {};
}

/** A search card's listing observation, with its building and unit when its display address names the building. */
export function listingObservations(listing: ListingObserved): Observation[] {
  return listingInBuilding(listing, statedOf(listing));
}

/** A property page's listing placed in the building its display address names, if it names one. */
export function placeListing(listing: ListingObserved): PlacedListing {
  return placeInBuilding(listing, statedOf(listing));
}
