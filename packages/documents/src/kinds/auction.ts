import type { AuctionBody } from '@estate/contract';
import type { AuctionObserved } from '@estate/events';

/**
 * What the `auctions` KV bucket holds per auction id: the auction as the API serves it apart
 * from what is computed at read time (its status, from `stated_status` and the clock) and what
 * lives in another bucket (the linked listing, by `listing_id`).
 */
export interface StoredAuction {
  auction: Omit<AuctionBody, 'status' | 'listing'>;
  stated_status?: AuctionObserved['stated_status'];
  listing_id?: string;
  observed_at: string;
  event_id: string;
}
