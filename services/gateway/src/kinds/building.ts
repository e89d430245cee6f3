import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredBuilding } from '@estate/events';
import { getBuildingHandler, getBuildingUnitsHandler } from '../buildings/building-handlers.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { SourceBoard } from '../reads/source-status.js';
import { defineKind } from './kind.js';

/** Buildings: documents from the `buildings` bucket, their advertised units from the store. */
export const buildingKind = defineKind({
  kind: 'building',
  operations: ['getBuilding', 'getBuildingUnits'],
  async open({ bus, store, directory, logger }) {
    const kv = await openBucket(bus, BUCKETS.buildings);
    const deps = { board: new SourceBoard(store, directory, { logger }), store, buildings: new LiveDocuments<StoredBuilding>(kv, 'building') };
    return { handlers: { getBuilding: getBuildingHandler(deps), getBuildingUnits: getBuildingUnitsHandler(deps) } };
  },
});
