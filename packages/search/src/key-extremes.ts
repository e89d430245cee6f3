import type { CodeColumn, NumberColumn } from './columns.js';

/**
 * For each value of the enum fields, the least and greatest value one numeric field has held
 * since the last reset. A walk along a sort of that field then starts past the keys no wanted
 * value reaches: a page of Spanish listings by price, dearest first, no longer steps over every
 * listing priced in yen. The extremes only widen between resets (a record that leaves or
 * changes leaves its value counted, a code reused for another value keeps the old one's), so they
 * stay bounds of what the records hold, never tighter.
 */
export class KeyExtremes {
  private readonly lows: Float64Array[];
  private readonly highs: Float64Array[];
  private readonly fieldIndex: Map<string, number>;

  constructor(
    private readonly values: NumberColumn,
    private readonly enums: ReadonlyArray<readonly [string, CodeColumn]>,
  ) {
    this.lows = enums.map(() => new Float64Array(0));
    this.highs = enums.map(() => new Float64Array(0));
    this.fieldIndex = new Map(enums.map(([field], i) => [field, i]));
  }

  /** Counts the slot's value under each of its codes; called after every change of the slot's fields. */
  note(slot: number): void {
    if (this.values.present[slot] !== 1) return;
    const value = this.values.values[slot] as number;
    // NaN has no place in an order.
    if (value !== value) return;
    for (let f = 0; f < this.enums.length; f++) {
      const column = (this.enums[f] as readonly [string, CodeColumn])[1];
      const code = column.codes[slot] as number;
      if (code === column.none) continue;
      if (code >= (this.lows[f] as Float64Array).length) this.widen(f, code);
      const lows = this.lows[f] as Float64Array;
      const highs = this.highs[f] as Float64Array;
      if (value < (lows[code] as number)) lows[code] = value;
      if (value > (highs[code] as number)) highs[code] = value;
    }
  }

  /** Forgets every value; the caller notes the live slots again (a rebuild). */
  reset(): void {
    for (const lows of this.lows) lows.fill(Infinity);
    for (const highs of this.highs) highs.fill(-Infinity);
  }

  /**
   * The least value (`'low'`) or the greatest (`'high'`) held by a record with one of `values`
   * in `field`: Infinity or -Infinity when none holds a value, undefined when the field is not
   * tracked.
   */
  edge(field: string, values: readonly string[], side: 'low' | 'high'): number | undefined {
    const f = this.fieldIndex.get(field);
    if (f === undefined) return undefined;
    const column = (this.enums[f] as readonly [string, CodeColumn])[1];
    const edges = side === 'low' ? (this.lows[f] as Float64Array) : (this.highs[f] as Float64Array);
    let edge = side === 'low' ? Infinity : -Infinity;
    for (const value of values) {
      const code = column.dictionary.codeOf(value);
      if (code === undefined || code >= edges.length) continue;
      const held = edges[code] as number;
      edge = side === 'low' ? Math.min(edge, held) : Math.max(edge, held);
    }
    return edge;
  }

  private widen(f: number, code: number): void {
    const length = Math.max(code + 1, (this.lows[f] as Float64Array).length * 2, 8);
    const lows = new Float64Array(length).fill(Infinity);
    const highs = new Float64Array(length).fill(-Infinity);
    lows.set(this.lows[f] as Float64Array);
    highs.set(this.highs[f] as Float64Array);
    this.lows[f] = lows;
    this.highs[f] = highs;
  }
}
