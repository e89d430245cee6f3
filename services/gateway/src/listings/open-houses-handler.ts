import { DEFAULT_PAGE_SIZE, type OpenHouseBody } from '@estate/contract';
import type { StoredOpenHouses } from '@estate/documents';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { LiveDocuments } from '../reads/live-documents.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import type { LiveListings } from '../reads/live-listings.js';

export interface OpenHouseDeps {
  board: SourceBoard;
  listings: LiveListings;
  openHouses: LiveDocuments<StoredOpenHouses>;
}

/** An open house's place in the schedule: its start, then its end (two with both equal are one). */
type OpenHousePosition = { starts_at: string; ends_at: string };

const isOpenHousePosition = (v: unknown): v is OpenHousePosition =>
  typeof v === 'object' && v !== null && typeof (v as OpenHousePosition).starts_at === 'string' && typeof (v as OpenHousePosition).ends_at === 'string';

const positionOf = (o: OpenHouseBody): OpenHousePosition => ({ starts_at: o.starts_at, ends_at: o.ends_at ?? '' });

function compare(a: OpenHousePosition, b: OpenHousePosition): number {
  const start = Date.parse(a.starts_at) - Date.parse(b.starts_at);
  if (start !== 0) return start;
  return a.ends_at < b.ends_at ? -1 : a.ends_at > b.ends_at ? 1 : 0;
}

/**
 * getListingOpenHouses: the open houses of the listing's latest schedule read (within the live
 * window), soonest first: what the page listed when it was read, which platforms keep to the
 * coming ones. Not filtered by the clock, so an answer never depends on when it is asked within
 * the window beyond what the source said. A listing whose schedule
 * was never read (its platform publishes none, or only its search card was read) answers an
 * empty list with completeness `unavailable` and a warning, not a claim that there are none.
 */
export function getListingOpenHousesHandler(deps: OpenHouseDeps): HandlerOf<'getListingOpenHouses'> {
  return async ({ params, query }) => {
    const live = await deps.listings.require(params.listing_id);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getListingOpenHouses', { id: live.id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isOpenHousePosition, 'query.cursor');
    const schedule = await deps.openHouses.get(live.id);
    const sources = [await storeCall(() => deps.board.statusOf(live.platform))];
    if (schedule === undefined) {
      return {
        data: [],
        meta: {
          completeness: 'unavailable',
          sources,
          warnings: [{ code: 'open_houses_not_observed', message: `no open-house schedule of this listing was read from ${live.platform} within the live window` }],
          pagination: { has_more: false, returned: 0, total: 0, total_relation: 'exact' },
        },
      };
    }
    const sorted = [...schedule.open_houses].sort((a, b) => compare(positionOf(a), positionOf(b)));
    const rest = after === undefined ? sorted : sorted.filter((o) => compare(positionOf(o), after) > 0);
    const page = rest.slice(0, limit);
    const last = page[page.length - 1];
    const hasMore = rest.length > limit;
    return {
      data: page,
      meta: {
        sources,
        pagination: {
          has_more: hasMore,
          returned: page.length,
          total: sorted.length,
          total_relation: 'exact',
          ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, positionOf(last)) } : {}),
        },
      },
    };
  };
}

