import type { Bus } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import { CHANGE_FEED } from '@estate/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { KeyStore } from './auth/key-store.js';
import { registerChangeFeed } from './changes/change-feed-route.js';
import type { CollectorDirectory } from './collectors/collector-directory.js';
import { ApiError } from './http/api-error.js';
import { clientErrorHandler } from './http/client-error-handler.js';
import { installErrorHandling, sendApiError } from './http/error-handler.js';
import { DEFAULT_HTTP_LIMITS, installHttpLimits, serverOptions, type HttpLimits } from './http/http-limits.js';
import { installMethodChecks } from './http/method-not-allowed.js';
import { requestIdFor } from './http/request-id.js';
import type { Gateway } from './http/gateway.js';
import { validatorCompiler } from './http/validator-compiler.js';
import { GatewayMetrics } from './http/gateway-metrics.js';
import type { AddressLimits } from './quotas/address-limits.js';
import type { LocationDirectory } from './places/location-directory.js';
import type { Quotas } from './quotas/quotas.js';
import { metaHandlers, type SchemaSource } from './routes/meta-handlers.js';
import { installFailureLimit } from './routes/failure-limit.js';
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
  /** Where request figures are counted (served apart from the API: `startMetricsServer`); default a registry of this gateway's own. */
  metrics?: GatewayMetrics;
  /** Timeouts, connection cap, trusted proxies and CORS; default `DEFAULT_HTTP_LIMITS`. */
  http?: HttpLimits;
  /** Failed and unauthenticated requests per client address (e.g. `NatsQuotas.addresses`); absent = not limited. */
  failureLimits?: AddressLimits;
  /** Serve the change feed (`GET /v1/events`) from the CHANGES stream of this bus. */
  changeFeed?: { bus: Bus; locations: LocationDirectory };
}

export type { Gateway } from './http/gateway.js';

export const DEFAULT_BODY_LIMIT = 256 * 1024;
const MAX_PARAM_LENGTH = 512;


export async function buildGateway(options: GatewayOptions): Promise<Gateway> {
  const limits = options.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...serverOptions(limits),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: MAX_PARAM_LENGTH },
    // The router refuses some paths before any route or hook runs; answer those in the envelope too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', String(request.id));
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? `a path parameter is longer than ${MAX_PARAM_LENGTH} characters` : 'the path is not a valid URL';
      sendApiError(reply, new ApiError('invalid_request', message));
    },
    // Node's HTTP parser refuses some requests before Fastify sees them (431 and the like).
    clientErrorHandler: clientErrorHandler(options.logger as FastifyBaseLogger),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());
  // Only JSON bodies are accepted; anything else is 415 rather than a string handed to validation.
  app.removeContentTypeParser(['text/plain']);
  installErrorHandling(app);

  // Hooks on every request take `done` rather than being async: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', String(request.id));
    done();
  });
  // First: a refused address is answered before anything else runs.
  if (options.failureLimits) installFailureLimit(app, options.failureLimits, options.keys);
  installHttpLimits(app, limits);
  // 405 with `Allow`, and OPTIONS; hooked before any route is registered so it learns them all.
  installMethodChecks(app, { maxParamLength: MAX_PARAM_LENGTH });
  // One access line per request, after it is answered, without headers (they hold the key).
  // The line's fields are built only when it is written (the default level, warn, writes none).
  app.addHook('onResponse', (request, reply, done) => {
    if (options.logger.isLevelEnabled('info')) {
      request.log.info(
        { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100, key_id: request.caller?.keyId },
        'request',
      );
    }
    done();
  });

  const schemas = options.schemas ?? { eventSchemas: () => [] };
  const metrics = options.metrics ?? new GatewayMetrics();
  const data = options.handlers ?? {};
  const implemented = new Set(Object.entries(data).filter(([, handler]) => handler !== undefined).map(([id]) => id));
  // The change feed is served beside the operations; capabilities list it only where it is.
  if (options.changeFeed) implemented.add(CHANGE_FEED.operationId);
  const handlers: Handlers = { ...metaHandlers(options.directory, schemas, implemented), ...data };
  registerOperations(app, { keys: options.keys, directory: options.directory, handlers, metrics, ...(options.quotas ? { quotas: options.quotas } : {}) });
  if (options.changeFeed) registerChangeFeed(app, { ...options.changeFeed, keys: options.keys, directory: options.directory, metrics, ...(options.quotas ? { quotas: options.quotas } : {}) });
  registerServiceRoutes(app, options.readiness ?? []);
  await app.ready();
  return app;
}
