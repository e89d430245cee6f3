/**
 * The words idealista files a home under, from the service's property type. idealista sells
 * homes as `flat` (with the subtypes penthouse, duplex, studio) or `chalet` (detached,
 * semi-detached or terraced), and has its own categories for the rest. Reading them back is
 * `normalizePropertyType(term, 'idealista')`; this is only the renderer's direction.
 */
import type { PropertyType } from '@estate/contract/vocabulary';
import type { PropertySubtype } from '../../model.js';

export interface IdealistaTerms {
  /** `propertyType` of the search element. */
  propertyType: string;
  typology: string;
  subTypology?: string;
}

export type FlatVariant = 'flat' | 'penthouse' | 'duplex' | 'studio';

/**
 * idealista has no condo or co-op (every owned flat is a `flat`), no manufactured homes and no
 * "unknown", so those become the nearest term and read back coarser.
 */
export function termsFor(type: PropertyType, flatVariant: FlatVariant): IdealistaTerms {
  switch (type) {
    case 'house':
      return { propertyType: 'chalet', typology: 'chalet', subTypology: 'independantHouse' };
    case 'semi_detached':
      return { propertyType: 'chalet', typology: 'chalet', subTypology: 'semidetachedHouse' };
    case 'townhouse':
      return { propertyType: 'chalet', typology: 'chalet', subTypology: 'terracedHouse' };
    case 'manufactured':
      return { propertyType: 'countryHouse', typology: 'countryHouse' };
    case 'multi_family':
      return { propertyType: 'building', typology: 'building' };
    case 'land':
      return { propertyType: 'land', typology: 'land' };
    case 'commercial':
      return { propertyType: 'premises', typology: 'premises' };
    case 'parking':
      return { propertyType: 'garage', typology: 'garage' };
    case 'room':
      return { propertyType: 'room', typology: 'room' };
    case 'other':
      return { propertyType: 'storageRoom', typology: 'storageRoom' };
    case 'apartment':
    case 'condo':
    case 'co_op':
    case 'unknown':
      return flatVariant === 'flat'
        ? { propertyType: 'flat', typology: 'flat' }
        : { propertyType: flatVariant, typology: 'flat', subTypology: flatVariant };
  }
}

const CHALET = (subTypology: string): IdealistaTerms => ({ propertyType: 'chalet', typology: 'chalet', subTypology });
const FLAT = (variant: FlatVariant): IdealistaTerms =>
  variant === 'flat' ? { propertyType: 'flat', typology: 'flat' } : { propertyType: variant, typology: 'flat', subTypology: variant };

/**
 * The terms for the finer type a listing states, where idealista has one: a Spanish
 * "ático" is a penthouse, "chalet pareado" a semi-detached chalet, "casa rústica" a country house.
 */
export function termsForSubtype(subtype: PropertySubtype | undefined): IdealistaTerms | undefined {
  switch (subtype) {
    case 'flat':
    case 'ground_floor':
    case 'top_floor':
    case 'condo':
    case 'co_op':
    case 'mansion':
      return FLAT('flat');
    case 'penthouse':
      return FLAT('penthouse');
    case 'duplex':
    case 'maisonette':
      return FLAT('duplex');
    case 'studio':
      return FLAT('studio');
    case 'detached':
    case 'villa':
    case 'single_family':
    case 'bungalow':
      return CHALET('independantHouse');
    case 'semi_detached':
      return CHALET('semidetachedHouse');
    case 'terraced':
    case 'end_of_terrace':
    case 'townhouse':
      return CHALET('terracedHouse');
    case 'country_house':
      return { propertyType: 'countryHouse', typology: 'countryHouse' };
    default:
      return undefined;
  }
}
