/**
 * What Zoopla shows of a sample listing: the per-listing choices the renderer makes (which
 * generation of the site a page was recorded from, whether the agent gave the house number and
 * the UPRN, how the area is stated, the price qualifier). A pure function of the listing, so the
 * round-trip test can tell a fact Zoopla withholds from one the parser lost.
 */
import type { zoopla } from '@estate/native-formats';
import type { PropertySubtype, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';
import { hashOf } from '../choices.js';
import { plotAddress } from '../uk-plot.js';

export type Generation = 'rsc' | 'next_data';

export interface ZooplaPresentation {
  /** Detail pages recorded before late 2024 carry `__NEXT_DATA__`; later ones RSC flight chunks. */
  generation: Generation;
  propertyType: zoopla.PropertyTypeKey;
  /** `pricing.qualifier`, or null. */
  qualifier: zoopla.PriceQualifierKey | null;
  /** Living area in whole sq ft, and where the page states it (`floorArea`, `ingested.sizeSqft`), or none. */
  area?: { sqft: number; where: 'floorArea' | 'ingested' };
  /** `location.propertyNumberOrName` ("9", "Flat 3, 120"): null where the agent hid it, and on `__NEXT_DATA__` pages. */
  numberOrName: string | null;
  /** The street without the number. */
  streetName: string;
  /** The UPRN of the home's address, where the page carries it (RSC pages whose agent gave the address). */
  uprn: string | null;
  outcode: string;
  incode: string;
}

const SUBTYPES: Readonly<Record<PropertySubtype, zoopla.PropertyTypeKey>> = {
  flat: 'flat', ground_floor: 'flat', top_floor: 'flat', duplex: 'maisonette', maisonette: 'maisonette', studio: 'studio', penthouse: 'penthouse',
  terraced: 'terraced', end_of_terrace: 'end_terrace', semi_detached: 'semi_detached', detached: 'detached', bungalow: 'bungalow',
  townhouse: 'town_house', single_family: 'detached', condo: 'flat', co_op: 'flat', multi_family: 'detached', manufactured: 'bungalow', villa: 'detached',
  country_house: 'detached', mansion: 'flat',
};

/** A stable number in [0, 1) for one listing and one choice. */
const chance = (listing: SampleListing, choice: string) => hashOf(listing.native_id, choice) / 2 ** 32;

/** The street line's number and street: "12 Upper Street" → ["12", "Upper Street"]. */
function splitLine(line1: string): { number?: string; street: string } {
  const m = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(line1.trim());
  return m ? { number: m[1] as string, street: m[2] as string } : { street: line1.trim() };
}

/**
 * A twelve-digit UPRN for an address: one per dwelling (the street line, the flat and the
 * postcode), so every listing of one home carries the same, and the flat next door another.
 */
export function uprnOf(listing: SampleListing): string {
  const a = listing.address;
  return String(100_000_000_000 + (hash32(`${a.line1}|${a.unit ?? ''}|${a.postal_code}`) % 900_000_000) * 100 + (hash32(a.postal_code) % 100));
}

export function zooplaPresentation(listing: SampleListing): ZooplaPresentation {
  const generation: Generation = chance(listing, 'generation') < 0.2 ? 'next_data' : 'rsc';
  const { number, street } = splitLine(listing.address.line1);
  const hidden = chance(listing, 'number') < 0.3;
  const shownNumber = number === undefined ? null : listing.address.unit ? `${listing.address.unit}, ${number}` : number;
  const q = chance(listing, 'qualifier');
  const a = chance(listing, 'area');
  const sqft = Math.round(listing.living_area_sqm * 10.7639);
  const [outcode = '', incode = ''] = listing.address.postal_code.split(' ');
  return {
    generation,
    propertyType: SUBTYPES[listing.property_subtype ?? 'flat'],
    qualifier: q < 0.2 ? 'offers_over' : q < 0.3 ? 'guide_price' : null,
    ...(a < 0.45 ? { area: { sqft, where: 'floorArea' as const } } : a < 0.7 ? { area: { sqft, where: 'ingested' as const } } : {}),
    numberOrName: generation === 'next_data' || hidden ? null : shownNumber,
    streetName: street,
    uprn: generation === 'rsc' && chance(listing, 'uprn') < 0.8 ? uprnOf(listing) : null,
    outcode,
    incode,
  };
}

/** "4 bed semi-detached house for sale", "Studio for sale": Zoopla's boilerplate title, the listing's own (written by the generator in Zoopla's words). */
export function zooplaTitle(listing: SampleListing): string {
  return listing.title;
}

/** "Upper Street, London N1": street, town and outward code, never the number. */
export function displayAddress(listing: SampleListing, shown: ZooplaPresentation): string {
  const address = `${shown.streetName}, ${listing.address.city} ${shown.outcode}`;
  // A new build's ad names its plot (uk-plot.ts).
  return listing.new_build && listing.country === 'GB' ? plotAddress(address, listing) : address;
}

/** The status words a page shows: none while available. */
export function statusLabel(listing: SampleListing): string | null {
  switch (listing.status) {
    case 'under_offer':
      return 'Under offer';
    case 'pending':
    case 'sold':
      return 'Sold subject to contract';
    default:
      return null;
  }
}

/** `adTargeting.listingStatus`: `for_sale`, `under_offer`, `sold` (the last seen on an expired 2023 page). */
export function listingStatus(listing: SampleListing): string {
  return listing.status === 'active' ? 'for_sale' : listing.status === 'under_offer' ? 'under_offer' : 'sold';
}

/** Zoopla branches are "Brand - Town" ("Dexters - Islington", "Chancellors - Headington"). */
export function branchName(listing: SampleListing): string {
  return `${listing.agency.name} - ${listing.address.district ?? listing.address.city}`;
}

export function branchDetailsUri(listing: SampleListing): string {
  const slug = `${branchName(listing)} ${listing.address.city}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `/find-agents/branch/${slug}-${listing.agency.native_id}/`;
}

/** The image's filename: its URL's last segment. */
export function filenameOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}
