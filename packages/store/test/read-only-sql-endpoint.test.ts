import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClickHouseHttp, type ClickHouseHttpServer, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

// The analysts' endpoint beside a writing store on the same data directory, as the embedded process
// runs them: the official client reads through it, and ClickHouse itself refuses every write.
let temp: TempStore;
let store: Store;
let endpoint: ClickHouseHttpServer;
let client: ClickHouseClient;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_sql' });
  store = temp.store;
  await store.command({ query: 'CREATE TABLE points (id UInt32, name String, tags Array(String), at Date) ENGINE = MergeTree ORDER BY id' });
  await store.insertRows('points', [
    { id: 1, name: "O'Brien\tplace", tags: ['a', "it's"], at: '2025-01-01' },
    { id: 2, name: 'second', tags: [], at: '2025-02-01' },
  ]);
  endpoint = await serveClickHouseHttp({ dataDir: temp.dir, host: '127.0.0.1', port: 0, poolSize: 2, readOnly: true, defaultDatabase: store.database });
  client = createClient({ url: endpoint.url });
});

afterAll(async () => {
  await client?.close();
  await endpoint?.close();
  await temp?.cleanup();
});

const refusal = async (query: string, settings?: Record<string, string>): Promise<{ code: string | undefined; message: string }> => {
  // command(): the statement goes as it is, with no FORMAT clause appended.
  const err: unknown = await client.command({ query, ...(settings ? { clickhouse_settings: settings } : {}) }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, query).toBeInstanceOf(Error);
  return { code: (err as { code?: string }).code, message: (err as Error).message };
};

describe('the read-only ClickHouse HTTP endpoint', () => {
  it('answers /ping and the client ping', async () => {
    const response = await fetch(`${endpoint.url}/ping`);
    expect(await response.text()).toBe('Ok.\n');
    expect(await client.ping()).toEqual({ success: true });
  });

  it('binds query parameters of every shape the client sends, in the store database by default', async () => {
    const result = await client.query({
      query: 'SELECT id, name, tags FROM points WHERE name = {name:String} AND has(tags, {tag:String}) AND at >= {from:Date} AND id IN {ids:Array(UInt32)}',
      query_params: { name: "O'Brien\tplace", tag: "it's", from: '2024-12-31', ids: [1, 2] },
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([{ id: 1, name: "O'Brien\tplace", tags: ['a', "it's"] }]);
  });

  it('answers the formats the client asks for', async () => {
    const json = await (await client.query({ query: 'SELECT count() AS n FROM points', format: 'JSON' })).json<{ n: string | number }>();
    // Quoted or not as the engine's output_format_json_quote_64bit_integers says.
    expect(json.data.map((row) => Number(row.n))).toEqual([2]);
    expect(json.meta).toEqual([{ name: 'n', type: 'UInt64' }]);
    const tsv = await (await client.query({ query: 'SELECT id, name FROM points WHERE id = 2', format: 'TabSeparatedWithNames' })).text();
    expect(tsv).toBe('id\tname\n2\tsecond\n');
    const csv = await (await client.query({ query: 'SELECT id FROM estate_sql.points ORDER BY id', format: 'CSV' })).text();
    expect(csv).toBe('1\n2\n');
  });

  it.each([
    ["INSERT INTO points VALUES (3, 'x', [], '2025-01-01')"],
    ["INSERT INTO FUNCTION file('/tmp/estate-sql-endpoint.csv', 'CSV') SELECT 1"],
    ['CREATE TABLE other (a UInt8) ENGINE = Memory'],
    ['DROP TABLE points'],
    ['ALTER TABLE points DELETE WHERE 1'],
    ['TRUNCATE TABLE points'],
    ['SET readonly = 0'],
    ['SYSTEM DROP MARK CACHE'],
    // Passes the engine's readonly and would reach the service's own work.
    ['kill query where 1'],
    ['SYSTEM STOP MERGES'],
    ['SYSTEM STOP TTL MERGES points'],
    ['UNDROP TABLE points'],
  ])('refuses %s: only reads pass, as ClickHouse’s parser names the statement', async (query) => {
    const { code, message } = await refusal(query);
    expect(code).toBe('164');
    expect(message).toMatch(/is not allowed through the read-only SQL endpoint/);
  });

  it.each([['SELECT 1 SETTINGS readonly = 0'], ['SELECT id FROM points SETTINGS max_threads = 4'], ["SELECT * FROM file('/etc/passwd', 'LineAsString')"], ["SELECT * FROM url('http://127.0.0.1:9/x', 'CSV')"]])(
    'leaves %s to the engine’s readonly = 1, which refuses it',
    async (query) => {
      const { code, message } = await refusal(query);
      expect(code).toBe('164');
      expect(message).toMatch(/readonly mode/);
    },
  );

  it('refuses a setting passed in the URL, as a read-only server does', async () => {
    const { code, message } = await refusal('SELECT 1', { readonly: '0' });
    expect(code).toBe('164');
    expect(message).toMatch(/Cannot modify 'readonly' setting in readonly mode/);
  });

  it('refuses INTO OUTFILE, which the embedded engine would write on this machine', async () => {
    const { code, message } = await refusal("SELECT 1 INTO OUTFILE '/tmp/estate-sql-endpoint-outfile.csv' TRUNCATE");
    expect(code).toBe('164');
    expect(message).toMatch(/INTO OUTFILE is not allowed/);
    // A string that merely says so is read as a string.
    const rows = await (await client.query({ query: "SELECT 'x INTO OUTFILE y' AS s", format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ s: 'x INTO OUTFILE y' }]);
  });

  it('refuses several statements in one request, before any of them runs', async () => {
    const { code, message } = await refusal('SELECT 1; KILL QUERY WHERE 1');
    expect(code).toBe('62');
    expect(message).toMatch(/Multi-statements are not allowed/);
  });

  it('leaves the writers of the same engine writing', async () => {
    await store.insertRows('points', [{ id: 3, name: 'third', tags: [], at: '2025-03-01' }]);
    const rows = await (await client.query({ query: 'SELECT max(id) AS top FROM points', format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ top: 3 }]);
  });

  it('keeps a USE of one request out of the next', async () => {
    await client.command({ query: 'USE system' });
    const rows = await (await client.query({ query: 'SELECT currentDatabase() AS db', format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ db: 'estate_sql' }]);
  });
});

describe('an endpoint with a password (the embedded gateway’s door to the engine)', () => {
  it('answers a client that sends it, whichever way ClickHouse takes it, and refuses one that does not', async () => {
    const guarded = await serveClickHouseHttp({ dataDir: temp.dir, host: '127.0.0.1', port: 0, poolSize: 1, readOnly: false, defaultDatabase: store.database, password: 's3cret' });
    const right = createClient({ url: guarded.url, password: 's3cret' });
    const wrong = createClient({ url: guarded.url, password: 'guess' });
    try {
      expect(await (await right.query({ query: 'SELECT count() AS n FROM points', format: 'JSONEachRow' })).json()).toEqual([{ n: 3 }]);
      const refused = await wrong.query({ query: 'SELECT 1', format: 'JSONEachRow' }).then(() => undefined, (e: unknown) => e as { code?: string });
      expect(refused?.code).toBe('516');
      const key = await fetch(`${guarded.url}/?query=SELECT%201`, { headers: { 'x-clickhouse-key': 's3cret' } });
      expect(await key.text()).toBe('1\n');
      const none = await fetch(`${guarded.url}/?query=SELECT%201`);
      expect(none.status).toBe(403);
      // A probe needs no password, as on a server.
      expect((await fetch(`${guarded.url}/ping`)).status).toBe(200);
    } finally {
      await right.close();
      await wrong.close();
      await guarded.close();
    }
  });
});
