import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOfKey } from '../auth/authenticate.js';
import type { KeyStore } from '../auth/key-store.js';
import { ApiError } from '../http/api-error.js';
import { clientOf } from '../http/client-address.js';
import type { AddressLimits } from '../quotas/address-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the failure limit refused the request, so that the refusal is not counted as another failure. */
    refusedByFailureLimit?: boolean;
  }
}

/** A refusal of the client's making (4xx) to a request the key check did not pass; a 429 is the limit's own answer. */
function isRefusal(request: FastifyRequest, status: number): boolean {
  return request.caller === undefined && status >= 400 && status < 500 && status !== 429;
}

/**
 * Whether a refused request counts as a failed authentication: it carried no valid key. A route
 * that never looked at the key (an unknown path, a wrong method: the router answers those before
 * any operation authenticates) is judged by the key it was sent with, so a valid key's typo never
 * counts against its own address.
 */
async function failedAuthentication(request: FastifyRequest, status: number, keys: KeyStore): Promise<boolean> {
  if (!isRefusal(request, status)) return false;
  return (await callerOfKey(request, keys)) === undefined;
}

/**
 * Limits failed and unauthenticated requests per client address (`request.ip`: the peer, or the
 * client a trusted proxy names). Every answer in 4xx to a request without a valid key (a missing
 * or wrong key, an unknown route, a refused body) counts against the address's allowance — a
 * request to an unknown route or with a wrong method that carries a valid key does not; once
 * it is spent, the address gets 429 with `retry-after` for everything, valid key or not, until
 * the allowance refills — checked before the key is, so a guessed key cannot be told from a wrong
 * one. Requests with a valid key are never counted: a flood from one address costs every other
 * address nothing.
 */
export function installFailureLimit(app: FastifyInstance, limits: AddressLimits, keys: KeyStore): void {
  // Both hooks call back rather than being async: they run on every request, and most pass.
  app.addHook('onRequest', (request, _reply, done) => {
    const decision = limits.refusal(request.ip);
    if (!decision) return done();
    request.refusedByFailureLimit = true;
    done(
      new ApiError(
        'rate_limited',
        `more than ${decision.limit} failed or unauthenticated requests in ${decision.windowSeconds} s from this address; retry after ${decision.retryAfterSeconds} s`,
        [],
        { 'retry-after': String(decision.retryAfterSeconds) },
      ),
    );
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.refusedByFailureLimit || !isRefusal(request, reply.statusCode)) return done();
    failedAuthentication(request, reply.statusCode, keys).then(
      (failed) => {
        if (failed) countFailure(request, limits);
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

function countFailure(request: FastifyRequest, limits: AddressLimits): void {
  const decision = limits.fail(request.ip);
  // Logged each time the allowance runs out, not per refusal: the refusals that follow are not counted.
  if (decision.remaining === 0) request.log.warn({ client: clientOf(request.ip), limit: decision.limit, window_s: decision.windowSeconds }, 'client address spent its allowance of failed requests; refusing it');
}
