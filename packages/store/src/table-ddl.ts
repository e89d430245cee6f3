import { qualifiedTableName } from './identifier.js';
import type { Store } from './store.js';

// Table DDL for rebuilds: ClickHouse binds no parameter for a table name in DDL, so each
// statement is fixed keywords around names that qualifiedTableName checked, never input.

/** Drops `table` when it exists. */
export async function dropTableIfExists(store: Store, table: string): Promise<void> {
  await store.command({ query: `DROP TABLE IF EXISTS ${qualifiedTableName(table)}` });
}

/** Creates `table` empty, with the definition (columns, engine, TTL, settings) of `like`. */
export async function createTableLike(store: Store, table: string, like: string): Promise<void> {
  await store.command({ query: `CREATE TABLE ${qualifiedTableName(table)} AS ${qualifiedTableName(like)}` });
}

/** Swaps two tables' names atomically: readers see one or the other, never neither. */
export async function exchangeTables(store: Store, a: string, b: string): Promise<void> {
  await store.command({ query: `EXCHANGE TABLES ${qualifiedTableName(a)} AND ${qualifiedTableName(b)}` });
}
