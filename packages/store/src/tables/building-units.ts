import { Type } from 'typebox';
import { checkLimit, keysetPage, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { LIVE_OBSERVATION_FILTER } from '../live-window.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/** `building_units` (0051): one row per building and advertised unit, the latest observation winning (24 h). */
export const buildingUnits = defineTable({
  name: 'building_units',
  live: true,
  materialized: ['version'],
  columns: {
    building_id: col.string(),
    unit_native_id: col.string(),
    platform: col.lowCardinality(),
    kind: col.lowCardinality(),
    label: Type.Optional(col.string()),
    listing_id: Type.Optional(col.string()),
    price_amount: Type.Optional(col.nullable(col.decimal())),
    currency: Type.Optional(col.lowCardinality()),
    available_from: Type.Optional(col.nullable(col.date())),
    document: col.string(),
    observed_at: col.timestamp(),
    event_id: col.string(),
  },
});

export type BuildingUnitInsertRow = RowOf<typeof buildingUnits>;
export type BuildingUnitRow = StoredRowOf<typeof buildingUnits>;

/** A unit's place in a building's list: its native id (units have no order of their own). */
export interface UnitPosition {
  unit_native_id: string;
}

/** What a page of a building's units needs: the page, and how many units the building advertises now. */
export interface BuildingUnitsPage extends KeysetPage<BuildingUnitRow, UnitPosition> {
  total: number;
}

/**
 * A page of the units a building advertises now: each unit's latest observation within the live
 * window, by unit id. A unit read twice (a page re-read, a replay) is one unit.
 */
export async function getBuildingUnitsPage(store: Store, buildingId: string, options: PageOptions<UnitPosition>): Promise<BuildingUnitsPage> {
  checkLimit(options.limit);
  const params = new SqlParams();
  const id = params.string(buildingId);
  const after = options.after === undefined ? '' : `WHERE unit_native_id > ${params.string(options.after.unit_native_id)}`;
  const latest = `SELECT building_id, unit_native_id, platform, kind, label, listing_id, price_amount, currency, available_from, document, observed_at, event_id
       FROM building_units
       WHERE building_id = ${id} AND ${LIVE_OBSERVATION_FILTER}
       ORDER BY unit_native_id, version DESC
       LIMIT 1 BY unit_native_id`;
  const countParams = new SqlParams();
  const countId = countParams.string(buildingId);
  const [rows, counts] = await Promise.all([
    store.queryRows<BuildingUnitRow>(
      `SELECT * FROM (${latest}) ${after} ORDER BY unit_native_id LIMIT ${params.uint(options.limit + 1)}`,
      params.values,
      { name: 'getBuildingUnitsPage' },
    ),
    store.queryRows<{ total: string | number }>(
      `SELECT uniqExact(unit_native_id) AS total FROM building_units WHERE building_id = ${countId} AND ${LIVE_OBSERVATION_FILTER}`,
      countParams.values,
      { name: 'countBuildingUnits' },
    ),
  ]);
  const page = keysetPage(
    rows.map((row) => buildingUnits.fromClickHouse(row)),
    options.limit,
    (row) => ({ unit_native_id: row.unit_native_id }),
  );
  return { ...page, total: Number(counts[0]?.total ?? 0) };
}
