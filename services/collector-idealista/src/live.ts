/**
 * idealista live: its partner API's JSON, search result pages for a location id
 * (`/3.5/es/search?locationId=0-EU-ES-28&numPage=2…`, `0-EU-ES` being all of Spain) and one ad
 * detail per result (`/3.5/es/detail/<propertyCode>`). A result page says which page it is and
 * how many there are; its elements carry their property codes. The API wants an OAuth bearer
 * token, sent as a header by a deployment that has one.
 */
import { DEFAULT_MAX_PAGES, pageFile, pageOfPath, searchFolder, withinPages, type LivePlan, type LiveRequest, type LiveSettings } from '@estate/collector-kit';
import { idealista } from '@estate/native-formats';
import { LOCATIONS_PATH_PREFIX, MICROSITE_PATH_PREFIX, PROMOTION_PATH_PREFIX, PROMOTION_SEARCH_PATH_PREFIX } from './site.js';
import { promotionLinks, promotionSearchesOf } from './promotion-links.js';

const API_ORIGIN = 'https://api.idealista.com';
// Where replay folders keep each kind of payload; the parser tells them apart by it.
const SEARCH_FOLDER = 'search';
const DETAIL_FOLDER = 'detail';
/** All of Spain: the search the sample generator records under `search/`. */
const HOME_SEARCH = '0-EU-ES';
const SEARCH_PATH = '/3.5/es/search';
const DETAIL_PATH = /^\/3\.5\/es\/detail\/(\d+)\/?$/;
const PAGE_SIZE = 30;
const LOCATIONS_PATH = '/api/3/es/locations';
const MICROSITE_PATH = /^\/pro\/([^/]+)\/?$/;
/** `/obra-nueva/<id>/` is a promotion's page; `/obra-nueva/<municipio>-<provincia>/` a town's new-build search. */
const PROMOTION_PATH = /^\/obra-nueva\/(\d+)\/?$/;
const PROMOTION_SEARCH_PATH = /^\/obra-nueva\/([a-z0-9-]+)\/?$/;
/** A province's id (`0-EU-ES-28`): the location tree is followed down to the provinces' municipalities. */
const PROVINCE_ID = /^0-EU-ES-\d{2}$/;

function searchUrl(baseUrl: string, locationId: string, page: number): string {
  const params = new URLSearchParams({ operation: 'sale', propertyType: 'homes', locationId, maxItems: String(PAGE_SIZE), numPage: String(page), order: 'publicationDate', sort: 'desc', locale: 'es' });
  return new URL(`${SEARCH_PATH}?${params.toString()}`, baseUrl).toString();
}

/** `detail/<propertyCode>.json` for an ad, `search/[<locationId>/]page-NNNN.json` for a result page. */
export function recordedPath(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const code = DETAIL_PATH.exec(pathname)?.[1];
  if (code) return `${DETAIL_FOLDER}/${code}.json`;
  const microsite = MICROSITE_PATH.exec(pathname)?.[1];
  if (microsite) return `${MICROSITE_PATH_PREFIX}${microsite}.html`;
  const promotion = PROMOTION_PATH.exec(pathname)?.[1];
  if (promotion) return `${PROMOTION_PATH_PREFIX}${promotion}.html`;
  const town = PROMOTION_SEARCH_PATH.exec(pathname)?.[1];
  if (town) return `${PROMOTION_SEARCH_PATH_PREFIX}${town}.html`;
  if (pathname === LOCATIONS_PATH) return `${LOCATIONS_PATH_PREFIX}${searchParams.get('locationId') ?? idealista.SPAIN_LOCATION_ID}.json`;
  if (pathname !== SEARCH_PATH) return pathname.replace(/^\/+/, '') || 'index.json';
  const folder = searchFolder(searchParams.get('locationId') ?? HOME_SEARCH, HOME_SEARCH, SEARCH_FOLDER);
  return `${folder}${pageFile(Number(searchParams.get('numPage') ?? 1), 'json')}`;
}

interface SearchPage {
  elementList?: { propertyCode?: unknown; newDevelopment?: unknown; municipality?: unknown; province?: unknown }[];
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

/** The location ids under a locations answer's provinces: their municipalities are asked next. */
function provincesIn(body: string): string[] {
  try {
    const answer = JSON.parse(body) as { locations?: { locationId?: unknown }[] };
    return (answer.locations ?? []).map((l) => l?.locationId).filter((id): id is string => typeof id === 'string' && PROVINCE_ID.test(id));
  } catch {
    return [];
  }
}

export function livePlan(settings: LiveSettings = {}): LivePlan {
  const baseUrl = settings.baseUrl ?? API_ORIGIN;
  const maxPages = settings.maxPages ?? DEFAULT_MAX_PAGES;
  // The location tree and the microsites are on idealista's other hosts; a configured base URL (a
  // mirror, a loopback server) serves them all.
  const onHost = (url: string) => (settings.baseUrl ? new URL(`${new URL(url).pathname}${new URL(url).search}`, settings.baseUrl).toString() : url);
  const locations = (parent: string) => ({ url: onHost(idealista.locationsUrl(parent)) });
  return {
    requests: () => [...(settings.searches ?? [HOME_SEARCH]).map((locationId) => ({ url: searchUrl(baseUrl, locationId, 1) })), locations(idealista.SPAIN_LOCATION_ID)],
    recordedPath,
    discover(payload, parsed, url) {
      if (payload.path.startsWith(LOCATIONS_PATH_PREFIX)) return provincesIn(payload.body).map(locations);
      // A town's new-build search leads to its promotions' pages.
      if (payload.path.startsWith(PROMOTION_SEARCH_PATH_PREFIX)) return promotionLinks(payload.body).map((u) => ({ url: onHost(u) }));
      // The advertisers' microsites, named by each ad's `micrositeShortName` (on result cards and details alike).
      const microsites = parsed.observations.flatMap((o) => (o.kind === 'listing' && o.data.agency?.native_id ? [{ url: onHost(`${idealista.ORIGIN}/pro/${encodeURIComponent(o.data.agency.native_id)}/`) }] : []));
      if (!payload.path.startsWith(`${SEARCH_FOLDER}/`)) return microsites;
      const page = searchPage(payload.body);
      // The API links no promotion; a new build's card names its town, whose new-build search lists the promotions.
      const links: LiveRequest[] = [...microsites, ...promotionSearchesOf(page?.elementList ?? []).map((u) => ({ url: onHost(u) }))];
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
