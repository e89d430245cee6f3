import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.js';
import { float64FromBits, float64ToBits, SqlParams } from '../src/sql-params.js';
import { openTempStore, seeded, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_params' });
  store = temp.store;
});

afterAll(async () => {
  await temp.cleanup();
});

const random = seeded(11);
const DOUBLES = [
  0.1,
  0.30000000000000004,
  1234.57,
  99999999999.99,
  2 ** 53 + 2, // an integer the embedded client refuses to bind as a number
  1e300,
  -5e-324,
  Number.MIN_VALUE,
  -0,
  ...Array.from({ length: 200 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 40 - 20)),
];

describe('Float64 parameters', () => {
  it('bits round-trip in JavaScript', () => {
    for (const value of DOUBLES) expect(Object.is(float64FromBits(float64ToBits(value)), value)).toBe(true);
  });

  it('reach the engine exactly, one by one and as arrays, and come back exactly as bits', async () => {
    const params = new SqlParams();
    const one = DOUBLES.map((value) => params.float64(value));
    const rows = await store.queryRows<{ each: string[]; array: string[] }>(
      `SELECT [${one.map((p) => `toString(reinterpretAsUInt64(${p}))`).join(', ')}] AS each,
              arrayMap(x -> toString(reinterpretAsUInt64(x)), ${params.float64s(DOUBLES)}) AS array`,
      params.values,
    );
    const bits = DOUBLES.map(float64ToBits);
    expect(rows[0]?.each).toEqual(bits);
    expect(rows[0]?.array).toEqual(bits);
  });

  it('timestamps bind as DateTime64(3) in UTC, whatever zone the ISO text names', async () => {
    const params = new SqlParams();
    const at = params.dateTime64('2025-03-01T02:30:00.123+02:00');
    const rows = await store.queryRows<{ t: string }>(`SELECT toString(${at}) AS t`, params.values);
    expect(rows[0]?.t).toBe('2025-03-01 00:30:00.123');
    expect(() => params.dateTime64('not a time')).toThrow(RangeError);
  });
});
