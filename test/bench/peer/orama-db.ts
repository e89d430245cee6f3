// One Orama database of listings and the two reads the peer serves, shared by its server and its test.
import { create, getByID, search, type Orama } from '@orama/orama';
import { LISTING_SCHEMA, UNSORTABLE, type PeerListing } from './orama-listings.js';
import { oramaSearchParams, type PeerQuery } from './orama-query.js';

export type ListingDb = Orama<typeof LISTING_SCHEMA>;

export function createListingDb(): ListingDb {
  return create({ schema: LISTING_SCHEMA, sort: { enabled: true, unsortableProperties: UNSORTABLE } });
}

export interface PeerPage {
  /** The page's listings, in order. */
  hits: PeerListing[];
  /** Every match (Orama counts them all). */
  count: number;
}

/** A page of `query` (Orama's `search` with the translated parameters). */
export async function searchListings(db: ListingDb, query: PeerQuery, offset = 0): Promise<PeerPage> {
  // The translated parameters are Orama's own shape; its generic schema types do not follow a `where` built at run time.
  const result = await search(db, oramaSearchParams(query, offset) as Parameters<typeof search<ListingDb>>[1]);
  return { hits: result.hits.map((h) => h.document as unknown as PeerListing), count: result.count };
}

/** One listing by id, or undefined. */
export function listingById(db: ListingDb, id: string): PeerListing | undefined {
  return getByID(db, id) as PeerListing | undefined;
}
