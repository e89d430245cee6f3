/** fotocasa's live plan: where it starts, how it names what it fetched, and which links it follows. */
import type { LiveRequest } from '@estate/collector-kit';
import { fotocasaPages, generate } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const BASE = 'http://127.0.0.1:9/';

describe('fotocasa live plan', () => {
  it('records results and detail pages under the paths replay reads', () => {
    expect(recordedPath('https://www.fotocasa.es/es/comprar/viviendas/espana/todas-las-zonas/l')).toBe('search/page-0001.html');
    expect(recordedPath('https://www.fotocasa.es/es/comprar/viviendas/espana/todas-las-zonas/l/3')).toBe('search/page-0003.html');
    expect(recordedPath('https://www.fotocasa.es/es/comprar/viviendas/cordoba-capital/todas-las-zonas/l/5')).toBe('search/cordoba-capital/page-0005.html');
    expect(recordedPath('https://www.fotocasa.es/es/comprar/vivienda/cordoba-capital/ascensor/188063260/d')).toBe('details/188063260.html');
    expect(recordedPath('https://www.fotocasa.es/es/comprar/vivienda/obra-nueva/cordoba-capital/20516250/188830669')).toBe('details/188830669.html');
  });

  it('starts at the configured host and follows each result and the next page, up to the page limit, on both front ends', () => {
    const listings = generate({ seed: 9, size: 3_000, platforms: ['fotocasa'] }).listings;
    const pages = fotocasaPages.renderer.render(listings, { pageSize: 30 }).filter((p) => p.path.startsWith('search/'));
    expect(pages.length).toBeGreaterThan(4);
    const plan = livePlan({ baseUrl: BASE, maxPages: 4 });
    expect([...(plan.requests({}) as Iterable<LiveRequest>)].map((r) => r.url)).toEqual([`${BASE}es/comprar/viviendas/espana/todas-las-zonas/l`]);
    for (const [i, payload] of pages.slice(0, 4).entries()) {
      const page = i + 1;
      const url = `${BASE}es/comprar/viviendas/espana/todas-las-zonas/l${page > 1 ? `/${page}` : ''}`;
      const links = (plan.discover?.(payload, parse(payload, CONTEXT), url) ?? []).map((l) => l.url);
      const own = links.filter((l) => l.endsWith('/d'));
      expect(own.map((l) => /\/(\d+)\/d$/.exec(l)?.[1])).toEqual(listings.slice(i * 30, page * 30).map((l) => l.native_id));
      expect(own.every((l) => l.startsWith(`${BASE}es/comprar/vivienda/`))).toBe(true);
      expect(links.filter((l) => l.includes('/todas-las-zonas/'))).toEqual(page < 4 ? [`${BASE}es/comprar/viviendas/espana/todas-las-zonas/l/${page + 1}`] : []);
    }
    expect(new Set(pages.slice(0, 4).map((p) => (p.body.includes("JSON.parse('") ? 'v2' : 'legacy')))).toEqual(new Set(['v2', 'legacy']));
  });

  it('follows no next page from the last results page', () => {
    const listings = generate({ seed: 9, size: 300, platforms: ['fotocasa'] }).listings;
    const pages = fotocasaPages.renderer.render(listings, { pageSize: 30 }).filter((p) => p.path.startsWith('search/'));
    const last = pages.at(-1);
    expect(last).toBeDefined();
    if (!last) return;
    const links = livePlan({ baseUrl: BASE, maxPages: 50 }).discover?.(last, parse(last, CONTEXT), `${BASE}es/comprar/viviendas/espana/todas-las-zonas/l/${pages.length}`) ?? [];
    expect(links.filter((l) => l.url.includes('/todas-las-zonas/'))).toEqual([]);
  });
});
