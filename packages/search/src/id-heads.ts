import { grown } from './columns.js';

/**
 * The first characters of each slot's id as one number, so a tie of sort keys is broken by a
 * number comparison instead of a string comparison (a search that ranks thousands of matches
 * with equal ratings compares their ids thousands of times). Where two heads differ, their
 * order is the ids' order; where they are equal, or an id has a character outside printable
 * ASCII among its first ones (its head is NaN), only the ids themselves can tell.
 */
export class IdHeads {
  #heads: Float64Array;

  constructor(capacity: number) {
    this.#heads = new Float64Array(capacity);
  }

  note(slot: number, id: string): void {
    this.#heads[slot] = headOf(id);
  }

  /** Negative or positive when the heads of the two slots order their ids; 0 when they cannot. */
  compare(a: number, b: number): number {
    const ha = this.#heads[a] as number;
    const hb = this.#heads[b] as number;
    // NaN is unequal to itself and compares false both ways: it falls through to 0.
    return ha < hb ? -1 : ha > hb ? 1 : 0;
  }

  grow(capacity: number): void {
    this.#heads = grown(this.#heads, capacity);
  }
}

/** Characters a head holds: seven of 7 bits each stay within a double's exact integers (2^53). */
const HEAD_CHARS = 7;
const FIRST_PRINTABLE = 0x20;
const LAST_PRINTABLE = 0x7e;

/**
 * The head of an id: its first HEAD_CHARS characters as base-128 digits (a printable ASCII
 * character is 1 to 95, past the end is 0, below every character, as a shorter string sorts
 * first); NaN when one of them is not printable ASCII.
 */
export function headOf(id: string): number {
  let head = 0;
  for (let i = 0; i < HEAD_CHARS; i++) {
    let digit = 0;
    if (i < id.length) {
      const unit = id.charCodeAt(i);
      if (unit < FIRST_PRINTABLE || unit > LAST_PRINTABLE) return Number.NaN;
      digit = unit - FIRST_PRINTABLE + 1;
    }
    head = head * 128 + digit;
  }
  return head;
}
