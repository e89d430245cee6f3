/** The words zillow.com writes for home types and listing statuses. */
import type { PropertyType } from '@estate/contract/vocabulary';
import type { SampleListing } from '../../model.js';

/**
 * The `homeType` Zillow shows for each property type. Zillow has no semi-detached type (a
 * US twin home is listed as SINGLE_FAMILY) and lists nothing but homes, so the rest are
 * HOME_TYPE_UNKNOWN.
 */
export const HOME_TYPES: Readonly<Record<PropertyType, string>> = {
  house: 'SINGLE_FAMILY',
  semi_detached: 'SINGLE_FAMILY',
  townhouse: 'TOWNHOUSE',
  apartment: 'APARTMENT',
  condo: 'CONDO',
  co_op: 'COOP',
  multi_family: 'MULTI_FAMILY',
  manufactured: 'MANUFACTURED',
  land: 'LOT',
  commercial: 'HOME_TYPE_UNKNOWN',
  parking: 'HOME_TYPE_UNKNOWN',
  room: 'HOME_TYPE_UNKNOWN',
  other: 'HOME_TYPE_UNKNOWN',
  unknown: 'HOME_TYPE_UNKNOWN',
};

const FOR_SALE_TEXT: Readonly<Record<string, string>> = {
  SINGLE_FAMILY: 'House for sale',
  CONDO: 'Condo for sale',
  TOWNHOUSE: 'Townhouse for sale',
  MULTI_FAMILY: 'Multi-family home for sale',
  LOT: 'Lot / Land for sale',
  MANUFACTURED: 'Manufactured home for sale',
  APARTMENT: 'Apartment for sale',
  COOP: 'Co-op for sale',
};

/** What a search card and a detail page say about a listing's status. */
export interface ZillowStatus {
  homeStatus: string;
  /** Set on listings still FOR_SALE that have accepted an offer. */
  contingentListingType?: string;
  /** The search card's coarse bucket. */
  statusType: string;
  /** The search card's label. */
  statusText: string;
}

export function zillowStatus(status: SampleListing['status'], homeType: string): ZillowStatus {
  switch (status) {
    case 'active':
      return { homeStatus: 'FOR_SALE', statusType: 'FOR_SALE', statusText: FOR_SALE_TEXT[homeType] ?? 'Home for sale' };
    case 'under_offer':
      return { homeStatus: 'FOR_SALE', contingentListingType: 'UNDER_CONTRACT', statusType: 'FOR_SALE', statusText: 'Under contract' };
    case 'pending':
      return { homeStatus: 'PENDING', statusType: 'FOR_SALE', statusText: 'Pending' };
    case 'sold':
      return { homeStatus: 'RECENTLY_SOLD', statusType: 'SOLD', statusText: 'Sold' };
  }
}
