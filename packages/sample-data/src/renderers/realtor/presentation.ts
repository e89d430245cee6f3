/**
 * What realtor.com shows of a sample listing: the per-listing choices the renderer makes, where
 * the same home differs from its Zillow listing (second-portals.md §6.2) — bath counts by another
 * rule, a living area a few per cent off (MLS against public record), the office's name written
 * another way, the unit as "Unit 1B" (and its code turned round in the permalink), an MLS
 * number that is sometimes another MLS's or none. A pure function of the listing, so the
 * round-trip test can tell a fact realtor.com words differently from one the parser lost.
 */
import { realtor } from '@estate/native-formats';
import type { PropertySubtype, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';
import { hashOf } from '../choices.js';
import { mlsNumber, mlsSourceId } from '../mls.js';

export interface RealtorPresentation {
  propertyId: string;
  /** `…_San-Francisco_CA_94115_M20341-51800`. */
  permalink: string;
  type: realtor.PropertyType;
  subType: string | null;
  /** The street line without the unit, and the unit as realtor.com writes it ("Unit 4B"), or null. */
  line: string;
  unit: string | null;
  bathsFull: number;
  bathsHalf: number;
  /** "2.5", "3", and "6+" from six bathrooms on. */
  bathsConsolidated: string;
  /** Whole sq ft as the MLS states it; undefined for land. */
  sqft: number | undefined;
  lotSqft: number | undefined;
  /** The office as realtor.com's feed names it ("Compass", "Compass - Brooklyn Brokerage"). */
  office: string;
  /** `source.id` and `source.listing_id`; the number is null for a listing fed without one (a builder's feed). */
  mlsId: string;
  mlsNumber: string | null;
}

const SUBTYPES: Readonly<Record<PropertySubtype, [realtor.PropertyType, string | null]>> = {
  single_family: ['single_family', null], condo: ['condos', 'condo'], co_op: ['coop', 'coop'], townhouse: ['townhomes', 'townhouse'],
  multi_family: ['multi_family', null], manufactured: ['mobile', null],
  flat: ['condos', 'condo'], maisonette: ['condos', 'condo'], studio: ['condos', 'condo'], penthouse: ['condos', 'condo'], duplex: ['condos', 'condo'],
  ground_floor: ['condos', 'condo'], top_floor: ['condos', 'condo'], mansion: ['condos', 'condo'],
  terraced: ['townhomes', 'townhouse'], end_of_terrace: ['townhomes', 'townhouse'], semi_detached: ['single_family', null], detached: ['single_family', null],
  bungalow: ['single_family', null], villa: ['single_family', null], country_house: ['single_family', null],
};

/** A stable number in [0, 1) for one listing and one choice. */
const chance = (listing: SampleListing, choice: string) => hashOf(listing.native_id, choice) / 2 ** 32;

const SQFT_PER_SQM = 1 / 0.09290304;

/** The unit's letters and digits ("Apt 4B", "#401", "Unit 205" → "4B", "401", "205"). */
function unitCode(unit: string): string {
  return unit.replace(/^\s*(?:apt|unit|ste|suite|#)\.?\s*/i, '').replace(/^#/, '').trim();
}

/** "4B" → "B4": realtor.com's permalinks turn a number-letter unit round ("Unit 1B" in the address, "B1" in the URL). */
function permalinkUnit(code: string): string {
  const m = /^(\d+)([A-Za-z])$/.exec(code);
  return m ? `${m[2] as string}${m[1] as string}` : code;
}

const slug = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** realtor.com's property id: ten digits, one per property it knows (the permalink's `M12345-67890`). */
export function propertyIdOf(listing: SampleListing): string {
  return String(1_000_000_000 + (hash32(`rdc-property|${listing.native_id}`) % 3_000_000_000));
}

/** Office names as another feed writes them: suffixes come and go (§6.2: "Sotheby's International Realty - San Francisco Brokerage"). */
function officeName(listing: SampleListing): string {
  const r = chance(listing, 'office');
  const place = listing.address.district ?? listing.address.city;
  if (r < 0.3) return `${listing.agency.name} - ${place} Brokerage`;
  if (r < 0.45) return `${listing.agency.name}, Inc.`;
  return listing.agency.name;
}

function baths(total: number): Pick<RealtorPresentation, 'bathsFull' | 'bathsHalf' | 'bathsConsolidated'> {
  const full = Math.floor(total);
  const half = total > full ? 1 : 0;
  const shown = half ? `${full}.5` : `${full}`;
  return { bathsFull: full, bathsHalf: half, bathsConsolidated: full >= 6 ? `${shown}+` : shown };
}

export function realtorPresentation(listing: SampleListing): RealtorPresentation {
  const [type, subType] = listing.property_type === 'land' ? (['land', null] as const) : (SUBTYPES[listing.property_subtype ?? 'single_family'] ?? ['single_family', null]);
  const code = listing.address.unit ? unitCode(listing.address.unit) : '';
  const unit = code === '' ? null : `Unit ${code}`;
  const { city, region, postal_code } = listing.address;
  const propertyId = propertyIdOf(listing);
  const permalinkStreet = slug(code === '' ? listing.address.line1 : `${listing.address.line1} ${permalinkUnit(code)}`);
  const permalink = `${permalinkStreet}_${slug(city)}_${region}_${postal_code}_${realtor.propertyIdTail(propertyId)}`;
  // The MLS's living area and the public record's differ by a per cent or three on many homes.
  const drift = chance(listing, 'sqft') < 0.6 ? (chance(listing, 'sqft-by') - 0.5) * 0.06 : 0;
  const sqft = type === 'land' ? undefined : Math.round(listing.living_area_sqm * SQFT_PER_SQM * (1 + drift));
  const lotSqft = listing.plot_area_sqm ? Math.round(listing.plot_area_sqm * SQFT_PER_SQM) : undefined;
  // A builder's feed carries no MLS number; a home near an MLS border is listed in the neighbouring MLS too.
  const builderFeed = listing.new_build === true && chance(listing, 'builder') < 0.5;
  const otherMls = !builderFeed && chance(listing, 'other-mls') < 0.06;
  return {
    propertyId,
    permalink,
    type,
    subType,
    line: listing.address.line1,
    unit,
    ...baths(listing.bathrooms),
    sqft,
    lotSqft,
    office: officeName(listing),
    mlsId: otherMls ? `XM${region}` : mlsSourceId(listing),
    mlsNumber: builderFeed ? null : mlsNumber(listing, otherMls ? '|other-mls' : ''),
  };
}

/**
 * The search generation a results page was recorded from: every third page from the 2021 site
 * (`searchResults.home_search`), whose results name the MLS but not the MLS number.
 */
export type SearchGeneration = 'properties' | 'home_search';

export function searchGeneration(page: number): SearchGeneration {
  return page % 3 === 0 ? 'home_search' : 'properties';
}
