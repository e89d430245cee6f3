import type { AgencyBody } from '@estate/contract';

/**
 * What the `agencies` KV bucket holds per agency id: the contract's Agency as served, plus the
 * version of the observation it comes from. The projector writes it, the gateway serves it.
 */
export interface StoredAgency {
  agency: AgencyBody;
  observed_at: string;
  event_id: string;
}
