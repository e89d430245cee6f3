/**
 * ImmoScout24 live: result lists (`/Suche/de/bayern/muenchen/wohnung-kaufen?pagenumber=2`, asked
 * for as JSON, the form the result page loads) and the exposé page of every hit
 * (`/expose/<id>`). A result list links its next page and names each hit's id.
 */
import { immoscout24 } from '@estate/native-formats';
import { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, withinPages, type LivePlan, type LiveRequest, type LiveSettings, type ParsedPayload } from '@estate/collector-kit';
import { searchResponseOf } from './result-page.js';

/** Flats and houses to buy anywhere in Germany: the search the sample generator records. */
const HOME_SEARCH = 'de/wohnung-haus-kaufen';
const JSON_HEADERS = { accept: 'application/json' };
const AUTOCOMPLETE_PATH = '/geoautocomplete/v3/locations.json';

/**
 * The pages a read listing leads to beyond the results: the place autocomplete for its town (the
 * town's geo path and postcodes) and its provider's profile (by the company's name and id).
 */
function pagesOfListings(parsed: ParsedPayload, baseUrl: string): LiveRequest[] {
  const links: LiveRequest[] = [];
  for (const o of parsed.observations) {
    if (o.kind !== 'listing') continue;
    const city = o.data.property.address?.city;
    if (city && o.data.country === 'DE') links.push({ url: onBase(immoscout24.geoAutocompleteUrl(city), baseUrl), headers: JSON_HEADERS });
    const agency = o.data.agency;
    if (agency?.native_id) links.push({ url: onBase(immoscout24.profileUrl(agency.name, agency.native_id), baseUrl) });
  }
  return links;
}

function searchUrl(baseUrl: string, search: string, page: number): string {
  return new URL(`/Suche/${search.replace(/^\/+|\/+$/g, '')}?pagenumber=${page}`, baseUrl).toString();
}

/** `expose/<id>.html` for an exposé, `Suche/<search>/page-NNNN.json` for a result list. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const id = /^\/expose\/(\d+)\/?$/.exec(pathname)?.[1];
  if (id) return `expose/${id}.html`;
  if (pathname === AUTOCOMPLETE_PATH) return immoscout24.geoAutocompletePath(searchParams.get('i') ?? '');
  const profile = /^\/anbieter\/profil\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (profile) return `anbieter/profil/${profile}.html`;
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
    // The model may sit at the top or where the page nests it (`resultListModel.searchResponseModel`).
    return searchResponseOf(JSON.parse(body))?.['resultlist.resultlist'] as ResultList | undefined;
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
    discover(payload, parsed) {
      const listed = pagesOfListings(parsed, baseUrl);
      if (!payload.path.startsWith('Suche/')) return listed;
      const list = resultList(payload.body);
      const links: LiveRequest[] = [...listed];
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
