/**
 * SUUMO live: one nationwide search per category (`/jj/bukken/ichiran/JJ012FC001/?bs=011&pc=30&pn=2`)
 * and the detail page of every card, in either of SUUMO's URL forms
 * (`/ms/chuko/tokyo/sc_shinjuku/nc_12345678/`, `/jj/bukken/shosai/JJ012FD001/?bs=011&nc=…`).
 * A search page's pager links the next page (次へ); each card's title links its detail page.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';
import { suumo } from '@estate/native-formats';
import { parseHtml } from './html.js';
import { paginationOf } from './pagination.js';
import { nativeIdOfUrl } from './urls.js';

const SEARCH_PATH = '/jj/bukken/ichiran/JJ012FC001/';

/** `search/<category>/page-NNNN.html` for a search page, `detail/<nc id>.html` for a listing. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  if (pathname === SEARCH_PATH) {
    const category = suumo.CATEGORIES.find((c) => c.bs === searchParams.get('bs'));
    if (category) return `search/${category.key}/${pageFile(Number(searchParams.get('pn') ?? 1), 'html')}`;
  }
  const id = nativeIdOfUrl(url);
  if (id !== undefined) return `detail/${encodeURIComponent(id)}.html`;
  return pathname.replace(/^\/+/, '') || 'index.html';
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? suumo.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  const unknown = settings.searches?.filter((key) => !suumo.CATEGORIES.some((c) => c.key === key)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown SUUMO categories ${unknown.join(', ')}; searches are ${suumo.CATEGORIES.map((c) => c.key).join(', ')}`);
  const categories = settings.searches ? suumo.CATEGORIES.filter((c) => settings.searches?.includes(c.key)) : suumo.CATEGORIES;
  return {
    requests: () => categories.map((category) => ({ url: onBase(suumo.searchUrl(category, 1), baseUrl) })),
    recordedPath,
    discover(payload) {
      if (!payload.path.startsWith('search/')) return [];
      const root = parseHtml(payload.body);
      const links: LiveRequest[] = [];
      const next = paginationOf(root).next_url;
      if (next) {
        const url = onBase(next, baseUrl);
        if (withinPages(pageOfPath(recordedPath(url)), maxPages)) links.push({ url });
      }
      for (const a of root.querySelectorAll('.property_unit-title a')) {
        const href = a.getAttribute('href');
        if (href && nativeIdOfUrl(href) !== undefined) links.push({ url: onBase(href, baseUrl) });
      }
      return links;
    },
  };
}
