import { servedGeometry, type BuildingBody } from '@estate/contract';
import type { BuildingObserved } from '@estate/events';

/** A point as the contract serves it (the contract's one rule, servedGeometry), or none. */
export function contractGeometry(geometry: BuildingObserved['geometry']): BuildingBody['geometry'] {
  return geometry === undefined ? undefined : servedGeometry(geometry);
}
