import type { KV } from '@estate/bus';
import type { StoredListing } from '@estate/events';
import { LIVE_WINDOW_HOURS } from '@estate/store';
import { ApiError } from '../http/api-error.js';

/** A listing document whose observation is younger than 24 h. */
export type LiveListing = StoredListing;

const LIVE_WINDOW_MS = LIVE_WINDOW_HOURS * 3_600_000;
// Listing ids are `lst_` plus a hash; anything else cannot be a key of the bucket.
const LISTING_ID = /^lst_[A-Za-z0-9_-]{1,100}$/;

/**
 * Point reads of current listing documents. The bucket's max age counts from the last put, not
 * from the observation, so the 24 h rule is enforced here on `observed_at`: an expired
 * observation reads as absent even while the entry still exists.
 */
export class LiveListings {
  constructor(
    private readonly kv: KV,
    private readonly now: () => number = Date.now,
  ) {}

  async get(listingId: string): Promise<LiveListing | undefined> {
    if (!LISTING_ID.test(listingId)) return undefined;
    let entry: Awaited<ReturnType<KV['get']>>;
    try {
      entry = await this.kv.get(listingId);
    } catch (error) {
      throw new ApiError('store_unavailable', `the listing store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
    const value = entry.json<StoredListing>();
    const observed = Date.parse(value.observed_at);
    if (!Number.isFinite(observed) || this.now() - observed >= LIVE_WINDOW_MS) return undefined;
    return value;
  }

  /** The live listing, or a 404 that says why a caller may not find it. */
  async require(listingId: string): Promise<LiveListing> {
    const found = await this.get(listingId);
    if (!found) throw notFound(listingId);
    return found;
  }
}

export function notFound(what: string): ApiError {
  return new ApiError('not_found', `no listing ${what} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
}
