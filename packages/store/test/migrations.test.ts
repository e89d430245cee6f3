import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations, loadMigrations, migrate, MigrationError, migrationsDir, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

let main: TempStore;
let scratch: string;

beforeAll(async () => {
  main = await openTempStore({ database: 'estate_mig' });
  scratch = await mkdtemp(join(tmpdir(), 'estate-migrations-'));
});

afterAll(async () => {
  await main.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

async function tableNames(store: Store): Promise<string[]> {
  const rows = await store.queryRows<{ name: string }>('SELECT name FROM system.tables WHERE database = {db:String} ORDER BY name', {
    db: store.database,
  });
  return rows.map((r) => r.name);
}

describe('migrate', () => {
  it('finds infra/clickhouse from the package', async () => {
    const files = await loadMigrations(migrationsDir());
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort((a, b) => a - b));
    expect(files[0]?.name).toBe('listings');
  });

  it('applies every file once, records it, and does nothing on a rerun', async () => {
    const first = await migrate(main.store);
    const files = await loadMigrations(migrationsDir());
    expect(first.applied.map((m) => m.version)).toEqual(files.map((f) => f.version));

    const tables = await tableNames(main.store);
    for (const t of ['listings', 'listing_observations', 'listing_media', 'source_runs', 'market_listing_daily', 'market_daily', 'schema_migrations']) {
      expect(tables).toContain(t);
    }

    const second = await migrate(main.store);
    expect(second.applied).toEqual([]);
    expect(second.unchanged).toBe(files.length);

    const recorded = await appliedMigrations(main.store);
    expect(recorded.map((m) => [m.version, m.name, m.checksum])).toEqual(files.map((f) => [f.version, f.name, f.checksum]));
    const raw = await main.store.queryRows<{ n: number | string }>('SELECT count() AS n FROM schema_migrations');
    expect(Number(raw[0]?.n)).toBe(files.length);
  });

  it('refuses to run when an applied file changed', async () => {
    const dir = join(scratch, 'changed');
    await cp(migrationsDir(), dir, { recursive: true });
    const other = await openTempStore({ dir: main.dir, database: 'estate_mig_changed' });
    try {
      await migrate(other.store, { dir });
      const file = join(dir, '0001_listings.sql');
      await writeFile(file, `${await readFile(file, 'utf8')}\n-- edited after it ran\n`);
      const err = await migrate(other.store, { dir }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MigrationError);
      expect((err as MigrationError).version).toBe(1);
      expect((err as Error).message).toMatch(/changed since they ran/);
    } finally {
      await other.store.close();
    }
  });

  it('applies a new file after the applied ones, several statements each', async () => {
    const dir = join(scratch, 'added');
    await cp(migrationsDir(), dir, { recursive: true });
    const other = await openTempStore({ dir: main.dir, database: 'estate_mig_added' });
    try {
      await migrate(other.store, { dir });
      await writeFile(
        join(dir, '9001_extra.sql'),
        `-- two statements; the ';' inside the string and comment must not split
         CREATE TABLE IF NOT EXISTS {{database}}.extra_a (s String DEFAULT 'a;b') ENGINE = MergeTree ORDER BY s; /* ; */
         CREATE TABLE IF NOT EXISTS {{database}}.extra_b (s String) ENGINE = MergeTree ORDER BY s;`,
      );
      const result = await migrate(other.store, { dir });
      expect(result.applied).toEqual([{ version: 9001, name: 'extra' }]);
      expect(await tableNames(other.store)).toEqual(expect.arrayContaining(['extra_a', 'extra_b']));
    } finally {
      await other.store.close();
    }
  });

  it('rejects unknown placeholders and misnamed files', async () => {
    const bad = join(scratch, 'placeholder');
    await cp(migrationsDir(), bad, { recursive: true });
    await writeFile(join(bad, '9002_bad.sql'), 'CREATE TABLE {{db}}.x (a UInt8) ENGINE = Memory;');
    await expect(migrate(main.store, { dir: bad })).rejects.toThrow(/unknown placeholder/);

    const misnamed = join(scratch, 'misnamed');
    await cp(migrationsDir(), misnamed, { recursive: true });
    await writeFile(join(misnamed, '7_oops.sql'), 'SELECT 1;');
    await expect(migrate(main.store, { dir: misnamed })).rejects.toThrow(MigrationError);
  });
});
