import type { QueryParamValue } from './store.js';

/**
 * Collects the bound values of one statement and hands out their `{name:Type}` placeholders, so
 * a query builder concatenates only fixed SQL and placeholders, never a value.
 */
export class SqlParams {
  readonly values: Record<string, QueryParamValue> = {};
  #next = 0;

  string(value: string): string {
    return this.#bind('String', value);
  }

  strings(values: readonly string[]): string {
    return this.#bind('Array(String)', [...values]);
  }

  /** A non-negative safe integer. */
  uint(value: number): string {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`expected a non-negative integer, got ${value}`);
    return this.#bind('UInt64', String(value));
  }

  /**
   * A Float64 bound by its bit pattern. As decimal text, the embedded client refuses a double
   * that is an integer beyond 2^53, and whether the text parses back to the very same double
   * depends on the engine's float parsing settings; the bits arrive exact either way.
   */
  float64(value: number): string {
    return `reinterpretAsFloat64(${this.#bind('UInt64', float64ToBits(value))})`;
  }

  /** An Array(Float64), each element bound by its bit pattern (see float64). */
  float64s(values: readonly number[]): string {
    return `arrayMap(bits -> reinterpretAsFloat64(toUInt64(bits)), ${this.#bind('Array(String)', values.map(float64ToBits))})`;
  }

  /** An instant given in ISO 8601 with a zone (as the reads return them), bound as DateTime64(3, 'UTC'). */
  dateTime64(iso: string): string {
    const ms = Date.parse(iso);
    if (!Number.isFinite(ms)) throw new RangeError(`expected an ISO 8601 timestamp, got ${JSON.stringify(iso)}`);
    const text = new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
    return this.#bind("DateTime64(3, 'UTC')", text);
  }

  #bind(type: string, value: QueryParamValue): string {
    const name = `p${this.#next++}`;
    this.values[name] = value;
    return `{${name}:${type}}`;
  }
}

const scratch = new DataView(new ArrayBuffer(8));

/** The IEEE 754 bits of a double as an unsigned decimal string (little-endian, as the engine reads them). */
export function float64ToBits(value: number): string {
  scratch.setFloat64(0, value, true);
  return scratch.getBigUint64(0, true).toString();
}

/** The double whose bits `float64ToBits` wrote, exactly. */
export function float64FromBits(bits: string): number {
  scratch.setBigUint64(0, BigInt(bits), true);
  return scratch.getFloat64(0, true);
}
