import { ErrorEnvelope, OPERATIONS, routerPath, type MetaBody, type Operation } from '@estate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Caller } from '../auth/authenticate.js';
import type { KeyStore } from '../auth/key-store.js';
import { effectiveEnablement } from '../capabilities.js';
import type { CollectorDirectory } from '../directory.js';
import { ApiError } from '../http/api-error.js';
import { buildMeta } from '../http/meta.js';
import type { CreditReservation, Quotas, RateDecision } from '../quotas/quotas.js';

declare module 'fastify' {
  interface FastifyRequest {
    credits?: CreditReservation;
  }
}

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
  /** Credits and rate limits; absent = every key unmetered and unlimited. */
  quotas?: Quotas;
}

function rateLimitHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header('ratelimit-limit', String(decision.limit));
  reply.header('ratelimit-remaining', String(decision.remaining));
  reply.header('ratelimit-reset', String(decision.resetSeconds));
  reply.header('ratelimit-policy', `${decision.limit};w=${decision.windowSeconds}`);
}

/**
 * Registers every operation of the contract's table, each with its schemas and the same pipeline:
 * key (401, onRequest) → rate limit (429, onRequest, before the body is even read) → request
 * validation (400, Fastify's parsing and validation) → entitlement (403) → enablement (501) →
 * credits (402) → the handler. Credits are set aside before the handler and kept only when the
 * answer is a 200 (onSend sees the final status, whatever failed on the way).
 */
export function registerOperations(app: FastifyInstance, options: OperationRoutesOptions): void {
  const { quotas } = options;
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
      onRequest: async (request, reply) => {
        const caller = await authenticate(request, options.keys);
        request.caller = caller;
        if (!quotas) return;
        const decision = quotas.admit(caller);
        rateLimitHeaders(reply, decision);
        if (!decision.allowed) {
          throw new ApiError('rate_limited', `more than ${decision.limit} requests in ${decision.windowSeconds} s for this key; retry after ${decision.retryAfterSeconds} s`, [], {
            'retry-after': String(decision.retryAfterSeconds),
          });
        }
      },
      handler: async (request, reply) => {
        const caller = request.caller as Caller;
        if (operation.entitlement && !caller.entitlements.has(operation.entitlement)) {
          throw new ApiError('entitlement_required', `${operation.operationId} needs the ${operation.entitlement} entitlement`);
        }
        if (!handler || effectiveEnablement(operation, await options.directory.platforms()) === 'unavailable') {
          throw new ApiError('operation_unavailable', `${operation.operationId} is not served by any source in this deployment; see GET /v1/meta/capabilities`);
        }
        if (quotas && operation.creditCost > 0) {
          const reservation = await quotas.reserve(caller, operation.creditCost);
          if (!reservation) throw new ApiError('credits_exhausted', `this key has no credits left for ${operation.operationId} (costs ${operation.creditCost})`);
          request.credits = reservation;
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
        return { data: result.data, meta: buildMeta(request, result.meta) };
      },
      onSend: (request, reply, payload, done) => {
        const { caller } = request;
        if (caller) {
          const answered = reply.statusCode === 200;
          request.credits?.settle(answered);
          // What the call cost: its price when answered (unmetered keys are told the price but not charged), else nothing.
          reply.header('x-credits-cost', answered ? String(operation.creditCost) : '0');
          const remaining = quotas?.remaining(caller);
          if (remaining !== undefined) reply.header('x-credits-remaining', String(remaining));
        }
        done(null, payload);
      },
      // A reply that never reached onSend (the connection went away first) is not charged.
      onResponse: (request, _reply, done) => {
        request.credits?.settle(false);
        done();
      },
    });
  }
}
