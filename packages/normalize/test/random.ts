// A seeded generator (mulberry32), so every property check sees the same cases on every run.
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function int(next: () => number, max: number): number {
  return Math.floor(next() * max);
}

export function pickOne<T>(next: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('empty choice');
  return items[int(next, items.length)] as T;
}
