import type { AuctionStatus } from '@estate/contract/vocabulary';
import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { Position } from './ordering.js';
import type { SearchFilter, SearchResult } from './query.js';
import { rangeFilters, searchLocationFilters, type SearchLocation } from './request-filters.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection } from './search-projection.js';

// Auctions: searched by platform, country, place, lifecycle status and end time, in the order of
// their date (the end where the source states one, else the start: a ZVG Termin has no end).
// The status is not a stored fact: it moves with the clock, so the projection's `status` field
// is recomputed for each auction when the clock passes its start or end (AuctionSearch.advance).

/** The fields the projector writes to the `auction_search` bucket: what the source stated. */
const auctionOwnFields = {
  platform: { type: 'enum' },
  country: { type: 'enum' },
  city: { type: 'string' },
  region: { type: 'string' },
  postal_code: { type: 'string' },
  point: { type: 'point' },
  /** A state the source states outright, '' when it states none. */
  stated_status: { type: 'enum' },
  starts_at: { type: 'timestamp' },
  ends_at: { type: 'timestamp' },
  observed_at: { type: 'timestamp' },
} as const;

const AUCTION_SORTS = { soonest: { field: 'order_at', direction: 'asc' } } as const;
const auctionText = { city: 'city', region: 'region', postal_code: 'postal_code' } as const;

/** The positional layout of an `auction_search` document. */
const auctionOwnSpec = defineSearchKind({ kind: 'auction', fields: auctionOwnFields, sorts: {}, textLocation: auctionText });

/** The projection's fields: the stated ones, the status at the projection's clock and the date pages are ordered by. */
export const auctionSearchFields = defineSearchKind({
  kind: 'auction',
  fields: { ...auctionOwnFields, status: { type: 'enum' }, order_at: { type: 'timestamp' } },
  sorts: AUCTION_SORTS,
  textLocation: auctionText,
  expiresBy: 'observed_at',
});

export type AuctionSearchFields = typeof auctionSearchFields.fields;
export type AuctionOwnSearchFields = typeof auctionOwnFields;
export type AuctionOwnSearchValues = FieldValues<AuctionOwnSearchFields>;

/** What decides an auction's status: the state the source states, and its start and end (epoch ms). */
export interface AuctionTimes {
  stated?: string | null | undefined;
  startsAt?: number | null | undefined;
  endsAt?: number | null | undefined;
}

/** States a source states that no date overrides: a cancelled auction stays cancelled past its dates. */
const STATED_FINAL: ReadonlySet<string> = new Set<AuctionStatus>(['cancelled', 'suspended', 'closed']);

/**
 * An auction's status at `now`: a cancellation, suspension or conclusion the source states;
 * otherwise the clock against the dates (closed from its end, upcoming before its start, open
 * from its start); otherwise, with no dates, what the source states. Undefined when the source
 * states neither a state nor a date: the status is not guessed.
 */
export function auctionStatusAt(times: AuctionTimes, now: number): AuctionStatus | undefined {
  const { stated, startsAt, endsAt } = times;
  if (stated && STATED_FINAL.has(stated)) return stated as AuctionStatus;
  if (endsAt !== null && endsAt !== undefined && now >= endsAt) return 'closed';
  if (startsAt !== null && startsAt !== undefined) return now < startsAt ? 'upcoming' : 'open';
  // An end ahead and no start: bidding runs until the end, so it is open unless the source says otherwise.
  if (endsAt !== null && endsAt !== undefined) return stated === 'upcoming' ? 'upcoming' : 'open';
  return stated === 'upcoming' || stated === 'open' ? stated : undefined;
}

/** The next moment after `now` at which the status of an auction can change by the clock alone, if any. */
export function nextStatusChange(times: AuctionTimes, now: number): number | undefined {
  const { stated, startsAt, endsAt } = times;
  if (stated && STATED_FINAL.has(stated)) return undefined;
  if (startsAt !== null && startsAt !== undefined && now < startsAt) return startsAt;
  if (endsAt !== null && endsAt !== undefined && now < endsAt) return endsAt;
  return undefined;
}

/** The `auction_search` document of an auction observation. */
export function auctionSearchDocument(version: SearchVersion, values: AuctionOwnSearchValues): SearchDocument {
  return { ...version, values: searchDocumentValues(auctionOwnSpec, values) };
}

/** An `auction_search` document's values, or undefined when the value is not one. */
export function auctionOwnValuesOf(document: unknown): AuctionOwnSearchValues | undefined {
  return fieldValuesOfDocument(auctionOwnSpec, document);
}

/** An auction search in the projection's terms, as the gateway plans it from a request. */
export interface AuctionSearchQuery {
  platforms: readonly string[];
  country?: string | undefined;
  location?: SearchLocation | undefined;
  statuses?: readonly AuctionStatus[] | undefined;
  /** Epoch ms bounds on `ends_at`, inclusive. */
  ends?: { min?: number | undefined; max?: number | undefined } | undefined;
  limit: number;
  after?: Position | undefined;
  totalCap?: number | undefined;
}

export function auctionFilters(query: AuctionSearchQuery): SearchFilter[] {
  const filters: SearchFilter[] = [{ kind: 'in', field: 'platform', values: query.platforms }];
  if (query.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.country] });
  if (query.statuses !== undefined) filters.push({ kind: 'in', field: 'status', values: query.statuses });
  return [...filters, ...rangeFilters({ ends_at: query.ends }), ...searchLocationFilters(query.location)];
}

/** A min-heap of (time, id): the moments auctions change status, stale entries skipped when popped. */
class ChangeQueue {
  private readonly heap: Array<[number, string]> = [];

  push(at: number, id: string): void {
    const heap = this.heap;
    heap.push([at, id]);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as [number, string])[0] <= at) break;
      [heap[i], heap[parent]] = [heap[parent] as [number, string], heap[i] as [number, string]];
      i = parent;
    }
  }

  /** The earliest entry at or before `now`, removed; undefined when none is due. */
  popDue(now: number): [number, string] | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (top === undefined || top[0] > now) return undefined;
    const last = heap.pop() as [number, string];
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < heap.length && (heap[l] as [number, string])[0] < (heap[least] as [number, string])[0]) least = l;
        if (r < heap.length && (heap[r] as [number, string])[0] < (heap[least] as [number, string])[0]) least = r;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least] as [number, string], heap[i] as [number, string]];
        i = least;
      }
    }
    return top;
  }

  get length(): number {
    return this.heap.length;
  }
}

/**
 * The auction search projection with its status kept current: every record's `status` is
 * computed at the projection's clock when it arrives, and again whenever the clock passes the
 * start or end it is waiting for (`advance`, which every search runs first). A record whose
 * status cannot be computed (no state, no date) is not searchable: the status is never guessed.
 */
export class AuctionSearch {
  readonly projection = new SearchProjection(auctionSearchFields, { liveWindowMs: LIVE_WINDOW_MS });
  /** The stated values of the auctions waiting for a start or end, to recompute their status then. */
  readonly #own = new Map<string, AuctionOwnSearchValues>();
  /** When each id's status next changes, as queued; an entry in the queue that disagrees is stale. */
  readonly #due = new Map<string, number>();
  readonly #queue = new ChangeQueue();
  #clock: number;

  constructor(private readonly now: () => number = Date.now) {
    this.#clock = now();
  }

  get size(): number {
    return this.projection.size;
  }

  upsert(id: string, values: AuctionOwnSearchValues): void {
    this.#apply(id, values, Math.max(this.#clock, this.now()));
  }

  remove(id: string): boolean {
    this.#own.delete(id);
    this.#due.delete(id);
    return this.projection.remove(id);
  }

  /** Recomputes the status of every auction whose start or end the clock has passed since. */
  advance(now: number): void {
    if (now < this.#clock) return;
    this.#clock = now;
    for (let entry = this.#queue.popDue(now); entry !== undefined; entry = this.#queue.popDue(now)) {
      const [at, id] = entry;
      if (this.#due.get(id) !== at) continue;
      this.#due.delete(id);
      const values = this.#own.get(id);
      if (values === undefined) continue;
      // Past the live window the record has left the projection; it must not come back.
      const observed = values.observed_at;
      if (observed !== null && observed !== undefined && observed + LIVE_WINDOW_MS <= now) this.remove(id);
      else this.#apply(id, values, now);
    }
  }

  search(query: AuctionSearchQuery, now: number = this.now()): SearchResult {
    this.advance(now);
    return this.projection.search({ filters: auctionFilters(query), sort: 'soonest', limit: query.limit, after: query.after, totalCap: query.totalCap }, now);
  }

  #apply(id: string, values: AuctionOwnSearchValues, now: number): void {
    const times = { stated: values.stated_status, startsAt: values.starts_at, endsAt: values.ends_at };
    const status = auctionStatusAt(times, now);
    if (status === undefined) {
      this.remove(id);
      return;
    }
    this.projection.upsert(id, { ...values, status, order_at: values.ends_at ?? values.starts_at ?? null });
    const next = nextStatusChange(times, now);
    if (next === undefined) {
      this.#own.delete(id);
      this.#due.delete(id);
    } else {
      this.#own.set(id, values);
      this.#due.set(id, next);
      this.#queue.push(next, id);
    }
  }
}
