/**
 * Typed reads of untrusted JSON. Nothing a platform sends is trusted to have the shape its
 * documentation (or yesterday's payload) had, so every field is read through these and a field
 * of the wrong type reads as absent instead of throwing later.
 *
 * Two families: the plain readers (`text`, `finite`, `count`, `bool`) take a value only in its
 * JSON type, for platforms whose JSON is typed; the `loose*` readers also take the string forms
 * of numbers and booleans (`"82.5"`, `"true"`) and numeric ids, for platforms whose JSON was
 * converted from XML or forms and carries scalars either way.
 */

/** A JSON object whose fields have not been checked yet. */
export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fields(value: unknown): Fields | undefined {
  return isFields(value) ? value : undefined;
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The value under a path of object keys; undefined as soon as one step is not an object. */
export function at(value: unknown, ...keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    const object = fields(current);
    if (object === undefined) return undefined;
    current = object[key];
  }
  return current;
}

/** A non-blank string, as sent (not trimmed). */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A non-blank string, trimmed; a finite number is taken as its decimal text, because ids travel as either. */
export function looseText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A finite number, or a string holding one in plain JSON notation ("82.5"). */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** A count such as bedrooms: a non-negative integer, or absent. */
export function count(value: unknown): number | undefined {
  return wholeCount(finite(value));
}

/** A count such as bedrooms, also when written as a string ("3"). */
export function looseCount(value: unknown): number | undefined {
  return wholeCount(looseNumber(value));
}

function wholeCount(n: number | undefined): number | undefined {
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** An identifier the platform writes as a number or a string (`12345678` and `"12345678"`). */
export function identifier(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : undefined;
  return text(value)?.trim();
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A boolean, also when written as the string "true" or "false". */
export function looseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** An ISO 8601 instant in UTC, or undefined when the input is no valid date. */
export function isoInstant(value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Drops the keys whose value is undefined, so observations carry no empty fields. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A coordinate as sent, number or numeric string, for normalize to check. */
export function coordinate(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** The first of `values` that is an ISO 4217 code (any case), upper-cased. */
export function currencyCode(...values: readonly unknown[]): string | undefined {
  for (const value of values) {
    const code = text(value)?.trim().toUpperCase();
    if (code !== undefined && /^[A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}
