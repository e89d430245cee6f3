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
