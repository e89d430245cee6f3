import type { Caller } from '../auth/authenticate.js';
import type { RateLimit } from '../auth/key-store.js';

/** For a key whose record names no rate limit. */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = Object.freeze({ requests: 50, per_seconds: 1 });

/** Whether one request of a key may go on, and what the `ratelimit-*` headers tell the caller. */
export interface RateDecision {
  allowed: boolean;
  /** The key's allowance: `limit` requests per `windowSeconds`. */
  limit: number;
  windowSeconds: number;
  /** Requests left now, estimated for the whole deployment. */
  remaining: number;
  /** Seconds until the allowance is whole again. */
  resetSeconds: number;
  /** When refused: whole seconds (≥ 1) after which a request is allowed again. */
  retryAfterSeconds: number;
}

/** Credits set aside for one call, before its handler runs. */
export interface CreditReservation {
  readonly cost: number;
  /** `true` keeps the credits (the call was answered with a 200), `false` gives them back. Only the first call counts. */
  settle(charged: boolean): void;
}

/**
 * Credits and rate limits of API keys, as the request pipeline uses them. Every method answers
 * from the process's own state in steady state: none may wait on a network round trip per request.
 */
export interface Quotas {
  /** Counts one request against the key's rate limit (every operation counts, meta included). */
  admit(caller: Caller): RateDecision;
  /**
   * Sets `cost` credits aside for one call; undefined when the key has fewer left. Unmetered keys
   * and free operations always succeed. May wait on NATS when this process has no credits of the
   * key in hand.
   */
  reserve(caller: Caller, cost: number): CreditReservation | undefined | Promise<CreditReservation | undefined>;
  /** Credits left as this process knows them; undefined for an unmetered key. */
  remaining(caller: Caller): number | undefined;
}

/** A reservation that keeps nothing: free operations and unmetered keys. */
export function freeReservation(cost: number): CreditReservation {
  return { cost, settle: () => {} };
}
