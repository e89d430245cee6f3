/** realtor.com's live plan: where it starts, how it names what it fetched, and which links it follows. */
import type { LiveRequest } from '@estate/collector-kit';
import { generate, realtorPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const BASE = 'http://127.0.0.1:9/';

describe('realtor live plan', () => {
  it('records results and detail pages under the paths replay reads', () => {
    expect(recordedPath('https://www.realtor.com/realestateandhomes-search/United-States')).toBe('search/page-0001.html');
    expect(recordedPath('https://www.realtor.com/realestateandhomes-search/United-States/pg-3')).toBe('search/page-0003.html');
    expect(recordedPath('https://www.realtor.com/realestateandhomes-search/San-Francisco_CA/pg-2')).toBe('search/San-Francisco_CA/page-0002.html');
    expect(recordedPath('https://www.realtor.com/realestateandhomes-detail/2200-Pacific-Ave-B1_San-Francisco_CA_94115_M20341-51800')).toBe('details/2034151800.html');
  });

  it('starts at the configured host, follows each result, and the pages the total asks for up to the limit', () => {
    const listings = generate({ seed: 9, size: 2_000, platforms: ['realtor'] }).listings;
    const pages = realtorPages.renderer.render(listings, { pageSize: 42 }).filter((p) => p.path.startsWith('search/'));
    expect(pages.length).toBeGreaterThan(4);
    const plan = livePlan({ baseUrl: BASE, maxPages: 4 });
    expect([...(plan.requests({}) as Iterable<LiveRequest>)].map((r) => r.url)).toEqual([`${BASE}realestateandhomes-search/United-States`]);
    let checked = 0;
    for (const [i, payload] of pages.slice(0, 4).entries()) {
      const page = i + 1;
      const url = `${BASE}realestateandhomes-search/United-States${page > 1 ? `/pg-${page}` : ''}`;
      const links = (plan.discover?.(payload, parse(payload, CONTEXT), url) ?? []).map((l) => l.url);
      const own = listings.slice(i * 42, page * 42).map((l) => `${BASE}realestateandhomes-detail/${realtorPages.realtorPresentation(l).permalink}`);
      expect(links.filter((l) => l.includes('-detail/'))).toEqual(own);
      const next = links.filter((l) => l.includes('/pg-'));
      expect(next).toEqual(page === 1 ? [2, 3, 4].map((n) => `${BASE}realestateandhomes-search/United-States/pg-${n}`) : []);
      checked++;
    }
    expect(checked).toBe(4);
    // Both search generations among the pages followed.
    expect(new Set(pages.slice(0, 4).map((p) => (p.body.includes('"home_search"') ? 'home_search' : 'properties')))).toEqual(new Set(['properties', 'home_search']));
  });
});
