import { Writable } from 'node:stream';
import { BUCKETS, openBucket, putJson, type Bus } from '@estate/bus';
import { ErrorEnvelope, OPERATIONS, SERVICE_IDS, createAjv, isIdParameter, routerPath, type Operation } from '@estate/contract';
import { createLogger } from '@estate/runtime';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey } from '../src/auth/api-key.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { manifestKey, type CollectorManifest } from '@estate/events';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import type { Handlers } from '../src/routes/operations.js';

export interface TestGateway {
  app: Gateway;
  key: string;
  keys: MemoryKeyStore;
  logs: string[];
}

export async function createTestGateway(
  options: { manifests?: CollectorManifest[]; handlers?: Handlers; entitlements?: string[]; bodyLimit?: number } = {},
): Promise<TestGateway> {
  const keys = new MemoryKeyStore();
  const { key, keyId, hash } = generateApiKey();
  await keys.put({ key_id: keyId, hash, name: 'test', created_at: new Date().toISOString(), entitlements: options.entitlements ?? [] });
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildGateway({
    logger: createLogger({ name: 'gateway-test', level: 'debug', destination }),
    keys,
    directory: new FixedDirectory(options.manifests ?? []),
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  });
  return { app, key, keys, logs };
}

export function manifest(overrides: Partial<CollectorManifest> = {}): CollectorManifest {
  return {
    platform: 'zillow',
    display_name: 'Zillow',
    countries: ['US'],
    record_kinds: ['listing', 'media'],
    operations: ['searchListings', 'searchPlatformListings', 'getListing', 'getListingMedia'],
    selectors: { searchListings: ['price', 'bedrooms', 'location.bbox'] },
    provider: 'collector-zillow/replay',
    access_class: 'public_portal',
    mode: 'replay',
    version: '0.1.0',
    instance_id: 'test-1',
    started_at: new Date(Date.now() - 60_000).toISOString(),
    // A fixed directory never refreshes a heartbeat as a running collector does; one taken now
    // went stale (30 s) before a slow set-up on a loaded CI machine had answered once.
    last_seen_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/** One live GB collector per platform in the `collectors` bucket, as a running instance announces itself, last seen at `lastSeenAt`. */
export async function announceCollectors(bus: Bus, platforms: readonly string[], operations: string[], lastSeenAt: string): Promise<void> {
  const collectors = await openBucket(bus, BUCKETS.collectors);
  for (const platform of platforms) {
    const served = manifest({ platform, display_name: platform, countries: ['GB'], operations, selectors: {}, instance_id: `${platform}-1`, last_seen_at: lastSeenAt });
    await putJson(collectors, manifestKey(served.platform, served.instance_id), served);
  }
}

const ajv = createAjv();
const errorValidator = ajv.compile(ErrorEnvelope);
const successValidators = new Map(OPERATIONS.map((op) => [op.operationId, ajv.compile(op.response)]));

/** A concrete URL for an operation, with every path parameter filled. */
/** A path value of the right shape for `name`: an id of its kind (`lst_000…1`), a plain word for a platform's own names. */
export function wellFormedParam(name: string): string {
  if (!isIdParameter(name)) return 'x1';
  const { prefix } = SERVICE_IDS[name];
  return `${prefix}_${'1'.padStart(prefix === 'job' ? 24 : 20, '0')}`;
}

export function urlFor(op: Operation, fill: (name: string) => string = wellFormedParam): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(fill(name)));
}

export function operationFor(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0] as string;
  return OPERATIONS.find((op) => {
    if (op.method !== method) return false;
    const pattern = new RegExp(`^${routerPath(op.path).replace(/:[a-z_]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

/**
 * Every response a test receives goes through here: a 200 must match its operation's envelope,
 * anything else the error envelope, and the request id must agree between header and body.
 */
export function expectContract(res: LightMyRequestResponse, operation?: Operation): { body: Record<string, unknown> } {
  const body = res.json() as Record<string, unknown>;
  const requestId = res.headers['x-request-id'];
  expect(typeof requestId).toBe('string');
  if (res.statusCode === 200) {
    expect(operation, 'a 200 must belong to an operation').toBeDefined();
    const validate = successValidators.get((operation as Operation).operationId);
    const ok = validate?.(body);
    expect(ok, JSON.stringify(validate?.errors)).toBe(true);
    expect((body.meta as { request_id: string }).request_id).toBe(requestId);
  } else {
    const ok = errorValidator(body);
    expect(ok, JSON.stringify(errorValidator.errors)).toBe(true);
    expect(body.request_id).toBe(requestId);
  }
  return { body };
}

export function errorOf(res: LightMyRequestResponse): { code: string; message: string; retryable: boolean } {
  expectContract(res);
  return (res.json() as { error: { code: string; message: string; retryable: boolean } }).error;
}
