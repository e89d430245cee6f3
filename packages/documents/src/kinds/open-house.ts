import type { OpenHouseBody } from '@estate/contract';

/** What the `open_houses` KV bucket holds per listing id: the schedule as served. */
export interface StoredOpenHouses {
  listing_id: string;
  open_houses: OpenHouseBody[];
  observed_at: string;
  event_id: string;
}
