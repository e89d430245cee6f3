import { LIVE_WINDOW_HOURS } from '@estate/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_TABLE, TABLE_MODULES, type Column, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_schemas' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

interface DescribedColumn {
  name: string;
  type: string;
  default_type: string;
}

const tables = Object.values(TABLE_MODULES);

/** A writer may leave a column out when the table has a default for it, or NULL, or an empty map. */
const mayBeOmitted = (c: DescribedColumn) => c.default_type === 'DEFAULT' || /^(Nullable|Map)\(/.test(c.type);

describe('table modules against the migrated tables', () => {
  it.each(tables.map((t) => [t.name, t] as const))('%s: the row schema has the columns, types and defaults of DESCRIBE TABLE', async (_name, table) => {
    const described = await store.queryRows<DescribedColumn>(`DESCRIBE TABLE ${table.name}`);
    const written = described.filter((c) => c.default_type !== 'MATERIALIZED');
    expect(described.filter((c) => c.default_type === 'MATERIALIZED').map((c) => c.name)).toEqual(table.materialized);

    const properties = table.schema.properties as Record<string, Column>;
    expect(Object.entries(properties).map(([name, column]) => ({ name, type: column.clickhouse }))).toEqual(written.map(({ name, type }) => ({ name, type })));

    // A view is read, never written: every column is in every row it returns.
    if (table.engine === 'view') return;
    const required = new Set<string>(table.schema.required ?? []);
    expect(written.filter((c) => !required.has(c.name)).map((c) => c.name)).toEqual(written.filter(mayBeOmitted).map((c) => c.name));
  });

  it('has a module for every table and view the migrations create', async () => {
    // Materialized views only feed tables that have their modules; the runner keeps its own table.
    const created = await store.queryRows<{ name: string }>(
      "SELECT name FROM system.tables WHERE database = currentDatabase() AND engine != 'MaterializedView' AND name != {migrations:String} AND NOT startsWith(name, '.')",
      { migrations: MIGRATIONS_TABLE },
    );
    expect(created.length).toBeGreaterThan(20);
    expect(created.map((t) => t.name).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('every 24 h table expires rows after LIVE_WINDOW_HOURS, and no other table expires any', async () => {
    const engines = await store.queryRows<{ name: string; engine_full: string }>(
      'SELECT name, engine_full FROM system.tables WHERE database = currentDatabase()',
    );
    const ttlOf = new Map(engines.map((e) => [e.name, /\bTTL .*?toIntervalHour\((\d+)\)/.exec(e.engine_full)?.[1] ?? (/\bTTL\b/.test(e.engine_full) ? 'other' : 'none')]));
    const live = tables.filter((t) => t.live);
    expect(live.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(ttlOf.get(table.name), table.name).toBe(table.live ? String(LIVE_WINDOW_HOURS) : 'none');
    }
  });
});
