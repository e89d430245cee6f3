/**
 * Zillow's own words for what the service has vocabularies for: home types, listing
 * statuses and price-history events, in both directions. Property types themselves are
 * mapped by @estate/normalize; this file only says which Zillow term the renderer writes.
 */
import type { PropertyType } from '@estate/contract/vocabulary';
import type { SampleListing } from '@estate/sample-data';

type ListingStatus = SampleListing['status'] | 'off_market' | 'withdrawn';
type Transaction = 'sale' | 'rent';

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

export interface ReadStatus {
  status: ListingStatus;
  transaction: Transaction;
  /** Zillow's own code, kept as the observation's `source_status`. */
  source_status: string;
}

const HOME_STATUSES: Readonly<Record<string, { status: ListingStatus; transaction: Transaction }>> = {
  FOR_SALE: { status: 'active', transaction: 'sale' },
  PENDING: { status: 'pending', transaction: 'sale' },
  RECENTLY_SOLD: { status: 'sold', transaction: 'sale' },
  SOLD: { status: 'sold', transaction: 'sale' },
  OFF_MARKET: { status: 'off_market', transaction: 'sale' },
  // A bank-owned home is for sale; a pre-foreclosure is not yet listed.
  FORECLOSED: { status: 'active', transaction: 'sale' },
  PRE_FORECLOSURE: { status: 'off_market', transaction: 'sale' },
  FOR_RENT: { status: 'active', transaction: 'rent' },
};

/** CONTINGENT and UNDER_CONTRACT both mean an accepted offer the sale still depends on. */
const CONTINGENT = new Set(['UNDER_CONTRACT', 'CONTINGENT']);

/** The status a Zillow status code means; undefined for a code this table does not know. */
export function readStatus(homeStatus: string, contingentListingType: string | undefined): ReadStatus | undefined {
  const known = HOME_STATUSES[homeStatus.trim().toUpperCase()];
  if (!known) return undefined;
  const contingent = contingentListingType?.trim().toUpperCase();
  if (known.status === 'active' && known.transaction === 'sale' && contingent !== undefined && CONTINGENT.has(contingent)) {
    return { status: 'under_offer', transaction: 'sale', source_status: contingent };
  }
  return { ...known, source_status: homeStatus };
}

export type HistoryEvent = 'listed' | 'price_changed' | 'status_changed' | 'relisted' | 'removed' | 'sold';

/** priceHistory `event` texts, with what each says happened and the status after it. */
export const HISTORY_EVENTS: Readonly<Record<string, { event: HistoryEvent; status?: ListingStatus }>> = {
  'Listed for sale': { event: 'listed', status: 'active' },
  'Price change': { event: 'price_changed' },
  'Pending sale': { event: 'status_changed', status: 'pending' },
  Contingent: { event: 'status_changed', status: 'under_offer' },
  Sold: { event: 'sold', status: 'sold' },
  'Listing removed': { event: 'removed', status: 'withdrawn' },
  Relisted: { event: 'relisted', status: 'active' },
};
