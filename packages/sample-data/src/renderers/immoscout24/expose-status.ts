/**
 * How ImmoScout24 words where a sale stands: nothing while for sale, "Reserviert" once a buyer
 * has committed (an accepted offer and a notary date look alike), "Verkauft" once sold.
 */
import type { LISTING_STATUSES } from '@estate/contract/vocabulary';
import type { SampleListing } from '../../model.js';

export type ListingStatus = (typeof LISTING_STATUSES)[number];

export function badgeFor(status: SampleListing['status']): string | undefined {
  if (status === 'under_offer' || status === 'pending') return 'Reserviert';
  if (status === 'sold') return 'Verkauft';
  return undefined;
}
