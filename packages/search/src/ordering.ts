import sortedBtree from 'sorted-btree';
import bulkLoadModule from 'sorted-btree/extended/bulkLoad.js';
import type { NumberColumn } from './columns.js';
import type { SortSpec } from './field-spec.js';
import type { IdHeads } from './id-heads.js';

/** A place in a sort: the sort value (null for a record lacking it) and the record id. */
export interface Position {
  readonly key: number | null;
  readonly id: string;
}

// sorted-btree is CommonJS with its class on `exports.default`: Node's ESM interop hands the
// default import the module object, Vite's (the tests') the class itself.
type BTreeClass = typeof sortedBtree.default;
const BTree: BTreeClass = 'default' in sortedBtree ? sortedBtree.default : (sortedBtree as unknown as BTreeClass);
// The same interop for the bottom-up builder of a tree from sorted keys (module object in Node, module object or exports in Vite).
const bulkLoad: typeof bulkLoadModule.bulkLoad = bulkLoadModule.bulkLoad ?? (bulkLoadModule as unknown as { default: typeof bulkLoadModule }).default.bulkLoad;

// The key that stands for a position rather than a slot, so the tree can seek to it.
const PROBE = -1;
const STOP = { break: true } as const;

/**
 * The live records of one sort, kept in order as they change, so a page is read from its
 * position onwards instead of sorting every match per query. The tree holds slots and compares
 * them by reading the column's typed arrays and the id list directly (ids only on a tie of keys):
 * a slot must leave before its sort value or id changes and come back after.
 */
export class Ordering {
  private tree: InstanceType<typeof BTree<number, undefined>>;
  private readonly treeCompare: (a: number, b: number) => number;
  private readonly sign: 1 | -1;
  private readonly finiteOnly: boolean;
  private probe: Position = { key: null, id: '' };

  constructor(
    private readonly column: NumberColumn,
    /** The projection's ids by slot (the same array, read as it changes). */
    private readonly ids: ReadonlyArray<string | undefined>,
    /** The heads of those ids, which order most ties without reading the ids. */
    private readonly heads: IdHeads,
    readonly spec: SortSpec,
  ) {
    this.sign = spec.direction === 'asc' ? 1 : -1;
    this.finiteOnly = spec.finiteOnly === true;
    this.treeCompare = (a, b) => (a === PROBE || b === PROBE ? this.compareProbe(a, b) : this.compare(a, b));
    this.tree = new BTree<number, undefined>(undefined, this.treeCompare);
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

  /**
   * Replaces the order with one of exactly `byId`, the live slots in ascending order of their
   * ids (each once): a radix sort and a bottom-up build of the tree, O(n), instead of a tree
   * insert per slot.
   */
  rebuild(byId: Int32Array): void {
    const sorted = this.sorted(byId);
    this.tree = bulkLoad(Array.from(sorted), new Array<undefined>(sorted.length).fill(undefined), this.tree.maxNodeSize, this.treeCompare);
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

  /**
   * Calls `visit` with the slots in order, from the first strictly after `after` (from the start
   * without one), until it returns false. A callback from the tree's own range walk: reading a
   * page or a range this way costs about half of stepping `from`'s iterators. `visit` must not
   * seek in this ordering (the seek's probe is held until the walk ends).
   */
  scan(after: Position | undefined, visit: (slot: number) => boolean): void {
    const last = this.tree.maxKey();
    if (last === undefined) return;
    let atPosition = after !== undefined;
    if (after !== undefined) this.probe = after;
    try {
      this.tree.forRange(after === undefined ? (this.tree.minKey() as number) : PROBE, last, true, (slot) => {
        // Only the first slot at or past the probe can be the position itself.
        if (atPosition) {
          atPosition = false;
          if (this.comparePosition(slot, after as Position) === 0) return;
        }
        return visit(slot) ? undefined : STOP;
      });
    } finally {
      this.probe = { key: null, id: '' };
    }
  }

  /** Slots in order (the expiry queue reads its head). */
  first(): number | undefined {
    return this.tree.minKey();
  }

  get size(): number {
    return this.tree.size;
  }

  /**
   * A number that orders slots as `compare` does where two differ: a lower rank comes first. Equal
   * ranks say nothing (a tie of keys goes by id, and a missing key ranks as an infinite one).
   */
  rank(slot: number): number {
    return this.missing(slot) ? Infinity : this.sign * (this.column.values[slot] as number);
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
    const byHead = this.heads.compare(a, b);
    if (byHead !== 0) return byHead * this.sign;
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

  /**
   * The slots in this order, without a comparison: a stable radix sort by key of the slots in
   * the direction's id order leaves equal keys in that order, as `compare` wants them.
   */
  private sorted(byId: Int32Array): Int32Array {
    const n = byId.length;
    const slots = this.sign === 1 ? byId : byId.slice().reverse();
    const keys = new Float64Array(n);
    const words = new Uint32Array(keys.buffer);
    for (let i = 0; i < n; i++) {
      const slot = slots[i] as number;
      if (this.missing(slot)) {
        // Past every value, the infinity included: the missing come last in either direction.
        words[2 * i] = 0xffffffff;
        words[2 * i + 1] = 0xffffffff;
      } else {
        // `+ 0` makes -0 a 0: the comparison holds them equal, their bits would not.
        keys[i] = this.sign * (this.column.values[slot] as number) + 0;
        comparableBits(words, i);
      }
    }
    const order = radixOrder(words, n);
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = slots[order[i] as number] as number;
    return out;
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

/**
 * Turns the double in words 2i, 2i + 1 (little-endian: low half, then the high half with the
 * sign) into bits whose unsigned order is the numbers' order: a negative number's bits flipped,
 * a positive number's sign bit set.
 */
function comparableBits(words: Uint32Array, i: number): void {
  const high = words[2 * i + 1] as number;
  if (high >>> 31 === 1) {
    words[2 * i] = ~(words[2 * i] as number);
    words[2 * i + 1] = ~high;
  } else {
    words[2 * i + 1] = (high | 0x80000000) >>> 0;
  }
}

/**
 * The positions of the n 64-bit keys of `words` (pairs of low, high) in ascending unsigned order,
 * equal keys in their given order: an LSD radix sort, four 16-bit digits, O(n) — a comparison
 * sort of 1M keys through a callback costs many times as much.
 */
function radixOrder(words: Uint32Array, n: number): Uint32Array {
  let order = new Uint32Array(n);
  let next = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const counts = new Uint32Array(DIGIT + 1);
  for (let pass = 0; pass < 4; pass++) {
    const word = pass >> 1;
    const shift = (pass & 1) * 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const digit = ((words[2 * i + word] as number) >>> shift) & (DIGIT - 1);
      counts[digit + 1] = (counts[digit + 1] as number) + 1;
    }
    for (let d = 0; d < DIGIT; d++) counts[d + 1] = (counts[d + 1] as number) + (counts[d] as number);
    for (let i = 0; i < n; i++) {
      const at = order[i] as number;
      const digit = ((words[2 * at + word] as number) >>> shift) & (DIGIT - 1);
      next[counts[digit] as number] = at;
      counts[digit] = (counts[digit] as number) + 1;
    }
    [order, next] = [next, order];
  }
  return order;
}

const DIGIT = 1 << 16;
