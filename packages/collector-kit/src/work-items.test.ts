import { observation, type ListingObserved, type Observation } from '@estate/events';
import { describe, expect, it } from 'vitest';
import type { PageResult } from './collection-run.js';
import { orderResults } from './shared-run.js';
import { joinParts, resultParts, type ResultPart } from './work-items.js';

const listing = (id: string, title: string): Observation =>
  observation('listing', { native_id: id, title, transaction: 'sale', status: 'active', access_class: 'public_portal', country: 'GB', url: `https://x/${id}`, property: {}, retrieved_at: '2026-10-28T12:00:00.000Z' } as unknown as ListingObserved);

const parsed = (path: string, ...titles: string[]): PageResult => ({ kind: 'parsed', path, parsed: { observations: titles.map((t, i) => listing(`${path}-${i}`, t)), issues: [] } });

function parts(key: string, result: PageResult, extra: Partial<ResultPart> = {}, discovered?: { url: string }[]): ResultPart[] {
  return resultParts({ run_id: 'r', key, ...extra }, result, discovered);
}

describe('resultParts', () => {
  it('slices a large page across parts under the message size, and joins them back in order', () => {
    const big = parsed('big', ...Array.from({ length: 4000 }, (_, i) => `title ${i} ${'x'.repeat(200)}`));
    const split = parts('k', big, { index: 0 });
    expect(split.length).toBeGreaterThan(1);
    for (const p of split) expect(JSON.stringify(p).length).toBeLessThan(1024 * 1024);
    expect(joinParts([...split].reverse())?.result).toEqual(big);
    expect(joinParts(split.slice(1))).toBeUndefined();
  });
});

describe('orderResults', () => {
  it('puts replay results in replay order', () => {
    const all = [2, 0, 1].flatMap((i) => parts(`k${i}`, parsed(`p${i}`, `t${i}`), { index: i }));
    expect(orderResults(all).map((r) => (r.kind === 'parsed' ? r.path : ''))).toEqual(['p0', 'p1', 'p2']);
  });

  it('rebuilds the live frontier: breadth first from the first pages, each URL once, whatever order the items finished in', () => {
    const all = [
      ...parts('d2', parsed('d2', 'x'), { url: 'u/d2' }),
      ...parts('s2', parsed('s2', 'x'), { url: 'u/s2' }, [{ url: 'u/d1' }, { url: 'u/d2' }]),
      ...parts('d1', parsed('d1', 'x'), { url: 'u/d1' }),
      ...parts('s1', parsed('s1', 'x'), { url: 'u/s1', root: 0 }, [{ url: 'u/s2' }, { url: 'u/d1' }]),
      ...parts('s1', parsed('s1', 'x'), { url: 'u/s1', root: 0 }, [{ url: 'u/s2' }, { url: 'u/d1' }]),
    ];
    expect(orderResults(all).map((r) => (r.kind === 'parsed' ? r.path : ''))).toEqual(['s1', 's2', 'd1', 'd2']);
  });
});
