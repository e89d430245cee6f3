import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff.js';
import { TokenBucket } from './token-bucket.js';

describe('backoffDelay', () => {
  it('doubles per attempt up to the cap, half fixed and half jitter', () => {
    const low = { baseMs: 100, maxMs: 1_000, random: () => 0 };
    const high = { ...low, random: () => 0.999_999 };
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, low))).toEqual([50, 100, 200, 400, 500, 500]);
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, high))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(['7'], now)).toBe(7_000);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('TokenBucket', () => {
  it('allows a burst, then the sustained rate, in arrival order', async () => {
    let clock = 0;
    const bucket = new TokenBucket({ ratePerSecond: 10, burst: 2, now: () => clock });
    const order: number[] = [];
    await bucket.take();
    await bucket.take();
    // Out of tokens: the third waits ~100 ms of (real) time; advance the fake clock meanwhile.
    const third = bucket.take().then(() => order.push(3));
    const fourth = bucket.take().then(() => order.push(4));
    const ticker = setInterval(() => (clock += 50), 10);
    await Promise.all([third, fourth]);
    clearInterval(ticker);
    expect(order).toEqual([3, 4]);
    expect(clock).toBeGreaterThanOrEqual(200);
  });

  it('holds every taker while paused', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 1_000, burst: 5 });
    bucket.pauseUntil(Date.now() + 150);
    const start = Date.now();
    await bucket.take();
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });
});
