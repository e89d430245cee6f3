import type { Session } from 'chdb';
import { statementShape } from './statement-shape.js';

/**
 * A query with its `{name:Type}` placeholders replaced by the values the engine itself binds.
 *
 * chdb runs every parameterised query of the process (`queryBindAsync`) one at a time, through one
 * chain shared by all connections (libchdb's parameter state is not per connection), and the
 * gateway's own store reads are parameterised: an analyst's long parameterised query would hold
 * every API read until it ended. So the engine binds the parameters without running the query:
 * `EXPLAIN SYNTAX` with the parameters answers the query's text with each placeholder replaced
 * by `_CAST(literal, 'Type')` (a String by its quoted literal), the same expressions and result
 * column names as the binder's, and does not evaluate the query (verified in libchdb 26.7: a
 * scalar subquery over 3e9 rows or `sleep(2)` is formatted in milliseconds). That text then runs
 * without parameters, which chdb does not chain. Only the EXPLAIN takes the chain, briefly.
 *
 * A top-level `FORMAT` clause would be the EXPLAIN's own output format, so it is cut off before
 * and put back after; the statement's SETTINGS clause stays in the query (and the EXPLAIN runs
 * under it, so a setting the session refuses is refused there first). Only for SELECT and WITH
 * statements: the only ones EXPLAIN SYNTAX takes, and the only reads that can run long.
 * Undefined when the bound text is too long to run (see MAX_QUERY_SIZE).
 */
export async function bindInEngine(session: Session, statement: string, params: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  const shape = statementShape(statement);
  const queryEnd = shape.dataClauseAt ?? shape.end;
  const explained = await session.queryBindAsync(`EXPLAIN SYNTAX oneline = 1 ${statement.slice(0, queryEnd)}`, params, { format: 'TabSeparatedRaw' });
  const text = explained.text().trim();
  const bound = shape.dataClauseAt === undefined ? text : `${text} ${statement.slice(shape.dataClauseAt)}`;
  return Buffer.byteLength(bound) <= MAX_QUERY_SIZE ? bound : undefined;
}

/**
 * ClickHouse's default `max_query_size`, which the endpoint's sessions keep. Parameter values do
 * not count towards it, literals do: a query whose bound text is longer (a large IN list, say)
 * would fail with a syntax error, so it keeps chdb's binder (and its chain), as before.
 */
const MAX_QUERY_SIZE = 262_144;

/** Whether a statement of this verb (as ClickHouse formats it) is bound by `bindInEngine`. */
export function bindsInEngine(verb: string): boolean {
  return verb === 'SELECT' || verb === 'WITH';
}
