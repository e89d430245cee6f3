import type { BuildingObserved, UnitObserved } from '@estate/events';

/**
 * Buildings and units named by listings are read once per listing read: a building with three
 * flats on sale is named by three search cards and three detail pages, each stating part of it
 * (an exposé gives the floors, its card does not). The run publishes one observation per building
 * and per unit: the reads merged in the order they were made, a later read's fields winning, the
 * address, property and extensions merged field by field, so no read's part is lost and the
 * events of a run do not depend on the order pages were fetched in.
 */
export function mergeBuildings(earlier: BuildingObserved, later: BuildingObserved): BuildingObserved {
  const merged: BuildingObserved = { ...earlier, ...later };
  if (earlier.address || later.address) merged.address = { ...earlier.address, ...later.address } as NonNullable<BuildingObserved['address']>;
  if (earlier.extensions || later.extensions) merged.extensions = { ...earlier.extensions, ...later.extensions };
  return merged;
}

export function mergeUnits(earlier: UnitObserved, later: UnitObserved): UnitObserved {
  const merged: UnitObserved = { ...earlier, ...later };
  if (earlier.property || later.property) merged.property = { ...earlier.property, ...later.property } as NonNullable<UnitObserved['property']>;
  return merged;
}
