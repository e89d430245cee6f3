/** Immowelt's live plan: where it starts, how it names what it fetched, and which links it follows. */
import type { LiveRequest } from '@estate/collector-kit';
import { generate, immoweltPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const BASE = 'http://127.0.0.1:9/';
const START = `${BASE}classified-search?distributionTypes=Buy&estateTypes=House%2CApartment&locations=AD02DE1&order=DateDesc`;

describe('immowelt live plan', () => {
  it('records results and exposés under the paths replay reads', () => {
    expect(recordedPath(START)).toBe('search/page-0001.html');
    expect(recordedPath(`${START}&page=3`)).toBe('search/page-0003.html');
    expect(recordedPath('https://www.immowelt.de/classified-search?distributionTypes=Buy&locations=AD08DE2350&page=2')).toBe('search/AD08DE2350/page-0002.html');
    expect(recordedPath('https://www.immowelt.de/expose/8e1049f3-8f9e-481d-a666-a635fba60191')).toBe('details/8e1049f3-8f9e-481d-a666-a635fba60191.html');
    expect(recordedPath('https://www.immowelt.de/expose/26H6IGH14AAQ')).toBe('details/26H6IGH14AAQ.html');
  });

  it('starts at the configured host and follows each result and the next page, up to the page limit', () => {
    const listings = generate({ seed: 9, size: 3_000, platforms: ['immowelt'] }).listings;
    const pages = immoweltPages.renderer.render(listings, { pageSize: 30 }).filter((p) => p.path.startsWith('search/'));
    expect(pages.length).toBeGreaterThan(4);
    const plan = livePlan({ baseUrl: BASE, maxPages: 4 });
    expect([...(plan.requests({}) as Iterable<LiveRequest>)].map((r) => r.url)).toEqual([START]);
    let checked = 0;
    for (const [i, payload] of pages.slice(0, 4).entries()) {
      const page = i + 1;
      const url = `${START}${page > 1 ? `&page=${page}` : ''}`;
      const links = (plan.discover?.(payload, parse(payload, CONTEXT), url) ?? []).map((l) => l.url);
      // By Online-ID (replay's `details/<Online-ID>.html`), not the cards' uuid URL.
      const own = listings.slice(i * 30, page * 30).map((l) => `${BASE}expose/${l.native_id}`);
      expect(links.filter((l) => l.includes('/expose/'))).toEqual(own);
      expect(links.filter((l) => l.includes('page='))).toEqual(page < 4 ? [`${START}&page=${page + 1}`] : []);
      checked++;
    }
    expect(checked).toBe(4);
  });
});
