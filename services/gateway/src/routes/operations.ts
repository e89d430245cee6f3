import { ErrorEnvelope, OPERATIONS, routerPath, type MetaBody, type Operation } from '@estate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Caller } from '../auth/authenticate.js';
import type { KeyStore } from '../auth/key-store.js';
import { effectiveEnablement } from '../capabilities.js';
import type { CollectorDirectory } from '../directory.js';
import { ApiError } from '../http/api-error.js';
import { buildMeta } from '../http/meta.js';

export interface OperationContext {
  request: FastifyRequest;
  reply: FastifyReply;
  operation: Operation;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface OperationResult {
  data: unknown;
  meta?: Partial<Omit<MetaBody, 'request_id' | 'schema_version' | 'generated_at'>>;
}

export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

export interface OperationRoutesOptions {
  keys: KeyStore;
  directory: CollectorDirectory;
  /** Implementations by operationId; an operation without one, or without a source, answers 501. */
  handlers: ReadonlyMap<string, OperationHandler>;
}

/** Registers every operation of the contract's table, each with its schemas and the same pipeline. */
export function registerOperations(app: FastifyInstance, options: OperationRoutesOptions): void {
  for (const operation of OPERATIONS) {
    const handler = options.handlers.get(operation.operationId);
    app.route({
      method: operation.method,
      url: routerPath(operation.path),
      schema: {
        operationId: operation.operationId,
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.query ? { querystring: operation.query } : {}),
        ...(operation.body ? { body: operation.body } : {}),
        response: { 200: operation.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
      onRequest: async (request) => {
        request.caller = await authenticate(request, options.keys);
      },
      handler: async (request, reply) => {
        const caller = request.caller as Caller;
        if (operation.entitlement && !caller.entitlements.has(operation.entitlement)) {
          throw new ApiError('entitlement_required', `${operation.operationId} needs the ${operation.entitlement} entitlement`);
        }
        if (!handler || effectiveEnablement(operation, await options.directory.platforms()) === 'unavailable') {
          throw new ApiError('operation_unavailable', `${operation.operationId} is not served by any source in this deployment; see GET /v1/meta/capabilities`);
        }
        const result = await handler({
          request,
          reply,
          operation,
          caller,
          params: request.params as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: request.body,
        });
        reply.header('x-credits-cost', String(operation.creditCost));
        return { data: result.data, meta: buildMeta(request, result.meta) };
      },
    });
  }
}
