/**
 * Immowelt live: the results pages of a search (`/classified-search?…&page=N`, about 30 to a
 * page) and the exposé of every result (`/expose/{Online-ID}`; the cards link it by legacy uuid,
 * and it answers to both). A results page states the total (`pageProps.totalCount`). Immowelt
 * sits behind DataDome (fredy): a challenge page is parsed as a page without data and reported,
 * never retried around.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveSettings } from '@estate/collector-kit';
import { immowelt } from '@estate/native-formats';
import { assignedState, serpData } from './page-state.js';

/** The search the sample generator records under `search/`: homes for sale in Germany, newest first. */
const HOME_SEARCH = 'AD02DE1';
const DEFAULT_SEARCHES = [HOME_SEARCH];

function searchUrl(baseUrl: string, location: string, page: number): string {
  const params = new URLSearchParams({ distributionTypes: 'Buy', estateTypes: 'House,Apartment', locations: location, order: 'DateDesc' });
  if (page > 1) params.set('page', String(page));
  return new URL(`/classified-search?${params.toString()}`, baseUrl).toString();
}

/** `details/<id>.html` for an exposé, `search/[<location>/]page-NNNN.html` for results. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const id = /^\/expose\/([A-Za-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (id) return immowelt.detailRecordPath(id);
  if (!/^\/classified-search\/?$/.test(pathname)) return pathname.replace(/^\/+/, '') || 'index.html';
  const location = searchParams.get('locations') ?? HOME_SEARCH;
  return `${searchFolder(location, HOME_SEARCH)}${pageFile(Number(searchParams.get('page') ?? 1) || 1, 'html')}`;
}

/** Results on the page and in total, read from its (decompressed) fetcher cache. */
function counts(body: string): { shown: number; total: number } | undefined {
  const state = assignedState(body, immowelt.FETCHER_GLOBAL);
  if (!state?.ok) return undefined;
  const serp = serpData((state.value as { data?: Record<string, unknown> } | null)?.data?.[immowelt.SERP_KEY]);
  if (!serp.ok) return undefined;
  const props = (serp.value as { pageProps?: { classifieds?: unknown[]; totalCount?: unknown } }).pageProps;
  return typeof props?.totalCount === 'number' && Array.isArray(props.classifieds) ? { shown: props.classifieds.length, total: props.totalCount } : undefined;
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? immowelt.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? DEFAULT_SEARCHES).map((location) => ({ url: searchUrl(baseUrl, location, 1) })),
    recordedPath,
    discover(payload, parsed, url) {
      if (!payload.path.startsWith('search/')) return [];
      const page = pageOfPath(payload.path) ?? 1;
      // By Online-ID, which the exposé answers to as well as its uuid: the path a live page is
      // recorded under is then the one replay keeps it under (`details/<Online-ID>.html`).
      const links = parsed.observations.flatMap((o) => (o.kind === 'listing' ? [{ url: onBase(immowelt.exposeUrl(o.data.native_id), baseUrl) }] : []));
      const seen = counts(payload.body);
      // The last page is the one whose results reach the total (scrapfly: ceil(totalCount / page length)).
      if (seen && seen.shown > 0 && page * seen.shown < seen.total && withinPages(page + 1, maxPages)) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        links.push({ url: next.toString() });
      }
      return links;
    },
  };
}
