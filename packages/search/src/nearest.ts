import { distanceMeters, type GeoPoint } from '@estate/normalize';
import type { PointColumn } from './columns.js';
import type { Position } from './ordering.js';

/**
 * A nearest-first order, which depends on the query's origin and so cannot be kept sorted like
 * the kinds' other sorts: each search measures its matches and keeps the first `count` after the
 * position. The position's key is the distance in metres (a record without a point has none and
 * comes last); ties go by id. The distance of a point to one origin is computed the same way on
 * every page, so a cursor's key compares exactly.
 */
export class NearestOrder {
  constructor(
    private readonly points: PointColumn,
    private readonly idOf: (slot: number) => string,
    private readonly origin: GeoPoint,
  ) {}

  /** Metres from the origin; null for a slot without a point. */
  keyOf(slot: number): number | null {
    if (this.points.present[slot] !== 1) return null;
    return distanceMeters(this.origin, { latitude: this.points.latitudes[slot] as number, longitude: this.points.longitudes[slot] as number });
  }

  /** The first `count` of `slots` strictly after the position, nearest first, with their keys. */
  firstAfter(slots: ArrayLike<number>, after: Position | undefined, count: number): Array<{ slot: number; key: number | null }> {
    const best: Array<{ slot: number; key: number | null; id: string }> = [];
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as number;
      const key = this.keyOf(slot);
      const id = this.idOf(slot);
      // Compared before an entry is made: most matches of a broad search never enter the page.
      if (after !== undefined && order(key, id, after.key, after.id) <= 0) continue;
      const worst = best[count - 1];
      if (worst !== undefined && order(key, id, worst.key, worst.id) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        const other = best[mid] as Position;
        if (order(other.key, other.id, key, id) < 0) low = mid + 1;
        else high = mid;
      }
      best.splice(low, 0, { slot, key, id });
      if (best.length > count) best.pop();
    }
    return best.map(({ slot, key }) => ({ slot, key }));
  }
}

/** Nearer first, missing distances last, then by id ascending. */
function order(ka: number | null, ia: string, kb: number | null, ib: string): number {
  if (ka !== kb) {
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? -1 : 1;
  }
  return ia === ib ? 0 : ia < ib ? -1 : 1;
}
