import type { UnitBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import { buildingId, listingId, makeId } from '@estate/normalize';
import { sourceOf } from '../source-of.js';
import { contractGeometry } from './place-of.js';
import { nullable, projection, type ProjectionSink } from './projection.js';

/**
 * `unit.observed`: the unit's row in `building_units`, keyed by building and unit, so a unit read
 * again (or replayed) replaces its row. getBuildingUnits reads the table: units are listed per
 * building, which a KV document per unit could not page without a scan.
 */
export const unitProjection = projection({
  tables: ['buildingUnits'],
  project(event: EventOf<'unit.observed'>, out: ProjectionSink<'buildingUnits', Record<never, never>>) {
    const d = event.data;
    const building = buildingId(event.platform, d.building_native_id);
    const listing = d.listing_native_id === undefined ? undefined : listingId(event.platform, d.listing_native_id);
    const source = sourceOf(event);
    let property: UnitBody['property'];
    if (d.property !== undefined) {
      const { native_id: _native, source_property_type: _type, geometry, ...rest } = d.property;
      const point = contractGeometry(geometry);
      // A unit's property is its own until property grouping reaches units: one id per unit, stable over reads.
      property = { id: makeId('prp', event.platform, 'unit', d.building_native_id, d.native_id), ...rest, ...(point !== undefined ? { geometry: point } : {}) };
    }
    const unit: UnitBody = {
      kind: d.kind,
      source,
      id: unitId(building, d.native_id),
      ...(d.label !== undefined ? { label: d.label } : {}),
      ...(listing !== undefined ? { listing_id: listing } : {}),
      ...(d.price !== undefined ? { price: d.price } : {}),
      ...(d.available_from !== undefined ? { available_from: d.available_from } : {}),
      ...(property !== undefined ? { property } : {}),
    };
    out.row('buildingUnits', {
      building_id: building,
      unit_native_id: d.native_id,
      platform: event.platform,
      kind: d.kind,
      label: d.label ?? '',
      listing_id: listing ?? '',
      price_amount: nullable(d.price?.amount),
      currency: d.price?.currency ?? '',
      available_from: nullable(d.available_from),
      document: JSON.stringify(unit),
      observed_at: event.observed_at,
      event_id: event.id,
    });
  },
});

/** A unit's id: its building's id and the unit's id there, so it names one unit of one building. */
export function unitId(building: string, unitNativeId: string): string {
  return `${building}.${encodeURIComponent(unitNativeId)}`;
}
