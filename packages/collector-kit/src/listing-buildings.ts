/**
 * The building an apartment listing names, where the platform has no building page of its own
 * (rightmove, idealista, ImmoScout24): a listing observation → the listing with its
 * `building_native_id`, one `building.observed` and the listing's flat as one `unit.observed`.
 *
 * A building is identified only where the listing states enough to name one, with the keys
 * property resolution uses (`@estate/normalize`'s property keys), so the rule is the same on
 * every platform:
 * - GB: a full postcode and the building's PAON (its house number, or its name when a flat in it
 *   is named: "Flat 4, Harbour Court"), as Land Registry keys a building (`placeRecord` without
 *   the SAON);
 * - elsewhere: street and house number in the street's neighbourhood (`streetLinkKey`: the postal
 *   code, or the town in Spain, where idealista shows no postcode).
 * A hidden address, a bare street, a postcode district or a house gives none. Buildings stay per
 * platform (the building id is platform + this native id); merging them across platforms is
 * property grouping's business.
 */
import { observation, type BuildingObserved, type ListingObserved, type Observation, type UnitObserved } from '@estate/events';
import { compactPostalCode, houseNumber, isFlatType, normalizeAddress, placeRecord, streetLinkKey, unitKey, withoutImplausible } from '@estate/normalize';
import { compact } from './record-values.js';

/** What a listing states of its premises beyond its normalised address, read by each platform's collector. */
export interface StatedPremises {
  /** The platform says the advertiser hides the address (idealista `showAddress: false`, ImmoScout24 without `isFullAddress`). */
  addressHidden?: boolean | undefined;
  /** The street line with its house number, where the listing's address has none (rightmove's display address). */
  line1?: string | undefined;
  /** GB: the building's name, when a flat in it is named ("Flat 4, Harbour Court"). */
  buildingName?: string | undefined;
  /** The flat as stated ("Flat 4", "Apartment 24"): names one dwelling of the building. */
  flat?: string | undefined;
  /** The floor as stated ("3", "bj", "EG", "3 von 5"): a label only, as several flats share a floor. */
  floor?: string | undefined;
  /** Floors of the building, when stated. */
  floors?: number | undefined;
}

export interface PlacedListing {
  /** The listing, with `building_native_id` when it names a building. */
  listing: ListingObserved;
  /** The building and the listing's unit in it; empty when the listing names no building. */
  observations: Observation[];
}

const GB_FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

interface Named {
  nativeId: string;
  line1?: string | undefined;
  name?: string | undefined;
}

/** The building's native id and street line, or undefined when the listing does not state enough to name one. */
function nameBuilding(listing: ListingObserved, stated: StatedPremises): Named | undefined {
  const address = listing.property.address;
  const line1 = stated.line1 ?? address?.line1;
  const country = listing.country.toUpperCase();
  if (country === 'GB') {
    const postcode = compactPostalCode(address?.postal_code);
    const number = houseNumber(line1);
    const name = stated.flat !== undefined ? stated.buildingName : undefined;
    const paon = number !== '' ? number : name;
    if (!GB_FULL_POSTCODE.test(postcode) || paon === undefined || paon === '') return undefined;
    const placed = placeRecord({ country, gb: { postcode, paon, street: number !== '' ? line1 : undefined } });
    return placed && { nativeId: placed.key.join('|'), line1: number !== '' ? line1 : name, name };
  }
  const number = houseNumber(line1);
  const street = streetLinkKey(country, address?.postal_code, line1, address?.city);
  if (number === '' || street === undefined) return undefined;
  return { nativeId: `${street}|${number}`, line1 };
}

/**
 * The listing placed in the building it names: the listing with its `building_native_id`, the
 * building, and its unit (the flat when the listing names it, else the listing itself: a floor
 * alone does not tell two flats apart). Anything else, the listing unchanged and nothing more.
 */
export function placeInBuilding(listing: ListingObserved, stated: StatedPremises = {}): PlacedListing {
  const unchanged = { listing, observations: [] };
  if (stated.addressHidden === true || !isFlatType(listing.property.property_type)) return unchanged;
  const named = nameBuilding(listing, stated);
  if (!named) return unchanged;
  const { address, geometry, native_id: _native, ...facts } = listing.property;
  const where = normalizeAddress({ line1: named.line1, city: address?.city, region: address?.region, postal_code: address?.postal_code }, listing.country);
  const provenance = { retrieved_at: listing.retrieved_at, access_class: listing.access_class, country: listing.country };
  const building: BuildingObserved = compact({
    native_id: named.nativeId,
    name: named.name,
    address: where,
    // Only a pin on the door is the building's; a moved or approximate one marks an area.
    geometry: geometry?.precision === 'exact' ? geometry : undefined,
    // The year a flat was built is its building's.
    year_built: facts.year_built !== undefined && facts.year_built >= 1000 && facts.year_built <= 2200 ? facts.year_built : undefined,
    floors: stated.floors,
    ...provenance,
  });
  const flat = unitKey(stated.flat);
  const unit: UnitObserved = compact({
    building_native_id: named.nativeId,
    native_id: flat !== '' ? `flat:${flat}` : `listing:${listing.native_id}`,
    kind: 'physical_unit',
    label: stated.flat ?? stated.floor,
    // A unit's price is its listing's, judged as the listing is: a price that cannot be true keeps
    // its words and loses its amount here too (the listing's field_status says why).
    price: withoutImplausible(listing).price,
    property: compact({ ...facts, address: address && stated.flat !== undefined ? { ...address, unit: stated.flat } : address, geometry }),
    listing_native_id: listing.native_id,
    url: listing.url,
    ...provenance,
  });
  return { listing: { ...listing, building_native_id: named.nativeId }, observations: [observation('building', building), observation('unit', unit)] };
}

/** The listing's observation, followed by its building's and its unit's when it names a building. */
export function listingInBuilding(listing: ListingObserved, stated: StatedPremises = {}): Observation[] {
  const placed = placeInBuilding(listing, stated);
  return [observation('listing', placed.listing), ...placed.observations];
}
