import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListingRow, latestSourceRuns, migrate, type Store, type StoreLogger } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

const lines: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
const capture =
  (level: string) =>
  (obj: object, msg?: string): void => {
    lines.push({ level, obj: obj as Record<string, unknown>, ...(msg === undefined ? {} : { msg }) });
  };
const logger: StoreLogger = { debug: capture('debug'), info: capture('info'), warn: capture('warn'), error: capture('error') };

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_named', poolSize: 1, logger });
  store = temp.store;
});

afterAll(async () => {
  await temp.cleanup();
});

describe('named queries', () => {
  it('log their name with each run, and with each failure', async () => {
    // Before the migrations the tables are missing: the query fails, naming itself.
    await expect(getListingRow(store, 'lst_x')).rejects.toThrow();
    expect(lines.filter((l) => l.msg === 'query failed').map((l) => l.obj.query)).toEqual(['getListingRow']);

    await migrate(store);
    lines.length = 0;
    expect(await getListingRow(store, 'lst_x')).toBeNull();
    await latestSourceRuns(store);
    expect(lines.filter((l) => l.msg === 'query').map((l) => l.obj.query)).toEqual(['getListingRow', 'latestSourceRuns']);
  });
});
