import type { StayBody } from '@estate/contract';

/**
 * What the `stays` KV bucket holds per stay id: the stay as the API serves it, from its newest
 * observation. The projector writes it, the gateway serves it: one definition for both.
 */
export interface StoredStay {
  stay: StayBody;
  observed_at: string;
  event_id: string;
}
