/**
 * Zillow's own words for listing statuses and price-history events, read into the service's
 * vocabularies. Property types themselves are mapped by @estate/normalize.
 */
import type { ListingStatus } from '@estate/contract/vocabulary';

type Transaction = 'sale' | 'rent';

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
