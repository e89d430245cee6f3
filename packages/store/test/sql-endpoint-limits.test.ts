import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClickHouseHttp, type ClickHouseHttpServer, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

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
 * the next query, so those are counted apart. A parameterised query is first bound by an
 * `EXPLAIN SYNTAX` holding the same text: on a busy machine a poll could see that one, and then
 * nothing until the query itself started, so it is not counted.
 */
async function heavyRunning(which: 'running' | 'listed' = 'running'): Promise<number> {
  // No parameters: chdb runs parameterised queries one at a time in the whole process.
  const rows = await store.queryRows<{ n: number | string }>(
    `SELECT count() AS n FROM system.processes WHERE query LIKE '%numbers(100000000000)%' AND query NOT LIKE '%system.processes%' AND NOT startsWith(trimLeft(query), 'EXPLAIN')${which === 'running' ? ' AND NOT is_cancelled' : ''}`,
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

/**
 * Polls until the endpoint's one session takes a query again: a killed query is marked cancelled
 * at once, but holds its session until the kill is done. The polls it took, or 0 if it never did.
 */
async function untilEndpointFree(): Promise<number> {
  for (let poll = 1; poll <= POLLS; poll++) {
    const response = await fetch(`${endpoint.url}/?default_format=TSV`, { method: 'POST', body: 'SELECT 1' });
    const text = await response.text();
    if (response.status === 200 && text === '1\n') return poll;
    if (response.status !== 503) throw new Error(`unexpected answer ${response.status}: ${text}`);
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
    expect(await untilEndpointFree()).toBeGreaterThan(0);
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
    expect(await untilEndpointFree()).toBeGreaterThan(0);
    expect(await (await client.query({ query: 'SELECT 1 AS one', format: 'JSONEachRow' })).json()).toEqual([{ one: 1 }]);
  });

  it('answers the store’s own parameterised reads while a parameterised analyst query runs', async () => {
    const heavy = sendHeavy(true);
    let heavySettled = false;
    void heavy.answered.then(() => (heavySettled = true));
    try {
      expect(await untilHeavyRunning(1)).toBeGreaterThan(0);
      // chdb runs parameterised queries one at a time in the whole process: had the endpoint bound
      // the analyst's parameters with chdb's binder, this read would wait for the heavy query's end.
      const rows = await store.queryRows<{ name: string }>('SELECT name FROM points WHERE id = {id:UInt32}', { id: 1 });
      expect(rows).toEqual([{ name: 'one' }]);
      expect(heavySettled).toBe(false);
      expect(await heavyRunning()).toBe(1);
    } finally {
      heavy.abort();
      await heavy.answered;
    }
    expect(await untilHeavyRunning(0)).toBeGreaterThan(0);
    expect(await untilEndpointFree()).toBeGreaterThan(0);
  });
});

describe('parameters on the read-only SQL endpoint', () => {
  // Characters that a text substitution of parameters gets wrong.
  const TRICKY = ["'", '\\', '\\\'', '"', '`', '\t', '\n', '\0', '{', '}', 'é', '😀', ' ', 'a'];

  function randomText(random: () => number): string {
    let text = '';
    const length = Math.floor(random() * 12);
    for (let i = 0; i < length; i++) text += TRICKY[Math.floor(random() * TRICKY.length)];
    return text;
  }

  // A small seeded generator, so that a failure can be replayed.
  function seeded(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
  }

  const QUERY = `SELECT
      {s:String} AS s, length({s:String}) AS len, {a:Array(String)} AS a, {d:Date} AS d, {t:DateTime64(3)} AS t,
      {none:Nullable(UInt64)} AS none, {some:Nullable(UInt64)} AS some, {big:UInt64} AS big, {small:Int64} AS small,
      {huge:UInt256} AS huge, {xs:Array(Nullable(Int32))} AS xs, {f:Float64} AS f,
      (SELECT name FROM points WHERE id = {id:UInt32}) AS name`;

  it.each([1, 2, 3, 4, 5])('answers a parameterised query as the engine’s own binder does (seed %i)', async (seed) => {
    const random = seeded(seed);
    const params = {
      s: randomText(random),
      a: [randomText(random), randomText(random), ''],
      d: '2024-02-29',
      t: '2024-01-02 03:04:05.678',
      none: null,
      some: 42,
      big: '18446744073709551615',
      small: '-9223372036854775808',
      huge: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      xs: [1, null, -3],
      f: 0.1,
      id: 2,
    };
    const viaEndpoint = await (await client.query({ query: QUERY, query_params: params, format: 'JSONEachRow' })).json();
    // The store's own connection binds with chdb's binder, as the endpoint did before.
    const viaBinder = await store.queryRows(QUERY, params);
    expect(viaEndpoint).toEqual(viaBinder);
    expect(viaEndpoint).toHaveLength(1);
    expect((viaEndpoint[0] as { s: string; name: string }).s).toBe(params.s);
    expect((viaEndpoint[0] as { name: string }).name).toBe('two');
  });

  it('answers a query whose bound text would exceed the engine’s query size, as before', async () => {
    // Within max_query_size (256 KiB) as sent; beyond it with the parameter's literal in the text.
    const query = `SELECT length('${'a'.repeat(259_000)}') AS n, length({s:String}) AS m`;
    const rows = await (await client.query({ query, query_params: { s: "b'".repeat(1_500) }, format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ n: 259000, m: 3000 }]);
  });

  it('keeps the FORMAT clause, the URL settings and the result column names', async () => {
    const url = `${endpoint.url}/?param_x=7&param_s=it%5C%27s&output_format_json_quote_64bit_integers=0`;
    const response = await fetch(url, { method: 'POST', body: 'SELECT {x:UInt64}, {s:String} AS s FORMAT JSONCompact' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { meta: { name: string; type: string }[]; data: unknown[][] };
    expect(body.meta).toEqual([
      { name: "_CAST(7, 'UInt64')", type: 'UInt64' },
      { name: 's', type: 'String' },
    ]);
    expect(body.data).toEqual([[7, "it's"]]);
  });

  it('applies the read-only checks to a parameterised query before the engine binds it', async () => {
    const file = join(temp.dir, 'outfile.tsv');
    const response = await fetch(`${endpoint.url}/?param_x=1`, { method: 'POST', body: `SELECT {x:UInt8} INTO OUTFILE '${file}'` });
    expect(response.headers.get('x-clickhouse-exception-code')).toBe('164');
    expect(existsSync(file)).toBe(false);
    const lifted = await fetch(`${endpoint.url}/?param_x=1&max_memory_usage=0`, { method: 'POST', body: 'SELECT {x:UInt8}' });
    expect(lifted.headers.get('x-clickhouse-exception-code')).toBe('164');
    const missing = await fetch(`${endpoint.url}/?param_x=1`, { method: 'POST', body: 'SELECT {y:UInt8}' });
    expect(missing.headers.get('x-clickhouse-exception-code')).toBe('456');
  });
});
