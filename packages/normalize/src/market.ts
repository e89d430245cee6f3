/**
 * Markets: the places series are about, and their service ids. A source's region and a place of
 * the service's own listings are one market when they are one place, so both sides build the
 * same key from the same fields: a Zillow Research City row (`RegionName`, `State`) and a
 * Houston listing (`city`, `region`) both give (US, tx, houston).
 */
import type { MarketKind } from '@estate/contract/vocabulary';
import { makeId } from './ids.js';

export interface MarketPlaceParts {
  /** A MarketKind; any other level has no key (events carry the kind as an open vocabulary). */
  kind: MarketKind | (string & {});
  country: string;
  region?: string | undefined;
  city?: string | undefined;
  /** A neighbourhood's name (kind `district`). */
  district?: string | undefined;
  postal_code?: string | undefined;
}

const fold = (text: string | undefined): string => (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The postal district a postal code belongs to: a GB postcode's outward code (`SW4 7AB` → `SW4`),
 * elsewhere the code itself without spaces (`28001`, `1060032`). GB series and listings are
 * compared by outward code because that is the unit the listings' portals show.
 */
export function postalDistrict(country: string, postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  if (country.toUpperCase() === 'GB') return code.split(/\s+/)[0] ?? code;
  return code.replace(/[\s-]/g, '');
}

/**
 * The identifying parts of a place, or undefined when a part its kind needs is missing. A US
 * city keeps its state (the country has a Springfield in most of them, and every source names
 * the state); elsewhere a city is its name in the country, because sources disagree on the
 * region around it (a province for one portal, the autonomous community for another).
 */
export function marketKey(place: MarketPlaceParts): string[] | undefined {
  const country = place.country.trim().toUpperCase();
  const need = (...values: (string | undefined)[]) => values.every((v) => fold(v) !== '');
  switch (place.kind) {
    case 'country':
      return [country];
    case 'region':
      return need(place.region) ? [country, fold(place.region)] : undefined;
    case 'city':
      if (country === 'US') return need(place.region, place.city) ? [country, fold(place.region), fold(place.city)] : undefined;
      return need(place.city) ? [country, fold(place.city)] : undefined;
    case 'district':
      return need(place.city, place.district) ? [country, fold(place.city), fold(place.district)] : undefined;
    case 'postal_code':
      return need(place.postal_code) ? [country, postalDistrict(country, place.postal_code ?? '')] : undefined;
    default:
      return undefined;
  }
}

/** `mkt_…` of a place, or undefined when the place lacks what its kind needs. */
export function marketId(place: MarketPlaceParts): string | undefined {
  const key = marketKey(place);
  return key === undefined ? undefined : makeId('mkt', place.kind, ...key);
}
