import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClickHouseHttp, type ClickHouseHttpServer, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from './temp-store.js';

// The read-only endpoint's bounds on what one analyst's query takes from the process: memory (the
// engine's own limit), a query whose client went away (killed in the engine), and requests beyond
// the running and waiting ones (refused). One session and no queue make "busy" one query.
let temp: TempStore;
let store: Store;
let endpoint: ClickHouseHttpServer;
let client: ClickHouseClient;

// Runs on one thread for far longer than any test: only a kill or the time limit ends it.
const HEAVY = 'SELECT count() FROM numbers(100000000000) WHERE sipHash64(number) = 1';
const HEAVY_WITH_PARAMETER = 'SELECT count() FROM numbers(100000000000) WHERE sipHash64(number) = {x:UInt64}';
const POLLS = 400;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_sql_limits' });
  store = temp.store;
  await store.command({ query: 'CREATE TABLE points (id UInt32, name String) ENGINE = MergeTree ORDER BY id' });
  await store.insertRows('points', [{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
  endpoint = await serveClickHouseHttp({
    dataDir: temp.dir,
    host: '127.0.0.1',
    port: 0,
    poolSize: 1,
    maxQueued: 0,
    readOnly: true,
    defaultDatabase: store.database,
    limits: { maxMemoryBytes: 64 * 1024 ** 2, maxExecutionSeconds: 600 },
  });
  client = createClient({ url: endpoint.url, request_timeout: 600_000 });
});

afterAll(async () => {
  await client?.close();
  await endpoint?.close();
  await temp?.cleanup();
});

/**
 * The heavy queries the engine is running, seen from the writing store's own connection. A killed
 * query stops at once, but chdb keeps its process-list entry (cancelled) until its session runs
 * the next query, so those are counted apart.
 */
async function heavyRunning(which: 'running' | 'listed' = 'running'): Promise<number> {
  // No parameters: chdb runs parameterised queries one at a time in the whole process.
  const rows = await store.queryRows<{ n: number | string }>(
    `SELECT count() AS n FROM system.processes WHERE query LIKE '%numbers(100000000000)%' AND query NOT LIKE '%system.processes%'${which === 'running' ? ' AND NOT is_cancelled' : ''}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Polls until `wanted` heavy queries run; the number of polls it took, or 0 if it never came. */
async function untilHeavyRunning(wanted: number): Promise<number> {
  for (let poll = 1; poll <= POLLS; poll++) {
    if ((await heavyRunning()) === wanted) return poll;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

/** Sends the heavy query with fetch, so that the test can drop its connection. */
function sendHeavy(withParameter = false): { abort: () => void; answered: Promise<Response | Error> } {
  const controller = new AbortController();
  const url = `${endpoint.url}/?default_format=TSV${withParameter ? '&param_x=1' : ''}`;
  const answered = fetch(url, { method: 'POST', body: withParameter ? HEAVY_WITH_PARAMETER : HEAVY, signal: controller.signal }).catch((err: unknown) => err as Error);
  return { abort: () => controller.abort(), answered };
}

describe('the read-only SQL endpoint’s bounds', () => {
  it('refuses a query beyond its memory limit with the engine’s MEMORY_LIMIT_EXCEEDED, and answers a small one', async () => {
    const err: unknown = await client.query({ query: 'SELECT length(groupArray(number)) AS n FROM numbers(20000000)', format: 'JSONEachRow' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('241');
    expect((err as Error).message).toMatch(/memory limit exceeded/i);
    // The limit binds the session: a statement cannot lift it.
    const lifted: unknown = await client.query({ query: 'SELECT 1 SETTINGS max_memory_usage = 0' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((lifted as { code?: string }).code).toBe('164');
    const rows = await (await client.query({ query: 'SELECT length(groupArray(number)) AS n FROM numbers(1000)', format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ n: 1000 }]);
  });

  it.each([['a plain', false], ['a parameterised', true]])('kills %s query in the engine when its client disconnects, so the next one runs', async (_kind, withParameter) => {
    const heavy = sendHeavy(withParameter);
    expect(await untilHeavyRunning(1)).toBeGreaterThan(0);
    heavy.abort();
    expect(await heavy.answered).toBeInstanceOf(Error);
    // Without the kill it would run on for its 600 s limit, holding the only session.
    expect(await untilHeavyRunning(0)).toBeGreaterThan(0);
    const rows = await (await client.query({ query: 'SELECT count() AS n FROM points', format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ n: 2 }]);
    expect(await heavyRunning('listed')).toBe(0);
  });

  it('refuses a request beyond its running and waiting ones as ClickHouse does, while the store answers', async () => {
    const heavy = sendHeavy();
    try {
      expect(await untilHeavyRunning(1)).toBeGreaterThan(0);
      const response = await fetch(`${endpoint.url}/?default_format=TSV`, { method: 'POST', body: 'SELECT 1' });
      expect(response.status).toBe(503);
      expect(response.headers.get('x-clickhouse-exception-code')).toBe('202');
      expect(await response.text()).toMatch(/^Code: 202\. DB::Exception: Too many simultaneous queries\..*\(TOO_MANY_SIMULTANEOUS_QUERIES\)/);
      const err: unknown = await client.query({ query: 'SELECT 1' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((err as { code?: string }).code).toBe('202');
      // The process's own parameterised reads (the gateway's path) go on while the heavy one runs.
      const rows = await store.queryRows<{ name: string }>('SELECT name FROM points WHERE id = {id:UInt32}', { id: 2 });
      expect(rows).toEqual([{ name: 'two' }]);
      expect(await heavyRunning()).toBe(1);
    } finally {
      heavy.abort();
      await heavy.answered;
    }
    expect(await untilHeavyRunning(0)).toBeGreaterThan(0);
    expect(await (await client.query({ query: 'SELECT 1 AS one', format: 'JSONEachRow' })).json()).toEqual([{ one: 1 }]);
  });
});
