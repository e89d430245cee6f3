import KDBush from 'kdbush';
import type { GeoBounds } from '@estate/normalize';
import type { PointColumn } from './columns.js';

/**
 * The points of the live records, for the candidates of a bbox, radius or polygon search.
 *
 * kdbush, rebuilt now and then, rather than a dynamic R-tree (rbush): kdbush keeps a point in
 * about 20 bytes of typed arrays where rbush keeps an object and boxed doubles (well over 100
 * bytes) per point, and the set changes by a small fraction between searches. Slots whose point
 * changed since the last build ("dirty": added, moved, reused) are scanned beside the tree; the
 * tree's answers for them, and for slots since emptied, are skipped. A search rebuilds once the
 * dirty list outgrows a sixteenth of the set, so a search scans at most that many extra points
 * and a rebuild is paid for by as many changes.
 */
export class GeoIndex {
  private tree: KDBush | undefined;
  /** The slot of each point of the tree, in the tree's insertion order. */
  private treeSlots = new Int32Array(0);
  private dirtyList: number[] = [];
  private dirtyFlag: Uint8Array;

  constructor(
    private readonly points: PointColumn,
    private readonly isLive: (slot: number) => boolean,
    capacity: number,
    private readonly minRebuild = 4096,
  ) {
    this.dirtyFlag = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    const flags = new Uint8Array(capacity);
    flags.set(this.dirtyFlag);
    this.dirtyFlag = flags;
  }

  /** The point of `slot` changed, or the slot now holds another record. */
  touch(slot: number): void {
    if (this.dirtyFlag[slot] === 1) return;
    this.dirtyFlag[slot] = 1;
    this.dirtyList.push(slot);
  }

  /**
   * Live slots with a point that may lie within `bounds` (every one that does, and some that do
   * not: the caller applies the exact rule). Each slot once.
   */
  candidates(bounds: GeoBounds, liveCount: number): number[] {
    if (this.dirtyList.length > Math.max(this.minRebuild, liveCount / 16)) this.rebuild();
    const out: number[] = [];
    if (this.tree !== undefined) {
      for (const [west, east] of longitudeSpans(bounds)) {
        for (const index of this.tree.range(west, bounds.south, east, bounds.north)) {
          const slot = this.treeSlots[index] as number;
          if (this.dirtyFlag[slot] === 0 && this.isLive(slot)) out.push(slot);
        }
      }
    }
    for (const slot of this.dirtyList) {
      if (this.isLive(slot) && this.points.present[slot] === 1) out.push(slot);
    }
    return out;
  }

  /** Times the tree was built. */
  builds = 0;

  /** Builds the tree afresh over every live point (after a bulk load, which touches nothing). */
  rebuild(): void {
    this.builds++;
    const slots: number[] = [];
    for (let slot = 0; slot < this.dirtyFlag.length; slot++) {
      this.dirtyFlag[slot] = 0;
      if (this.isLive(slot) && this.points.present[slot] === 1) slots.push(slot);
    }
    this.dirtyList = [];
    if (slots.length === 0) {
      this.tree = undefined;
      return;
    }
    const tree = new KDBush(slots.length);
    for (const slot of slots) tree.add(this.points.longitudes[slot] as number, this.points.latitudes[slot] as number);
    this.tree = tree.finish();
    this.treeSlots = Int32Array.from(slots);
  }
}

/** The longitude intervals of bounds: two when they cross the antimeridian. */
function longitudeSpans(bounds: GeoBounds): Array<[number, number]> {
  if (bounds.longitudes === 'all') return [[-Infinity, Infinity]];
  const { west, east } = bounds.longitudes;
  return west <= east
    ? [[west, east]]
    : [
        [west, Infinity],
        [-Infinity, east],
      ];
}
