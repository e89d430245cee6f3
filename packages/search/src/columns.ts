import type { GeoPoint } from '@estate/normalize';
import { NIGHTS_WORDS, type AvailableNights } from './available-nights.js';
import { Dictionary } from './dictionary.js';
import type { FieldSpec } from './field-spec.js';
import { CodeMembers } from './code-members.js';
import { NightSets } from './night-sets.js';
import { PostingSets } from './postings.js';

type NumberArray = Float64Array | Float32Array | Int32Array;

/** A field's values by slot. Every column grows with the slots and forgets a slot on clear. */
export type Column = NumberColumn | CodeColumn | PointColumn | NightsColumn;

/** Numbers and timestamps; `present[slot]` is 0 where the record lacks the value. */
export class NumberColumn {
  readonly type = 'number';
  values: NumberArray;
  present: Uint8Array;

  constructor(
    private readonly make: (capacity: number) => NumberArray,
    capacity: number,
  ) {
    this.values = make(capacity);
    this.present = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    const values = this.make(capacity);
    values.set(this.values);
    this.values = values;
    this.present = grown(this.present, capacity);
  }

  write(slot: number, value: unknown): void {
    const present = typeof value === 'number';
    this.present[slot] = present ? 1 : 0;
    this.values[slot] = present ? value : 0;
  }

  clear(slot: number): void {
    this.present[slot] = 0;
  }

  /** The value at `slot` as a double, or null. */
  get(slot: number): number | null {
    return this.present[slot] === 1 ? (this.values[slot] as number) : null;
  }
}

/**
 * Strings as dictionary codes. An enum-like field holds few distinct values and takes two bytes
 * a record, and keeps the slots of each value as a posting set; a free string field takes four.
 * NONE marks a record lacking the value.
 */
export class CodeColumn {
  readonly type = 'code';
  readonly dictionary = new Dictionary();
  codes: Uint16Array | Int32Array;
  /** The slots of each code, for an enum field (a filter intersects them instead of testing slots). */
  readonly postings: PostingSets | undefined;
  /** 1 where a record holds the slot (its code may be NONE). */
  private held: Uint8Array;
  /** Records lacking the value: when none do, a filter wanting every value held tests nothing. */
  nulls = 0;
  #members: CodeMembers | undefined;

  constructor(
    readonly wide: boolean,
    capacity: number,
  ) {
    this.codes = wide ? new Int32Array(capacity).fill(-1) : new Uint16Array(capacity).fill(0xffff);
    this.held = new Uint8Array(capacity);
    this.postings = wide ? undefined : new PostingSets(capacity);
  }

  get none(): number {
    return this.wide ? -1 : 0xffff;
  }

  grow(capacity: number): void {
    const codes = this.wide ? new Int32Array(capacity) : new Uint16Array(capacity);
    codes.fill(this.none, this.codes.length);
    codes.set(this.codes);
    this.codes = codes;
    const held = new Uint8Array(capacity);
    held.set(this.held);
    this.held = held;
    this.postings?.grow(capacity);
  }

  /** The slots by code, built when a filter first asks (see CodeMembers). */
  get members(): CodeMembers {
    this.#members ??= new CodeMembers(this);
    return this.#members;
  }

  write(slot: number, value: unknown): void {
    // Acquire before releasing the old code, so rewriting the same value keeps its code.
    const code = typeof value === 'string' ? this.dictionary.acquire(value) : this.none;
    if (code === this.none && typeof value === 'string') {
      this.dictionary.release(code);
      throw new RangeError('an enum field holds at most 65 535 distinct values; declare it a string field');
    }
    if (this.#members !== undefined && (this.held[slot] !== 1 || this.codes[slot] !== code)) this.#members.changed(slot);
    this.forget(slot);
    this.codes[slot] = code;
    this.held[slot] = 1;
    if (code === this.none) this.nulls++;
    else this.postings?.add(slot, code);
  }

  clear(slot: number): void {
    if (this.held[slot] === 1) this.#members?.changed(slot);
    this.forget(slot);
    this.codes[slot] = this.none;
    this.held[slot] = 0;
  }

  get(slot: number): string | null {
    const code = this.codes[slot] as number;
    return code === this.none ? null : (this.dictionary.valueOf(code) ?? null);
  }

  private forget(slot: number): void {
    if (this.held[slot] !== 1) return;
    const code = this.codes[slot] as number;
    if (code === this.none) {
      this.nulls--;
    } else {
      this.postings?.delete(slot, code);
      this.dictionary.release(code);
    }
  }
}

/** Latitude and longitude; `present[slot]` is 0 where the record has no point. */
export class PointColumn {
  readonly type = 'point';
  latitudes: Float64Array;
  longitudes: Float64Array;
  present: Uint8Array;

  constructor(capacity: number) {
    this.latitudes = new Float64Array(capacity);
    this.longitudes = new Float64Array(capacity);
    this.present = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    this.latitudes = grown(this.latitudes, capacity);
    this.longitudes = grown(this.longitudes, capacity);
    this.present = grown(this.present, capacity);
  }

  write(slot: number, value: unknown): void {
    const point = value as GeoPoint | null | undefined;
    const present = point !== null && point !== undefined;
    this.present[slot] = present ? 1 : 0;
    this.latitudes[slot] = present ? point.latitude : 0;
    this.longitudes[slot] = present ? point.longitude : 0;
  }

  clear(slot: number): void {
    this.present[slot] = 0;
  }

  get(slot: number): GeoPoint | undefined {
    return this.present[slot] === 1 ? { latitude: this.latitudes[slot] as number, longitude: this.longitudes[slot] as number } : undefined;
  }

  /** Whether the point at `slot` differs from `value` (presence or coordinates). */
  differs(slot: number, value: unknown): boolean {
    const point = value as GeoPoint | null | undefined;
    if (point === null || point === undefined) return this.present[slot] === 1;
    return this.present[slot] !== 1 || this.latitudes[slot] !== point.latitude || this.longitudes[slot] !== point.longitude;
  }
}

/** Available nights: each slot's start day and its words of bits, `NIGHTS_WORDS` per slot. */
export class NightsColumn {
  readonly type = 'nights';
  starts: Int32Array;
  words: Uint32Array;
  present: Uint8Array;
  /** The same nights by day, for date filters. */
  readonly nights: NightSets;

  constructor(capacity: number) {
    this.starts = new Int32Array(capacity);
    this.words = new Uint32Array(capacity * NIGHTS_WORDS);
    this.present = new Uint8Array(capacity);
    this.nights = new NightSets(capacity);
  }

  grow(capacity: number): void {
    const starts = new Int32Array(capacity);
    starts.set(this.starts);
    this.starts = starts;
    const words = new Uint32Array(capacity * NIGHTS_WORDS);
    words.set(this.words);
    this.words = words;
    this.present = grown(this.present, capacity);
    this.nights.grow(capacity);
  }

  write(slot: number, value: unknown): void {
    this.clear(slot);
    const nights = value as AvailableNights | null | undefined;
    if (nights === null || nights === undefined) return;
    this.present[slot] = 1;
    this.starts[slot] = nights.start;
    this.words.set(nights.words.subarray(0, NIGHTS_WORDS), slot * NIGHTS_WORDS);
    this.nights.add(slot, nights.start, this.slotWords(slot));
  }

  clear(slot: number): void {
    if (this.present[slot] === 1) this.nights.delete(slot, this.starts[slot] as number, this.slotWords(slot));
    this.present[slot] = 0;
    this.starts[slot] = 0;
    this.words.fill(0, slot * NIGHTS_WORDS, (slot + 1) * NIGHTS_WORDS);
  }

  private slotWords(slot: number): Uint32Array {
    return this.words.subarray(slot * NIGHTS_WORDS, (slot + 1) * NIGHTS_WORDS);
  }

  get(slot: number): AvailableNights | null {
    if (this.present[slot] !== 1) return null;
    return { start: this.starts[slot] as number, words: this.words.slice(slot * NIGHTS_WORDS, (slot + 1) * NIGHTS_WORDS) };
  }
}

export function columnFor(spec: FieldSpec, capacity: number): Column {
  switch (spec.type) {
    case 'number':
      if (spec.storage === 'float32') return new NumberColumn((n) => new Float32Array(n), capacity);
      if (spec.storage === 'int32') return new NumberColumn((n) => new Int32Array(n), capacity);
      return new NumberColumn((n) => new Float64Array(n), capacity);
    case 'timestamp':
      return new NumberColumn((n) => new Float64Array(n), capacity);
    case 'enum':
      return new CodeColumn(false, capacity);
    case 'string':
      return new CodeColumn(true, capacity);
    case 'point':
      return new PointColumn(capacity);
    case 'nights':
      return new NightsColumn(capacity);
  }
}

/** A copy of `array` in a larger one of the same type. */
export function grown<T extends Float64Array | Uint8Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
}
