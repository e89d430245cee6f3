/**
 * Zillow live: search result pages (`/homes/for_sale/`, `/chicago-il/`, then `/chicago-il/2_p/`
 * …) and the home-details page of every card (`/homedetails/<address-slug>/<zpid>_zpid/`), both
 * Next.js pages whose `__NEXT_DATA__` names the next page and the cards' detail URLs.
 */
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';
import { zillow } from '@estate/native-formats';
import { nextDataScript } from './next-data.js';

/** Every home for sale: the search the sample generator records under `search/`. */
const HOME_SEARCH = 'homes/for_sale';

const DETAIL_PATH = /^\/homedetails\/(?:[^/]+\/)?(\d+)_zpid\/?$/;
const SEARCH_PATH = /^\/(.+?)\/(?:(\d+)_p\/)?$/;

function searchUrl(baseUrl: string, search: string, page: number): string {
  return new URL(`/${search}/${page > 1 ? `${page}_p/` : ''}`, baseUrl).toString();
}

/** `homedetails/<zpid>.html` for a details page, `search/[<search>/]page-NNNN.html` for a result page. */
export function recordedPath(url: string): string {
  const { pathname } = new URL(url);
  const zpid = DETAIL_PATH.exec(pathname)?.[1];
  if (zpid) return `homedetails/${zpid}.html`;
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
    discover(payload) {
      if (!payload.path.startsWith('search/')) return [];
      const state = searchState(payload.body);
      const links: LiveRequest[] = [];
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
