import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { isoFromClickHouse } from '../clickhouse-time.js';
import type { InsertRowsResult, Store } from '../store.js';
import { isTimestamp, type Column } from './columns.js';

export interface TableSpec<N extends string, P extends TProperties> {
  /** Unqualified: the store's database is the default. */
  readonly name: N;
  /** The columns a writer gives (every column but the MATERIALIZED ones), in table order. */
  readonly columns: P;
  /** Columns the table computes itself (MATERIALIZED); never written. */
  readonly materialized?: readonly string[];
  /**
   * A 24 h table: TTL of the live window, every read filtered to it. Its migration states the
   * TTL literally; the DESCRIBE test holds it against LIVE_WINDOW_HOURS.
   */
  readonly live: boolean;
  /** `view` for a view over other tables: read, never written. */
  readonly engine?: 'table' | 'view';
}

/** One ClickHouse table: its row schema, its insert, and the conversion of what it returns. */
export interface Table<N extends string, P extends TProperties> extends Required<TableSpec<N, P>> {
  /** The row schema, from which the row type is derived. */
  readonly schema: TObject<P>;
  /** Inserts rows into this table, or into `into` (a table of the same definition, e.g. a rebuild's). */
  insert(store: Store, rows: readonly Static<TObject<P>>[], into?: string): Promise<InsertRowsResult>;
  /** A row as ClickHouse returned it, with its timestamps turned into ISO 8601 (UTC). */
  fromClickHouse<R extends object>(row: R): R;
}

/** The row type of a table: what a writer gives. */
export type RowOf<T> = T extends Table<string, infer P> ? Static<TObject<P>> : never;

/** A row as read back: every column present, NULL where the table has no value. */
export type StoredRowOf<T> = Required<RowOf<T>>;

export function defineTable<const N extends string, P extends TProperties>(spec: TableSpec<N, P>): Table<N, P> {
  const schema = Type.Object(spec.columns);
  const timestamps = Object.entries(spec.columns)
    .filter(([, column]) => isTimestamp((column as Column).clickhouse))
    .map(([name]) => name);
  return {
    materialized: [],
    engine: 'table',
    ...spec,
    schema,
    insert: (store, rows, into = spec.name) => store.insertRows(into, rows),
    fromClickHouse: (row) => {
      const out = { ...row } as Record<string, unknown>;
      for (const key of timestamps) if (typeof out[key] === 'string') out[key] = isoFromClickHouse(out[key]);
      return out as typeof row;
    },
  };
}
