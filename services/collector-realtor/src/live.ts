/**
 * realtor.com live: the results pages of a search (`/realestateandhomes-search/{City_ST}/pg-N`,
 * 42 to a page) and the detail page of every result (`/realestateandhomes-detail/{permalink}`).
 * A results page states the number of results (`totalProperties`, or `home_search.total` on the
 * 2021 pages); the pages to read follow from it. realtor.com answers scrapers with a bot check
 * (scrapfly's scraper needs its anti-bot bypass): such a page has no data and is reported, never
 * retried around.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveSettings } from '@estate/collector-kit';
import { realtor } from '@estate/native-formats';

/** The search the sample generator records under `search/`: every home for sale. */
const HOME_SEARCH = 'United-States';
const DEFAULT_SEARCHES = [HOME_SEARCH];

function searchUrl(baseUrl: string, area: string, page: number): string {
  return new URL(`/realestateandhomes-search/${encodeURIComponent(area)}${page > 1 ? `/pg-${page}` : ''}`, baseUrl).toString();
}

/** `details/<property id>.html` for a detail page, `search/[<area>/]page-NNNN.html` for results. */
export function recordedPath(url: string): string {
  const { pathname } = new URL(url);
  const detail = /^\/realestateandhomes-detail\/([^/]+)\/?$/.exec(pathname)?.[1];
  const propertyId = detail ? realtor.propertyIdOf(decodeURIComponent(detail)) : undefined;
  if (propertyId) return realtor.detailRecordPath(propertyId);
  const search = /^\/realestateandhomes-search\/([^/]+)(?:\/pg-(\d+))?\/?$/.exec(pathname);
  if (!search) return pathname.replace(/^\/+/, '') || 'index.html';
  return `${searchFolder(decodeURIComponent(search[1] as string), HOME_SEARCH)}${pageFile(Number(search[2] ?? 1) || 1, 'html')}`;
}

/** The last page of a search: its total over the results one page holds. */
function lastPage(body: string, resultsOnPage: number): number | undefined {
  const total = /"totalProperties":\s*(\d+)/.exec(body)?.[1] ?? /"home_search":\s*\{[^[]*?"total":\s*(\d+)/.exec(body)?.[1];
  return total === undefined || resultsOnPage === 0 ? undefined : Math.ceil(Number(total) / resultsOnPage);
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? realtor.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? DEFAULT_SEARCHES).map((area) => ({ url: searchUrl(baseUrl, area, 1) })),
    recordedPath,
    discover(payload, parsed, url) {
      if (!payload.path.startsWith('search/')) return [];
      const page = pageOfPath(payload.path) ?? 1;
      const results = parsed.observations.filter((o) => o.kind === 'listing');
      const links = results.flatMap((o) => (o.kind === 'listing' && o.data.url ? [{ url: onBase(o.data.url, baseUrl) }] : []));
      // Pages hold the same number of results but the last: the first page's count is the page size.
      const last = page === 1 ? lastPage(payload.body, results.length) : undefined;
      if (last !== undefined && withinPages(2, maxPages)) {
        const area = /^\/realestateandhomes-search\/([^/]+)/.exec(new URL(url).pathname)?.[1] ?? HOME_SEARCH;
        for (let next = 2; next <= Math.min(last, maxPages); next++) links.push({ url: searchUrl(baseUrl, decodeURIComponent(area), next) });
      }
      return links;
    },
  };
}
