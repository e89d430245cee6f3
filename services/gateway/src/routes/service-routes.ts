import { buildOpenApiDocument } from '@estate/contract';
import type { FastifyInstance } from 'fastify';
import { registerDocsRoutes } from './docs-page.js';
import { registerMarketsRoutes } from './markets-page.js';

export type ReadinessCheck = () => Promise<{ name: string; ok: boolean; detail?: string }>;

/**
 * The document as served today: its stay examples are dated from the day it is built (a fixed
 * date would be in the past one day), so it is built again when the UTC day changes.
 */
function documentOfTheDay(now: () => Date): () => string {
  let built: { day: string; json: string } | undefined;
  return () => {
    const today = now();
    const day = today.toISOString().slice(0, 10);
    if (built?.day !== day) built = { day, json: JSON.stringify(buildOpenApiDocument({ today })) };
    return built.json;
  };
}

/**
 * The document, the reference page, the markets page, the probes and the favicon: public, free,
 * outside the credit system. Metrics are not among them: they are served on a port of their own
 * (`http/metrics-server.ts`), not to the API's clients.
 */
export function registerServiceRoutes(app: FastifyInstance, readiness: readonly ReadinessCheck[], now: () => Date = () => new Date()): void {
  const document = documentOfTheDay(now);

  app.get('/v1/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document()),
  );
  registerDocsRoutes(app);
  registerMarketsRoutes(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Browsers ask for it beside every page (/docs, /markets): no icon, said without a 404 that
  // would count as a failed request of the address.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
  app.get('/readyz', async (_request, reply) => {
    const checks = await Promise.all(
      readiness.map((check) => check().catch((error: unknown) => ({ name: 'check', ok: false, detail: String(error) }))),
    );
    const ready = checks.every((c) => c.ok);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
