import { performance } from 'node:perf_hooks';
import type { RateLimit } from '../auth/key-store.js';
import type { RateDecision } from './quotas.js';

interface Bucket {
  tokens: number;
  at: number;
  /** As of the last request, to tell when the bucket is full again. */
  capacity: number;
  perMs: number;
}

// Refill arithmetic in floating point may land a hair below a whole token at the moment the
// caller was told to come back; that request must pass.
const EPSILON = 1e-9;

/**
 * Per-key token buckets of one gateway process. A key allowed `requests` per `per_seconds`
 * across the deployment gets 1/n of it in each of the n live gateway processes: a burst of
 * requests/n (at least one request) refilled at requests/(per_seconds·n) per second. No
 * process asks another anything per request, so the split is exact only while the load balancer
 * spreads a key's requests evenly; a key whose traffic all lands on one process gets 1/n of its
 * allowance, and while the process count is changing the sum may briefly be off by one share.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    /** Live gateway processes sharing every key's allowance, this one included (≥ 1). */
    private readonly processes: () => number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Counts one request of `keyId` if its allowance has room; the decision says either way. */
  take(keyId: string, limit: RateLimit): RateDecision {
    return this.#decide(keyId, limit, true);
  }

  /** Whether a request of `keyId` would be allowed now, without counting one. */
  peek(keyId: string, limit: RateLimit): RateDecision {
    return this.#decide(keyId, limit, false);
  }

  #decide(keyId: string, limit: RateLimit, count: boolean): RateDecision {
    const n = Math.max(1, this.processes());
    const capacity = Math.max(1, limit.requests / n);
    const perMs = limit.requests / (limit.per_seconds * 1000 * n);
    const now = this.now();
    let bucket = this.#buckets.get(keyId);
    if (bucket) {
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      bucket.capacity = capacity;
      bucket.perMs = perMs;
    } else if (count) {
      bucket = { tokens: capacity, at: now, capacity, perMs };
      this.#buckets.set(keyId, bucket);
    } else {
      // Nothing counted yet: a full allowance, and nothing to remember.
      bucket = { tokens: capacity, at: now, capacity, perMs };
    }
    const allowed = bucket.tokens >= 1 - EPSILON;
    if (allowed && count) bucket.tokens = Math.max(0, bucket.tokens - 1);
    const tokens = bucket.tokens;
    return {
      allowed,
      limit: limit.requests,
      windowSeconds: limit.per_seconds,
      remaining: Math.min(limit.requests, Math.floor(tokens + EPSILON) * n),
      resetSeconds: Math.ceil(secondsUntil(capacity, tokens, perMs)),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(secondsUntil(1, tokens, perMs))),
    };
  }

  /** Forgets keys whose bucket has refilled: they start full again anyway. */
  prune(): void {
    const now = this.now();
    for (const [keyId, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * bucket.perMs >= bucket.capacity) this.#buckets.delete(keyId);
    }
  }

  /** Whether `keyId` has a bucket (a request counted and not yet refilled away by `prune`). */
  has(keyId: string): boolean {
    return this.#buckets.has(keyId);
  }

  get size(): number {
    return this.#buckets.size;
  }
}

/** Seconds until a bucket holding `tokens`, refilled at `perMs` a millisecond, holds `wanted`. */
function secondsUntil(wanted: number, tokens: number, perMs: number): number {
  return Math.max(0, wanted - tokens) / perMs / 1000;
}
