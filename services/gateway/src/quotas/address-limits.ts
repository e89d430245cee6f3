import { isIPv6 } from 'node:net';
import type { RateLimit } from '../auth/key-store.js';
import type { RateDecision } from './quotas.js';
import { RateLimiter } from './rate-limiter.js';

/** Failed or unauthenticated requests a client address may make, across the deployment, before it is refused. */
export const DEFAULT_FAILURE_LIMIT: Readonly<RateLimit> = Object.freeze({ requests: 30, per_seconds: 60 });

/**
 * The part of an address that names one client. An IPv6 client is usually given a whole /64 and
 * can pick a fresh address from it for every request, so it is counted by its /64; an
 * IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how a dual-stack socket reports IPv4) is the IPv4.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

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
