/**
 * Just enough of ClickHouse's lexer for the HTTP endpoint over chdb: it finds the `{name:Type}`
 * placeholders (chdb's binder needs each value decoded by its declared type) and the top-level
 * `SETTINGS`/`FORMAT`/`VALUES` keywords of one statement, skipping string literals, quoted
 * identifiers and comments. It is not a parser and decides nothing about what a statement may do:
 * the read-only endpoint leaves that to ClickHouse (`readonly = 1`, see server.ts). Nesting is
 * tracked by brackets only.
 */

export interface Placeholder {
  readonly name: string;
  readonly type: string;
}

interface Keyword {
  readonly word: string;
  readonly at: number;
}

export interface StatementShape {
  readonly placeholders: ReadonlyMap<string, string>;
  /** The first keyword of the statement, upper-cased (`SELECT`, `INSERT`, `WITH`, `CREATE`, ...). */
  readonly verb: string;
  /** The output or input format named by a top-level `FORMAT` clause. */
  readonly format: string | undefined;
  /** Where the top-level `FORMAT` (or an INSERT's `VALUES`) starts, if any. */
  readonly dataClauseAt: number | undefined;
  /** Whether a top-level `SETTINGS` clause comes before the data clause. */
  readonly hasSettings: boolean;
  /** The statement's length without a trailing `;` and whitespace. */
  readonly end: number;
  /** Whether a top-level `INTO OUTFILE` sends the result to a file of the engine's machine. */
  readonly intoOutfile: boolean;
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;

export function statementShape(sql: string): StatementShape {
  const placeholders = new Map<string, string>();
  const keywords: Keyword[] = [];
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(sql, i, c);
      continue;
    }
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl + 1;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? sql.length : close + 2;
      continue;
    }
    if (c === '{') {
      const placeholder = readPlaceholder(sql, i);
      if (placeholder !== undefined) {
        placeholders.set(placeholder.name, placeholder.type);
        i = placeholder.next;
        continue;
      }
      depth++;
      i++;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (/[A-Za-z_]/.test(c) && (i === 0 || !/[A-Za-z0-9_]/.test(sql[i - 1] as string))) {
      WORD.lastIndex = i;
      const word = (WORD.exec(sql) as RegExpExecArray)[0];
      if (depth === 0) keywords.push({ word: word.toUpperCase(), at: i });
      i += word.length;
      // The data of `FORMAT X` or `VALUES` follows: nothing after it is SQL.
      const upper = word.toUpperCase();
      if (depth === 0 && (upper === 'FORMAT' || (upper === 'VALUES' && keywords[0]?.word === 'INSERT'))) break;
      continue;
    }
    i++;
  }
  const verb = keywords[0]?.word ?? '';
  const data = keywords.findLast((k) => k.word === 'FORMAT' || (k.word === 'VALUES' && verb === 'INSERT'));
  let format: string | undefined;
  if (data?.word === 'FORMAT') {
    const rest = sql.slice(data.at + 'FORMAT'.length);
    format = /^\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)?.[1];
  }
  const hasSettings = keywords.some((k) => k.word === 'SETTINGS' && (data === undefined || k.at < data.at));
  const intoOutfile = keywords.some((k, i) => k.word === 'OUTFILE' && keywords[i - 1]?.word === 'INTO');
  return { placeholders, verb, format, dataClauseAt: data?.at, hasSettings, end: sql.replace(/[\s;]+$/, '').length, intoOutfile };
}

/**
 * The statement with `settings` in its own `SETTINGS` clause, so they apply to this query only.
 * Only queries and inserts take them: elsewhere a trailing SETTINGS clause can mean something
 * else (a table's settings in CREATE TABLE).
 */
export function withStatementSettings(sql: string, shape: StatementShape, settings: ReadonlyMap<string, string>): string {
  if (settings.size === 0) return sql;
  if (!['SELECT', 'WITH', 'INSERT', 'EXPLAIN', 'SHOW', 'DESCRIBE', 'DESC', 'EXISTS'].includes(shape.verb)) {
    throw new SettingsPlacementError(`URL settings (${[...settings.keys()].join(', ')}) are only supported on queries and inserts by this endpoint, not on ${shape.verb}`);
  }
  const list = [...settings].map(([name, value]) => `${name} = ${settingLiteral(value)}`).join(', ');
  const at = shape.dataClauseAt ?? shape.end;
  const clause = shape.hasSettings ? `, ${list} ` : ` SETTINGS ${list} `;
  return `${sql.slice(0, at).trimEnd()}${clause}${sql.slice(at)}`;
}

export class SettingsPlacementError extends Error {
  override readonly name = 'SettingsPlacementError';
}

function settingLiteral(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function skipQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (c === '\\') i += 2;
    else if (c === quote && sql[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i++;
  }
  return i;
}

const PLACEHOLDER_NAME = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/y;

function readPlaceholder(sql: string, start: number): { name: string; type: string; next: number } | undefined {
  PLACEHOLDER_NAME.lastIndex = start;
  const head = PLACEHOLDER_NAME.exec(sql);
  if (head === null) return undefined;
  let i = PLACEHOLDER_NAME.lastIndex;
  let depth = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (c === "'") {
      i = skipQuoted(sql, i, c);
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '}' && depth === 0) return { name: head[1] as string, type: sql.slice(PLACEHOLDER_NAME.lastIndex, i).trim(), next: i + 1 };
    i++;
  }
  return undefined;
}
