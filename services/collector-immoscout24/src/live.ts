/**
 * ImmoScout24 live: result lists (`/Suche/de/bayern/muenchen/wohnung-kaufen?pagenumber=2`, asked
 * for as JSON, the form the result page loads) and the exposé page of every hit
 * (`/expose/<id>`). A result list links its next page and names each hit's id.
 */
import { immoscout24 } from '@estate/native-formats';
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';

/** Flats and houses to buy anywhere in Germany: the search the sample generator records. */
const HOME_SEARCH = 'de/wohnung-haus-kaufen';
const JSON_HEADERS = { accept: 'application/json' };

function searchUrl(baseUrl: string, search: string, page: number): string {
  return new URL(`/Suche/${search.replace(/^\/+|\/+$/g, '')}?pagenumber=${page}`, baseUrl).toString();
}

/** `expose/<id>.html` for an exposé, `Suche/<search>/page-NNNN.json` for a result list. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const id = /^\/expose\/(\d+)\/?$/.exec(pathname)?.[1];
  if (id) return `expose/${id}.html`;
  const search = /^\/Suche\/(.+?)\/?$/.exec(pathname)?.[1];
  if (!search) return pathname.replace(/^\/+/, '') || 'index.html';
  return `Suche/${search}/${pageFile(Number(searchParams.get('pagenumber') ?? 1), 'json')}`;
}

type Entry = { '@id'?: unknown };
interface ResultList {
  paging?: { next?: { '@xlink.href'?: unknown } };
  resultlistEntries?: { resultlistEntry?: Entry | Entry[] }[];
}

function resultList(body: string): ResultList | undefined {
  try {
    return (JSON.parse(body) as { searchResponseModel?: { 'resultlist.resultlist'?: ResultList } }).searchResponseModel?.['resultlist.resultlist'];
  } catch {
    // A cut or broken page links nowhere; the parser reports it.
    return undefined;
  }
}

/** Every hit's id; a list of one hit is an object, not an array, in IS24's XML-shaped JSON. */
function hitIds(list: ResultList | undefined): string[] {
  const ids: string[] = [];
  for (const group of list?.resultlistEntries ?? []) {
    const entries = group?.resultlistEntry;
    for (const entry of Array.isArray(entries) ? entries : entries ? [entries] : []) {
      const id = entry?.['@id'];
      if ((typeof id === 'string' && /^\d+$/.test(id)) || typeof id === 'number') ids.push(String(id));
    }
  }
  return ids;
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? immoscout24.ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  return {
    requests: () => (settings.searches ?? [HOME_SEARCH]).map((search) => ({ url: searchUrl(baseUrl, search, 1), headers: JSON_HEADERS })),
    recordedPath,
    discover(payload) {
      if (!payload.path.startsWith('Suche/')) return [];
      const list = resultList(payload.body);
      const links: LiveRequest[] = [];
      const next = list?.paging?.next?.['@xlink.href'];
      if (typeof next === 'string') {
        const url = onBase(next, baseUrl);
        if (withinPages(pageOfPath(recordedPath(url)), maxPages)) links.push({ url, headers: JSON_HEADERS });
      }
      for (const id of hitIds(list)) links.push({ url: new URL(`/expose/${id}`, baseUrl).toString() });
      return links;
    },
  };
}
