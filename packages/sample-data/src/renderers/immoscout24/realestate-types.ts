/**
 * How ImmoScout24 files a property for sale, from the service's property type: the result
 * list's `@xsi.type` (ApartmentBuy, HouseBuy, LivingBuySite) with its apartment or building
 * type, the exposé's German label ("Etagenwohnung", "Doppelhaushälfte") and the `keyValues`
 * codes. Reading them back is `normalizePropertyType(term, 'immoscout24')`.
 */
import type { PropertyType } from '@estate/contract/vocabulary';
import type { PropertySubtype } from '../../model.js';

export interface Is24Type {
  xsiType: 'search:ApartmentBuy' | 'search:HouseBuy' | 'search:LivingBuySite';
  /** `apartmentType` or `buildingType` of the result list, absent for plots. */
  subtype?: { field: 'apartmentType' | 'buildingType'; value: string };
  /** The exposé's "Typ". */
  label: string;
  /** `keyValues.obj_immotype`. */
  immotype: string;
  /** `keyValues.obj_typeOfFlat` or `obj_buildingType`. */
  keyValue?: { field: 'obj_typeOfFlat' | 'obj_buildingType'; value: string };
}

const APARTMENTS: Readonly<Record<string, string>> = {
  APARTMENT: 'Etagenwohnung',
  ROOF_STOREY: 'Dachgeschoss',
  PENTHOUSE: 'Penthouse',
  MAISONETTE: 'Maisonette',
  GROUND_FLOOR: 'Erdgeschosswohnung',
};

const BUILDINGS: Readonly<Record<string, string>> = {
  SINGLE_FAMILY_HOUSE: 'Einfamilienhaus',
  VILLA: 'Villa',
  BUNGALOW: 'Bungalow',
  SEMIDETACHED_HOUSE: 'Doppelhaushälfte',
  MID_TERRACE_HOUSE: 'Reihenmittelhaus',
  END_TERRACE_HOUSE: 'Reihenendhaus',
  MULTI_FAMILY_HOUSE: 'Mehrfamilienhaus',
  FARMHOUSE: 'Bauernhaus',
  OTHER: 'Sonstige',
};

function apartment(kind: string): Is24Type {
  return {
    xsiType: 'search:ApartmentBuy',
    subtype: { field: 'apartmentType', value: kind },
    label: APARTMENTS[kind] ?? 'Wohnung',
    immotype: 'wohnung_kauf',
    keyValue: { field: 'obj_typeOfFlat', value: kind.toLowerCase() },
  };
}

function house(kind: string): Is24Type {
  return {
    xsiType: 'search:HouseBuy',
    subtype: { field: 'buildingType', value: kind },
    label: BUILDINGS[kind] ?? 'Haus',
    immotype: 'haus_kauf',
    keyValue: { field: 'obj_buildingType', value: kind.toLowerCase() },
  };
}

/** Variants the renderer picks among, so the labels vary the way real listings do. */
export interface TypeVariants {
  apartment: 'APARTMENT' | 'ROOF_STOREY' | 'PENTHOUSE' | 'MAISONETTE' | 'GROUND_FLOOR';
  house: 'SINGLE_FAMILY_HOUSE' | 'VILLA' | 'BUNGALOW';
  terrace: 'MID_TERRACE_HOUSE' | 'END_TERRACE_HOUSE';
}

/**
 * German sales have no condo or co-op (owned flats are Eigentumswohnungen), manufactured homes
 * are listed as houses, and ImmoScout's residential search holds no shops, garages or rooms:
 * those are "Sonstige" houses and read back as `unknown`.
 */
export function is24TypeFor(type: PropertyType, variants: TypeVariants): Is24Type {
  switch (type) {
    case 'apartment':
    case 'condo':
    case 'co_op':
    case 'unknown':
      return apartment(variants.apartment);
    case 'house':
    case 'manufactured':
      return house(variants.house);
    case 'semi_detached':
      return house('SEMIDETACHED_HOUSE');
    case 'townhouse':
      return house(variants.terrace);
    case 'multi_family':
      return house('MULTI_FAMILY_HOUSE');
    case 'land':
      return { xsiType: 'search:LivingBuySite', label: 'Grundstück', immotype: 'grundstueck_kauf' };
    case 'commercial':
    case 'parking':
    case 'room':
    case 'other':
      return house('OTHER');
  }
}

/**
 * The ImmoScout type for the finer type a listing states: "top floor" is a Dachgeschoss, a
 * Spanish dúplex a Maisonette, a finca a Bauernhaus. Undefined where the subtype says nothing
 * ImmoScout distinguishes, so the property type decides.
 */
export function is24TypeForSubtype(subtype: PropertySubtype | undefined): Is24Type | undefined {
  switch (subtype) {
    case 'flat':
    case 'studio':
    case 'condo':
    case 'co_op':
    case 'mansion':
      return apartment('APARTMENT');
    case 'ground_floor':
      return apartment('GROUND_FLOOR');
    case 'top_floor':
      return apartment('ROOF_STOREY');
    case 'maisonette':
    case 'duplex':
      return apartment('MAISONETTE');
    case 'penthouse':
      return apartment('PENTHOUSE');
    case 'detached':
    case 'single_family':
      return house('SINGLE_FAMILY_HOUSE');
    case 'villa':
      return house('VILLA');
    case 'bungalow':
      return house('BUNGALOW');
    case 'semi_detached':
      return house('SEMIDETACHED_HOUSE');
    case 'terraced':
    case 'townhouse':
      return house('MID_TERRACE_HOUSE');
    case 'end_of_terrace':
      return house('END_TERRACE_HOUSE');
    case 'multi_family':
      return house('MULTI_FAMILY_HOUSE');
    case 'country_house':
      return house('FARMHOUSE');
    default:
      return undefined;
  }
}
