import type { KindName } from './event-types.js';
import type { StoredAgency } from './kinds/agency.js';
import type { StoredAgent } from './kinds/agent.js';
import type { StoredAuction } from './kinds/auction.js';
import type { StoredBuilding } from './kinds/building.js';
import type { StoredDevelopment } from './kinds/development.js';
import type { StoredListing } from './kinds/listing.js';
import type { StoredLocation } from './kinds/location.js';
import type { StoredOpenHouses } from './kinds/open-house.js';
import type { StoredStay } from './kinds/stay.js';

/**
 * The read-model documents the projector keeps in KV for point reads (the projector → gateway
 * contract), by the kind they hold. Each needs a bucket: @estate/bus's bucket list is checked
 * against these keys, so a document kind without its bucket fails the type check.
 */
export interface StoredDocuments {
  listing: StoredListing;
  agent: StoredAgent;
  agency: StoredAgency;
  location: StoredLocation;
  stay: StoredStay;
  building: StoredBuilding;
  development: StoredDevelopment;
  open_house: StoredOpenHouses;
  auction: StoredAuction;
}

export type StoredDocumentKind = keyof StoredDocuments;

/** The same kinds at run time, for tests that check every layer has them. */
export const STORED_DOCUMENT_KINDS = ['listing', 'agent', 'agency', 'location', 'stay', 'building', 'development', 'open_house', 'auction'] as const satisfies readonly StoredDocumentKind[];

// Both ways: a kind of StoredDocuments missing from the list, or a key that is no kind, fails here.
type Missing = Exclude<StoredDocumentKind, (typeof STORED_DOCUMENT_KINDS)[number]> | Exclude<StoredDocumentKind, KindName>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;
