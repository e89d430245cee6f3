import { DEFAULT_PAGE_SIZE, type HistoryItemBody, type MediaItemBody, type SourceBody, type SourceStatusBody } from '@estate/contract';
import { listingId } from '@estate/normalize';
import { findLiveListingByUrl, getListingHistoryPage, getListingMediaPage, type ListingObservationRow, type Store } from '@estate/store';
import type { HandlerOf, OperationResult } from '../routes/operations.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { SourceHistoryPoint } from '@estate/events';
import { notFound, type LiveListing, type LiveListings } from '../reads/live-listings.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import { SerializedBytes } from '../http/serialized-json.js';
import { urlVariants } from '../reads/url-variants.js';

/**
 * One listing: its cached serialized document spliced into the envelope. The point reads' hot
 * path: while the statuses worked out last are current, no promise, closure or await.
 */
function answer(board: SourceBoard, live: LiveListing): OperationResult | Promise<OperationResult> {
  const status = board.currentStatusOf(live.platform);
  if (status) return spliced(live, status);
  return storeCall(() => board.statusOf(live.platform)).then((s) => spliced(live, s));
}

function spliced(live: LiveListing, status: SourceStatusBody): OperationResult {
  return { data: SerializedBytes.of(live.bytes), meta: { sources: [status] } };
}

/** getListing: the current document from KV, 404 once its observation is older than 24 h. */
export function getListingHandler(listings: LiveListings, board: SourceBoard): HandlerOf<'getListing'> {
  return async ({ params }) => answer(board, await listings.require(params.listing_id));
}

/** getPlatformListing: the same read, by the platform's own id. */
export function getPlatformListingHandler(listings: LiveListings, board: SourceBoard): HandlerOf<'getPlatformListing'> {
  return async ({ params }) => {
    const { platform, native_id: nativeId } = params;
    const found = await listings.get(listingId(platform, nativeId));
    if (!found) throw notFound(`${nativeId} on ${platform}`);
    return answer(board, found);
  };
}

/** resolveListing: a listing URL (tried with the usual variants) or a platform and native id. */
export function resolveListingHandler(store: Store, listings: LiveListings, board: SourceBoard): HandlerOf<'resolveListing'> {
  return async ({ body: request }) => {
    if ('platform' in request) {
      const found = await listings.get(listingId(request.platform, request.native_id));
      if (!found) throw notFound(`${request.native_id} on ${request.platform}`);
      return answer(board, found);
    }
    const row = await storeCall(() => findLiveListingByUrl(store, urlVariants(request.url)));
    // The KV document is the current one; the row only names it.
    const found = row ? await listings.get(row.listing_id) : undefined;
    if (!found) throw notFound(`with URL ${request.url}`);
    return answer(board, found);
  };
}

interface MediaPosition {
  position: number;
  url: string;
}
const isMediaPosition = (v: unknown): v is MediaPosition =>
  typeof v === 'object' && v !== null && Number.isInteger((v as MediaPosition).position) && (v as MediaPosition).position >= 0 && typeof (v as MediaPosition).url === 'string';

/** getListingMedia: the gallery seen within 24 h, in order, keyset-paged. */
export function getListingMediaHandler(store: Store, listings: LiveListings, board: SourceBoard): HandlerOf<'getListingMedia'> {
  return async ({ params, query }) => {
    const id = params.listing_id;
    const live = await listings.require(id);
    const { source } = live.listing;
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getListingMedia', { id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isMediaPosition, 'query.cursor');
    const page = await storeCall(() => getListingMediaPage(store, id, { limit, ...(after ? { after } : {}) }));
    const data: MediaItemBody[] = page.rows.map((row) => ({
      listing_id: row.listing_id,
      url: row.url,
      type: row.media_type,
      ...(row.caption ? { caption: row.caption } : {}),
      ...(row.position !== null ? { position: row.position } : {}),
      source: { ...source, observed_at: row.observed_at },
      observed_at: row.observed_at,
    }));
    const last = page.rows[page.rows.length - 1];
    return {
      data,
      meta: {
        sources: [await storeCall(() => board.statusOf(live.platform))],
        pagination: {
          has_more: page.has_more,
          returned: data.length,
          ...(page.has_more && last ? { next_cursor: encodeCursor(fingerprint, { position: last.position ?? Number.MAX_SAFE_INTEGER, url: last.url }) } : {}),
        },
      },
    };
  };
}

/** A history item's place in the merged sequence: time, then observations before source events. */
interface HistoryPosition {
  at: string;
  key: string;
}
const isHistoryPosition = (v: unknown): v is HistoryPosition =>
  typeof v === 'object' && v !== null && typeof (v as HistoryPosition).at === 'string' && !Number.isNaN(Date.parse((v as HistoryPosition).at)) && typeof (v as HistoryPosition).key === 'string';

interface Keyed {
  at: string;
  key: string;
  item: HistoryItemBody;
}

function compareKeyed(a: { at: string; key: string }, b: { at: string; key: string }): number {
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function observationItem(row: ListingObservationRow, source: SourceBody): Keyed {
  return {
    at: row.observed_at,
    key: `o:${row.event_id}`,
    item: {
      listing_id: row.listing_id,
      event: 'observed',
      event_at: row.observed_at,
      ...(row.price_amount !== null && row.currency ? { price: { amount: row.price_amount, currency: row.currency, kind: 'asking' } } : {}),
      status: row.status,
      source: { ...source, observed_at: row.observed_at },
    },
  };
}

function sourceEventItem(point: SourceHistoryPoint, index: number, listingId: string, source: SourceBody): Keyed {
  // Date-only events are placed at midnight UTC so they sort among timestamps.
  const at = point.event_at.length === 10 ? `${point.event_at}T00:00:00.000Z` : new Date(point.event_at).toISOString();
  return {
    at,
    key: `s:${String(index).padStart(6, '0')}`,
    item: {
      listing_id: listingId,
      event: point.event,
      event_at: at,
      ...(point.price ? { price: point.price } : {}),
      ...(point.status ? { status: point.status } : {}),
      ...(point.source_status ? { source_status: point.source_status } : {}),
      source,
    },
  };
}

/**
 * getListingHistory: what the source itself reported (price and status changes, as of its latest
 * observation) merged with every observation made within 24 h, oldest first, keyset-paged over
 * (time, key) so the two sequences interleave stably.
 */
export function getListingHistoryHandler(store: Store, listings: LiveListings, board: SourceBoard): HandlerOf<'getListingHistory'> {
  return async ({ params, query }) => {
    const id = params.listing_id;
    const live = await listings.require(id);
    const { source } = live.listing;
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getListingHistory', { id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isHistoryPosition, 'query.cursor');

    const sourceEvents = live.sourceHistory.map((p, i) => sourceEventItem(p, i, live.id, source)).filter((k) => !after || compareKeyed(k, after) > 0);
    // Observation keys sort before source keys ('o' < 's'), so after a source event at time t
    // only observations strictly later than t follow; after an observation, the next one in
    // (observed_at, event_id) order.
    const observationAfter = after === undefined ? undefined : after.key.startsWith('o:') ? { observed_at: after.at, event_id: after.key.slice(2) } : { observed_at: after.at, event_id: '\uffff' };
    const page = await storeCall(() => getListingHistoryPage(store, id, { limit, ...(observationAfter ? { after: observationAfter } : {}) }));
    const merged = [...sourceEvents, ...page.rows.map((row) => observationItem(row, source))].sort(compareKeyed);
    const items = merged.slice(0, limit);
    const hasMore = merged.length > limit || page.has_more;
    const last = items[items.length - 1];
    return {
      data: items.map((k) => k.item),
      meta: {
        sources: [await storeCall(() => board.statusOf(live.platform))],
        pagination: {
          has_more: hasMore,
          returned: items.length,
          ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, { at: last.at, key: last.key }) } : {}),
        },
      },
    };
  };
}
