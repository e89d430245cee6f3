// Helpers shared by the store benchmarks.
import type { Store } from '../index.js';

export function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await fn();
  return [performance.now() - t, result];
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** Waits (up to `timeoutMs`) for background merges to finish; returns the active parts of `listings`. */
export async function settle(store: Store, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [m] = await store.queryRows<{ n: number | string }>('SELECT count() AS n FROM system.merges');
    if (Number(m?.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [p] = await store.queryRows<{ n: number | string }>("SELECT count() AS n FROM system.parts WHERE table = 'listings' AND active AND database = currentDatabase()");
  return Number(p?.n);
}
