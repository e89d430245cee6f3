import type { DocumentBucketKind } from '@estate/bus';
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
 * contract), by the kind they hold: the one list of them. A new kind's document is one member
 * here, and its module in kinds/ beside the others.
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

/** The document a kind's `document` bucket holds: what a new kind's projection and gateway kind name it by. */
export type StoredDocument<K extends StoredDocumentKind> = StoredDocuments[K];

// Both ways against @estate/bus's BUCKET_LIST: a document without its `document` bucket, or a
// `document` bucket whose kind has no document here, fails the type check on this line.
type Unmatched = Exclude<StoredDocumentKind, DocumentBucketKind> | Exclude<DocumentBucketKind, StoredDocumentKind>;
const everyDocumentHasItsBucket: [Unmatched] extends [never] ? true : Unmatched = true;
void everyDocumentHasItsBucket;
