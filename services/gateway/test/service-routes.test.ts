import { OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { FixedDirectory } from '../src/directory.js';
import { createLogger } from '@estate/runtime';
import { createTestGateway, type TestGateway } from './harness.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.app.close());

describe('document, reference page and probes', () => {
  it('serves the OpenAPI 3.1 document without a key', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(ids.sort()).toEqual(OPERATIONS.map((o) => o.operationId).sort());
  });

  it('serves a self-contained reference page listing every operation', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const op of OPERATIONS) expect(res.body).toContain(`id="op-${op.operationId}"`);
    expect(res.body).toContain('id="schema-Listing"');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('answers liveness and readiness', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await gw.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: [] });
  });

  it('reports not ready while a dependency check fails', async () => {
    const app = await buildGateway({
      logger: createLogger({ name: 't', level: 'silent' }),
      keys: new MemoryKeyStore(),
      directory: new FixedDirectory(),
      readiness: [async () => ({ name: 'store', ok: false, detail: 'unreachable' }), async () => { throw new Error('boom'); }],
    });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready' });
    await app.close();
  });
});
