import { request } from 'node:http';
import { createClient } from '@clickhouse/client';
import { createStore, isClickHouseError, migrate, StoreUnavailableError, type Store } from '@estate/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChdbHttpEndpoint, type ChdbHttpEndpointHandle } from './chdb-http-endpoint.js';

let endpoint: ChdbHttpEndpointHandle;
let store: Store;

beforeAll(async () => {
  endpoint = await startChdbHttpEndpoint();
  store = await createStore({ url: endpoint.url, database: 'endpoint_test', requestTimeoutMs: 10_000 });
  await store.ensureDatabase();
}, 60_000);

afterAll(async () => {
  await store?.close();
  await endpoint?.stop();
});

function get(url: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the ClickHouse HTTP endpoint over chdb, through @estate/store in server mode', () => {
  it('answers /ping and the store ping', async () => {
    expect(await get(`${endpoint.url}/ping`)).toMatchObject({ status: 200, body: 'Ok.\n' });
    const ping = await store.ping();
    expect(ping.success).toBe(true);
  });

  it('runs the migrations, and again as a no-op', async () => {
    const first = await migrate(store);
    expect(first.applied.length).toBeGreaterThan(0);
    const second = await migrate(store);
    expect(second.applied).toEqual([]);
    const tables = await store.queryRows<{ name: string }>('SELECT name FROM system.tables WHERE database = {db:String} ORDER BY name', { db: 'endpoint_test' });
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['listings', 'listing_observations', 'listing_media', 'source_runs']));
  });

  it('binds every parameter type the store uses', async () => {
    const tricky = "it's a \\ back\nslash\tand 'quotes' \\N";
    const [row] = await store.queryRows<Record<string, unknown>>(
      `SELECT {s:String} AS s, {arr:Array(String)} AS arr, {f:Float64} AS f, {n:Nullable(String)} AS n, {nf:Nullable(Float64)} AS nf,
              {ts:DateTime64(3)} AS ts, {u:UInt32} AS u, {b:Bool} AS b, {empty:Array(String)} AS empty, {nums:Array(Float64)} AS nums`,
      { s: tricky, arr: [tricky, 'plain', ''], f: -12.625, n: null, nf: 3.5, ts: '2025-03-04 05:06:07.891', u: 42, b: true, empty: [], nums: [1.5, -2] },
    );
    expect(row).toEqual({ s: tricky, arr: [tricky, 'plain', ''], f: -12.625, n: null, nf: 3.5, ts: '2025-03-04 05:06:07.891', u: 42, b: true, empty: [], nums: [1.5, -2] });
  });

  it('inserts through exec with values and through insert(), and reads the rows back', async () => {
    await store.command({ query: 'CREATE TABLE IF NOT EXISTS io (id UInt32, name String, at DateTime64(3, \'UTC\')) ENGINE = MergeTree ORDER BY id' });
    expect(await store.insertRows('io', [{ id: 1, name: "o'neil\\x", at: '2025-01-01T00:00:00.500Z' }])).toEqual({ rows: 1 });
    await store.insert({ table: 'io', values: [{ id: 2, name: 'two', at: '2025-01-02 00:00:00.000' }], format: 'JSONEachRow' });
    const rows = await store.queryRows<{ id: number; name: string; at: string }>('SELECT id, name, at FROM io WHERE id IN {ids:Array(UInt32)} ORDER BY id', { ids: [1, 2] });
    expect(rows).toEqual([
      { id: 1, name: "o'neil\\x", at: '2025-01-01 00:00:00.500' },
      { id: 2, name: 'two', at: '2025-01-02 00:00:00.000' },
    ]);
  });

  it('reports a server error with its code and type, which the store leaves unmapped', async () => {
    const failure = await store.queryRows('SELECT * FROM no_such_table').catch((err: unknown) => err);
    expect(isClickHouseError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: '60', type: 'UNKNOWN_TABLE' });
    const bad = await store.queryRows('SELECT {n:UInt8} AS n', { n: 'not a number' }).catch((err: unknown) => err);
    expect(bad).toMatchObject({ code: '457', type: 'BAD_QUERY_PARAMETER' });
  });

  it('answers the headers and compression a client asks for, and keeps URL settings to their statement', async () => {
    const client = createClient({ url: endpoint.url, database: 'endpoint_test', compression: { response: true, request: true } });
    try {
      const result = await client.query({ query: 'SELECT number FROM system.numbers LIMIT 3', format: 'JSONEachRow', query_id: 'q-fixed-1', clickhouse_settings: { max_threads: 1 } });
      // The engine's JSON output settings apply (chdb writes 64-bit integers unquoted).
      expect((await result.json<{ number: unknown }>()).map((r) => Number(r.number))).toEqual([0, 1, 2]);
      expect(result.query_id).toBe('q-fixed-1');
      expect(result.response_headers['x-clickhouse-query-id']).toBe('q-fixed-1');
      expect(result.response_headers['x-clickhouse-format']).toBe('JSONEachRow');
      expect(result.response_headers['content-encoding']).toBe('gzip');
      await client.insert({ table: 'io', values: [{ id: 3, name: 'gz', at: '2025-01-03 00:00:00.000' }], format: 'JSONEachRow' });
      // A URL setting applies to its own statement, and not to the next one on the same session.
      const read = async (settings?: { max_threads: number }) => {
        const rows = await client.query({ query: "SELECT toString(getSetting('max_threads')) AS v", format: 'JSONEachRow', ...(settings ? { clickhouse_settings: settings } : {}) });
        return (await rows.json<{ v: string }>())[0]?.v;
      };
      expect(await read({ max_threads: 1 })).toBe('1');
      expect(await read({ max_threads: 1 })).toBe('1');
      expect(await read()).not.toBe('1');
    } finally {
      await client.close();
    }
    const raw = await get(`${endpoint.url}/?query=${encodeURIComponent('SELECT 1 AS one')}&default_format=JSONEachRow`);
    expect(raw).toMatchObject({ status: 200, body: '{"one":1}\n' });
    expect(raw.headers['x-clickhouse-format']).toBe('JSONEachRow');
    expect(JSON.parse(String(raw.headers['x-clickhouse-summary']))).toMatchObject({ result_rows: '1' });
    const failed = await get(`${endpoint.url}/?query=${encodeURIComponent('SELEC 1')}`);
    expect(failed.status).toBe(400);
    expect(failed.headers['x-clickhouse-exception-code']).toBe('62');
    expect(failed.body).toMatch(/^Code: 62\. DB::Exception: .*\(SYNTAX_ERROR\)/s);
  });

  it('keeps its data across a crash and a restart on the same port', async () => {
    const port = endpoint.port;
    const count = async () => Number((await store.queryRows<{ n: unknown }>('SELECT count() AS n FROM io'))[0]?.n);
    expect(await count()).toBe(3);
    await endpoint.kill();
    const down = await store.queryRows('SELECT 1').catch((err: unknown) => err);
    expect(down).toBeInstanceOf(StoreUnavailableError);
    await endpoint.restart();
    expect(endpoint.port).toBe(port);
    expect(await count()).toBe(3);
  }, 60_000);
});
