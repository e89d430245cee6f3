import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, StoreUsageError, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_pool', poolSize: 2 });
  store = temp.store;
});

afterAll(async () => {
  await temp.cleanup();
});

const SLEEP_TAG = 'pool_probe_sleep';

describe('embedded connection pool', () => {
  it('runs queries on two connections at the same time inside the engine', async () => {
    // A sleeping query holds one connection; the other connection must see it running in
    // system.processes. If the engine ran one query at a time, the probe would only get to run
    // after the sleep ended and would never see it.
    const sleeping = store.queryRows(`SELECT sleep(1) AS s, '${SLEEP_TAG}' AS tag`);
    let seen = 0;
    let probes = 0;
    const deadline = Date.now() + 5_000;
    while (seen === 0 && Date.now() < deadline) {
      probes++;
      const rows = await store.queryRows<{ n: number | string }>(
        `SELECT count() AS n FROM system.processes WHERE query LIKE {pattern:String} AND query NOT LIKE '%system.processes%'`,
        { pattern: `%${SLEEP_TAG}%` },
      );
      seen = Number(rows[0]?.n);
    }
    await sleeping;
    expect(seen).toBe(1);
    expect(probes).toBeGreaterThan(0);
  });

  it('queues calls beyond the pool size until a connection is free', async () => {
    // When each call started, in the engine: the order calls finish in is the machine's to decide.
    const calls = [0, 1, 2, 3].map((i) =>
      store.queryRows<{ i: number; started_us: string }>('SELECT {i:UInt8} AS i, toString(toUnixTimestamp64Micro(now64(6))) AS started_us FROM numbers(1) WHERE sleepEachRow(0.1) = 0', { i }),
    );
    const during = store.poolStats();
    const rows = (await Promise.all(calls)).map((r) => r[0]!);
    expect(during).toMatchObject({ size: 2, busy: 2, waiting: 2 });
    expect(rows.map((r) => r.i)).toEqual([0, 1, 2, 3]);
    // A queued call starts only once a first call has slept its 0.1 s and given its connection back.
    const firstStarted = Math.min(Number(rows[0]!.started_us), Number(rows[1]!.started_us));
    for (const queued of rows.slice(2)) expect(Number(queued.started_us) - firstStarted).toBeGreaterThanOrEqual(100_000);
    expect(store.poolStats()).toMatchObject({ busy: 0, waiting: 0, idle: 2 });
  });

  it('keeps every pooled connection on the store database', async () => {
    const rows = await Promise.all([1, 2, 3, 4].map(() => store.queryRows<{ db: string }>('SELECT currentDatabase() AS db')));
    expect(rows.map((r) => r[0]?.db)).toEqual(['estate_pool', 'estate_pool', 'estate_pool', 'estate_pool']);
  });

  it('refuses per-call clickhouse_settings, which chdb would leave on the connection', async () => {
    await expect(store.query({ query: 'SELECT 1', clickhouse_settings: { max_threads: 1 } })).rejects.toThrow(StoreUsageError);
    await expect(store.client.query({ query: 'SELECT 1', clickhouse_settings: { max_threads: 1 } })).rejects.toThrow(StoreUsageError);
    // The statement's own SETTINGS clause is the way.
    const rows = await store.queryRows<{ v: string }>("SELECT getSetting('max_threads') AS v SETTINGS max_threads = 1");
    expect(String(rows[0]?.v)).toBe('1');
    const after = await Promise.all([1, 2].map(() => store.queryRows<{ v: string }>("SELECT getSetting('max_threads') AS v")));
    expect(after.map((r) => String(r[0]?.v))).not.toContain('1');
  });

  it('ping answers with latency while open', async () => {
    const result = await store.ping();
    expect(result.success).toBe(true);
  });

  it('after close, calls fail with StoreUnavailableError and running ones complete', async () => {
    const other = await openTempStore({ dir: temp.dir, database: 'estate_pool_close', poolSize: 1 });
    const running = other.store.queryRows<{ s: number }>('SELECT 7 AS s FROM (SELECT sleep(0.2))');
    const queued = other.store.queryRows('SELECT 1').catch((err: unknown) => err);
    const closing = other.store.close();
    await expect(running).resolves.toEqual([{ s: 7 }]);
    expect(await queued).toBeInstanceOf(StoreUnavailableError);
    await closing;
    await expect(other.store.queryRows('SELECT 1')).rejects.toBeInstanceOf(StoreUnavailableError);
    const ping = await other.store.ping();
    expect(ping.success).toBe(false);
  });
});
