import type { DevelopmentBody } from '@estate/contract';

/** What the `developments` KV bucket holds per development id. */
export interface StoredDevelopment {
  development: DevelopmentBody;
  observed_at: string;
  event_id: string;
}
