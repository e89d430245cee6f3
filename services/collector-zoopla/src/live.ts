/**
 * Zoopla live: the results pages of a search (`/for-sale/property/{area}/?results_sort=newest_listings&pn=N`,
 * 25 to a page) and the detail page of every result (`/for-sale/details/{id}/`). A results page
 * states its last page (`pagination.pageNumberMax` in the flight data, `initialState.pageNumberMax`
 * in `__NEXT_DATA__`), and each result its detail URI. Zoopla sits behind Cloudflare: a challenge
 * page is parsed as a page without data and reported, never retried around.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveSettings } from '@estate/collector-kit';
import { zoopla } from '@estate/native-formats';
import { pageText } from './flight.js';

/** The search the sample generator records under `search/`: all UK homes for sale, newest first. */
const HOME_SEARCH = 'uk';
const DEFAULT_SEARCHES = [HOME_SEARCH];

function searchUrl(baseUrl: string, area: string, page: number): string {
  const params = new URLSearchParams({ results_sort: 'newest_listings', search_source: 'for-sale' });
  if (page > 1) params.set('pn', String(page));
  return new URL(`/for-sale/property/${encodeURIComponent(area)}/?${params.toString()}`, baseUrl).toString();
}

/** `details/<id>.html` for a detail page, `search/[<area>/]page-NNNN.html` for results. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const id = /^\/(?:for-sale|to-rent|new-homes)\/details\/(\d+)\/?$/.exec(pathname)?.[1];
  if (id) return zoopla.detailRecordPath(id);
  const area = /^\/(?:for-sale|to-rent)\/property\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!area) return pathname.replace(/^\/+/, '') || 'index.html';
  return `${searchFolder(decodeURIComponent(area), HOME_SEARCH)}${pageFile(Number(searchParams.get('pn') ?? 1) || 1, 'html')}`;
}

/** The last page a results page states, by its key in either generation (read from the decoded data: a flight chunk may cut it). */
function lastPage(body: string): number | undefined {
  const text = pageText(body)?.text ?? '';
  const m = /"pageNumberMax":\s*(\d+)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? zoopla.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? DEFAULT_SEARCHES).map((area) => ({ url: searchUrl(baseUrl, area, 1) })),
    recordedPath,
    discover(payload, parsed, url) {
      if (!payload.path.startsWith('search/')) return [];
      const page = pageOfPath(payload.path) ?? 1;
      // The detail page of each result read (promoted cards are not results and are not followed).
      const links = parsed.observations.flatMap((o) => (o.kind === 'listing' && o.data.url ? [{ url: onBase(o.data.url, baseUrl) }] : []));
      const last = lastPage(payload.body);
      if (last !== undefined && page < last && withinPages(page + 1, maxPages)) {
        const next = new URL(url);
        next.searchParams.set('pn', String(page + 1));
        links.push({ url: next.toString() });
      }
      return links;
    },
  };
}
