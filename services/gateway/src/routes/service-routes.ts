import { buildOpenApiDocument } from '@estate/contract';
import type { FastifyInstance } from 'fastify';
import type { GatewayMetrics } from '../metrics.js';
import { registerDocsRoutes } from './docs-page.js';
import { registerMarketsRoutes } from './markets-page.js';

export type ReadinessCheck = () => Promise<{ name: string; ok: boolean; detail?: string }>;

/** The document, the reference page, the markets page, the probes and the metrics: public, free, outside the credit system. */
export function registerServiceRoutes(app: FastifyInstance, readiness: readonly ReadinessCheck[], metrics: GatewayMetrics): void {
  const document = buildOpenApiDocument();
  const documentJson = JSON.stringify(document);

  app.get('/v1/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(documentJson),
  );
  registerDocsRoutes(app);
  registerMarketsRoutes(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()));
  app.get('/readyz', async (_request, reply) => {
    const checks = await Promise.all(
      readiness.map((check) => check().catch((error: unknown) => ({ name: 'check', ok: false, detail: String(error) }))),
    );
    const ready = checks.every((c) => c.ok);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
