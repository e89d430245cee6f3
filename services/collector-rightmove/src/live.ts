/**
 * Rightmove live: the search results JSON the search pages load (`/api/_search?…&index=24`),
 * for a UK location identifier (`REGION^87490`) or an overseas country (`overseas/spain`), and
 * the property page of every result (`/properties/<id>`). A results page names the next page's
 * index and each property's URL.
 */
import { rightmove } from '@estate/native-formats';
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';

/** The UK search the sample generator records under `search/`. */
const HOME_SEARCH = 'REGION^87490';
const DEFAULT_SEARCHES = [HOME_SEARCH, 'overseas/spain', 'overseas/usa'];
/** Rightmove pages by result index, 24 to a page. */
const PAGE_SIZE = 24;
const OVERSEAS = /^overseas\/([a-z-]+)$/;

function searchUrl(baseUrl: string, search: string, index: number): string {
  const overseas = OVERSEAS.exec(search)?.[1];
  const params = new URLSearchParams({
    locationIdentifier: overseas ? `COUNTRY^${overseas}` : search,
    channel: overseas ? 'OVERSEAS' : 'BUY',
    index: String(index),
    numberOfPropertiesPerPage: String(PAGE_SIZE),
    sortType: '6',
    viewType: 'LIST',
    includeSSTC: 'false',
  });
  return new URL(`/api/_search?${params.toString()}`, baseUrl).toString();
}

/** `properties/<id>.html` for a property page, `search/[overseas/<country>/|<location>/]page-NNNN.json` for results. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const id = /^\/properties\/(\d+)\/?$/.exec(pathname)?.[1];
  if (id) return `properties/${id}.html`;
  if (pathname === '/typeahead') return rightmove.typeaheadPath(searchParams.get('query') ?? '');
  if (pathname !== '/api/_search') return pathname.replace(/^\/+/, '') || 'index.html';
  const location = searchParams.get('locationIdentifier') ?? '';
  if (location.startsWith(rightmove.BRANCH_LOCATION_PREFIX)) return rightmove.branchListPath(location.slice(rightmove.BRANCH_LOCATION_PREFIX.length), Number(searchParams.get('index') ?? 0));
  const folder = searchParams.get('channel') === 'OVERSEAS' ? `search/overseas/${location.replace(/^COUNTRY\^/, '')}/` : searchFolder(location, HOME_SEARCH);
  const page = Math.floor(Number(searchParams.get('index') ?? 0) / PAGE_SIZE) + 1;
  return `${folder}${pageFile(page, 'json')}`;
}

interface SearchResults {
  properties?: { propertyUrl?: unknown; development?: unknown; customer?: { branchId?: unknown } }[];
  pagination?: { next?: unknown };
}

/**
 * The property list of each development branch a results page's homes are marketed by: the
 * development's plots. Linked from the results rather than the property pages so that a refused
 * property page cannot hide a development that replay reads.
 */
function developmentLists(page: SearchResults | undefined, baseUrl: string): LiveRequest[] {
  const branches = new Set<string>();
  for (const property of page?.properties ?? []) {
    const branch = property?.customer?.branchId;
    if (property?.development === true && (typeof branch === 'number' || typeof branch === 'string')) branches.add(String(branch));
  }
  return [...branches].map((branch) => ({ url: onBase(rightmove.branchListUrl(branch), baseUrl) }));
}

/** A branch list's next page, where it has one. */
function nextBranchPage(page: SearchResults | undefined, url: string): LiveRequest[] {
  const next = page?.pagination?.next;
  if (typeof next !== 'string' || !/^\d+$/.test(next)) return [];
  const nextUrl = new URL(url);
  nextUrl.searchParams.set('index', next);
  return [{ url: nextUrl.toString() }];
}

function results(body: string): SearchResults | undefined {
  try {
    return JSON.parse(body) as SearchResults;
  } catch {
    // A cut or broken page links nowhere; the parser reports it.
    return undefined;
  }
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? rightmove.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? DEFAULT_SEARCHES).map((search) => ({ url: searchUrl(baseUrl, search, 0) })),
    recordedPath,
    discover(payload, parsed, url) {
      // The typeahead for the town of each UK home read: its REGION and OUTCODE identifiers.
      const towns = parsed.observations.flatMap((o) => (o.kind === 'listing' && o.data.country === rightmove.HOME_COUNTRY && o.data.property.address?.city ? [o.data.property.address.city] : []));
      const typeahead = towns.map((town) => ({ url: onBase(rightmove.typeaheadUrl(town), baseUrl) }));
      if (payload.path.startsWith('branch/')) return [...typeahead, ...nextBranchPage(results(payload.body), url)];
      if (!payload.path.startsWith('search/')) return typeahead;
      const page = results(payload.body);
      const links: LiveRequest[] = [...typeahead, ...developmentLists(page, baseUrl)];
      const next = page?.pagination?.next;
      if (typeof next === 'string' && /^\d+$/.test(next)) {
        const nextUrl = new URL(url);
        nextUrl.searchParams.set('index', next);
        if (withinPages(pageOfPath(recordedPath(nextUrl.toString())), maxPages)) links.push({ url: nextUrl.toString() });
      }
      for (const property of page?.properties ?? []) {
        if (typeof property?.propertyUrl === 'string') links.push({ url: onBase(property.propertyUrl, baseUrl) });
      }
      return links;
    },
  };
}
