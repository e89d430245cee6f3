// A fuzz of every route of the OpenAPI document against the real listing handlers (real NATS KV,
// real embedded ClickHouse): wrong types, boundaries, huge and malformed bodies, injection
// strings. No answer may be a 5xx other than 501 for operations no source serves, and every
// answer must be in the contract (200 envelope or error envelope).
import { createListingSearch } from '@estate/search';
import { buildOpenApiDocument, OPERATIONS, type Operation } from '@estate/contract';
import { BUCKETS, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import { migrate } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedDirectory } from '../src/directory.js';
import { listingHandlers } from '../src/kinds/listing.js';
import { LocationDirectory } from '../src/locations/location-directory.js';
import { MINIMAL_BODIES } from './fixtures.js';
import { createTestGateway, expectContract, manifest, type TestGateway } from './harness.js';

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE listings; --',
  '{pN:String}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '%00%ff',
  '\u0000',
  '💥🏠',
  'Ω'.repeat(300),
  'a'.repeat(5_000),
  'lst_' + 'z'.repeat(120),
  'estate_000000000000_' + 'A'.repeat(32),
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.1,
  [],
  [null],
  {},
  { kind: 'polygon', coordinates: [[0, 0]] },
  { kind: 'radius', latitude: 91, longitude: 0, radius_meters: 1 },
  { min: 5, max: 1 },
  Array.from({ length: 200 }, (_, i) => i),
];

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let gw: TestGateway;
let requests = 0;

const served = ['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'resolveListing', 'getListingMedia', 'getListingHistory'];

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  await migrate(clickhouse.store);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  const listings = await openBucket(bus, BUCKETS.listings);
  const manifests = [manifest({ operations: served, countries: ['US'] }), manifest({ platform: 'suumo', countries: ['JP'], operations: served, instance_id: 'fuzz-2' })];
  const directory = new FixedDirectory(manifests);
  const logger = createLogger({ name: 'fuzz', level: 'silent' });
  const search = { projection: createListingSearch(), isLoaded: true };
  const locations = await LocationDirectory.open(bus, logger);
  gw = await createTestGateway({ manifests, handlers: listingHandlers({ store: clickhouse.store, listings, directory, locations, logger, search }), bodyLimit: 64 * 1024 });
}, 120_000);

afterAll(async () => {
  await gw?.app.close();
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  process.stdout.write(`route fuzz: ${requests} requests, no 5xx but 501, every answer in the contract\n`);
});

function urlWith(op: Operation, fill: (name: string) => string, query = ''): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(fill(name))) + query;
}

/** `key: null` sends no key at all. */
async function send(op: Operation, url: string, payload?: { body: string; type?: string }, key: string | null = gw.key) {
  requests += 1;
  const res = await gw.app.inject({
    method: op.method,
    url,
    headers: { ...(key === null ? {} : { 'x-api-key': key }), ...(payload ? { 'content-type': payload.type ?? 'application/json' } : {}) },
    ...(payload ? { payload: payload.body } : {}),
  });
  const status = res.statusCode;
  expect(status >= 500 && status !== 501, `${op.method} ${url.slice(0, 200)} → ${status}: ${res.body.slice(0, 300)}`).toBe(false);
  expectContract(res, status === 200 ? op : undefined);
  return res;
}

/** Every top-level field of the minimal body, set in turn to every hostile value; plus whole-body oddities. */
function bodiesFor(op: Operation): Array<{ body: string; type?: string }> {
  const base = (MINIMAL_BODIES[op.operationId] ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(base), ...Object.keys((op.body as { properties?: object } | undefined)?.properties ?? {})])];
  const out: Array<{ body: string; type?: string }> = [];
  for (const field of fields) for (const value of HOSTILE_VALUES) out.push({ body: JSON.stringify({ ...base, [field]: value }) });
  out.push(
    { body: '' },
    { body: 'null' },
    { body: '[]' },
    { body: '"text"' },
    { body: '{"unterminated": ' },
    { body: '{'.repeat(5_000) + '}'.repeat(5_000) },
    { body: JSON.stringify({ ...base, padding: 'x'.repeat(70 * 1024) }) },
    { body: JSON.stringify(base), type: 'text/plain' },
    { body: JSON.stringify(base), type: 'application/x-www-form-urlencoded' },
    { body: JSON.stringify({ ...base, __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }) },
  );
  return out;
}

describe('fuzz of every route of the OpenAPI document', () => {
  const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { operationId: string }>> };
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((o) => OPERATIONS.find((op) => op.operationId === o.operationId) as Operation));

  it('covers every operation of the contract', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(OPERATIONS.map((o) => o.operationId).sort());
  });

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s: hostile path, query and body values', async (_id, op) => {
    for (const value of HOSTILE_STRINGS) {
      const path = urlWith(op, () => value || 'x');
      await send(op, path, op.body ? { body: JSON.stringify(MINIMAL_BODIES[op.operationId] ?? {}) } : undefined);
    }
    if (op.query) {
      for (const value of [...HOSTILE_STRINGS, '0', '101', '-1', '1.5', '1e3', 'NaN', 'Infinity']) {
        for (const name of ['limit', 'cursor', 'platform', 'country', 'days', 'basis', 'start_date']) {
          await send(op, urlWith(op, () => 'lst_x', `?${name}=${encodeURIComponent(value)}`));
        }
      }
      await send(op, urlWith(op, () => 'lst_x', '?limit=1&limit=2&cursor=a&cursor=b'));
    }
    if (op.body) for (const payload of bodiesFor(op)) await send(op, urlWith(op, () => 'zillow'), payload);
  }, 120_000);

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s: refuses a missing or wrong key with 401', async (_id, op) => {
    const url = urlWith(op, () => 'zillow');
    const payload = op.body ? { body: JSON.stringify(MINIMAL_BODIES[op.operationId] ?? {}) } : undefined;
    for (const key of [null, '', 'nonsense', 'estate_000000000000_' + 'A'.repeat(32), gw.key.slice(0, -1) + (gw.key.endsWith('A') ? 'B' : 'A')]) {
      const res = await send(op, url, payload, key);
      expect(res.statusCode, `${op.operationId} with key ${String(key)}`).toBe(401);
    }
  });
});
