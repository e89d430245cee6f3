import type { BuildingBody } from '@estate/contract';
import type { BuildingObserved } from '@estate/events';

/** A point as the contract serves it: a point without a stated precision is not claimed to be exact (as listings). */
export function contractGeometry(geometry: BuildingObserved['geometry']): BuildingBody['geometry'] {
  if (geometry === undefined) return undefined;
  return { latitude: geometry.latitude, longitude: geometry.longitude, precision: geometry.precision ?? 'approximate', crs: 'EPSG:4326' };
}
