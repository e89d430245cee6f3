import { StoreUsageError } from './errors.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

/** True for a plain ClickHouse identifier that needs no quoting: letters, digits, underscore. */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/**
 * `name` back when it is a plain identifier, else a StoreUsageError. Database and table names are
 * spliced into SQL text (ClickHouse cannot bind identifiers in DDL), so only code-chosen names that
 * pass this check ever reach a statement.
 */
export function assertIdentifier(name: string, what = 'identifier'): string {
  if (!isIdentifier(name)) throw new StoreUsageError(`invalid ${what} ${JSON.stringify(name)}: use letters, digits and _`);
  return name;
}

/** `table` or `database.table`, each part checked, back-quoted for SQL. */
export function qualifiedTableName(table: string): string {
  const parts = table.split('.');
  if (parts.length > 2) throw new StoreUsageError(`invalid table name ${JSON.stringify(table)}`);
  return parts.map((part) => `\`${assertIdentifier(part, 'table name')}\``).join('.');
}
