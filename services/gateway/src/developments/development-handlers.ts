import { DEFAULT_PAGE_SIZE, type DevelopmentBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import type { StoredDevelopment } from '@estate/documents';
import { developmentFilters, type DevelopmentSearchProjection } from '@estate/search';
import { ApiError } from '../http/api-error.js';
import { checkLocation } from '../search-plan/search-plan.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { checkCountry, checkQuery, consultedPlatforms } from '../search-plan/consulted.js';
import { requireIdOf } from '../http/body-ids.js';
import { decodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { LiveDocuments } from '../reads/live-documents.js';
import { isIdPosition, requireLoaded, searchPageMeta } from '../reads/search-page.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';

export interface DevelopmentDeps {
  board: SourceBoard;
  developments: LiveDocuments<StoredDevelopment>;
  search: { readonly projection: DevelopmentSearchProjection; readonly isLoaded: boolean };
  locations: LocationDirectory;
}

/** getDevelopment: the development's current document from KV. */
export function getDevelopmentHandler(deps: DevelopmentDeps): HandlerOf<'getDevelopment'> {
  return async ({ params }) => {
    const id = params.development_id;
    requireIdOf('dev', id, 'path.development_id');
    const found = await deps.developments.get(id);
    if (!found) throw new ApiError('not_found', `no development ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
    return { data: found.development, meta: { sources: [await storeCall(() => deps.board.statusOf(found.development.source.platform))] } };
  };
}

/**
 * searchDevelopments: ids, total and position from the in-memory development search (in id
 * order), documents from the `developments` bucket. A development whose document expired between
 * the two is left out of `data`, not of the total or the position.
 */
export function searchDevelopmentsHandler(deps: DevelopmentDeps): HandlerOf<'searchDevelopments'> {
  return async ({ body: request }) => {
    const body = withPlaceName(request, deps.locations);
    checkCountry(body.country, 'body.country');
    const name = checkQuery(body.query, 'body.query');
    const location = checkLocation(body.location);
    const country = body.country ?? (body.location?.kind === 'text' ? body.location.country : undefined);
    const now = deps.board.now();
    const consulted = consultedPlatforms('searchDevelopments', body.platforms, country, await storeCall(() => deps.board.platforms()));
    const { cursor, limit: _limit, ...filters } = request;
    const fingerprint = requestFingerprint('searchDevelopments', filters);
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isIdPosition, 'body.cursor');
    requireLoaded(deps.search, 'development search');
    const page = deps.search.projection.search(
      {
        filters: developmentFilters({ platforms: consulted.map((p) => p.platform), country, location, name, statuses: body.status }),
        sort: 'id',
        limit: body.limit ?? DEFAULT_PAGE_SIZE,
        after,
      },
      now,
    );
    const data = (await Promise.all(page.ids.map((id) => deps.developments.get(id)))).filter((d) => d !== undefined).map((d): DevelopmentBody => d.development);
    return { data, meta: searchPageMeta(consulted, now, data.length, page, fingerprint) };
  };
}
