/**
 * What fotocasa shows of a sample listing: the per-listing choices the renderer makes (the front
 * end a page was recorded from, whether the advertiser shows the address or only the
 * neighbourhood, whether the advertiser and its reference are shown). A pure function of the
 * listing, so the round-trip test can tell a fact fotocasa withholds from one the parser lost.
 *
 * Shares follow second-portals.md §3 and §6.3: addresses are neighbourhood-level on most ads
 * (5 of the 31 saved Córdoba cards give a street and number, with `accuracy` 1); the agency
 * reference is captured on 88 % of fotocasa sale ads (inmo-tool#628); one ad in ten of the
 * saved page is a private seller's, and the same home shows its agency on one portal only.
 */
import { fotocasa } from '@estate/native-formats';
import { agencyReference } from '../../agency-reference.js';
import type { PropertySubtype, SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';

export type Generation = 'legacy' | 'v2';

export interface FotocasaPresentation {
  /** Detail pages recorded from the newer front end carry `realEstateAdDetailEntityV2` beside `realEstate`. */
  generation: Generation;
  subtype: fotocasa.Subtype;
  /** The advertiser shows street and number (`accuracy` 1, an exact point). */
  exact: boolean;
  /** Without the number: the street's name in capitals before the neighbourhood (" CANTABRICO, Arroyo del Moro - Noreña"), or the neighbourhood alone. */
  streetName: string | null;
  /** The point the page gives: the listing's own when exact, else an approximate point 40–160 m off. */
  latitude: number;
  longitude: number;
  /** The advertiser's name and id are on the page. */
  agencyShown: boolean;
  /** The advertiser's reference for the home, where the page shows it. */
  reference: string | null;
  /** Built area in whole m² (`surface`). */
  surface: number;
}

const SUBTYPES: Readonly<Record<PropertySubtype, fotocasa.Subtype>> = {
  flat: 'Flat', ground_floor: 'Flat', top_floor: 'Flat', condo: 'Flat', co_op: 'Flat', mansion: 'Flat', maisonette: 'Duplex', duplex: 'Duplex',
  studio: 'Study', penthouse: 'Attic', detached: 'House_Chalet', villa: 'House_Chalet', single_family: 'House_Chalet', bungalow: 'House_Chalet',
  manufactured: 'House_Chalet', multi_family: 'House_Chalet', semi_detached: 'SemidetachedHouse', terraced: 'TerracedHouse', end_of_terrace: 'TerracedHouse',
  townhouse: 'TerracedHouse', country_house: 'CountryHouse',
};

/** A stable number in [0, 1) for one listing and one choice. */
const chance = (listing: SampleListing, choice: string): number => hashOf(listing.native_id, `fotocasa-${choice}`) / 2 ** 32;

/** The street of a line without its number: "Calle de Alcalá, 45" → "Calle de Alcalá". */
export function streetOf(line1: string): string {
  return line1.replace(/[,\s]+\d+[A-Za-z]?\s*$/, '').trim();
}

/** `p` moved `metres` towards `bearing` (radians). */
function moved(lat: number, lon: number, metres: number, bearing: number): { lat: number; lon: number } {
  const dLat = (metres * Math.cos(bearing)) / 111_320;
  const dLon = (metres * Math.sin(bearing)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lon: Math.round((lon + dLon) * 1e6) / 1e6 };
}

export function fotocasaPresentation(listing: SampleListing): FotocasaPresentation {
  const exact = chance(listing, 'exact') < 0.2;
  const point = exact ? { lat: listing.latitude, lon: listing.longitude } : moved(listing.latitude, listing.longitude, 40 + 120 * chance(listing, 'blur'), 2 * Math.PI * chance(listing, 'bearing'));
  const agencyShown = chance(listing, 'agency') >= 0.1;
  return {
    generation: chance(listing, 'generation') < 0.25 ? 'legacy' : 'v2',
    subtype: SUBTYPES[listing.property_subtype ?? (listing.property_type === 'apartment' ? 'flat' : 'detached')],
    exact,
    streetName: !exact && chance(listing, 'street') < 0.45 ? streetOf(listing.address.line1).toUpperCase() : null,
    latitude: point.lat,
    longitude: point.lon,
    agencyShown,
    reference: agencyShown && chance(listing, 'reference') < 0.88 ? agencyReference(listing) : null,
    surface: Math.round(listing.living_area_sqm),
  };
}

/** Every third results page was recorded from the legacy front end (no `resultsV2`). */
export function searchGeneration(page: number): Generation {
  return page % 3 === 0 ? 'legacy' : 'v2';
}

/** `location` as cards and `realEstate` show it: street and number (exact), the street's name, or the neighbourhood. */
export function locationText(listing: SampleListing, shown: FotocasaPresentation): string {
  const neighbourhood = listing.address.district ?? listing.address.city;
  if (shown.exact) return `${listing.address.line1}, ${neighbourhood}`;
  return shown.streetName === null ? neighbourhood : ` ${shown.streetName}, ${neighbourhood}`;
}

/** "385.000 €": the card's price, in Spanish thousands. */
export function euros(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;
}

/** "+34957488346": fotocasa writes phone numbers without spaces. */
export function compactPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

const SLUG_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['air_conditioning', 'aire-acondicionado'], ['parking', 'parking'], ['garden', 'jardin'], ['terrace', 'terraza'],
  ['storage', 'trastero'], ['lift', 'ascensor'], ['pool', 'piscina'],
];

/** The detail path's words: the ad's features in fotocasa's order ("aire-acondicionado-parking-…-ascensor-piscina"). */
export function featureSlug(listing: SampleListing): string {
  const has = new Set(listing.features ?? []);
  const words = SLUG_WORDS.filter(([f]) => has.has(f as never)).map(([, w]) => w);
  return words.length > 0 ? words.join('-') : 'vivienda';
}

/** The town's location segment: sample towns are provincial capitals ("cordoba-capital"). */
export function townSlug(listing: SampleListing): string {
  return `${fotocasa.locationSlug(listing.address.city)}-capital`;
}

export function detailPathOf(listing: SampleListing): string {
  return fotocasa.detailPath(listing.native_id, townSlug(listing), featureSlug(listing));
}
