/**
 * fotocasa live: the results pages of a search (`/es/comprar/viviendas/{location}/todas-las-zonas/l[/N]`,
 * 30 to a page) and the detail page of every result (`…/{id}/d`). A results page names its next
 * page in its `seo.link` (`rel: "next"`), and each result its detail path. fotocasa's pages sit
 * behind DataDome / PerimeterX: a challenge page has no data and is reported, never retried around.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveSettings } from '@estate/collector-kit';
import { fotocasa } from '@estate/native-formats';
import { pageData } from './initial-props.js';

/** The search the sample generator records under `search/`: every home for sale in Spain. */
const HOME_SEARCH = 'espana';
const DEFAULT_SEARCHES = [HOME_SEARCH];

function searchUrl(baseUrl: string, location: string, page: number): string {
  return new URL(fotocasa.searchPath(encodeURIComponent(location), page), baseUrl).toString();
}

const SEARCH_PATH = /^\/es\/(?:comprar|alquiler)\/viviendas\/([^/]+)\/todas-las-zonas\/l(?:\/(\d+))?\/?$/;

/** `details/<id>.html` for a detail page, `search/[<location>/]page-NNNN.html` for results. */
export function recordedPath(url: string): string {
  const { pathname } = new URL(url);
  const id = fotocasa.idOfDetailPath(pathname);
  if (id) return fotocasa.detailRecordPath(id);
  const m = SEARCH_PATH.exec(pathname);
  if (!m) return pathname.replace(/^\/+/, '') || 'index.html';
  return `${searchFolder(decodeURIComponent(m[1] as string), HOME_SEARCH)}${pageFile(Number(m[2] ?? 1) || 1, 'html')}`;
}

/** Whether a results page links a next page (`{"rel":"next",…}` in its SEO links). */
function hasNextPage(body: string): boolean {
  const data = pageData(body);
  return data !== undefined && /\{"rel":"next"/.test(data.json);
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? fotocasa.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? DEFAULT_SEARCHES).map((location) => ({ url: searchUrl(baseUrl, location, 1) })),
    recordedPath,
    discover(payload, parsed, url) {
      if (!payload.path.startsWith('search/')) return [];
      const page = pageOfPath(payload.path) ?? 1;
      // The detail page of each result read.
      const links = parsed.observations.flatMap((o) => (o.kind === 'listing' && o.data.url ? [{ url: onBase(o.data.url, baseUrl) }] : []));
      if (hasNextPage(payload.body) && withinPages(page + 1, maxPages)) {
        const location = SEARCH_PATH.exec(new URL(url).pathname)?.[1] ?? HOME_SEARCH;
        links.push({ url: searchUrl(baseUrl, decodeURIComponent(location), page + 1) });
      }
      return links;
    },
  };
}
