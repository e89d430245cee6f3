import { KvReadCache, type BusLogger, type KV } from '@estate/bus';
import { LIVE_WINDOW_HOURS, LIVE_WINDOW_MS, type StoredListing } from '@estate/events';
import { ApiError } from '../http/api-error.js';

/** A listing document whose observation is younger than 24 h. */
export type LiveListing = StoredListing;

// Listing ids are `lst_` plus a hash; anything else cannot be a key of the bucket.
const LISTING_ID = /^lst_[A-Za-z0-9_-]{1,100}$/;

export type ListingCache = KvReadCache<StoredListing>;

/**
 * Enough for the listings callers are reading now (a document is a few KB): a get served from
 * memory skips the NATS round trip that otherwise bounds getListing's throughput.
 */
export const DEFAULT_LISTING_CACHE_ENTRIES = 50_000;

/** A cache of the `listings` bucket for point reads, current within the watch's lag. */
export function openListingCache(kv: KV, maxEntries: number, logger: BusLogger): Promise<ListingCache> {
  return KvReadCache.open<StoredListing>(kv, {
    maxEntries,
    logger,
    what: 'listing documents',
    // The projector is the only writer; a value that is not a document reads as absent.
    parse: (_key, value) => (value !== null && typeof value === 'object' && typeof (value as StoredListing).observed_at === 'string' ? (value as StoredListing) : undefined),
  });
}

/**
 * Point reads of current listing documents. The bucket's max age counts from the last put, not
 * from the observation, so the 24 h rule is enforced here on `observed_at`: an expired
 * observation reads as absent even while the entry still exists.
 */
export class LiveListings {
  constructor(
    private readonly source: KV | ListingCache,
    private readonly now: () => number = Date.now,
  ) {}

  async get(listingId: string): Promise<LiveListing | undefined> {
    if (!LISTING_ID.test(listingId)) return undefined;
    let value: StoredListing | undefined;
    try {
      value = await this.#read(listingId);
    } catch (error) {
      throw new ApiError('store_unavailable', `the listing store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (value === undefined) return undefined;
    const observed = Date.parse(value.observed_at);
    if (!Number.isFinite(observed) || this.now() - observed >= LIVE_WINDOW_MS) return undefined;
    return value;
  }

  async #read(listingId: string): Promise<StoredListing | undefined> {
    if (this.source instanceof KvReadCache) return (await this.source.get(listingId))?.value;
    const entry = await this.source.get(listingId);
    if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
    return entry.json<StoredListing>();
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
