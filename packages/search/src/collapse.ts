import type { CodeColumn } from './columns.js';
import type { Ordering, Position } from './ordering.js';
import type { SearchResult } from './query.js';

/**
 * A collapsed page with what a merge of several projections' pages needs besides: each id's
 * group ('' for a record that is a group of its own), and the groups among the matches (to count
 * groups that span projections once).
 */
export interface CollapsedResult extends SearchResult {
  groups: string[];
  /** Matches that are groups of their own (no group value, or ''). */
  singles: number;
  /** The group values among the matches, each once; absent when more groups than the cap matched (the total is then a lower bound whatever else holds). */
  grouped?: string[];
}

/** The first match of a group in the representative sort, as a projection answers for a group value. */
export interface Representative {
  id: string;
  key: number | null;
}

/** The representatives of a search's matches: one slot per group, and what they were counted as. */
export interface Representatives {
  slots: Int32Array;
  count: number;
  singles: number;
  /** The codes of the groups among the matches. */
  codes: number[];
}

/**
 * Groups a search's matches by a string field and keeps each group's first match in the
 * representative sort. Its table of best slots by dictionary code is kept between searches and
 * left clean after each (only the codes touched are reset), so a search allocates nothing in
 * proportion to the groups beyond its matches.
 */
export class Collapser {
  private best = new Int32Array(64).fill(-1);
  private reps = new Int32Array(64);

  constructor(
    readonly column: CodeColumn,
    readonly representative: Ordering,
  ) {}

  /** The representatives of the first `found` slots of `matches`. */
  collapse(matches: Int32Array, found: number): Representatives {
    const { codes, none } = this.column;
    const empty = this.column.dictionary.codeOf('');
    if (this.best.length < this.column.dictionary.span) this.best = new Int32Array(Math.max(this.column.dictionary.span, this.best.length * 2)).fill(-1);
    if (this.reps.length < found) this.reps = new Int32Array(Math.max(found, this.reps.length * 2));
    const best = this.best;
    const touched: number[] = [];
    let count = 0;
    for (let i = 0; i < found; i++) {
      const slot = matches[i] as number;
      const code = codes[slot] as number;
      if (code === none || code === empty) {
        this.reps[count++] = slot;
        continue;
      }
      const held = best[code] as number;
      if (held === -1) {
        best[code] = slot;
        touched.push(code);
      } else if (this.representative.compare(slot, held) < 0) {
        best[code] = slot;
      }
    }
    const singles = count;
    for (const code of touched) {
      this.reps[count++] = best[code] as number;
      best[code] = -1;
    }
    return { slots: this.reps, count, singles, codes: touched };
  }

  /** The first of `slots` (a group's live members) in the representative sort that passes, or undefined. */
  firstOf(slots: readonly number[], passes: (slot: number) => boolean): number | undefined {
    let first: number | undefined;
    for (const slot of slots) {
      if (!passes(slot)) continue;
      if (first === undefined || this.representative.compare(slot, first) < 0) first = slot;
    }
    return first;
  }
}

/** A group of the merge: a page's id with its place in the page's sort and its group. */
export interface CollapsedCandidate extends Position {
  group: string;
}
