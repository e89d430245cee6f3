import type { FieldSpec, FieldValues, SearchKindSpec } from '../field-spec.js';

/**
 * Records' decoded values in a compact form for a message to a worker: numbers (a point as its
 * two) in one Float64Array, strings in one array, which values are present in one byte each, all
 * row by row in the spec's field order. A structured clone of three flat arrays costs a fraction
 * of one of an object per record (it was most of a sharded start from a snapshot).
 */
export interface PackedValues {
  count: number;
  numbers: Float64Array;
  strings: Array<string | null>;
  present: Uint8Array;
  /** Values of no flat form (available nights), row by row. */
  others: unknown[];
}

type Slot = 'number' | 'string' | 'point' | 'other';

function slotsOf(spec: SearchKindSpec<Record<string, FieldSpec>>): Array<[string, Slot]> {
  return Object.entries(spec.fields).map(([name, field]): [string, Slot] => {
    switch (field.type) {
      case 'number':
      case 'timestamp':
        return [name, 'number'];
      case 'enum':
      case 'string':
        return [name, 'string'];
      case 'point':
        return [name, 'point'];
      default:
        return [name, 'other'];
    }
  });
}

/** Packs records' values in order; `take` hands over what it holds and starts anew. */
export class ValuesPacker<Fields extends Record<string, FieldSpec>> {
  readonly #slots: Array<[string, Slot]>;
  #count = 0;
  #numbers: number[] = [];
  #strings: Array<string | null> = [];
  #present: number[] = [];
  #others: unknown[] = [];

  constructor(spec: SearchKindSpec<Fields>) {
    this.#slots = slotsOf(spec as unknown as SearchKindSpec<Record<string, FieldSpec>>);
  }

  add(values: FieldValues<Fields>): void {
    const record = values as Readonly<Record<string, unknown>>;
    this.#count++;
    for (const [name, slot] of this.#slots) {
      const value = record[name];
      // Present as the columns take it (a number column holds numbers only, a code column strings).
      const present = slot === 'number' ? typeof value === 'number' : slot === 'string' ? typeof value === 'string' : value !== null && value !== undefined;
      this.#present.push(present ? 1 : 0);
      if (slot === 'number') this.#numbers.push(present ? (value as number) : 0);
      else if (slot === 'string') this.#strings.push(present ? (value as string) : null);
      else if (slot === 'point') {
        const point = present ? (value as { latitude: number; longitude: number }) : undefined;
        this.#numbers.push(point?.latitude ?? 0, point?.longitude ?? 0);
      } else this.#others.push(present ? value : null);
    }
  }

  take(): PackedValues {
    const packed = { count: this.#count, numbers: Float64Array.from(this.#numbers), strings: this.#strings, present: Uint8Array.from(this.#present), others: this.#others };
    this.#count = 0;
    this.#numbers = [];
    this.#strings = [];
    this.#present = [];
    this.#others = [];
    return packed;
  }
}

/** Reads packed records back, in order, as the values they were. */
export class ValuesUnpacker<Fields extends Record<string, FieldSpec>> {
  readonly #slots: Array<[string, Slot]>;
  #number = 0;
  #string = 0;
  #field = 0;
  #other = 0;

  constructor(
    spec: SearchKindSpec<Fields>,
    private readonly packed: PackedValues,
  ) {
    this.#slots = slotsOf(spec as unknown as SearchKindSpec<Record<string, FieldSpec>>);
  }

  next(): FieldValues<Fields> {
    const { numbers, strings, present, others } = this.packed;
    const out: Record<string, unknown> = {};
    for (const [name, slot] of this.#slots) {
      const has = present[this.#field++] === 1;
      if (slot === 'number') {
        const value = numbers[this.#number++] as number;
        out[name] = has ? value : null;
      } else if (slot === 'string') {
        const value = strings[this.#string++] ?? null;
        out[name] = has ? value : null;
      } else if (slot === 'point') {
        const latitude = numbers[this.#number++] as number;
        const longitude = numbers[this.#number++] as number;
        out[name] = has ? { latitude, longitude } : null;
      } else {
        out[name] = others[this.#other++] ?? null;
      }
    }
    return out as FieldValues<Fields>;
  }
}
