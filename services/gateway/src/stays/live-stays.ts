import { KvReadCache, type BusLogger, type KV } from '@estate/bus';
import { LIVE_WINDOW_HOURS, LIVE_WINDOW_MS } from '@estate/events';
import type { StayBody } from '@estate/contract';
import type { StoredStay } from '@estate/documents';
import { ApiError } from '../http/api-error.js';
import { serializeStay, utf8Bytes } from '../http/serialized-json.js';

// Stay ids are `sty_` plus a hash; anything else cannot be a key of the bucket.
const STAY_ID = /^sty_[A-Za-z0-9_-]{1,100}$/;

/**
 * A stay document as reads serve it: serialized once through the contract's Stay schema when the
 * read cache takes it, so a search page splices 20 of them instead of serializing each (as
 * LiveListing does for listings), and the few fields reads look at without the document.
 */
export class LiveStay {
  readonly id: string;
  readonly platform: string;
  readonly observedAtMs: number;
  /** The stay as the contract's Stay schema writes it, in UTF-8 (SerializedBytes). */
  readonly bytes: Buffer;

  constructor(stored: StoredStay) {
    this.id = stored.stay.id;
    this.platform = stored.stay.source.platform;
    this.observedAtMs = Date.parse(stored.observed_at);
    this.bytes = utf8Bytes(serializeStay(stored.stay));
  }

  /** The stay as an object, parsed on each call: for reads that need its fields (calendars, quotes, reviews). */
  get stay(): StayBody {
    return JSON.parse(this.bytes.toString('utf8')) as StayBody;
  }
}

/** The projector is the only writer; a value that is not a document reads as absent. */
function liveStayOf(value: unknown): LiveStay | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const stored = value as Partial<StoredStay>;
  if (typeof stored.observed_at !== 'string' || typeof stored.stay?.id !== 'string' || typeof stored.stay.source?.platform !== 'string') return undefined;
  return new LiveStay(stored as StoredStay);
}

export type StayCache = KvReadCache<LiveStay>;

/** A cache of the `stays` bucket for point reads and search pages, current within the watch's lag. */
export function openStayCache(kv: KV, maxEntries: number, logger: BusLogger): Promise<StayCache> {
  return KvReadCache.open<LiveStay>(kv, { maxEntries, logger, what: 'stay documents', parse: (_key, value) => liveStayOf(value) });
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

  async get(id: string): Promise<LiveStay | undefined> {
    if (!STAY_ID.test(id)) return undefined;
    let value: LiveStay | undefined;
    try {
      value = (await this.source.get(id))?.value;
    } catch (error) {
      throw new ApiError('store_unavailable', `the stay store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (value === undefined) return undefined;
    return Number.isFinite(value.observedAtMs) && this.now() - value.observedAtMs < LIVE_WINDOW_MS ? value : undefined;
  }

  async require(id: string): Promise<LiveStay> {
    const found = await this.get(id);
    if (!found) throw new ApiError('not_found', `no stay ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
    return found;
  }
}
