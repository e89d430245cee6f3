import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MigrationError } from './errors.js';
import { assertIdentifier } from './identifier.js';
import { silentLogger, type StoreLogger } from './logger.js';
import { splitStatements } from './sql-split.js';
import type { Store } from './store.js';

export const MIGRATIONS_TABLE = 'schema_migrations';

/** `0001_listings.sql`: a version of at least four digits, `_`, a lower-case name. */
const MIGRATION_FILE = /^(\d{4,})_([a-z0-9_]+)\.sql$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

export interface MigrationFile {
  readonly version: number;
  readonly name: string;
  readonly path: string;
  /** sha256 of the file with line endings normalised, before templating. */
  readonly checksum: string;
  readonly sql: string;
}

export interface AppliedMigration {
  readonly version: number;
  readonly name: string;
  readonly checksum: string;
  readonly applied_at: string;
}

export interface MigrateOptions {
  /** The folder of numbered SQL files; default {@link migrationsDir}. */
  readonly dir?: string;
  readonly logger?: StoreLogger;
}

export interface MigrateResult {
  readonly database: string;
  /** Migrations this run applied, in order. */
  readonly applied: ReadonlyArray<{ readonly version: number; readonly name: string }>;
  /** Migrations found already applied (checksums verified). */
  readonly unchanged: number;
}

/**
 * `infra/clickhouse` of this repository, found from this module's own location (the same from
 * `src/` and `dist/`); `CLICKHOUSE_MIGRATIONS_DIR` overrides it for deployments that ship the
 * SQL elsewhere.
 */
export function migrationsDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.CLICKHOUSE_MIGRATIONS_DIR;
  const dir = override !== undefined && override !== '' ? override : fileURLToPath(new URL('../../../infra/clickhouse', import.meta.url));
  if (!existsSync(dir)) throw new MigrationError(`migrations folder not found: ${dir}`);
  return dir;
}

/** The numbered SQL files of `dir`, ordered by version. Other files (README.md) are ignored. */
export async function loadMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  const seen = new Map<number, string>();
  for (const file of names) {
    const match = MIGRATION_FILE.exec(file);
    if (match === null) throw new MigrationError(`${file}: migration files are named NNNN_name.sql (lower-case name)`);
    const version = Number(match[1]);
    const earlier = seen.get(version);
    if (earlier !== undefined) throw new MigrationError(`${file} and ${earlier} share version ${version}`, version);
    seen.set(version, file);
    const path = join(dir, file);
    const sql = (await readFile(path, 'utf8')).replace(/\r\n/g, '\n');
    files.push({ version, name: match[2] ?? file, path, checksum: sha256(sql), sql });
  }
  return files.sort((a, b) => a.version - b.version);
}

/**
 * The statements of a migration for `database`. The only placeholder is `{{database}}`, filled
 * with a name that passed the identifier check; anything else in double braces is an error, so a
 * typo cannot reach the server as SQL.
 */
export function renderMigration(migration: Pick<MigrationFile, 'sql' | 'version' | 'name'>, database: string): string[] {
  const db = assertIdentifier(database, 'database name');
  const sql = migration.sql.replace(PLACEHOLDER, (_whole, key: string) => {
    if (key !== 'database') throw new MigrationError(`${migration.name}: unknown placeholder {{${key}}}`, migration.version);
    return db;
  });
  return splitStatements(sql);
}

/**
 * Applies the migrations of `dir` not yet recorded in `schema_migrations`, in version order,
 * each statement on its own, then records the file (version, name, checksum, applied_at). A
 * recorded file whose checksum changed stops the run before anything is applied: applied
 * migrations are history, change the schema with a new file. ClickHouse DDL is not
 * transactional, so a file that fails half-way is retried whole on the next run; write every
 * statement idempotent (`IF NOT EXISTS`). Concurrent runs are safe on that same condition.
 */
export async function migrate(store: Store, options: MigrateOptions = {}): Promise<MigrateResult> {
  const logger = options.logger ?? silentLogger;
  const dir = options.dir ?? migrationsDir();
  const database = store.database;
  const table = `\`${database}\`.${MIGRATIONS_TABLE}`;

  await store.ensureDatabase();
  await store.command({
    query: `CREATE TABLE IF NOT EXISTS ${table} (
      version UInt32,
      name String,
      checksum String,
      applied_at DateTime64(3, 'UTC') DEFAULT now64(3)
    ) ENGINE = ReplacingMergeTree ORDER BY version`,
  });

  const files = await loadMigrations(dir);
  const applied = await appliedMigrations(store);
  const byVersion = new Map(applied.map((m) => [m.version, m]));

  const changed = files.filter((f) => {
    const recorded = byVersion.get(f.version);
    return recorded !== undefined && recorded.checksum !== f.checksum;
  });
  if (changed.length > 0) {
    const list = changed.map((f) => `${f.version} (${f.name}): recorded ${byVersion.get(f.version)?.checksum}, file ${f.checksum}`);
    throw new MigrationError(`applied migrations changed since they ran: ${list.join('; ')}`, changed[0]?.version);
  }
  const known = new Set(files.map((f) => f.version));
  for (const m of applied) {
    if (!known.has(m.version)) logger.warn({ version: m.version, name: m.name }, 'applied migration has no file here (newer schema?)');
  }

  // Render every pending file first: a bad placeholder stops the run before anything applies.
  const pending = files.filter((f) => !byVersion.has(f.version)).map((file) => ({ file, statements: renderMigration(file, database) }));
  const done: Array<{ version: number; name: string }> = [];
  for (const { file, statements } of pending) {
    for (const [index, statement] of statements.entries()) {
      try {
        await store.command({ query: statement });
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        throw new MigrationError(`${file.version}_${file.name}.sql statement ${index + 1}/${statements.length} failed: ${detail}`, file.version, { cause: err });
      }
    }
    await store.insertRows(`${database}.${MIGRATIONS_TABLE}`, [{ version: file.version, name: file.name, checksum: file.checksum }]);
    logger.info({ version: file.version, name: file.name, statements: statements.length }, 'migration applied');
    done.push({ version: file.version, name: file.name });
  }
  return { database, applied: done, unchanged: files.length - done.length };
}

/** The recorded migrations, one row per version. */
export async function appliedMigrations(store: Store): Promise<AppliedMigration[]> {
  const rows = await store.queryRows<{ version: number | string; name: string; checksum: string; applied_at: string }>(
    `SELECT version, name, checksum, toString(applied_at) AS applied_at FROM \`${store.database}\`.${MIGRATIONS_TABLE} FINAL ORDER BY version`,
    {},
    { name: 'appliedMigrations' },
  );
  return rows.map((r) => ({ ...r, version: Number(r.version) }));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
