import type { SqlParams } from './sql-params.js';

/** A keyset page: rows, whether more follow, and the position of the last row when they do. */
export interface KeysetPage<Row, Position> {
  rows: Row[];
  has_more: boolean;
  next?: Position;
}

export interface PageOptions<Position> {
  /** 1 or more. */
  limit: number;
  /** Continue strictly after this position. */
  after?: Position;
}

export function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
}

/** The page from `limit + 1` fetched rows: the extra row only says that more follow. */
export function keysetPage<Row, Position>(fetched: Row[], limit: number, positionOf: (row: Row) => Position): KeysetPage<Row, Position> {
  const rows = fetched.slice(0, limit);
  const last = rows[rows.length - 1];
  const has_more = fetched.length > limit;
  return { rows, has_more, ...(has_more && last !== undefined ? { next: positionOf(last) } : {}) };
}

/**
 * Every row of a read made in keyset pages, one page after another until the last: for reads of
 * a whole table or view, whose one answer would grow with the data (the engine answers a query
 * whole, as one string, and V8 cannot hold one past 2^29 - 24 characters).
 */
export async function readAllPages<Row, Position>(readPage: (after: Position | undefined) => Promise<KeysetPage<Row, Position>>): Promise<Row[]> {
  const rows: Row[] = [];
  let after: Position | undefined;
  do {
    const page = await readPage(after);
    for (const row of page.rows) rows.push(row);
    after = page.next;
  } while (after !== undefined);
  return rows;
}

/**
 * `(a, b, …) > (x, y, …)` with the values bound: the rows after `position` in the order of
 * `columns` (String columns; names fixed by the caller, never input). ClickHouse compares tuples
 * element by element, as ORDER BY a, b, … sorts.
 */
export function afterPosition<Key extends string>(params: SqlParams, columns: readonly Key[], position: Readonly<Record<Key, string>>): string {
  return `(${columns.join(', ')}) > (${columns.map((column) => params.string(position[column])).join(', ')})`;
}
