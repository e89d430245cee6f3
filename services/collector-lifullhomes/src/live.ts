/**
 * LIFULL HOME'S live: the used-home list (`/chuko/list/?cond[sortby]=newdate&page=N`, 30 to a
 * page) and the detail page of every result. A list page links its next page (`li.nextPage a`,
 * iwaminn/realestate); the plan follows it up to the page limit. HOME'S answers self-describing
 * User-Agents with 403 (homes.py's docstring): that is reported as the fetch outcome, never
 * worked around; robots.txt and the per-host budget are the kit's LiveFetcher's, as for every
 * collector.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveSettings } from '@estate/collector-kit';
import { lifullhomes } from '@estate/native-formats';

/** The search the sample generator records under `search/`: every used home, newest first. */
const HOME_SEARCH = 'chuko';

/**
 * `details/<id>.html` for a detail page; `search/[<list>/]page-NNNN.html` for a list page, the
 * list being the path before `/list/` (`chuko`, `mansion/chuko/tokyo`, `chintai/tokyo/chiyoda-city`).
 */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const detail = lifullhomes.detailIdOf(pathname);
  if (detail) return lifullhomes.detailRecordPath(detail.id);
  const list = /^\/(.+?)\/list\/?$/.exec(pathname)?.[1];
  if (list) return `${searchFolder(list, HOME_SEARCH)}${pageFile(Number(searchParams.get('page') ?? 1) || 1, 'html')}`;
  return pathname.replace(/^\/+/, '') || 'index.html';
}

/** Whether a list page links a next page. */
function hasNextPage(body: string): boolean {
  return /<li class="nextPage">\s*<a /.test(body);
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? lifullhomes.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? [HOME_SEARCH]).map((list) => ({ url: lifullhomes.listUrl(list, 1, baseUrl) })),
    recordedPath,
    discover(payload, parsed, url) {
      if (!payload.path.startsWith('search/')) return [];
      const page = pageOfPath(payload.path) ?? 1;
      const links = parsed.observations.flatMap((o) => (o.kind === 'listing' && o.data.url ? [{ url: onBase(o.data.url, baseUrl) }] : []));
      if (hasNextPage(payload.body) && withinPages(page + 1, maxPages)) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        links.push({ url: next.toString() });
      }
      return links;
    },
  };
}
