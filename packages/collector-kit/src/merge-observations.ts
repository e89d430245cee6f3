import type { ListingObserved } from '@estate/events';

/**
 * One run may read a listing more than once: a search card, then its details page. Publishing
 * both would give the listing two observations of the same instant that differ in content (the
 * card lacks what only the page shows), and which one a reader sees would depend on event ids.
 * The run publishes one observation per listing instead: the reads merged in the order they were
 * made, a later read's fields winning, nested property and address fields merged field by field,
 * and the fuller gallery and price history kept.
 */
export function mergeObservations(earlier: ListingObserved, later: ListingObserved): ListingObserved {
  const longer = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined => {
    if (a === undefined) return b === undefined ? undefined : [...b];
    if (b === undefined) return [...a];
    return b.length >= a.length ? [...b] : [...a];
  };
  const address = earlier.property.address || later.property.address ? { ...earlier.property.address, ...later.property.address } : undefined;
  const property = { ...earlier.property, ...later.property, ...(address ? { address: address as NonNullable<ListingObserved['property']['address']> } : {}) };
  const areas = longer(earlier.property.areas, later.property.areas);
  if (areas) property.areas = areas;
  const merged: ListingObserved = { ...earlier, ...later, property };
  const media = longer(earlier.media, later.media);
  if (media) merged.media = media;
  const history = longer(earlier.price_history, later.price_history);
  if (history) merged.price_history = history;
  if (earlier.extensions || later.extensions) merged.extensions = { ...earlier.extensions, ...later.extensions };
  if (earlier.field_status || later.field_status) merged.field_status = { ...earlier.field_status, ...later.field_status };
  return merged;
}
