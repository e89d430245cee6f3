import type { ListingBody } from '@estate/contract';
import type { SourceHistoryPoint } from '@estate/events';

/**
 * What the `listings` KV bucket holds per listing id: the projection of the listing's newest
 * observation. The projector writes it, the gateway serves `listing`. One definition for both,
 * because the bucket is the contract between them.
 */
export interface StoredListing {
  listing: ListingBody;
  /** The observation's time and event id: which of two documents is newer (see compareVersions). */
  observed_at: string;
  event_id: string;
  /** The source's own price and status history as of this observation, for getListingHistory. */
  source_history?: SourceHistoryPoint[];
}
