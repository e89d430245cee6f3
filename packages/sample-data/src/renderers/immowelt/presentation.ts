/**
 * What immowelt shows of a sample listing: the per-listing choices its renderer makes (whether
 * the agent published the address, how the living space is rounded, whether the exposé states
 * the agency's Referenznummer). A pure function of the listing, so the round-trip test can tell
 * a fact immowelt withholds from one the parser lost.
 */
import { immowelt } from '@estate/native-formats';
import { agencyReference } from '../../agency-reference.js';
import type { PropertySubtype, SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';

type Estate = 'apartment' | 'house' | 'multiFamily';

export interface ImmoweltPresentation {
  /** The exposé's legacy uuid, in its `/expose/{uuid}` address. */
  legacyId: string;
  /** `isAddressPublished`: the street and a Point on the detail page; else the district and its outline. */
  published: boolean;
  estate: Estate;
  /** `rawData.propertySubType`, where immowelt states one. */
  subType?: string;
  /** "Wohnung", "Haus", "Mehrfamilienhaus": the first word of `hardFacts.title`. */
  estateWord: string;
  /** Living space as the page states it: whole square metres or one decimal ("75,4"). */
  livingSpace: number;
  /** The agency's object number, where the exposé lists it under `sections.key`. */
  reference: string | null;
}

const chance = (listing: SampleListing, choice: string) => hashOf(listing.native_id, choice) / 2 ** 32;

const SUBTYPES: Partial<Record<PropertySubtype, string>> = {
  flat: immowelt.PROPERTY_SUBTYPES.flat,
  ground_floor: immowelt.PROPERTY_SUBTYPES.groundFloor,
  top_floor: immowelt.PROPERTY_SUBTYPES.topFloor,
  maisonette: immowelt.PROPERTY_SUBTYPES.maisonette,
  penthouse: immowelt.PROPERTY_SUBTYPES.penthouse,
  detached: immowelt.PROPERTY_SUBTYPES.detached,
  semi_detached: immowelt.PROPERTY_SUBTYPES.semiDetached,
  terraced: immowelt.PROPERTY_SUBTYPES.terraced,
  multi_family: immowelt.PROPERTY_SUBTYPES.multiFamily,
  villa: immowelt.PROPERTY_SUBTYPES.villa,
};

const WORDS: Readonly<Record<Estate, string>> = { apartment: 'Wohnung', house: 'Haus', multiFamily: 'Mehrfamilienhaus' };

function estateOf(listing: SampleListing): Estate {
  if (listing.property_type === 'multi_family') return 'multiFamily';
  return listing.property_type === 'apartment' || listing.property_type === 'condo' ? 'apartment' : 'house';
}

/** A uuid drawn from the Online-ID: immowelt's own older key of the exposé. */
export function legacyIdOf(onlineId: string): string {
  const h = [0, 1, 2, 3].map((i) => hashOf(onlineId, `legacy-${i}`).toString(16).padStart(8, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function immoweltPresentation(listing: SampleListing): ImmoweltPresentation {
  const estate = estateOf(listing);
  const subtype = listing.property_subtype === undefined ? undefined : SUBTYPES[listing.property_subtype];
  // Agents round the living space for immowelt's form: whole square metres or one decimal.
  const livingSpace = chance(listing, 'area') < 0.45 ? Math.round(listing.living_area_sqm) : Math.round(listing.living_area_sqm * 10) / 10;
  return {
    legacyId: legacyIdOf(listing.native_id),
    // Fewer than half of the addresses are published (fredy's Berlin cards: none of two; Homiio: two of three).
    published: chance(listing, 'address') < 0.45,
    estate,
    ...(subtype === undefined ? {} : { subType: subtype }),
    estateWord: WORDS[estate],
    livingSpace,
    // Most offices send their object number with the exposé; private sellers and some CRMs do not.
    reference: chance(listing, 'reference') < 0.85 ? agencyReference(listing) : null,
  };
}

/** "75,4", "93", "2.474.300": numbers as immowelt writes them (decimal comma, dot thousands). */
export function germanNumber(value: number, decimals = 0): string {
  return value.toLocaleString('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: decimals, useGrouping: true });
}
