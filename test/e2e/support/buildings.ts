import type { BuildingBody, UnitBody } from '@estate/contract';
import { expect } from 'vitest';
import type { EstateClient } from '@estate/client';
import { answered } from './api.js';

/** getBuilding and getBuildingUnits through the typed client, and a building's units paged to the end. */
export function buildingReads(api: () => EstateClient) {
  const getBuilding = (id: string) => answered<BuildingBody>('getBuilding', api().GET('/v1/buildings/{building_id}', { params: { path: { building_id: id } } }));
  const getUnits = (id: string, query: { limit?: number; cursor?: string } = {}) =>
    answered<UnitBody[]>('getBuildingUnits', api().GET('/v1/buildings/{building_id}/units', { params: { path: { building_id: id }, query } }));

  /** Every unit of a building, paged `limit` at a time to the end; fails on a repeated unit. */
  async function allUnits(buildingId: string, limit = 100): Promise<UnitBody[]> {
    const units: UnitBody[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const answer = await getUnits(buildingId, { limit, ...(cursor ? { cursor } : {}) });
      expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
      for (const unit of answer.body.data) expect(units.map((u) => u.id)).not.toContain(unit.id);
      units.push(...answer.body.data);
      if (!answer.body.meta.pagination?.has_more) return units;
      cursor = answer.body.meta.pagination.next_cursor;
    }
    throw new Error('units did not end');
  }

  return { getBuilding, getUnits, allUnits };
}
