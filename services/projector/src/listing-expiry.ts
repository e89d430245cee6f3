import type { Logger } from '@estate/runtime';
import { countListingRowsLeavingWindow, listingsLeavingWindow, type Store } from '@estate/store';
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
  /**
   * Rows one read of a sweep takes at most, as counted; default 20 000. A read's listings are held
   * with their documents and published together, and a read's answer is one string: one minute of
   * a bulk load (1M listings in ~90 s in the bench) would pass V8's longest string a day later.
   */
  maxRowsPerRead?: number;
}

const DEFAULT_MAX_ROWS_PER_READ = 20_000;

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
    let removed = 0;
    for await (const span of this.#spans(from, to)) {
      const rows = await listingsLeavingWindow(this.store, { from: iso(span.from), to: iso(span.to) });
      for (const row of rows) {
        this.changes.removed(row);
        this.options.forget?.(row.listing_id);
      }
      await this.changes.publish();
      // Moved on only once published: a failed sweep is covered by the next.
      this.#watermark = span.to;
      removed += rows.length;
    }
    this.#watermark = to;
    if (removed > 0) this.logger.info({ listings: removed, from: iso(from), to: iso(to) }, 'listings left the live window');
    return removed;
  }

  /**
   * (`from`, `to`] in order, as spans of at most `maxRowsPerRead` rows as counted, halved until
   * they are (a millisecond is never cut); spans without rows are left out. A bulk load's rows
   * crowd into a few milliseconds, so equal cuts of the span would not do.
   */
  async *#spans(from: number, to: number): AsyncGenerator<{ from: number; to: number }> {
    const rows = await countListingRowsLeavingWindow(this.store, { from: iso(from), to: iso(to) });
    if (rows === 0) return;
    if (rows <= (this.options.maxRowsPerRead ?? DEFAULT_MAX_ROWS_PER_READ) || to - from <= 1) {
      yield { from, to };
      return;
    }
    const middle = from + Math.floor((to - from) / 2);
    yield* this.#spans(from, middle);
    yield* this.#spans(middle, to);
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sweeping;
  }
}
