import { KvReadCache, type BusLogger, type KV } from '@estate/bus';
import { LIVE_WINDOW_HOURS, LIVE_WINDOW_MS } from '@estate/events';
import type { StoredStay } from '@estate/documents';
import { ApiError } from '../http/api-error.js';

// Stay ids are `sty_` plus a hash; anything else cannot be a key of the bucket.
const STAY_ID = /^sty_[A-Za-z0-9_-]{1,100}$/;

export type StayCache = KvReadCache<StoredStay>;

/** A cache of the `stays` bucket for point reads and search pages, current within the watch's lag. */
export function openStayCache(kv: KV, maxEntries: number, logger: BusLogger): Promise<StayCache> {
  return KvReadCache.open<StoredStay>(kv, {
    maxEntries,
    logger,
    what: 'stay documents',
    parse: (_key, value) => (value !== null && typeof value === 'object' && typeof (value as StoredStay).observed_at === 'string' ? (value as StoredStay) : undefined),
  });
}

/**
 * Current stay documents. As with listings, the bucket's max age counts from the last put, so the
 * 24 h rule is enforced here on `observed_at`.
 */
export class LiveStays {
  constructor(
    private readonly source: StayCache,
    private readonly now: () => number = Date.now,
  ) {}

  async get(id: string): Promise<StoredStay | undefined> {
    if (!STAY_ID.test(id)) return undefined;
    let value: StoredStay | undefined;
    try {
      value = (await this.source.get(id))?.value;
    } catch (error) {
      throw new ApiError('store_unavailable', `the stay store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (value === undefined) return undefined;
    const observed = Date.parse(value.observed_at);
    return Number.isFinite(observed) && this.now() - observed < LIVE_WINDOW_MS ? value : undefined;
  }

  async require(id: string): Promise<StoredStay> {
    const found = await this.get(id);
    if (!found) throw new ApiError('not_found', `no stay ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
    return found;
  }
}
