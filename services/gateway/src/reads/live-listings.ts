import { KvReadCache, type BusLogger, type KV } from '@estate/bus';
import type { ListingBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS, LIVE_WINDOW_MS, type SourceHistoryPoint } from '@estate/events';
import type { StoredListing } from '@estate/documents';
import { ApiError } from '../http/api-error.js';
import { serializeListing, utf8Bytes } from '../http/serialized-json.js';

/**
 * A listing document as reads serve it: the listing serialized once through the contract's
 * schema (what getListing and search pages splice into their envelopes), and the few fields the
 * reads look at without the whole document. Holding the text rather than the object tree also
 * keeps a cached document about three times smaller.
 */
export class LiveListing {
  readonly id: string;
  readonly platform: string;
  readonly propertyId: string;
  readonly observedAtMs: number;
  /**
   * The listing as the contract's Listing schema writes it, in UTF-8: what reads splice into
   * their envelopes (SerializedBytes), so no answer measures or encodes the text again.
   */
  readonly bytes: Buffer;
  readonly sourceHistory: readonly SourceHistoryPoint[];

  constructor(stored: StoredListing) {
    this.id = stored.listing.id;
    this.platform = stored.listing.source.platform;
    this.propertyId = stored.listing.property.id;
    this.observedAtMs = Date.parse(stored.observed_at);
    this.bytes = utf8Bytes(serializeListing(stored.listing));
    this.sourceHistory = stored.source_history ?? [];
  }

  /** The same listing as text, decoded on each call: for reads that splice text (read jobs). */
  get json(): string {
    return this.bytes.toString('utf8');
  }

  /** The listing as an object, parsed on each call: for reads that need its fields. */
  get listing(): ListingBody {
    return JSON.parse(this.json) as ListingBody;
  }
}

// Listing ids are `lst_` plus a hash; anything else cannot be a key of the bucket.
const LISTING_ID = /^lst_[A-Za-z0-9_-]{1,100}$/;

export type ListingCache = KvReadCache<LiveListing>;

/**
 * Enough for the listings callers are reading now (a document is a few KB): a get served from
 * memory skips the NATS round trip that otherwise bounds getListing's throughput.
 */
export const DEFAULT_LISTING_CACHE_ENTRIES = 50_000;

/** The projector is the only writer; a value that is not a document reads as absent. */
function liveListingOf(value: unknown): LiveListing | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const stored = value as Partial<StoredListing>;
  if (typeof stored.observed_at !== 'string' || typeof stored.listing?.id !== 'string' || typeof stored.listing.source?.platform !== 'string') return undefined;
  return new LiveListing(stored as StoredListing);
}

/** A cache of the `listings` bucket for point reads, current within the watch's lag. */
export function openListingCache(kv: KV, maxEntries: number, logger: BusLogger): Promise<ListingCache> {
  return KvReadCache.open<LiveListing>(kv, { maxEntries, logger, what: 'listing documents', parse: (_key, value) => liveListingOf(value) });
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
    let value: LiveListing | undefined;
    try {
      // The cache inline rather than through #read: one promise less on every point read.
      value = this.source instanceof KvReadCache ? (await this.source.get(listingId))?.value : await readBucket(this.source, listingId);
    } catch (error) {
      throw new ApiError('store_unavailable', `the listing store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (value === undefined) return undefined;
    if (!Number.isFinite(value.observedAtMs) || this.now() - value.observedAtMs >= LIVE_WINDOW_MS) return undefined;
    return value;
  }

  /** The live listing, or a 404 that says why a caller may not find it. */
  async require(listingId: string): Promise<LiveListing> {
    const found = await this.get(listingId);
    if (!found) throw notFound(listingId);
    return found;
  }
}

/** A listing read from the bucket itself (no cache). */
async function readBucket(kv: KV, listingId: string): Promise<LiveListing | undefined> {
  const entry = await kv.get(listingId);
  if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
  return liveListingOf(entry.json<unknown>());
}

export function notFound(what: string): ApiError {
  return new ApiError('not_found', `no listing ${what} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
}
