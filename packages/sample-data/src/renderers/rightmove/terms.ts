/** The words rightmove.co.uk writes for property sub-types and listing statuses. */
import type { PropertyType } from '@estate/contract/vocabulary';
import type { PropertySubtype, SampleListing } from '../../model.js';

/**
 * The sub-types an agent may pick for each property type; the renderer chooses one per
 * listing. Rightmove has no condominium or co-op: UK flats are all "Flat" or "Apartment". It
 * lists no rooms for sale, so those are "Not Specified".
 */
export const SUB_TYPES: Readonly<Record<PropertyType, readonly string[]>> = {
  house: ['Detached', 'Detached', 'Detached', 'Cottage', 'Bungalow', 'Detached Bungalow'],
  semi_detached: ['Semi-Detached', 'Semi-Detached', 'Semi-Detached Bungalow'],
  townhouse: ['Terraced', 'Terraced', 'End of Terrace', 'Town House', 'Mews'],
  apartment: ['Flat', 'Flat', 'Apartment', 'Apartment', 'Maisonette', 'Ground Flat', 'Penthouse'],
  condo: ['Apartment'],
  co_op: ['Flat'],
  multi_family: ['Block of Apartments'],
  manufactured: ['Park Home'],
  land: ['Land', 'Plot'],
  commercial: ['Commercial Property'],
  parking: ['Garage'],
  room: ['Not Specified'],
  other: ['Barn Conversion', 'Houseboat'],
  unknown: ['Not Specified'],
};

/**
 * Overseas listings use the words Rightmove Overseas shows for homes abroad ("Villa", "Town
 * House", "Penthouse") rather than UK styles (no "Semi-Detached" cottages in Florida). The
 * agent's own finer type is used where the listing has one; these are the fallbacks.
 */
export const OVERSEAS_SUB_TYPES: Readonly<Record<PropertyType, readonly string[]>> = {
  house: ['Villa', 'Villa', 'Detached Villa', 'Country House'],
  semi_detached: ['Semi-Detached Villa'],
  townhouse: ['Town House'],
  apartment: ['Apartment', 'Apartment', 'Apartment', 'Penthouse', 'Duplex'],
  condo: ['Apartment'],
  co_op: ['Apartment'],
  multi_family: ['Block of Apartments'],
  manufactured: ['Mobile Home'],
  land: ['Land', 'Plot'],
  commercial: ['Commercial Property'],
  parking: ['Garage'],
  room: ['Not Specified'],
  other: ['Castle', 'Houseboat'],
  unknown: ['Not Specified'],
};

/** An overseas agent's finer type in Rightmove Overseas' words. */
export const OVERSEAS_SUBTYPE_WORDS: Readonly<Partial<Record<PropertySubtype, string>>> = {
  single_family: 'Villa',
  detached: 'Villa',
  villa: 'Villa',
  country_house: 'Country House',
  bungalow: 'Bungalow',
  semi_detached: 'Semi-Detached Villa',
  terraced: 'Town House',
  end_of_terrace: 'Town House',
  townhouse: 'Town House',
  flat: 'Apartment',
  condo: 'Apartment',
  co_op: 'Apartment',
  ground_floor: 'Apartment',
  top_floor: 'Apartment',
  mansion: 'Apartment',
  penthouse: 'Penthouse',
  duplex: 'Duplex',
  maisonette: 'Maisonette',
  studio: 'Studio',
  multi_family: 'Block of Apartments',
  manufactured: 'Mobile Home',
};

/** How a search card (`displayStatus`) and a property page (`tags`) show each status. */
export interface RightmoveStatus {
  displayStatus: string;
  tags: string[];
}

export function rightmoveStatus(status: SampleListing['status']): RightmoveStatus {
  switch (status) {
    case 'active':
      return { displayStatus: '', tags: [] };
    case 'under_offer':
      return { displayStatus: 'Under Offer', tags: ['UNDER_OFFER'] };
    // Rightmove shows an agreed sale as "Sold STC" until completion and then removes the
    // listing, so a completed sale is last seen as Sold STC.
    case 'pending':
    case 'sold':
      return { displayStatus: 'Sold STC', tags: ['SOLD_STC'] };
  }
}
