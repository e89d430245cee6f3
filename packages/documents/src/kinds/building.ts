import type { BuildingBody } from '@estate/contract';

/** What the `buildings` KV bucket holds per building id: the contract's Building as served, and its version. */
export interface StoredBuilding {
  building: BuildingBody;
  observed_at: string;
  event_id: string;
}
