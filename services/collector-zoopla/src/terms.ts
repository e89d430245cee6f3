/** Zoopla's status words, read into the service's vocabulary. */
import type { ListingStatus } from '@estate/contract/vocabulary';

/** `statusSummary.label` words, lower-cased; null is an available listing. */
const LABELS: Readonly<Record<string, ListingStatus>> = {
  'under offer': 'under_offer',
  reserved: 'under_offer',
  'sold subject to contract': 'pending',
  'sold stc': 'pending',
  'let agreed': 'let',
  sold: 'sold',
};

/** `adTargeting.listingStatus`: `for_sale` and `to_rent` are available; `sold` was seen on an expired page. */
const LISTING_STATUSES: Readonly<Record<string, ListingStatus>> = {
  for_sale: 'active',
  to_rent: 'active',
  under_offer: 'under_offer',
  sold: 'pending',
  let_agreed: 'let',
};

/** The status a page states by its label, else by its ad-targeting status; undefined for words neither table knows. */
export function readStatus(label: string | undefined, listingStatus: string | undefined): ListingStatus | undefined {
  if (label !== undefined && label.trim() !== '') return LABELS[label.trim().toLowerCase()];
  if (listingStatus !== undefined && listingStatus.trim() !== '') return LISTING_STATUSES[listingStatus.trim().toLowerCase()];
  return 'active';
}
