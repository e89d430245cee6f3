import sortedBtree from 'sorted-btree';
import type { NumberColumn } from './columns.js';
import type { SortSpec } from './field-spec.js';

/** A place in a sort: the sort value (null for a record lacking it) and the record id. */
export interface Position {
  readonly key: number | null;
  readonly id: string;
}

// sorted-btree is CommonJS with its class on `exports.default`: Node's ESM interop hands the
// default import the module object, Vite's (the tests') the class itself.
type BTreeClass = typeof sortedBtree.default;
const BTree: BTreeClass = 'default' in sortedBtree ? sortedBtree.default : (sortedBtree as unknown as BTreeClass);

// The key that stands for a position rather than a slot, so the tree can seek to it.
const PROBE = -1;

/**
 * The live records of one sort, kept in order as they change, so a page is read from its
 * position onwards instead of sorting every match per query. The tree holds slots and compares
 * them by reading the column's typed arrays and the id list directly (ids only on a tie of keys):
 * a slot must leave before its sort value or id changes and come back after.
 */
export class Ordering {
  private readonly tree: InstanceType<typeof BTree<number, undefined>>;
  private readonly sign: 1 | -1;
  private readonly finiteOnly: boolean;
  private probe: Position = { key: null, id: '' };

  constructor(
    private readonly column: NumberColumn,
    /** The projection's ids by slot (the same array, read as it changes). */
    private readonly ids: ReadonlyArray<string | undefined>,
    readonly spec: SortSpec,
  ) {
    this.sign = spec.direction === 'asc' ? 1 : -1;
    this.finiteOnly = spec.finiteOnly === true;
    this.tree = new BTree<number, undefined>(undefined, (a, b) => (a === PROBE || b === PROBE ? this.compareProbe(a, b) : this.compare(a, b)));
  }

  /**
   * The sort value of a slot; null when missing. NaN never has a place in an order, and with
   * `finiteOnly` neither have the infinities.
   */
  keyOf(slot: number): number | null {
    return this.missing(slot) ? null : (this.column.values[slot] as number);
  }

  /** The sort value a field value would have. */
  keyFromValue(value: unknown): number | null {
    if (typeof value !== 'number' || Number.isNaN(value)) return null;
    return this.finiteOnly && !Number.isFinite(value) ? null : value;
  }

  add(slot: number): void {
    this.tree.set(slot, undefined);
  }

  delete(slot: number): void {
    this.tree.delete(slot);
  }

  /** Slots in order, from the first strictly after `after` (from the start without one). */
  *from(after?: Position): IterableIterator<number> {
    if (after === undefined) {
      yield* this.tree.keys();
      return;
    }
    this.probe = after;
    const keys = this.tree.keys(PROBE);
    this.probe = { key: null, id: '' };
    for (const slot of keys) if (this.comparePosition(slot, after) !== 0) yield slot;
  }

  /** Slots in order (the expiry queue reads its head). */
  first(): number | undefined {
    return this.tree.minKey();
  }

  get size(): number {
    return this.tree.size;
  }

  /** Negative when slot `a` comes before slot `b`: missing values last, ties by id in the sort's direction. */
  compare(a: number, b: number): number {
    const ma = this.missing(a);
    if (ma !== this.missing(b)) return ma ? 1 : -1;
    if (!ma) {
      const values = this.column.values;
      const ka = values[a] as number;
      const kb = values[b] as number;
      if (ka < kb) return -this.sign;
      if (ka > kb) return this.sign;
    }
    const ia = this.ids[a] as string;
    const ib = this.ids[b] as string;
    if (ia === ib) return 0;
    return ia < ib ? -this.sign : this.sign;
  }

  /** Negative when `slot` comes before the position, 0 when it is the position. */
  comparePosition(slot: number, position: Position): number {
    return this.order(this.keyOf(slot), this.ids[slot] as string, position.key, position.id);
  }

  /** Negative when position `a` comes before position `b`. */
  comparePositions(a: Position, b: Position): number {
    return this.order(a.key, a.id, b.key, b.id);
  }

  /** Whether the slot lacks a sort value (absent, NaN, or infinite under `finiteOnly`). */
  private missing(slot: number): boolean {
    if (this.column.present[slot] !== 1) return true;
    const value = this.column.values[slot] as number;
    // NaN is the one value unequal to itself.
    return value !== value || (this.finiteOnly && (value === Infinity || value === -Infinity));
  }

  /** The tree's comparison when one side is the probe of a seek. */
  private compareProbe(a: number, b: number): number {
    const pa = a === PROBE ? this.probe : undefined;
    const pb = b === PROBE ? this.probe : undefined;
    return this.order(pa ? pa.key : this.keyOf(a), pa ? pa.id : (this.ids[a] as string), pb ? pb.key : this.keyOf(b), pb ? pb.id : (this.ids[b] as string));
  }

  /** Missing values last in either direction; ties by id in the sort's direction. */
  private order(ka: number | null, ia: string, kb: number | null, ib: string): number {
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) {
      return ka < kb ? -this.sign : this.sign;
    }
    if (ia === ib) return 0;
    return ia < ib ? -this.sign : this.sign;
  }
}
