import { ErrorEnvelope, OPERATION_IDS, OPERATION_TABLE, routerPath, type MetaBody, type Operation, type OperationId, type OperationOf } from '@estate/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { FastifyReply, FastifyRequest, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { Gateway } from '../http/gateway.js';
import type { Caller } from '../auth/authenticate.js';
import type { KeyStore } from '../auth/key-store.js';
import { effectiveEnablement } from '../collectors/capabilities.js';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import type { PlatformManifest } from '@estate/events';
import { ApiError } from '../http/api-error.js';
import { buildMeta } from '../http/meta.js';
import { envelopeBytes, envelopeJson, SerializedBytes, SerializedJson } from '../http/serialized-json.js';
import type { GatewayMetrics } from '../http/gateway-metrics.js';
import type { CreditReservation, Quotas } from '../quotas/quotas.js';
import { admission } from './admission.js';

declare module 'fastify' {
  interface FastifyRequest {
    credits?: CreditReservation;
  }
}

/** The route schema of operation `Id`: what Fastify validates its requests with, under Fastify's names. */
export interface RouteSchemas<Id extends OperationId> {
  params: OperationOf<Id>['params'];
  querystring: OperationOf<Id>['query'];
  body: OperationOf<Id>['body'];
  /** Named in Fastify's schema so that validation errors and logs can tell operations apart. */
  operationId: string;
  response: Record<string, TSchema>;
}

/**
 * A request to `Id` as the TypeBox type provider types it: `params`, `query` and `body` are the
 * `Static<>` types of the operation's schemas (unknown where it takes none). Deriving them from
 * Fastify's own request type, rather than restating them, is what lets the one generic
 * registration below hand the validated values over without a cast.
 */
type RequestOf<Id extends OperationId> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, RouteSchemas<Id>, TypeBoxTypeProvider>;

export interface OperationContext<Id extends OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  operation: Operation;
  caller: Caller;
  params: RequestOf<Id>['params'];
  query: RequestOf<Id>['query'];
  body: RequestOf<Id>['body'];
}

export interface OperationResult {
  data: unknown;
  meta?: Partial<Omit<MetaBody, 'request_id' | 'schema_version' | 'generated_at'>>;
}

export type HandlerOf<Id extends OperationId> = (context: OperationContext<Id>) => Promise<OperationResult>;

/** Handlers by operationId; an operation without one answers 501. */
export type Handlers = { readonly [Id in OperationId]?: HandlerOf<Id> };

export interface OperationRoutesOptions {
  keys: KeyStore;
  directory: CollectorDirectory;
  /** Implementations by operationId; an operation without one, or without a source, answers 501. */
  handlers: Handlers;
  /** Credits and rate limits; absent = every key unmetered and unlimited. */
  quotas?: Quotas;
  metrics: GatewayMetrics;
}

/**
 * Registers every operation of the contract's table, each with its schemas and the same pipeline:
 * key (401, onRequest) → rate limit (429, onRequest, before the body is even read) → request
 * validation (400, Fastify's parsing and validation) → entitlement (403) → enablement (501) →
 * credits (402) → the handler. Credits are set aside before the handler and kept only when the
 * answer is a 200 (onSend sees the final status, whatever failed on the way).
 */
export function registerOperations(app: Gateway, options: OperationRoutesOptions): void {
  for (const id of OPERATION_IDS) registerOperation(app, id, options);
}

/**
 * One operation's route. Generic in the operation's id so that the route's schemas and its
 * handler's context are the same type, `RouteSchemas<Id>`: Fastify's type provider then types
 * `request.params`, `request.query` and `request.body` exactly as the handler expects them.
 */
function registerOperation<Id extends OperationId>(app: Gateway, id: Id, options: OperationRoutesOptions): void {
  const { quotas, metrics } = options;
  const operation: Operation = OPERATION_TABLE[id];
  const handler: HandlerOf<Id> | undefined = options.handlers[id];
  const unavailable = unavailability(operation, options.directory);
  const price = String(operation.creditCost);
  const schema: RouteSchemas<Id> = {
    params: OPERATION_TABLE[id].params,
    querystring: OPERATION_TABLE[id].query,
    body: OPERATION_TABLE[id].body,
    operationId: id,
    response: { 200: operation.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
  // The reply type is stated rather than derived: the 200 schema is the operation's envelope,
  // or that envelope already serialized around cached `data` (SerializedJson, SerializedBytes).
  app.route<{ Reply: { data: unknown; meta: MetaBody } | string | Buffer }, unknown, RouteSchemas<Id>>({
    method: operation.method,
    url: routerPath(operation.path),
    schema: withoutAbsentParts(schema),
    onRequest: admission(options.keys, quotas),
    handler: async (request, reply) => {
      const { caller } = request;
      // onRequest sets the caller or refuses the request; a route without it is a wiring defect.
      if (!caller) throw new Error(`${operation.operationId}: no caller after authentication`);
      if (operation.entitlement && !caller.entitlements.has(operation.entitlement)) {
        throw new ApiError('entitlement_required', `${operation.operationId} needs the ${operation.entitlement} entitlement`);
      }
      const refused = unavailable();
      if (!handler || (typeof refused === 'boolean' ? refused : await refused)) {
        throw new ApiError('operation_unavailable', `${operation.operationId} is not served by any source in this deployment; see GET /v1/meta/capabilities`);
      }
      if (quotas && operation.creditCost > 0) {
        const reservation = await quotas.reserve(caller, operation.creditCost);
        if (!reservation) throw new ApiError('credits_exhausted', `this key has no credits left for ${operation.operationId} (costs ${operation.creditCost})`);
        request.credits = reservation;
      }
      const result = await handler({ request, reply, operation, caller, params: request.params, query: request.query, body: request.body });
      const meta = buildMeta(request, result.meta);
      const spliced = result.data instanceof SerializedBytes ? envelopeBytes(result.data, meta) : result.data instanceof SerializedJson ? envelopeJson(result.data, meta) : undefined;
      if (spliced === undefined) return { data: result.data, meta };
      // A string or a buffer with a JSON content type goes out as it is (Fastify serializes only objects).
      reply.header('content-type', 'application/json; charset=utf-8');
      return spliced;
    },
    onSend: (request, reply, payload, done) => {
      const { caller } = request;
      if (caller) {
        const answered = reply.statusCode === 200;
        request.credits?.settle(answered);
        // What the call cost: its price when answered (unmetered keys are told the price but not charged), else nothing.
        reply.header('x-credits-cost', answered ? price : '0');
        const remaining = quotas?.remaining(caller);
        if (remaining !== undefined) reply.header('x-credits-remaining', String(remaining));
      }
      done(null, payload);
    },
    // A reply that never reached onSend (the connection went away first) is not charged.
    onResponse: (request, reply, done) => {
      request.credits?.settle(false);
      metrics.observeRequest(operation.operationId, reply.statusCode, reply.elapsedTime);
      done();
    },
  });
}

/**
 * Whether no live source serves `operation`, worked out once per manifest list the directory hands
 * out (it keeps one while nothing changes) rather than on every request; a promise only when the
 * list is new.
 */
function unavailability(operation: Operation, directory: CollectorDirectory): () => boolean | Promise<boolean> {
  let last: { from: Promise<PlatformManifest[]>; unavailable: boolean } | undefined;
  return () => {
    const from = directory.platforms();
    if (last?.from === from) return last.unavailable;
    return from.then((manifests) => {
      const unavailable = effectiveEnablement(operation, manifests) === 'unavailable';
      last = { from, unavailable };
      return unavailable;
    });
  };
}

/**
 * The schema without the parts the operation does not take (typed `undefined`): Fastify warns about
 * a part that is present but undefined.
 */
function withoutAbsentParts<T extends object>(schema: T): T {
  const copy = { ...schema };
  for (const [key, value] of Object.entries(copy)) if (value === undefined) Reflect.deleteProperty(copy, key);
  return copy;
}
