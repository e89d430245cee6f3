/**
 * How ImmoScout24 words where a sale stands. A listing is simply online while it is for sale;
 * agents flag a home "Reserviert" once a buyer has committed (an accepted offer and a notary
 * date both look like that, so it reads as `under_offer`), and "Verkauft" once it is sold.
 */
import type { ListingStatus } from '@estate/contract/vocabulary';

export type { ListingStatus };

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
