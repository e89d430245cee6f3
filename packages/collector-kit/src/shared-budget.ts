import type { KV } from '@estate/bus';
import { sleep } from './backoff.js';
import type { HostBudgets, RequestBudget } from './token-bucket.js';

export interface SharedBudgetOptions {
  /** Requests per second per host for every instance together. */
  ratePerSecond: number;
  /**
   * Spacing added to 1000/rate ms, as a fraction: a grant is not the moment the request reaches
   * the host (event-loop and network jitter lie between), so grants spaced exactly would let a
   * one-second window at the host see one request too many. Default 0.05 (a 50 ms guard at 20/s).
   */
  guard?: number;
  /** Must be one clock for every instance (wall time); default Date.now. */
  now?: () => number;
  random?: () => number;
}

interface BudgetState {
  /** The earliest time the next request may go out (ms since the epoch). */
  next: number;
}

const encoder = new TextEncoder();

function isConflict(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /wrong last sequence|key exists|10071/i.test(text);
}

/** A KV key is a token of `[-/_=.a-zA-Z0-9]`; a host with a port has a colon. */
export function budgetKey(host: string): string {
  return `host.${host.replace(/[^A-Za-z0-9_-]+/g, '_')}`;
}

/**
 * One host's request budget shared by every instance through a KV entry: the time the next
 * request may go out (GCRA, burst 1). Taking a turn is a compare-and-set on the entry's
 * revision that moves that time on by one interval, then a sleep until the turn comes; a
 * conflict (another instance took the turn) reads the entry again. So the requests of every
 * instance together are spaced at least `1000 / rate` ms apart, whatever their number.
 */
export class SharedHostBudget implements RequestBudget {
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly kv: KV,
    private readonly key: string,
    options: SharedBudgetOptions,
  ) {
    if (!(options.ratePerSecond > 0)) throw new RangeError('ratePerSecond must be positive');
    this.intervalMs = (1000 / options.ratePerSecond) * (1 + (options.guard ?? 0.05));
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  async take(signal?: AbortSignal): Promise<void> {
    const turn = await this.advance((next, now) => Math.max(next, now) + this.intervalMs, signal);
    const wait = turn - this.intervalMs - this.now();
    if (wait > 0) await sleep(wait, signal);
  }

  /** A Retry-After: no instance's request goes out before `at`. */
  pauseUntil(at: number): void {
    this.advance((next) => Math.max(next, at)).catch(() => undefined);
  }

  /** Compare-and-set of the next turn; returns the value written. */
  private async advance(step: (next: number, now: number) => number, signal?: AbortSignal): Promise<number> {
    for (;;) {
      signal?.throwIfAborted();
      const entry = await this.kv.get(this.key);
      const state = entry && entry.operation === 'PUT' && entry.length > 0 ? (entry.json<BudgetState>() as Partial<BudgetState>) : undefined;
      const next = step(typeof state?.next === 'number' ? state.next : 0, this.now());
      const value = encoder.encode(JSON.stringify({ next } satisfies BudgetState));
      try {
        if (entry) await this.kv.update(this.key, value, entry.revision);
        else await this.kv.create(this.key, value);
        return next;
      } catch (err) {
        if (!isConflict(err)) throw err;
        // Another instance took this turn; a little jitter so contenders do not collide again.
        await sleep(Math.floor(this.random() * 3), signal);
      }
    }
  }
}

/** Per-host budgets in the `politeness` bucket, one for every instance of a collector. */
export class SharedHostBudgets implements HostBudgets {
  private readonly budgets = new Map<string, SharedHostBudget>();

  constructor(
    private readonly kv: KV,
    private readonly options: SharedBudgetOptions,
  ) {}

  bucket(host: string): RequestBudget {
    let budget = this.budgets.get(host);
    if (!budget) {
      budget = new SharedHostBudget(this.kv, budgetKey(host), this.options);
      this.budgets.set(host, budget);
    }
    return budget;
  }
}
