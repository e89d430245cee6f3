import { DEFAULT_PAGE_SIZE, type UnitBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import type { StoredBuilding } from '@estate/documents';
import { getBuildingUnitsPage, type Store, type UnitPosition } from '@estate/store';
import { ApiError } from '../http/api-error.js';
import { requireIdOf } from '../http/body-ids.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { LiveDocuments } from '../reads/live-documents.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';

export interface BuildingDeps {
  board: SourceBoard;
  store: Store;
  buildings: LiveDocuments<StoredBuilding>;
}

const isUnitPosition = (v: unknown): v is UnitPosition =>
  typeof v === 'object' && v !== null && typeof (v as UnitPosition).unit_native_id === 'string' && (v as UnitPosition).unit_native_id.length <= 500;

async function requireBuilding(deps: BuildingDeps, id: string): Promise<StoredBuilding> {
  requireIdOf('bld', id, 'path.building_id');
  const found = await deps.buildings.get(id);
  if (!found) throw new ApiError('not_found', `no building ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
  return found;
}

/** getBuilding: the building's current document from KV. */
export function getBuildingHandler(deps: BuildingDeps): HandlerOf<'getBuilding'> {
  return async ({ params }) => {
    const { building } = await requireBuilding(deps, params.building_id);
    return { data: building, meta: { sources: [await storeCall(() => deps.board.statusOf(building.source.platform))] } };
  };
}

/**
 * getBuildingUnits: the units the building's page advertises now, by unit id, keyset-paged. The
 * answer is never `complete`: a building has units no source advertises (let, lived in, never
 * listed), so completeness is `partial` and a warning says what the list covers.
 */
export function getBuildingUnitsHandler(deps: BuildingDeps): HandlerOf<'getBuildingUnits'> {
  return async ({ params, query }) => {
    const { building } = await requireBuilding(deps, params.building_id);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getBuildingUnits', { id: building.id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isUnitPosition, 'query.cursor');
    const page = await storeCall(() => getBuildingUnitsPage(deps.store, building.id, { limit, ...(after ? { after } : {}) }));
    const data = page.rows.map((row) => JSON.parse(row.document) as UnitBody);
    const of = building.unit_count === undefined ? '' : ` of the ${building.unit_count} units the building has`;
    return {
      data,
      meta: {
        completeness: 'partial',
        sources: [await storeCall(() => deps.board.statusOf(building.source.platform))],
        warnings: [
          {
            code: 'advertised_units_only',
            message: `Units are those ${building.source.platform} advertises for this building now (${page.total}${of}); units not on the market are not listed.`,
          },
        ],
        pagination: {
          has_more: page.has_more,
          returned: data.length,
          total: page.total,
          total_relation: 'exact',
          ...(page.next ? { next_cursor: encodeCursor(fingerprint, page.next) } : {}),
        },
      },
    };
  };
}
