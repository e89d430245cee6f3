/** LIFULL HOME'S's live plan: where it starts, how it names what it fetched, and which links it follows. */
import type { LiveRequest } from '@estate/collector-kit';
import { generate, lifullhomesPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const BASE = 'http://127.0.0.1:9/';

describe('lifullhomes live plan', () => {
  it('records list and detail pages under the paths replay reads', () => {
    expect(recordedPath('https://www.homes.co.jp/chuko/list/?cond%5Bsortby%5D=newdate')).toBe('search/page-0001.html');
    expect(recordedPath('https://www.homes.co.jp/chuko/list/?cond%5Bsortby%5D=newdate&page=3')).toBe('search/page-0003.html');
    expect(recordedPath('https://www.homes.co.jp/mansion/b-1030012345678/')).toBe('details/1030012345678.html');
    expect(recordedPath('https://www.homes.co.jp/kodate/b-1030012345678/')).toBe('details/1030012345678.html');
    expect(recordedPath('https://www.homes.co.jp/mansion/chuko/tokyo/list/?page=2')).toBe('search/mansion/chuko/tokyo/page-0002.html');
    expect(livePlan({ baseUrl: BASE, searches: ['chintai/tokyo/chiyoda-city'] }).requests({})).toEqual([{ url: `${BASE}chintai/tokyo/chiyoda-city/list/?cond%5Bsortby%5D=newdate` }]);
    expect(recordedPath('https://www.homes.co.jp/chintai/room/3698d9e836177de6cecd0b580a861a769ed58499/')).toBe('details/3698d9e836177de6cecd0b580a861a769ed58499.html');
  });

  it('starts at the configured host and follows each result and the next page, up to the page limit', () => {
    const listings = generate({ seed: 9, size: 3_000, platforms: ['lifullhomes'] }).listings;
    const pages = lifullhomesPages.renderer.render(listings, { pageSize: 30 }).filter((p) => p.path.startsWith('search/'));
    expect(pages.length).toBeGreaterThan(3);
    const plan = livePlan({ baseUrl: BASE, maxPages: 3 });
    expect([...(plan.requests({}) as Iterable<LiveRequest>)].map((r) => r.url)).toEqual(['http://127.0.0.1:9/chuko/list/?cond%5Bsortby%5D=newdate']);
    let checked = 0;
    for (const [i, payload] of pages.slice(0, 3).entries()) {
      const page = i + 1;
      const url = `${BASE}chuko/list/?cond%5Bsortby%5D=newdate${page > 1 ? `&page=${page}` : ''}`;
      const links = (plan.discover?.(payload, parse(payload, CONTEXT), url) ?? []).map((l) => l.url);
      const own = listings.slice(i * 30, page * 30).map((l) => `http://127.0.0.1:9/${l.property_type === 'house' ? 'kodate' : 'mansion'}/b-${l.native_id}/`);
      expect(links.filter((l) => l.includes('/b-'))).toEqual(own);
      expect(links.filter((l) => l.includes('page='))).toEqual(page < 3 ? [`${BASE}chuko/list/?cond%5Bsortby%5D=newdate&page=${page + 1}`] : []);
      checked++;
    }
    expect(checked).toBe(3);
  });
});
