import type { Logger } from '@estate/runtime';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController, type FastifyBaseLogger, type FastifyInstance, type RawReplyDefaultExpression, type RawRequestDefaultExpression, type RawServerDefault } from 'fastify';
import type { KeyStore } from './auth/key-store.js';
import type { CollectorDirectory } from './directory.js';
import { ApiError } from './http/api-error.js';
import { installErrorHandling, sendApiError } from './http/error-handler.js';
import { requestIdFor } from './http/request-id.js';
import { validatorCompiler } from './http/validator-compiler.js';
import { GatewayMetrics } from './metrics.js';
import type { Quotas } from './quotas/quotas.js';
import { metaHandlers, type SchemaSource } from './routes/meta-handlers.js';
import { registerOperations, type Handlers } from './routes/operations.js';
import { registerServiceRoutes, type ReadinessCheck } from './routes/service-routes.js';

export interface GatewayOptions {
  logger: Logger;
  keys: KeyStore;
  directory: CollectorDirectory;
  /** Data operations by operationId (the meta operations are built in). */
  handlers?: Handlers;
  schemas?: SchemaSource;
  readiness?: readonly ReadinessCheck[];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Credits and rate limits per key (e.g. `NatsQuotas`); absent = every key unmetered and unlimited. Owned by the caller. */
  quotas?: Quotas;
  /** Where request figures are counted and `/metrics` reads; default a registry of this gateway's own. */
  metrics?: GatewayMetrics;
}

export const DEFAULT_BODY_LIMIT = 256 * 1024;
const MAX_PARAM_LENGTH = 512;

export type Gateway = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export async function buildGateway(options: GatewayOptions): Promise<Gateway> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: MAX_PARAM_LENGTH },
    // The router refuses some paths before any route or hook runs; answer those in the envelope too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', String(request.id));
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? `a path parameter is longer than ${MAX_PARAM_LENGTH} characters` : 'the path is not a valid URL';
      sendApiError(reply, new ApiError('invalid_request', message));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());
  // Only JSON bodies are accepted; anything else is 415 rather than a string handed to validation.
  app.removeContentTypeParser(['text/plain']);
  installErrorHandling(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
  // One access line per request, after it is answered, without headers (they hold the key).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100, key_id: request.caller?.keyId },
      'request',
    );
  });

  const schemas = options.schemas ?? { eventSchemas: () => [] };
  const metrics = options.metrics ?? new GatewayMetrics();
  const data = options.handlers ?? {};
  const implemented = new Set(Object.entries(data).filter(([, handler]) => handler !== undefined).map(([id]) => id));
  const handlers: Handlers = { ...metaHandlers(options.directory, schemas, implemented), ...data };
  registerOperations(app, { keys: options.keys, directory: options.directory, handlers, metrics, ...(options.quotas ? { quotas: options.quotas } : {}) });
  registerServiceRoutes(app, options.readiness ?? [], metrics);
  await app.ready();
  return app;
}
