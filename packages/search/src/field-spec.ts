import type { GeoPoint, TextPlace } from '@estate/normalize';
import type { AvailableNights } from './available-nights.js';

/**
 * How a kind's field is held and compared.
 * - `number`: compared as a double; `storage` picks the typed array. `float32` also rounds a
 *   range's bounds to float32, as the store compares a Float32 column with `toFloat32(bound)`.
 * - `timestamp`: epoch milliseconds, held as a double (exact).
 * - `enum`: a low-cardinality string (platform, status …), matched by equality.
 * - `string`: any string (city, postal code …), matched by equality or by the text-location rule.
 * - `point`: latitude and longitude, searched by bbox, radius and polygon.
 * - `nights`: the nights a record is available (available-nights.ts), searched by a stay's dates.
 */
export type FieldSpec =
  | { readonly type: 'number'; readonly storage?: 'float64' | 'float32' | 'int32' }
  | { readonly type: 'timestamp' }
  | { readonly type: 'enum' }
  | { readonly type: 'string' }
  | { readonly type: 'point' }
  | { readonly type: 'nights' };

export type FieldType = FieldSpec['type'];

/**
 * A sort: the numeric field it orders by and its direction. Records lacking the value come last
 * in either direction; ties go by record id in the sort's direction (the keyset position is the
 * pair). With `finiteOnly`, a NaN or infinite value counts as missing (it has no place in JSON).
 */
export interface SortSpec<F extends string = string> {
  readonly field: F;
  readonly direction: 'asc' | 'desc';
  readonly finiteOnly?: boolean;
}

/** A kind's searchable fields, declared once: everything the projection keeps and answers. */
export interface SearchKindSpec<Fields extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** The kind's name, for messages. */
  readonly kind: string;
  readonly fields: Fields;
  readonly sorts: Readonly<Record<string, SortSpec<NumericFieldName<Fields>>>>;
  /** Nearest-first sorts, each on a point field, measured from the query's `origin`. */
  readonly distanceSorts?: Readonly<Record<string, PointFieldName<Fields>>>;
  /** Which string fields play which part of the text-location rule of @estate/normalize. */
  readonly textLocation?: Partial<Readonly<Record<TextRole, StringFieldName<Fields>>>>;
  /** The timestamp whose age expires a record (past the live window it drops out). */
  readonly expiresBy?: TimestampFieldName<Fields>;
  /** String fields whose live records are kept grouped by value, to read a value's members at once. */
  readonly groupBy?: readonly StringFieldName<Fields>[];
}

/** The fields of a place the text-location rule reads, except the country (an `in` filter). */
export type TextRole = Exclude<keyof TextPlace, 'country'>;

type NamesOf<Fields, T extends FieldType> = { [K in keyof Fields]: Fields[K] extends { type: T } ? K : never }[keyof Fields] & string;
export type NumericFieldName<Fields> = NamesOf<Fields, 'number' | 'timestamp'>;
export type StringFieldName<Fields> = NamesOf<Fields, 'enum' | 'string'>;
export type TimestampFieldName<Fields> = NamesOf<Fields, 'timestamp'>;
export type PointFieldName<Fields> = NamesOf<Fields, 'point'>;

type ValueOf<S extends FieldSpec> = S extends { type: 'number' | 'timestamp' } ? number : S extends { type: 'point' } ? GeoPoint : S extends { type: 'nights' } ? AvailableNights : string;

/** One record's values, field by field; null (or absent) where the record lacks the value. */
export type FieldValues<Fields extends Record<string, FieldSpec>> = { readonly [K in keyof Fields]?: ValueOf<Fields[K]> | null };

/** Declares a kind's spec with its field names checked and kept as literal types. */
export function defineSearchKind<const Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>): SearchKindSpec<Fields> {
  return spec;
}
