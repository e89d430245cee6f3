import type { Logger } from '@estate/runtime';
import { listingsLeavingWindow, type Store } from '@estate/store';
import type { ListingChanges } from './listing-changes.js';

export interface ListingExpiryOptions {
  /** Time between sweeps; default 1 minute. */
  everyMs?: number;
  /**
   * How far behind the clock a sweep stays, so that an observation still on its way through the
   * projector can land before its listing is declared gone; default 1 minute.
   */
  settleMs?: number;
  /** Told of each listing removed, so the next observation of it counts as `new` (KvProjection.forget). */
  forget?: (listingId: string) => void;
  now?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The change feed's `removed`: NATS KV expires a listing's documents without a trace (max age
 * writes no marker in 2.10), so the projector sweeps the `listings` table once a minute for the
 * listings whose latest observation passed the live window since the last sweep, and publishes a
 * `removed` for each with its last facts. It starts from the moment the projector starts: a
 * listing that left the window while no projector ran is not announced (no sweep could tell
 * which of them an earlier projector had already announced). Several projectors sweep the same
 * minutes; the message ids make it one change.
 */
export class ListingExpiry {
  #watermark: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly changes: ListingChanges,
    private readonly logger: Logger,
    private readonly options: ListingExpiryOptions = {},
  ) {
    this.#watermark = this.#settled();
  }

  #settled(): number {
    return (this.options.now ?? Date.now)() - (this.options.settleMs ?? 60_000);
  }

  start(): void {
    this.#timer = setInterval(() => {
      this.#sweeping = this.#sweeping.then(() => this.sweep()).catch((err: unknown) => this.logger.warn({ err }, 'listing expiry sweep failed; the next one covers its span'));
    }, this.options.everyMs ?? 60_000);
    this.#timer.unref();
  }

  /** Publishes `removed` for the listings that left the window since the last sweep; returns how many. */
  async sweep(): Promise<number> {
    const to = this.#settled();
    const from = this.#watermark;
    if (to <= from) return 0;
    const rows = await listingsLeavingWindow(this.store, { from: iso(from), to: iso(to) });
    for (const row of rows) {
      this.changes.removed(row);
      this.options.forget?.(row.listing_id);
    }
    await this.changes.publish();
    // Moved on only once published: a failed sweep is covered by the next.
    this.#watermark = to;
    if (rows.length > 0) this.logger.info({ listings: rows.length, from: iso(from), to: iso(to) }, 'listings left the live window');
    return rows.length;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sweeping;
  }
}
