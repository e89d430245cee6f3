import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredBuilding } from '@estate/documents';
import { getBuildingHandler, getBuildingUnitsHandler } from '../buildings/building-handlers.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { defineKind } from './kind.js';

/** Buildings: documents from the `buildings` bucket, their advertised units from the store. */
export const buildingsKind = defineKind({
  kind: 'buildings',
  async open({ bus, store, board }) {
    const kv = await openBucket(bus, BUCKETS.buildings);
    const deps = { board, store, buildings: new LiveDocuments<StoredBuilding>(kv, 'building') };
    return { handlers: { getBuilding: getBuildingHandler(deps), getBuildingUnits: getBuildingUnitsHandler(deps) } };
  },
});
