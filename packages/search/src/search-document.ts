import { decodeAvailableNights, encodeAvailableNights, type AvailableNights } from './available-nights.js';
import type { FieldSpec, FieldValues, SearchKindSpec } from './field-spec.js';

/**
 * One value in a search document: numbers and timestamps as numbers (a non-finite number as its
 * string, since JSON has no NaN or Infinity), strings as strings, a point as
 * `[latitude, longitude]`, available nights as `[start day, base64 bits]`, a missing value as null.
 */
export type SearchDocumentValue = number | string | null | readonly [number, number] | readonly [number, string];

/**
 * A record's search fields as the projector writes them to a kind's search bucket and every
 * gateway's projection reads them back: the version of the observation they come from (the
 * bucket is written newer-only by it, as the documents are) and the values in the order of the
 * spec's fields. Positional, not keyed by name: the names would be most of its bytes.
 */
export interface SearchDocument extends SearchVersion {
  values: SearchDocumentValue[];
}

/** The observation a search document comes from: every kind's document is built of this and the record's values. */
export interface SearchVersion {
  observed_at: string;
  event_id: string;
}

/** A record's values in the compact positional form of its search document. */
export function searchDocumentValues<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, values: FieldValues<Fields>): SearchDocumentValue[] {
  return Object.entries(spec.fields).map(([name, field]) => encodeValue(field, values[name]));
}

function encodeValue(field: FieldSpec, value: unknown): SearchDocumentValue {
  if (value === null || value === undefined) return null;
  if (field.type === 'point') {
    const { latitude, longitude } = value as { latitude: number; longitude: number };
    return [latitude, longitude];
  }
  if (field.type === 'nights') return encodeAvailableNights(value as AvailableNights);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value as number | string;
}

/**
 * The values a search document holds, checked against the spec; undefined when it is not a
 * document of this kind (wrong length, a value of the wrong type), so a stray entry in the
 * bucket is refused rather than searched.
 */
export function fieldValuesOfDocument<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, document: unknown): FieldValues<Fields> | undefined {
  if (document === null || typeof document !== 'object') return undefined;
  const values = (document as { values?: unknown }).values;
  const fields = Object.entries(spec.fields);
  if (!Array.isArray(values) || values.length !== fields.length) return undefined;
  const out: Record<string, unknown> = {};
  for (const [index, [name, field]] of fields.entries()) {
    const value = decodeValue(field, values[index]);
    if (value === INVALID) return undefined;
    out[name] = value;
  }
  return out as FieldValues<Fields>;
}

const INVALID = Symbol('invalid');

function decodeValue(field: FieldSpec, value: unknown): unknown {
  if (value === null) return null;
  switch (field.type) {
    case 'point':
      return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number' ? { latitude: value[0], longitude: value[1] } : INVALID;
    case 'nights':
      return decodeAvailableNights(value) ?? INVALID;
    case 'number':
    case 'timestamp':
      if (typeof value === 'number') return value;
      return typeof value === 'string' && ['NaN', 'Infinity', '-Infinity'].includes(value) ? Number(value) : INVALID;
    default:
      return typeof value === 'string' ? value : INVALID;
  }
}
