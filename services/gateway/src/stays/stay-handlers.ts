import { DEFAULT_PAGE_SIZE, type StayQuoteBody, type StayReviewBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS, type QuoteLine } from '@estate/events';
import type { StoredStay } from '@estate/documents';
import { getRecentStayQuotes, getStayCalendar, getStayReviewsPage, type ReviewPosition, type Store, type StayQuoteRow } from '@estate/store';
import { ApiError } from '../http/api-error.js';
import { SerializedBytes } from '../http/serialized-json.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import { checkBookable } from './bookability.js';
import { availabilityDays, stayCalendar } from './calendar.js';
import type { LiveStays } from './live-stays.js';
import { BreakdownError, priceQuote } from './quote.js';

/** How long a quote is good for: the source's prices change, and a quote is only as fresh as its breakdown. */
export const QUOTE_VALIDITY_MS = 60 * 60_000;
/** Days of calendar getStayAvailability returns unless `days` says otherwise (the contract's default). */
export const DEFAULT_AVAILABILITY_DAYS = 30;

export interface StayReadDeps {
  store: Store;
  stays: LiveStays;
  board: SourceBoard;
}

/** getStay: the current document from KV, 404 once its observation is older than 24 h. */
export function getStayHandler({ stays, board }: StayReadDeps): HandlerOf<'getStay'> {
  return async ({ params }) => {
    const stay = await stays.require(params.stay_id);
    return { data: SerializedBytes.of(stay.bytes), meta: { sources: [await storeCall(() => board.statusOf(stay.platform))] } };
  };
}

/**
 * getStayAvailability: one observation per date of the latest calendar with dates, `days` days
 * from `start_date` (default: today, UTC); dates it does not state are `unknown`.
 */
export function getStayAvailabilityHandler({ store, stays, board }: StayReadDeps): HandlerOf<'getStayAvailability'> {
  return async ({ params, query }) => {
    const { stay } = await stays.require(params.stay_id);
    const start = query.start_date ?? new Date(board.now()).toISOString().slice(0, 10);
    const days = query.days ?? DEFAULT_AVAILABILITY_DAYS;
    const calendar = stayCalendar(await storeCall(() => getStayCalendar(store, stay.id)), stay.source.country);
    const data = availabilityDays(calendar, start, days, stay.source);
    const platform = calendar.observation?.source.platform ?? stay.source.platform;
    const unknown = data.filter((d) => d.status === 'unknown').length;
    return {
      data,
      meta: {
        sources: [await storeCall(() => board.statusOf(platform))],
        warnings: calendar.warnings,
        completeness: unknown === 0 ? 'complete' : unknown === data.length ? 'unavailable' : 'partial',
      },
    };
  };
}

const isReviewPosition = (v: unknown): v is ReviewPosition =>
  typeof v === 'object' && v !== null && typeof (v as ReviewPosition).reviewed_at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test((v as ReviewPosition).reviewed_at) && typeof (v as ReviewPosition).native_id === 'string';

/** getStayReviews: the stay's reviews, newest first, keyset-paged; reviews outlive the stay's 24 h. */
export function getStayReviewsHandler({ store, stays, board }: StayReadDeps): HandlerOf<'getStayReviews'> {
  return async ({ params, query }) => {
    const { stay } = await stays.require(params.stay_id);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getStayReviews', { id: stay.id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isReviewPosition, 'query.cursor');
    const page = await storeCall(() => getStayReviewsPage(store, stay.id, { limit, ...(after ? { after } : {}) }));
    const data: StayReviewBody[] = page.rows.map((row) => ({
      id: row.native_id,
      stay_id: row.stay_id,
      reviewed_at: row.reviewed_at,
      ...(row.rating !== null ? { rating: row.rating } : {}),
      ...(row.reviewer_name ? { reviewer_name: row.reviewer_name } : {}),
      ...(row.language ? { language: row.language } : {}),
      ...(row.text ? { text: row.text } : {}),
      source: { platform: row.platform, provider: row.provider, observed_at: row.observed_at, access_class: row.access_class, native_id: row.native_id, ...(stay.source.country ? { country: stay.source.country } : {}) },
    }));
    const platforms = [...new Set([stay.source.platform, ...page.rows.map((r) => r.platform)])];
    return {
      data,
      meta: {
        sources: await Promise.all(platforms.map((p) => storeCall(() => board.statusOf(p)))),
        pagination: { has_more: page.has_more, returned: data.length, ...(page.has_more && page.next ? { next_cursor: encodeCursor(fingerprint, page.next) } : {}) },
      },
    };
  };
}

/**
 * getStayQuote: refuses what the stay cannot take (bookability.ts), then prices the dates from
 * the freshest breakdown the stay's page showed (quote.ts). The page's own refusal of these very
 * dates is a refusal too.
 */
export function getStayQuoteHandler({ store, stays, board }: StayReadDeps): HandlerOf<'getStayQuote'> {
  return async ({ params, body }) => {
    const { stay } = await stays.require(params.stay_id);
    const [reads, quotes] = await Promise.all([storeCall(() => getStayCalendar(store, stay.id)), storeCall(() => getRecentStayQuotes(store, stay.id))]);
    checkBookable(stay, stayCalendar(reads, stay.source.country), body);
    const exact = quotes.find((q) => q.check_in === body.check_in && q.check_out === body.check_out && q.guests === body.guests);
    if (exact && !exact.available) {
      throw new ApiError('stay_not_bookable', `availability: ${exact.platform} refused these dates at ${exact.observed_at}${exact.unavailable_message ? `: ${exact.unavailable_message}` : ''}`);
    }
    const basis = exact?.available ? exact : quotes.find((q) => q.available && q.currency);
    if (basis === undefined) {
      throw new ApiError('not_found', `no price breakdown of stay ${stay.id} was observed within the last ${LIVE_WINDOW_HOURS} hours; a quote needs one`);
    }
    let priced;
    try {
      priced = priceQuote(breakdownOf(basis), body);
    } catch (error) {
      if (error instanceof BreakdownError) throw new ApiError('source_unavailable', `the stay's latest price breakdown cannot be used: ${error.message}`);
      throw error;
    }
    const data: StayQuoteBody = {
      stay_id: stay.id,
      check_in: body.check_in,
      check_out: body.check_out,
      guests: body.guests,
      ...priced,
      quoted_at: basis.observed_at,
      valid_until: new Date(Date.parse(basis.observed_at) + QUOTE_VALIDITY_MS).toISOString(),
      source: { platform: basis.platform, provider: basis.provider, observed_at: basis.observed_at, access_class: basis.access_class, native_id: basis.stay_native_id, ...(stay.source.country ? { country: stay.source.country } : {}) },
    };
    return { data, meta: { sources: [await storeCall(() => board.statusOf(basis.platform))] } };
  };
}

function breakdownOf(row: StayQuoteRow) {
  return { check_in: row.check_in, check_out: row.check_out, guests: Number(row.guests), currency: row.currency, lines: JSON.parse(row.lines) as QuoteLine[], ...(row.total ? { total: row.total } : {}) };
}

export type { StoredStay };
