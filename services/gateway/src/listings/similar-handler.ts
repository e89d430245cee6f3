import { DEFAULT_PAGE_SIZE, type SimilarityBody } from '@estate/contract';
import { bySimilarity, type SimilarListing } from '@estate/search';
import { SerializedBytes } from '../http/serialized-json.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import { storeCall } from '../reads/store-call.js';
import type { SourceBoard } from '../reads/source-status.js';
import type { HandlerOf } from '../routes/operations.js';
import type { LiveListing, LiveListings } from '../reads/live-listings.js';
import type { ListingSearchIndex } from './search-handler.js';
import { requireLoaded } from '../reads/search-page.js';

export interface SimilarListingsDeps {
  board: SourceBoard;
  search: ListingSearchIndex;
  listings: LiveListings;
}

/** A place in the ranking: a listing's score and id (the ranking's own order, see bySimilarity). */
type SimilarPosition = { score: number; id: string };

const isSimilarPosition = (v: unknown): v is SimilarPosition =>
  typeof v === 'object' && v !== null && typeof (v as SimilarPosition).score === 'number' && Number.isFinite((v as SimilarPosition).score) && typeof (v as SimilarPosition).id === 'string';

/**
 * getSimilarListings: live listings like this one, ranked by the similarity of @estate/search
 * (`SIMILARITY`, quoted in the operation's description), from the listing search projection.
 * `meta.similarity` gives each returned listing's score and distance, in the page's order. The
 * ranking is recomputed per page; a cursor continues after its (score, id), so a page neither
 * repeats nor skips a listing whose score did not change between the two calls.
 */
export function getSimilarListingsHandler(deps: SimilarListingsDeps): HandlerOf<'getSimilarListings'> {
  return async ({ params, query }) => {
    const live = await deps.listings.require(params.listing_id);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getSimilarListings', { id: live.id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isSimilarPosition, 'query.cursor');
    requireLoaded(deps.search, 'listing search');
    const now = deps.board.now();
    const ranked = await deps.search.projection.similar(live.id, now);
    const start = after === undefined ? 0 : ranked.findIndex((s) => bySimilarity(s, { ...after }) > 0);
    const rest = start < 0 ? [] : ranked.slice(start);
    const page = rest.slice(0, limit);
    const found = await Promise.all(page.map(async (s) => ({ s, doc: await deps.listings.get(s.id) })));
    // A listing whose document expired since the projection saw it is left out of `data`, not of the position.
    const served = found.filter((f): f is { s: SimilarListing; doc: LiveListing } => f.doc !== undefined);
    const last = page[page.length - 1];
    const hasMore = rest.length > limit;
    const similarity: SimilarityBody[] = served.map(({ s }) => ({ listing_id: s.id, score: s.score, ...(s.distance_meters !== undefined ? { distance_meters: s.distance_meters } : {}) }));
    return {
      data: SerializedBytes.list(served.map(({ doc }) => doc.bytes)),
      meta: {
        sources: [await storeCall(() => deps.board.statusOf(live.platform))],
        pagination: {
          has_more: hasMore,
          returned: served.length,
          total: ranked.length,
          total_relation: 'exact',
          ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, { score: last.score, id: last.id }) } : {}),
        },
        similarity,
      },
    };
  };
}
