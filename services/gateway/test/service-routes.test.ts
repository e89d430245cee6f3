import { CHANGE_FEED, OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
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
    expect(ids.sort()).toEqual([...OPERATIONS, CHANGE_FEED, CHANGE_FEED.withBody].map((o) => o.operationId).sort());
  });

  it('serves the reference page and everything it loads from this server, without inline script', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const loads = [...res.body.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(loads.sort()).toEqual(['/docs/init.js', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css']);
    // Every <script> names a file: a strict `script-src 'self'` policy lets the page run.
    for (const script of res.body.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) expect(script).toMatch(/^<script src="[^"]+"><\/script>$/);
    for (const url of loads) {
      const loaded = await gw.app.inject({ method: 'GET', url });
      expect(loaded.statusCode, url).toBe(200);
      expect(loaded.body.length, url).toBeGreaterThan(url.endsWith('init.js') ? 100 : 50_000);
    }
    // The page is rendered in headless Chromium by test/e2e/docs-page.test.ts.
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
