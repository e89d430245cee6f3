import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { KeyStore } from '../auth/key-store.js';
import { ApiError } from '../http/api-error.js';
import type { Quotas, RateDecision } from '../quotas/quotas.js';

export function rateLimitHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header('ratelimit-limit', String(decision.limit));
  reply.header('ratelimit-remaining', String(decision.remaining));
  reply.header('ratelimit-reset', String(decision.resetSeconds));
  reply.header('ratelimit-policy', `${decision.limit};w=${decision.windowSeconds}`);
}

/**
 * The onRequest hook of every `/v1` route: the key (401), then the key's rate limit (429), both
 * before the body is read, so a refused caller costs no parsing. Sets `request.caller`.
 */
export function admission(keys: KeyStore, quotas: Quotas | undefined): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const caller = await authenticate(request, keys);
    request.caller = caller;
    if (!quotas) return;
    const decision = quotas.admit(caller);
    rateLimitHeaders(reply, decision);
    if (!decision.allowed) {
      throw new ApiError('rate_limited', `more than ${decision.limit} requests in ${decision.windowSeconds} s for this key; retry after ${decision.retryAfterSeconds} s`, [], {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
  };
}
