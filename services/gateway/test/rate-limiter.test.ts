import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/quotas/rate-limiter.js';

function limiterWith(processes: number) {
  const clock = { now: 1_000_000, processes };
  const limiter = new RateLimiter(
    () => clock.processes,
    () => clock.now,
  );
  return { clock, limiter };
}

describe('per-process token buckets', () => {
  it('allows the whole allowance at once, then refuses with a retry-after that is enough', () => {
    const { clock, limiter } = limiterWith(1);
    const limit = { requests: 3, per_seconds: 6 };
    const remaining = [1, 2, 3].map(() => limiter.take('k', limit));
    expect(remaining.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    const refused = limiter.take('k', limit);
    expect(refused).toMatchObject({ allowed: false, limit: 3, windowSeconds: 6, remaining: 0, retryAfterSeconds: 2, resetSeconds: 6 });

    clock.now += 1_999;
    expect(limiter.take('k', limit).allowed).toBe(false);
    clock.now += 1;
    expect(limiter.take('k', limit)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('gives each of n processes 1/n of a key allowance, burst and refill alike', () => {
    const { clock, limiter } = limiterWith(2);
    const limit = { requests: 10, per_seconds: 1 };
    const first = limiter.take('k', limit);
    // 5 here, 4 left here; the estimate for the key assumes the other process is as far along.
    expect(first).toMatchObject({ allowed: true, limit: 10, remaining: 8 });
    for (let i = 0; i < 4; i++) expect(limiter.take('k', limit).allowed).toBe(true);
    const refused = limiter.take('k', limit);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    // Refill is 5 per second in this process: one request per 200 ms.
    clock.now += 200;
    expect(limiter.take('k', limit).allowed).toBe(true);
    expect(limiter.take('k', limit).allowed).toBe(false);

    clock.processes = 1;
    clock.now += 1_000;
    // Alone now: the whole allowance is this process's.
    expect(limiter.take('k', limit)).toMatchObject({ allowed: true, remaining: 9 });
  });

  it('still lets one request through per process when the share is below one request', () => {
    const { clock, limiter } = limiterWith(4);
    const limit = { requests: 2, per_seconds: 10 };
    expect(limiter.take('k', limit).allowed).toBe(true);
    const refused = limiter.take('k', limit);
    // One request per 20 s in each of four processes: two per 10 s across them.
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 20 });
    clock.now += 20_000;
    expect(limiter.take('k', limit).allowed).toBe(true);
  });

  it('keeps keys apart and forgets only those whose bucket is full again', () => {
    const { clock, limiter } = limiterWith(1);
    const limit = { requests: 1, per_seconds: 60 };
    expect(limiter.take('a', limit).allowed).toBe(true);
    expect(limiter.take('b', limit).allowed).toBe(true);
    expect(limiter.take('a', limit).allowed).toBe(false);
    clock.now += 30_000;
    limiter.prune();
    expect(limiter.size).toBe(2);
    expect(limiter.take('a', limit).allowed).toBe(false);
    clock.now += 60_000;
    limiter.prune();
    expect(limiter.size).toBe(0);
    expect(limiter.take('a', limit).allowed).toBe(true);
  });
});

describe('looking without counting', () => {
  it('peek tells what take would, and counts nothing; an unknown key is not remembered', () => {
    const { clock, limiter } = limiterWith(2);
    const limit = { requests: 4, per_seconds: 8 };
    expect(limiter.peek('k', limit)).toMatchObject({ allowed: true, remaining: 4 });
    expect(limiter.has('k')).toBe(false);
    expect([1, 2].map(() => limiter.take('k', limit).allowed)).toEqual([true, true]);
    expect(limiter.peek('k', limit)).toMatchObject({ allowed: false, retryAfterSeconds: 4 });
    expect(limiter.peek('k', limit)).toMatchObject({ allowed: false, retryAfterSeconds: 4 });
    clock.now += 4_000;
    expect(limiter.peek('k', limit).allowed).toBe(true);
    expect(limiter.take('k', limit).allowed).toBe(true);
    expect(limiter.take('k', limit).allowed).toBe(false);
  });
});
