import { clearBit, grownBits, setBit, wordsFor } from './postings.js';

/** The slots free on one night, and how many they are. */
export interface NightSet {
  readonly set: Uint32Array;
  readonly held: number;
}

/**
 * The slots whose calendar shows each night available, one bitset per epoch day: a date filter is
 * the AND of the nights asked for, word by word beside the other posting sets, instead of a test
 * of every candidate's own bits. A night's set goes when its last slot leaves, so the days held
 * are those some live calendar covers (a horizon's worth, plus the spread of calendar starts).
 */
export class NightSets {
  private readonly days = new Map<number, { set: Uint32Array; held: number }>();
  private capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /** Notes `slot` free on each night set in `words` (bit i: the night of `start + i`). */
  add(slot: number, start: number, words: Uint32Array): void {
    eachNight(start, words, (day) => {
      let night = this.days.get(day);
      if (night === undefined) {
        night = { set: new Uint32Array(wordsFor(this.capacity)), held: 0 };
        this.days.set(day, night);
      }
      setBit(night.set, slot);
      night.held += 1;
    });
  }

  /** Undoes `add` of the same nights. */
  delete(slot: number, start: number, words: Uint32Array): void {
    eachNight(start, words, (day) => {
      const night = this.days.get(day);
      if (night === undefined) return;
      clearBit(night.set, slot);
      night.held -= 1;
      if (night.held === 0) this.days.delete(day);
    });
  }

  /** The slots free on the night of `day`; undefined when none is. */
  of(day: number): NightSet | undefined {
    return this.days.get(day);
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const night of this.days.values()) night.set = grownBits(night.set, capacity);
  }
}

function eachNight(start: number, words: Uint32Array, visit: (day: number) => void): void {
  for (let w = 0; w < words.length; w++) {
    let word = words[w] as number;
    while (word !== 0) {
      const low = word & -word;
      visit(start + (w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
