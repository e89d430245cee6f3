/**
 * Zillow live: search result pages (`/homes/for_sale/`, `/chicago-il/`, then `/chicago-il/2_p/`
 * …) and the home-details page of every card (`/homedetails/<address-slug>/<zpid>_zpid/`), both
 * Next.js pages whose `__NEXT_DATA__` names the next page and the cards' detail URLs.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveRequest, type LiveSettings, type ParsedPayload } from '@estate/collector-kit';
import { zillow } from '@estate/native-formats';
import { nextDataScript } from './next-data.js';

/** Every home for sale: the search the sample generator records under `search/`. */
const HOME_SEARCH = 'homes/for_sale';

const DETAIL_PATH = /^\/homedetails\/(?:[^/]+\/)?(\d+)_zpid\/?$/;
const SEARCH_PATH = /^\/(.+?)\/(?:(\d+)_p\/)?$/;
const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;
const BUILDING_PATH = /^\/b\/([a-z0-9-]+)\/?$/;
const SUGGESTIONS_PATH = '/autocomplete/v3/suggestions';

/**
 * The pages a read listing leads to beyond the results: the search box's suggestions for its
 * city (the city's and its ZIP codes' regionIds), the city's agent directory, its agent's
 * profile and its building's page (`bdpUrl`), as the page links them; and the profiles a
 * directory links.
 */
function pagesOfListings(parsed: ParsedPayload, baseUrl: string): LiveRequest[] {
  const links: LiveRequest[] = [];
  for (const o of parsed.observations) {
    if (o.kind === 'agent' && o.data.profile_url) links.push({ url: onBase(o.data.profile_url, baseUrl) });
    if (o.kind !== 'listing') continue;
    const { city, region } = o.data.property.address ?? {};
    if (city && o.data.country === 'US') links.push({ url: onBase(zillow.suggestionsUrl(city), baseUrl) });
    if (city && region && o.data.country === 'US') links.push({ url: onBase(zillow.directoryUrl(city, region), baseUrl) });
    if (o.data.agent?.profile_url) links.push({ url: onBase(o.data.agent.profile_url, baseUrl) });
    if (o.data.building_native_id) links.push({ url: new URL(`/b/${o.data.building_native_id}/`, baseUrl).toString() });
  }
  return links;
}

function searchUrl(baseUrl: string, search: string, page: number): string {
  return new URL(`/${search}/${page > 1 ? `${page}_p/` : ''}`, baseUrl).toString();
}

/** `homedetails/<zpid>.html` for a details page, `search/[<search>/]page-NNNN.html` for a result page. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const zpid = DETAIL_PATH.exec(pathname)?.[1];
  if (zpid) return `homedetails/${zpid}.html`;
  const building = BUILDING_PATH.exec(pathname)?.[1];
  if (building) return `b/${building}.html`;
  const screenName = PROFILE_PATH.exec(pathname)?.[1];
  if (screenName) return `profile/${screenName}.html`;
  const directory = zillow.directorySlugOfPath(pathname);
  if (directory) return zillow.directoryPath(directory);
  if (pathname === SUGGESTIONS_PATH) return zillow.suggestionsPath(searchParams.get('q') ?? '');
  const search = SEARCH_PATH.exec(pathname);
  if (!search?.[1]) return pathname.replace(/^\/+/, '') || 'index.html';
  return `${searchFolder(search[1], HOME_SEARCH)}${pageFile(Number(search[2] ?? 1), 'html')}`;
}

interface SearchState {
  cat1?: { searchResults?: { listResults?: { detailUrl?: unknown }[] }; searchList?: { pagination?: { nextUrl?: unknown } } };
}

function searchState(body: string): SearchState | undefined {
  const script = nextDataScript(body);
  if (!script) return undefined;
  try {
    const data = JSON.parse(script.text) as { props?: { pageProps?: { searchPageState?: SearchState } } };
    return data.props?.pageProps?.searchPageState;
  } catch {
    // A cut or broken page links nowhere; the parser reports it.
    return undefined;
  }
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? zillow.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? [HOME_SEARCH]).map((search) => ({ url: searchUrl(baseUrl, search.replace(/^\/+|\/+$/g, ''), 1) })),
    recordedPath,
    discover(payload, parsed) {
      const listed = pagesOfListings(parsed, baseUrl);
      if (!payload.path.startsWith('search/')) return listed;
      const state = searchState(payload.body);
      const links: LiveRequest[] = [...listed];
      const next = state?.cat1?.searchList?.pagination?.nextUrl;
      if (typeof next === 'string') {
        const url = onBase(next, baseUrl);
        if (withinPages(pageOfPath(recordedPath(url)), maxPages)) links.push({ url });
      }
      for (const card of state?.cat1?.searchResults?.listResults ?? []) {
        if (typeof card?.detailUrl === 'string') links.push({ url: onBase(card.detailUrl, baseUrl) });
      }
      return links;
    },
  };
}
