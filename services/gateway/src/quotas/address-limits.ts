import type { RateLimit } from '../auth/key-store.js';
import type { RateDecision } from './quotas.js';
import { RateLimiter } from './rate-limiter.js';

import { clientOf } from '../http/client-address.js';
import { DEFAULT_FAILURE_LIMIT } from '../http/http-limits.js';

/**
 * The allowance of failed requests (no valid key, an unknown route, a refused body) per client
 * address, split among the live gateway processes exactly as a key's rate limit is (see
 * `RateLimiter`): no process asks another anything per request. A request with a valid key never
 * takes from it, so a flood of wrong keys from one address leaves every other address's traffic
 * alone; the address itself is refused everything until its allowance refills, so a guessed key
 * cannot be told apart from a wrong one while it is refused.
 */
export class AddressLimits {
  readonly #limiter: RateLimiter;

  constructor(
    /** Live gateway processes sharing the allowance, this one included (≥ 1). */
    processes: () => number,
    readonly limit: Readonly<RateLimit> = DEFAULT_FAILURE_LIMIT,
    now?: () => number,
  ) {
    this.#limiter = new RateLimiter(processes, now);
  }

  /**
   * The refusal when the address has spent its allowance, else undefined; nothing is counted. An
   * address with no failure on record, every well-behaved client, costs one map lookup.
   */
  refusal(address: string): RateDecision | undefined {
    // No address has failed lately (the usual state): nothing to look up, not even the client's name.
    if (this.#limiter.size === 0) return undefined;
    const client = clientOf(address);
    if (!this.#limiter.has(client)) return undefined;
    const decision = this.#limiter.peek(client, this.limit);
    return decision.allowed ? undefined : decision;
  }

  /** Counts one failed request of the address. */
  fail(address: string): RateDecision {
    return this.#limiter.take(clientOf(address), this.limit);
  }

  /** Forgets addresses whose allowance is whole again. */
  prune(): void {
    this.#limiter.prune();
  }

  get size(): number {
    return this.#limiter.size;
  }
}
