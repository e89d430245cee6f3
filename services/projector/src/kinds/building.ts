import type { BuildingBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredBuilding } from '@estate/documents';
import { buildingId } from '@estate/normalize';
import { sourceOf } from '../source-of.js';
import { contractGeometry } from './place-of.js';
import { nullable, projection, type ProjectionSink } from './projection.js';

type BuildingDocuments = { buildings: StoredBuilding };

/**
 * `building.observed`: the building's row in `buildings` and its Building document in the
 * `buildings` bucket, under the id a listing's `building_id` names (platform + building id).
 */
export const buildingProjection = projection({
  tables: ['buildings'],
  documents: ['buildings'],
  project(event: EventOf<'building.observed'>, out: ProjectionSink<'buildings', BuildingDocuments>) {
    const d = event.data;
    const id = buildingId(event.platform, d.native_id);
    const geometry = contractGeometry(d.geometry);
    const building: BuildingBody = {
      id,
      source: sourceOf(event),
      ...(d.name !== undefined ? { name: d.name } : {}),
      ...(d.address !== undefined ? { address: d.address } : {}),
      ...(geometry !== undefined ? { geometry } : {}),
      ...(d.year_built !== undefined ? { year_built: d.year_built } : {}),
      ...(d.floors !== undefined ? { floors: d.floors } : {}),
      ...(d.unit_count !== undefined ? { unit_count: d.unit_count } : {}),
      ...(d.amenities?.length ? { amenities: d.amenities } : {}),
      ...(d.extensions !== undefined ? { extensions: d.extensions } : {}),
    };
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('buildings', {
      building_id: id,
      platform: event.platform,
      native_id: d.native_id,
      name: d.name ?? '',
      country: d.country,
      city: d.address?.city ?? '',
      region: d.address?.region ?? '',
      postal_code: d.address?.postal_code ?? '',
      latitude: nullable(d.geometry?.latitude),
      longitude: nullable(d.geometry?.longitude),
      year_built: nullable(d.year_built),
      floors: nullable(d.floors),
      unit_count: nullable(d.unit_count),
      document: JSON.stringify(building),
      ...version,
    });
    out.document('buildings', id, { building, ...version });
  },
});
