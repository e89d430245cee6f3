import { DEFAULT_PAGE_SIZE, type StaySearchRequest, type WarningBody } from '@estate/contract';
import { areaCentre, type GeoPoint } from '@estate/normalize';
import { epochDay, NIGHTS_HORIZON_DAYS, type Position, type StaySearchQuery } from '@estate/search';
import type { Static } from 'typebox';
import { ApiError } from '../http/api-error.js';
import { SerializedBytes } from '../http/serialized-json.js';
import { checkLocation, checkRange } from '../search-plan/search-plan.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import { sourceStatusOf, type PlatformState, type SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import type { LiveStay, LiveStays } from './live-stays.js';
import type { StaySearchIndex } from './stay-search-index.js';
import { requireLoaded } from '../reads/search-page.js';

type Body = Static<typeof StaySearchRequest>;

export interface StaySearchDeps {
  board: SourceBoard;
  search: Pick<StaySearchIndex, 'projection' | 'isLoaded'>;
  stays: LiveStays;
  locations: LocationDirectory;
}

const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' && v !== null && typeof (v as Position).id === 'string' && ((v as Position).key === null || (typeof (v as Position).key === 'number' && Number.isFinite((v as Position).key)));

/** The dates of a stay search as the projection's nights filter; both dates or neither. */
function stayDates(body: Pick<Body, 'check_in' | 'check_out'>, today: number): StaySearchQuery['stay'] {
  if (body.check_in === undefined && body.check_out === undefined) return undefined;
  if (body.check_in === undefined || body.check_out === undefined) throw new ApiError('invalid_request', 'body.check_in and body.check_out go together: give both or neither');
  const from = epochDay(body.check_in);
  const to = epochDay(body.check_out);
  if (!(to > from)) throw new ApiError('invalid_request', 'body.check_out must be after body.check_in');
  if (to - from > NIGHTS_HORIZON_DAYS) throw new ApiError('invalid_request', `a stay search covers at most ${NIGHTS_HORIZON_DAYS} nights`);
  if (from < today) throw new ApiError('invalid_request', 'body.check_in must not be in the past');
  return { from, nights: to - from };
}

/** Where a nearest-first search measures from: the centre of an area; a named place has none. */
function distanceOrigin(sort: Body['sort'], location: StaySearchQuery['location']): GeoPoint | undefined {
  if (sort !== 'distance_asc') return undefined;
  if (location === undefined || location.kind === 'text') {
    throw new ApiError('invalid_request', 'body.sort distance_asc measures from the centre of body.location: give a radius, bbox or polygon location');
  }
  return areaCentre(location);
}

/**
 * Checks what the schema cannot and turns the request into the projection's query; the platforms
 * consulted are those whose collectors serve searchStays (or the ones the body names).
 */
export function planStaySearch(request: Body, known: readonly PlatformState[], locations: LocationDirectory, today: number): { query: Omit<StaySearchQuery, 'limit' | 'after'>; consulted: PlatformState[]; warnings: WarningBody[]; fingerprint: string } {
  const body = withPlaceName(request, locations);
  const byName = new Map(known.map((p) => [p.platform, p]));
  const consulted =
    body.platforms?.map((name, i) => {
      const state = byName.get(name);
      if (!state) throw new ApiError('invalid_request', `body.platforms.${i} is not a platform of this deployment (${name}); known: ${[...byName.keys()].join(', ')}`);
      return state;
    }) ?? known.filter((p) => p.manifest?.operations.includes('searchStays'));
  const warnings: WarningBody[] = [];
  const price = body.price_per_night;
  if (price && (price.min !== undefined || price.max !== undefined) && price.currency === undefined) {
    warnings.push({ code: 'price_without_currency', field: 'body.price_per_night.currency', message: "price_per_night.min and .max are compared with each stay's own currency; set price_per_night.currency to compare like with like" });
  }
  const location = checkLocation(body.location);
  const query: Omit<StaySearchQuery, 'limit' | 'after'> = {
    platforms: consulted.map((p) => p.platform),
    sort: body.sort ?? 'reviews_desc',
    origin: distanceOrigin(body.sort, location),
    country: body.country ?? (body.location?.kind === 'text' ? body.location.country : undefined),
    location,
    stay: stayDates(body, today),
    guests: body.guests,
    room_types: body.room_types,
    price_per_night: price ? { ...checkRange(price, 'price_per_night'), currency: price.currency } : undefined,
    bedrooms: checkRange(body.bedrooms, 'bedrooms'),
    rating: checkRange(body.rating, 'rating'),
  };
  const { cursor: _cursor, limit: _limit, ...filters } = request;
  return { query, consulted, warnings, fingerprint: requestFingerprint('searchStays', filters) };
}

/**
 * searchStays: ids, total and position from the in-memory stay search (its shards), documents from the
 * `stays` bucket. As with listings, a stay whose document expired between the two is left out
 * of `data`, not of the total or the position.
 */
export function searchStaysHandler(deps: StaySearchDeps): HandlerOf<'searchStays'> {
  return async ({ body }) => {
    const { board } = deps;
    const now = board.now();
    const plan = planStaySearch(body, await storeCall(() => board.platforms()), deps.locations, Math.floor(now / 86_400_000));
    const after = body.cursor === undefined ? undefined : decodeCursor(body.cursor, plan.fingerprint, isPosition, 'body.cursor');
    requireLoaded(deps.search, 'stay search');
    const result = await deps.search.projection.searchStayIds({ ...plan.query, limit: body.limit ?? DEFAULT_PAGE_SIZE, after }, now);
    const found = await Promise.all(result.ids.map((id) => deps.stays.get(id)));
    const documents = found.filter((d): d is LiveStay => d !== undefined);
    const next = result.nextPosition;
    return {
      data: SerializedBytes.list(documents.map((d) => d.bytes)),
      meta: {
        sources: plan.consulted.map((state) => sourceStatusOf(state, now)),
        warnings: plan.warnings,
        pagination: {
          has_more: next !== undefined,
          returned: documents.length,
          total: result.total,
          total_relation: result.totalRelation,
          ...(next !== undefined ? { next_cursor: encodeCursor(plan.fingerprint, next) } : {}),
        },
      },
    };
  };
}
