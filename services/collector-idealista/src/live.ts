/**
 * idealista live: its partner API's JSON, search result pages for a location id
 * (`/3.5/es/search?locationId=0-EU-ES-28&numPage=2…`, `0-EU-ES` being all of Spain) and one ad
 * detail per result (`/3.5/es/detail/<propertyCode>`). A result page says which page it is and
 * how many there are; its elements carry their property codes. The API wants an OAuth bearer
 * token, sent as a header by a deployment that has one.
 */
import { DEFAULT_MAX_PAGES, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';

const API_ORIGIN = 'https://api.idealista.com';
// Where replay folders keep each kind of payload; the parser tells them apart by it.
const SEARCH_FOLDER = 'search';
const DETAIL_FOLDER = 'detail';
/** All of Spain: the search the sample generator records under `search/`. */
const HOME_SEARCH = '0-EU-ES';
const SEARCH_PATH = '/3.5/es/search';
const DETAIL_PATH = /^\/3\.5\/es\/detail\/(\d+)\/?$/;
const PAGE_SIZE = 30;

function searchUrl(baseUrl: string, locationId: string, page: number): string {
  const params = new URLSearchParams({ operation: 'sale', propertyType: 'homes', locationId, maxItems: String(PAGE_SIZE), numPage: String(page), order: 'publicationDate', sort: 'desc', locale: 'es' });
  return new URL(`${SEARCH_PATH}?${params.toString()}`, baseUrl).toString();
}

/** `detail/<propertyCode>.json` for an ad, `search/[<locationId>/]page-NNNN.json` for a result page. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const code = DETAIL_PATH.exec(pathname)?.[1];
  if (code) return `${DETAIL_FOLDER}/${code}.json`;
  if (pathname !== SEARCH_PATH) return pathname.replace(/^\/+/, '') || 'index.json';
  const folder = searchFolder(searchParams.get('locationId') ?? HOME_SEARCH, HOME_SEARCH, SEARCH_FOLDER);
  return `${folder}${pageFile(Number(searchParams.get('numPage') ?? 1), 'json')}`;
}

interface SearchPage {
  elementList?: { propertyCode?: unknown }[];
  actualPage?: unknown;
  totalPages?: unknown;
}

function searchPage(body: string): SearchPage | undefined {
  try {
    return JSON.parse(body) as SearchPage;
  } catch {
    // A cut or broken page links nowhere; the parser reports it.
    return undefined;
  }
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? API_ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? [HOME_SEARCH]).map((locationId) => ({ url: searchUrl(baseUrl, locationId, 1) })),
    recordedPath,
    discover(payload, _parsed, url) {
      if (!payload.path.startsWith(`${SEARCH_FOLDER}/`)) return [];
      const page = searchPage(payload.body);
      const links: LiveRequest[] = [];
      if (typeof page?.actualPage === 'number' && typeof page.totalPages === 'number' && page.actualPage < page.totalPages) {
        const next = new URL(url);
        next.searchParams.set('numPage', String(page.actualPage + 1));
        if (withinPages(pageOfPath(recordedPath(next.toString())), maxPages)) links.push({ url: next.toString() });
      }
      for (const element of page?.elementList ?? []) {
        const code = element?.propertyCode;
        if (typeof code === 'string' || typeof code === 'number') links.push({ url: new URL(`/3.5/es/detail/${encodeURIComponent(String(code))}`, baseUrl).toString() });
      }
      return links;
    },
  };
}
