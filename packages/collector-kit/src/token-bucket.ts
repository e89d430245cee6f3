import { sleep } from './backoff.js';

export interface TokenBucketOptions {
  /** Tokens added per second: the sustained request rate. */
  ratePerSecond: number;
  /** Most tokens held: the burst allowed after a quiet spell. */
  burst: number;
  now?: () => number;
}

/**
 * A token bucket whose waiters are served in arrival order. `pauseUntil` empties it until a
 * given time, which is how a host's `Retry-After` holds back every request to that host, not
 * only the one that was refused.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private pausedUntil = 0;
  private tail: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions) {
    if (!(options.ratePerSecond > 0)) throw new RangeError('ratePerSecond must be positive');
    if (!(options.burst >= 1)) throw new RangeError('burst must be at least 1');
    this.now = options.now ?? Date.now;
    this.tokens = options.burst;
    this.updatedAt = this.now();
  }

  /** Resolves when a token is taken. */
  take(signal?: AbortSignal): Promise<void> {
    const turn = this.tail.then(() => this.waitForToken(signal));
    // A cancelled waiter must not block the ones behind it.
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  pauseUntil(at: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, at);
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.options.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.options.ratePerSecond);
    this.updatedAt = now;
  }

  private async waitForToken(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const paused = this.pausedUntil - this.now();
      if (paused > 0) {
        await sleep(paused, signal);
        this.tokens = 0;
        this.updatedAt = this.now();
        continue;
      }
      this.refill();
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await sleep(Math.ceil(((1 - this.tokens) / this.options.ratePerSecond) * 1000), signal);
    }
  }
}

/** What a request waits on before it goes out: a host's budget, held here or shared (SharedHostBudgets). */
export interface RequestBudget {
  take(signal?: AbortSignal): Promise<void>;
  /** Holds back every request to the host until `at` (a Retry-After). */
  pauseUntil(at: number): void;
}

export interface HostBudgets {
  bucket(host: string): RequestBudget;
}

/** One bucket per host: politeness is owed to each site separately. */
export class HostRateLimiter implements HostBudgets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly options: TokenBucketOptions) {}

  bucket(host: string): TokenBucket {
    let bucket = this.buckets.get(host);
    if (!bucket) {
      bucket = new TokenBucket(this.options);
      this.buckets.set(host, bucket);
    }
    return bucket;
  }
}
