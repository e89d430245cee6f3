/** Zoopla's live plan: where it starts, how it names what it fetched, and which links it follows. */
import type { LiveRequest } from '@estate/collector-kit';
import { generate, zooplaPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const BASE = 'http://127.0.0.1:9/';

describe('zoopla live plan', () => {
  it('records results and detail pages under the paths replay reads', () => {
    expect(recordedPath('https://www.zoopla.co.uk/for-sale/property/uk/?results_sort=newest_listings&search_source=for-sale')).toBe('search/page-0001.html');
    expect(recordedPath('https://www.zoopla.co.uk/for-sale/property/uk/?results_sort=newest_listings&pn=3')).toBe('search/page-0003.html');
    expect(recordedPath('https://www.zoopla.co.uk/for-sale/property/london/?pn=2')).toBe('search/london/page-0002.html');
    expect(recordedPath('https://www.zoopla.co.uk/for-sale/details/71365505/')).toBe('details/71365505.html');
    expect(recordedPath('https://www.zoopla.co.uk/new-homes/details/65958491/')).toBe('details/65958491.html');
  });

  it('starts at the configured host and follows each result and the next page, up to the page limit, in both generations', () => {
    const listings = generate({ seed: 9, size: 1_500, platforms: ['zoopla'] }).listings;
    const pages = zooplaPages.renderer.render(listings, { pageSize: 25 }).filter((p) => p.path.startsWith('search/'));
    expect(pages.length).toBeGreaterThan(4);
    const plan = livePlan({ baseUrl: BASE, maxPages: 4 });
    expect([...(plan.requests({}) as Iterable<LiveRequest>)].map((r) => r.url)).toEqual(['http://127.0.0.1:9/for-sale/property/uk/?results_sort=newest_listings&search_source=for-sale']);
    let checked = 0;
    for (const [i, payload] of pages.slice(0, 4).entries()) {
      const page = i + 1;
      const url = `${BASE}for-sale/property/uk/?results_sort=newest_listings${page > 1 ? `&pn=${page}` : ''}`;
      const links = (plan.discover?.(payload, parse(payload, CONTEXT), url) ?? []).map((l) => l.url);
      const own = listings.slice(i * 25, page * 25).map((l) => `http://127.0.0.1:9/for-sale/details/${l.native_id}/`);
      // Its own results, not the promoted cards of the next page it also shows.
      expect(links.filter((l) => l.includes('/details/'))).toEqual(own);
      const next = links.filter((l) => l.includes('pn='));
      expect(next).toEqual(page < 4 ? [`${BASE}for-sale/property/uk/?results_sort=newest_listings&pn=${page + 1}`] : []);
      checked++;
    }
    expect(checked).toBe(4);
    expect(new Set(pages.slice(0, 4).map((p) => (p.body.includes('__NEXT_DATA__') ? 'next_data' : 'rsc')))).toEqual(new Set(['rsc', 'next_data']));
  });
});
