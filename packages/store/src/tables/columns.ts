import { Type, type TSchema } from 'typebox';

/**
 * Column schemas: each is the TypeBox schema of the JSON value written to (and read from) the
 * column, annotated with the column's ClickHouse type. A table's row type is derived from these;
 * the DESCRIBE test holds the annotations against the migrated tables.
 */
export type Column<S extends TSchema = TSchema> = S & { readonly clickhouse: string };

const annotate = <S extends TSchema>(schema: S, clickhouse: string): Column<S> => Object.assign(schema, { clickhouse });

export const col = {
  string: () => annotate(Type.String(), 'String'),
  lowCardinality: () => annotate(Type.String(), 'LowCardinality(String)'),
  /** Decimal amounts travel as strings, never as JS numbers, so no digit is lost. */
  decimal: () => annotate(Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' }), 'Decimal(18, 2)'),
  /** Series values: indices and typical values carry up to ten decimals as their source wrote them. */
  seriesDecimal: () => annotate(Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' }), 'Decimal(38, 10)'),
  float64: () => annotate(Type.Number(), 'Float64'),
  float32: () => annotate(Type.Number(), 'Float32'),
  uint8: () => annotate(Type.Integer({ minimum: 0, maximum: 255 }), 'UInt8'),
  uint16: () => annotate(Type.Integer({ minimum: 0, maximum: 65_535 }), 'UInt16'),
  uint32: () => annotate(Type.Integer({ minimum: 0 }), 'UInt32'),
  /** JSON output quotes 64-bit integers: a read gets a string, an insert may give a number. */
  uint64: () => annotate(Type.Integer({ minimum: 0 }), 'UInt64'),
  bool: () => annotate(Type.Boolean(), 'Bool'),
  date: () => annotate(Type.String({ format: 'date' }), 'Date'),
  /** Written as ISO 8601 (best-effort parsing); read back as ISO by the table's `fromClickHouse`. */
  timestamp: () => annotate(Type.String(), "DateTime64(3, 'UTC')"),
  countsByName: () => annotate(Type.Record(Type.String(), Type.Integer({ minimum: 0 })), 'Map(String, UInt64)'),
  textByName: () => annotate(Type.Record(Type.String(), Type.String()), 'Map(String, String)'),
  /** An aggregate state: written by a materialized view, never by a caller, opaque to JSON. */
  state: (clickhouse: string) => annotate(Type.Unknown(), clickhouse),
  nullable: <S extends TSchema>(inner: Column<S>) => annotate(Type.Union([inner, Type.Null()]), `Nullable(${inner.clickhouse})`),
};

/** The ClickHouse types that mean "timestamp", whose values `fromClickHouse` turns into ISO 8601. */
export function isTimestamp(clickhouse: string): boolean {
  return /DateTime64/.test(clickhouse);
}

/**
 * Timestamps are written as ISO 8601 strings (`2025-01-01T12:00:00.000Z`); the store inserts
 * with best-effort date parsing. They are read back in ISO form (see Table.fromClickHouse).
 */
export type Timestamp = string;

/** Decimal amounts travel as strings, never as JS numbers, so no digit is lost. */
export type DecimalString = string;
