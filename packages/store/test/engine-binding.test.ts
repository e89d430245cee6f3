import { Session } from 'chdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindInEngine, sessionBinder } from '../src/clickhouse-http/engine-binding.js';
import { createStore, serveClickHouseHttp, SqlParams, type ClickHouseHttpServer, type QueryParamsRecord, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

// The store's parameterised reads and the gateway's endpoint bind their parameters in the engine
// (engine-binding.ts): a short read answers while a long parameterised read runs, and every answer
// is the one chdb's binder gives.
let temp: TempStore;
let store: Store;
let endpoint: ClickHouseHttpServer;
let gateway: Store;
let binder: Session;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_engine_binding', poolSize: 2 });
  store = temp.store;
  await store.command({
    query: `CREATE TABLE things (id UInt32, name String, seen DateTime64(3, 'UTC'), tags Array(String), score Nullable(Float64), day Date, version UInt64)
            ENGINE = ReplacingMergeTree(version) ORDER BY id`,
  });
  await store.insertRows('things', [
    { id: 1, name: "it's", seen: '2025-03-01T10:00:00.001Z', tags: ['a', "b'c"], score: 0.1, day: '2025-03-01', version: '1' },
    { id: 2, name: 'back\\slash', seen: '2025-03-01T10:00:00.999Z', tags: [], score: null, day: '2025-03-02', version: '18446744073709551615' },
    { id: 3, name: 'ünï €😀', seen: '1969-12-31T23:59:59.999Z', tags: ['ü'], score: -1e-300, day: '1970-01-01', version: '9007199254740993' },
  ]);
  // The process's own endpoint for the gateway (read-only off), on the same engine.
  endpoint = await serveClickHouseHttp({ dataDir: temp.dir, host: '127.0.0.1', port: 0, poolSize: 2, readOnly: false, defaultDatabase: store.database });
  gateway = await createStore({ url: `${endpoint.url}/${store.database}` });
  // The reference: chdb's own binder, in a session of its own.
  binder = new Session(temp.dir);
  await binder.queryAsync(`USE ${store.database}`);
});

afterAll(async () => {
  binder?.close();
  await gateway?.close();
  await endpoint?.close();
  await temp?.cleanup();
});

const SLEEPER_TAG = 'engine_binding_sleeper';

/**
 * Whether `reader` sees, with a parameterised query of its own, a parameterised sleep that the
 * pool runs: through chdb's chain the probe would only run once the sleep had ended, and find
 * nothing however often it asked.
 */
async function seesSleeperRunning(reader: Store): Promise<{ seen: number; probes: number }> {
  let slept = false;
  const sleeping = store.queryRows(`SELECT sleep(2) AS s, {tag:String} AS tag, '${SLEEPER_TAG}' AS marker`, { tag: SLEEPER_TAG }).finally(() => (slept = true));
  let seen = 0;
  let probes = 0;
  try {
    while (seen === 0 && !slept) {
      probes++;
      const rows = await reader.queryRows<{ n: number | string }>(
        `SELECT count() AS n FROM system.processes WHERE query LIKE {pattern:String} AND query NOT LIKE '%system.processes%' AND NOT startsWith(trimLeft(query), 'EXPLAIN')`,
        { pattern: `%${SLEEPER_TAG}%` },
      );
      seen = Number(rows[0]?.n);
    }
  } finally {
    await sleeping;
  }
  return { seen, probes };
}

describe('parameterised reads beside a long parameterised read', () => {
  it('the pool answers one on its other connection while the long one runs', async () => {
    const { seen, probes } = await seesSleeperRunning(store);
    expect(probes).toBeGreaterThan(0);
    expect(seen).toBe(1);
  });

  it('the gateway’s endpoint answers one while the store’s pool runs the long one', async () => {
    const { seen, probes } = await seesSleeperRunning(gateway);
    expect(probes).toBeGreaterThan(0);
    expect(seen).toBe(1);
  });
});

/** Each placeholder type the store binds and the others the engine binds, with values at their edges; `binder`: left to chdb's binder. */
const CASES: readonly { name: string; query: string; params: QueryParamsRecord; binder?: true }[] = [
  {
    name: 'String: quotes, backslashes, control characters, unicode',
    query: 'SELECT {s:String} AS s, length({s:String}) AS n, {e:String} AS empty',
    params: { s: `it's "q" \\ back\\\\slash \n\t\r \0 ünï €😀 '' \\'`, e: '' },
  },
  { name: 'Nullable(String), null and set', query: 'SELECT {a:Nullable(String)} AS a, {b:Nullable(String)} AS b', params: { a: null, b: "x'y" } },
  {
    name: "DateTime64(3, 'UTC') to the millisecond, 1970 and before: the binder's",
    query: `SELECT {a:DateTime64(3, 'UTC')} AS a, toUnixTimestamp64Milli({a:DateTime64(3, 'UTC')}) AS ma, {b:DateTime64(3, 'UTC')} AS b, toUnixTimestamp64Milli({b:DateTime64(3, 'UTC')}) AS mb, toUnixTimestamp64Milli({c:DateTime64(3)}) AS mc, {d:String} AS d`,
    params: { a: '1970-01-01 00:00:01.500', b: '1969-12-31 23:59:59.999', c: '2099-12-31 23:59:59.123', d: 'x' },
    binder: true,
  },
  { name: 'Array(DateTime64(3)): the binder’s', query: 'SELECT {a:Array(DateTime64(3))} AS a', params: { a: ['1970-01-01 00:00:00.000', '2025-03-01 10:00:00.001'] }, binder: true },
  { name: 'DateTime', query: "SELECT {a:DateTime} AS a, {b:DateTime('UTC')} AS b, toUnixTimestamp({b:DateTime('UTC')}) AS n", params: { a: '2025-03-01 10:00:00', b: '1970-01-01 00:00:07' } },
  {
    name: 'Decimal, Date32, UUID, IPv4, IPv6, FixedString, LowCardinality, Enum8, Map, Int128, Float32',
    query: `SELECT toString({a:Decimal(18, 3)}) AS a, toString({b:Decimal(38, 10)}) AS b, {c:Date32} AS c, {d:UUID} AS d, {e:IPv4} AS e, {f:IPv6} AS f, {g:FixedString(3)} AS g,
            {h:LowCardinality(String)} AS h, {i:Enum8('a' = 1, 'b''c' = 2)} AS i, {j:Map(String, UInt8)} AS j, toString({k:Int128}) AS k, {l:Float32} AS l`,
    params: { a: '-0.001', b: '-0.0000000001', c: '1900-01-01', d: '61f0c404-5cb3-11e7-907b-a6006ad3dba0', e: '127.0.0.1', f: '::1', g: "a'b", h: "x'y", i: "b'c", j: { a: 1, "b'": 2 } as unknown as QueryParamsRecord[string], k: '-170141183460469231731687303715884105728', l: 0.1 },
  },
  { name: 'Date', query: 'SELECT {d:Date} AS d, toUInt16({d:Date}) AS n, {e:Date} AS e', params: { d: '2025-02-28', e: '1970-01-01' } },
  {
    name: 'UInt64 beyond 2^53, Int64, UInt256, small integers',
    query: 'SELECT {u:UInt64} AS u, toString({u:UInt64}) AS us, {v:UInt64} AS v, {i:Int64} AS i, toString({w:UInt256}) AS w, {x:UInt8} AS x, {y:Int8} AS y, {z:UInt32} AS z',
    params: { u: '18446744073709551615', v: '9007199254740993', i: '-9223372036854775808', w: '115792089237316195423570985008687907853269984665640564039457584007913129639935', x: 255, y: -128, z: 4294967295 },
  },
  { name: 'Nullable(UInt64), Nullable(Float64)', query: 'SELECT {a:Nullable(UInt64)} AS a, {b:Nullable(Float64)} AS b, {c:Nullable(UInt64)} AS c', params: { a: null, b: null, c: '12345678901234567' } },
  { name: 'Float64 and Bool', query: 'SELECT {a:Float64} AS a, {b:Float64} AS b, {c:Float64} AS c, {t:Bool} AS t, {f:Bool} AS f', params: { a: 0.1, b: -1e-300, c: '1.7976931348623157e308', t: true, f: false } },
  {
    name: 'Array(String), empty and with quotes, backslashes, unicode',
    query: 'SELECT {a:Array(String)} AS a, length({a:Array(String)}) AS n, {e:Array(String)} AS e, has({a:Array(String)}, {s:String}) AS has',
    params: { a: ["it's", 'b\\c', 'ü€😀', '', '[x]', "a','b"], e: [], s: 'b\\c' },
  },
  {
    name: 'Array(UInt32), Array(Nullable(Int32)), Array(Float64)',
    query: 'SELECT {a:Array(UInt32)} AS a, {b:Array(Nullable(Int32))} AS b, {c:Array(Float64)} AS c',
    params: { a: [0, 4294967295], b: [null, -2147483648, 7], c: [0.1, -2.5e-10] },
  },
  {
    name: 'a table by Identifier, FINAL, a scalar subquery, IN an array, a SETTINGS clause',
    query: `SELECT id, name, seen, tags, score, day, version FROM {table:Identifier} FINAL
            WHERE seen > (SELECT min(seen) FROM {table:Identifier}) - toIntervalHour({hours:UInt32}) AND name IN {names:Array(String)}
            ORDER BY id SETTINGS max_threads = 1`,
    params: { table: 'things', hours: 1, names: ["it's", 'back\\slash', 'ünï €😀'] },
  },
  {
    name: 'WITH, a lambda, the store’s own float binding',
    ...(() => {
      const p = new SqlParams();
      const query = `WITH ${p.float64s([0.1, -0.0, 1e300])} AS floats SELECT floats, ${p.float64(Math.PI)} AS pi, arrayMap(x -> concat(x, ${p.string("'")}), ${p.strings(['a', 'b'])}) AS quoted, ${p.uint(2 ** 53 - 1)} AS big`;
      return { query, params: p.values };
    })(),
  },
  {
    name: 'the store’s own timestamp binding: the binder’s',
    ...(() => {
      const p = new SqlParams();
      const query = `SELECT ${p.dateTime64('2025-03-01T10:00:00.999Z')} AS at, ${p.dateTime64('1970-01-01T00:00:01.500Z')} AS early`;
      return { query, params: p.values };
    })(),
    binder: true,
  },
];

/** chdb's binder's answer, as the store would parse it. */
async function byBinder(query: string, params: QueryParamsRecord): Promise<unknown[]> {
  const result = await binder.queryBindAsync(`${query} FORMAT JSONEachRow`, params, { format: 'JSONEachRow' });
  return result
    .text()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as unknown);
}

describe('answers equal to chdb’s binder', () => {
  it.each(CASES)('$name', async ({ query, params, binder: toBinder }) => {
    const expected = await byBinder(query, params);
    expect(expected.length).toBeGreaterThan(0);
    // The engine binds it (no placeholder left) or leaves it to the binder, and the store, the endpoint and the bound text answer alike.
    const bound = await bindInEngine(sessionBinder(binder), query, params);
    if (toBinder) expect(bound).toBeUndefined();
    else {
      expect(bound).toBeDefined();
      expect(bound).not.toMatch(/\{[A-Za-z_][A-Za-z0-9_]*:/);
      const unbound = await binder.queryAsync(`${bound as string} FORMAT JSONEachRow`, { format: 'JSONEachRow' });
      expect(unbound.text().split('\n').filter((line) => line.length > 0).map((line) => JSON.parse(line) as unknown)).toEqual(expected);
    }
    expect(await store.queryRows(query, params)).toEqual(expected);
    expect(await gateway.queryRows(query, params)).toEqual(expected);
  });

  it('answers random strings alike, one by one and as an array', async () => {
    const alphabet = ["'", '"', '\\', '\n', '\t', '\r', '\0', '{', '}', ':', ',', '[', ']', 'a', 'Z', '0', ' ', 'ü', '€', '😀', '\u2028', '%', '_', '`'];
    let seed = 27;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const strings = Array.from({ length: 40 }, () => Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
    const params: Record<string, string | string[]> = { all: strings };
    const columns = strings.map((s, i) => {
      params[`s${i}`] = s;
      return `{s${i}:String} AS c${i}`;
    });
    const query = `SELECT ${columns.join(', ')}, {all:Array(String)} AS all`;
    const expected = await byBinder(query, params);
    expect(expected).toHaveLength(1);
    expect((expected[0] as { all: string[] }).all).toEqual(strings);
    expect(await store.queryRows(query, params)).toEqual(expected);
    expect(await gateway.queryRows(query, params)).toEqual(expected);
  });

  it('keeps the binder for a read whose bound text would be too long to run', async () => {
    const names = Array.from({ length: 30_000 }, (_, i) => `name ${i} '`);
    const query = 'SELECT length({names:Array(String)}) AS n, {names:Array(String)}[30000] AS last';
    expect(await bindInEngine(sessionBinder(binder), query, { names })).toBeUndefined();
    // Not through the endpoint: parameters travel in its URL, which Node's HTTP server bounds (16 KiB).
    expect(await store.queryRows(query, { names })).toEqual([{ n: 30_000, last: "name 29999 '" }]);
  });

  it('fails a read the binder fails, with the binder’s error', async () => {
    await expect(store.queryRows('SELECT {x:UInt8} AS x', { x: 'not a number' })).rejects.toThrow(/Cannot parse|not a number|CANNOT_PARSE/i);
    await expect(store.queryRows('SELECT {missing:String} AS x', { other: 'a' })).rejects.toThrow(/missing|456|Substitution/i);
  });
});
