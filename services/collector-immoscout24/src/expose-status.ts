/**
 * How ImmoScout24 words where a sale stands, both ways. A listing is simply online while it is
 * for sale; agents flag a home "Reserviert" once a buyer has committed (an accepted offer and a
 * notary date both look like that, so `pending` renders as "Reserviert" too and reads back as
 * `under_offer`), and "Verkauft" once it is sold.
 */
import type { LISTING_STATUSES } from '@estate/contract/vocabulary';
import type { SampleListing } from '@estate/sample-data';

export type ListingStatus = (typeof LISTING_STATUSES)[number];

export function badgeFor(status: SampleListing['status']): string | undefined {
  if (status === 'under_offer' || status === 'pending') return 'Reserviert';
  if (status === 'sold') return 'Verkauft';
  return undefined;
}

const BY_BADGE: Readonly<Record<string, ListingStatus>> = {
  reserviert: 'under_offer',
  verkauft: 'sold',
};

export interface ReadStatus {
  status: ListingStatus;
  /** The words ImmoScout used, when it used any. */
  source_status?: string;
}

/** Reads the status from a card's or exposé's badges; a listing online without one is for sale. */
export function readStatus(badges: readonly string[]): ReadStatus {
  for (const badge of badges) {
    const status = BY_BADGE[badge.trim().toLowerCase()];
    if (status) return { status, source_status: badge };
  }
  return { status: 'active' };
}
