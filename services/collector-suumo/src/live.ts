/**
 * SUUMO live: one nationwide search per category (`/jj/bukken/ichiran/JJ012FC001/?bs=011&pc=30&pn=2`)
 * and the detail page of every card, in either of SUUMO's URL forms
 * (`/ms/chuko/tokyo/sc_shinjuku/nc_12345678/`, `/jj/bukken/shosai/JJ012FD001/?bs=011&nc=…`).
 * A search page's pager links the next page (次へ); each card's title links its detail page.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, withinPages, type LivePlan, type LiveRequest, type LiveSettings, type ParsedPayload } from '@estate/collector-kit';
import { suumo } from '@estate/native-formats';
import { parseHtml } from './html.js';
import { paginationOf } from './pagination.js';
import { nativeIdOfUrl } from './urls.js';

const SEARCH_PATH = '/jj/bukken/ichiran/JJ012FC001/';
const COMPANY_PATH = /^\/jj\/bukken\/kaisha\/JJ010FJ500\/?$/;
/** A prefecture's city page of the 中古マンション category: the municipalities' codes (`/ms/chuko/tokyo/city/`). */
const CITY_PAGE_PATH = /^\/ms\/chuko\/([a-z]+)\/city\/?$/;
const CITY_PAGE_CATEGORY = suumo.CATEGORIES[0] as suumo.SuumoCategory;

/**
 * The pages a read listing leads to beyond the results: its company's page (会社概要, by the
 * company code a detail page links with), its prefecture's city page (the area codes), its
 * building's 物件ライブラリー page and, for a new-build unit, its project's 物件概要 page.
 */
function pagesOfListings(parsed: ParsedPayload, baseUrl: string): LiveRequest[] {
  const links: LiveRequest[] = [];
  for (const o of parsed.observations) {
    if (o.kind !== 'listing') continue;
    const company = o.data.agency?.native_id;
    if (company) links.push({ url: onBase(`/jj/bukken/kaisha/JJ010FJ500/?kc=${encodeURIComponent(company)}`, baseUrl) });
    const slug = o.data.property.address?.region ? suumo.prefectureSlug(o.data.property.address.region) : undefined;
    if (slug) links.push({ url: onBase(suumo.cityPageUrl(CITY_PAGE_CATEGORY.pathPrefix, slug), baseUrl) });
    if (o.data.building_native_id) links.push({ url: onBase(suumo.libraryUrl(o.data.building_native_id), baseUrl) });
  }
  return links;
}

/** The 物件概要 pages a new-build unit's detail page links. */
function projectPages(body: string, baseUrl: string): LiveRequest[] {
  return parseHtml(body)
    .querySelectorAll('a[href*="/bukkengaiyo"]')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => suumo.PROJECT_ID_PATTERN.test(href))
    .map((href) => ({ url: onBase(href, baseUrl) }));
}

/**
 * `search/<category>/page-NNNN.html` for a search page, `detail/<nc id>.html` for a listing,
 * `library/<id>.html` for a building, `shinchiku/<id>.html` for a new-build project.
 */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const project = suumo.PROJECT_ID_PATTERN.exec(pathname)?.[1];
  if (project) return `shinchiku/${project}.html`;
  const library = suumo.LIBRARY_ID_PATTERN.exec(pathname)?.[1];
  if (library) return `library/${library}.html`;
  if (pathname === SEARCH_PATH) {
    const category = suumo.CATEGORIES.find((c) => c.bs === searchParams.get('bs'));
    if (category) return `search/${category.key}/${pageFile(Number(searchParams.get('pn') ?? 1), 'html')}`;
  }
  const id = nativeIdOfUrl(url);
  if (id !== undefined) return `detail/${encodeURIComponent(id)}.html`;
  const company = COMPANY_PATH.test(pathname) ? searchParams.get('kc') : null;
  if (company) return `kaisha/${encodeURIComponent(company)}.html`;
  const prefecture = CITY_PAGE_PATH.exec(pathname)?.[1];
  if (prefecture) return suumo.cityPagePath(prefecture);
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
    discover(payload, parsed) {
      const listed = pagesOfListings(parsed, baseUrl);
      if (payload.path.startsWith('detail/')) return [...listed, ...projectPages(payload.body, baseUrl)];
      if (!payload.path.startsWith('search/')) return listed;
      const root = parseHtml(payload.body);
      const links: LiveRequest[] = [...listed];
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
