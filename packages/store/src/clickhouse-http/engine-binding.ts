import type { Session } from 'chdb';
import { statementShape } from './statement-shape.js';

/** Runs `statement` through chdb's parameter binder with `params`; answers its output as text (TabSeparatedRaw). */
export type ParameterBinder = (statement: string, params: Readonly<Record<string, unknown>>) => Promise<string>;

/** The binder of one chdb session. */
export function sessionBinder(session: Session): ParameterBinder {
  return async (statement, params) => (await session.queryBindAsync(statement, params, { format: 'TabSeparatedRaw' })).text();
}

/**
 * A query with its `{name:Type}` placeholders replaced by the values the engine itself binds.
 *
 * chdb runs every parameterised query of the process (`queryBindAsync`) one at a time, through one
 * chain shared by all connections (libchdb's parameter state is not per connection), and the
 * store's reads are parameterised: one long parameterised read (the projector's matcher warm, an
 * analyst's query) held every other one until it ended (measured: a 1 ms read on another connection
 * of the pool answered after the 0.8 s read it waited behind). So the engine binds the parameters
 * without running the query: `EXPLAIN SYNTAX` with the parameters answers the query's text with
 * each placeholder replaced by `_CAST(literal, 'Type')` (a String by its quoted literal, an
 * Identifier by the name, a DateTime64 by its decimal text quoted), the same expressions and result
 * column names as the binder's, and does not evaluate the query (verified in libchdb 26.7: a scalar
 * subquery over 3e9 rows or `sleep(2)` is formatted in milliseconds). That text then runs without
 * parameters, which chdb does not chain. Only the EXPLAIN takes the chain, briefly. Used by the
 * store's own connection pool (chdb-pool.ts) and by both HTTP endpoints (server.ts).
 *
 * A top-level `FORMAT` clause would be the EXPLAIN's own output format, so it is cut off before
 * and put back after; the statement's SETTINGS clause stays in the query (and the EXPLAIN runs
 * under it, so a setting the session refuses is refused there first). Only for SELECT and WITH
 * statements: the only ones EXPLAIN SYNTAX takes, and the only reads that can run long.
 * Undefined when the bound text is too long to run (see MAX_QUERY_SIZE), or when a placeholder's
 * type is not one whose literal is known to read back as the binder's value (LITERAL_TYPES).
 */
export async function bindInEngine(binder: ParameterBinder, statement: string, params: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  if (!placeholdersBindLiterally(statement)) return undefined;
  const shape = statementShape(statement);
  const queryEnd = shape.dataClauseAt ?? shape.end;
  const text = (await binder(`EXPLAIN SYNTAX oneline = 1 ${statement.slice(0, queryEnd)}`, params)).trim();
  const bound = shape.dataClauseAt === undefined ? text : `${text} ${statement.slice(shape.dataClauseAt)}`;
  return Buffer.byteLength(bound) <= MAX_QUERY_SIZE ? bound : undefined;
}

/**
 * The statement bound by the engine (bindInEngine) when it is a SELECT or WITH by its first word
 * and the engine can bind it; undefined when it is to go to chdb's binder as it is. For the
 * process's own reads, which are not checked as the read-only endpoint checks an analyst's: a
 * statement the EXPLAIN cannot take goes to the binder, which answers it (or fails it) as before.
 */
export async function bindReadInEngine(binder: ParameterBinder, statement: string, params: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  if (!bindsInEngine(statementShape(statement).verb)) return undefined;
  try {
    return await bindInEngine(binder, statement, params);
  } catch {
    return undefined;
  }
}

/**
 * ClickHouse's default `max_query_size`, which the endpoint's sessions keep. Parameter values do
 * not count towards it, literals do: a query whose bound text is longer (a large IN list, say)
 * would fail with a syntax error, so it keeps chdb's binder (and its chain), as before.
 */
const MAX_QUERY_SIZE = 262_144;

/**
 * The type names whose values the engine writes as literals that read back as the very value the
 * binder binds, checked one by one against the binder (test/engine-binding.test.ts; edges: quotes,
 * backslashes and unicode in strings, 2^64 - 1, -0 and 5e-324, dates before 1970, NULL, empty
 * arrays). Not DateTime64: its literal is the seconds since 1970 as a quoted decimal, which the
 * cast reads as a date (`'1.5'` is May 2026) or refuses (`'-0.001'`, `'0'`). A type with any other
 * name (Time, Tuple, JSON ...) is left to the binder.
 */
const LITERAL_TYPES = new Set(
  [
    'String', 'FixedString', 'LowCardinality', 'Nullable', 'Array', 'Map', 'Identifier', 'Bool', 'UUID', 'IPv4', 'IPv6', 'Enum8', 'Enum16',
    'UInt8', 'UInt16', 'UInt32', 'UInt64', 'UInt128', 'UInt256', 'Int8', 'Int16', 'Int32', 'Int64', 'Int128', 'Int256', 'Float32', 'Float64',
    'Decimal', 'Decimal32', 'Decimal64', 'Decimal128', 'Decimal256', 'Date', 'Date32', 'DateTime',
  ].map((name) => name.toLowerCase()),
);

const PLACEHOLDER_TYPE = /\{\s*[A-Za-z_][A-Za-z0-9_]*\s*:([^}]*)\}/g;

/** Whether every `{name:Type}` of the statement names only LITERAL_TYPES (quoted arguments such as a time zone aside). */
function placeholdersBindLiterally(statement: string): boolean {
  for (const [, type] of statement.matchAll(PLACEHOLDER_TYPE)) {
    const words = (type as string).replace(/'(?:[^'\\]|\\.|'')*'/g, '').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
    if (!words.every((word) => LITERAL_TYPES.has(word.toLowerCase()))) return false;
  }
  return true;
}

/** Whether a statement of this verb (as ClickHouse formats it) is bound by `bindInEngine`. */
export function bindsInEngine(verb: string): boolean {
  return verb === 'SELECT' || verb === 'WITH';
}
