import type { ObservedKind } from '@estate/events';
import type { JobRequest } from './job-request.js';
import type { NativePayload } from './native-payload.js';
import type { ParsedPayload, PayloadParser } from './parser.js';

/** One page to fetch in live mode. */
export interface LiveRequest {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Where a live plan starts and how far it goes; every field has the plan's default. A
 * deployment sets them from the environment (`COLLECTOR_BASE_URL` …), a test points `baseUrl`
 * at a loopback server.
 */
export interface LiveSettings {
  /** The origin pages are fetched from (links found on pages are followed on it); default the platform's public host. */
  baseUrl?: string;
  /** The searches a run starts from, in the plan's own terms (an area slug, a location id, a category). */
  searches?: string[];
  /** Result pages followed per search; default DEFAULT_MAX_PAGES. */
  maxPages?: number;
}

/**
 * How a collector reaches its platform live. `requests` lists the first pages (search result
 * pages for the configured areas, or for a job's search); `discover` names the pages a fetched
 * payload links to (next result page, detail and gallery pages), fetched in turn, read from the
 * payload itself. `recordedPath` is where a page of a URL lies in a replay folder: live
 * payloads carry that path, so a parser sees the same payload in both modes and a loopback
 * server can serve a replay folder as the platform.
 */
export interface LivePlan {
  requests(context: { job?: JobRequest }): Iterable<LiveRequest> | AsyncIterable<LiveRequest>;
  /** `url` is the page's own URL, which relative links and the next page's parameters start from. */
  discover?(payload: NativePayload, parsed: ParsedPayload, url: string): LiveRequest[];
  recordedPath(url: string): string;
}

/** Everything the kit needs to know about one platform's collector. */
export interface CollectorDefinition {
  /** Platform name: a subject token (`zillow`). The collector's name is `collector-<platform>`. */
  platform: string;
  displayName: string;
  /** ISO alpha-2 codes of the countries whose listings this collector observes. */
  countries: string[];
  /** Record kinds observed: the kinds of the observations its parser returns. */
  recordKinds: ObservedKind[];
  /** API operationIds this collector's data serves. */
  operations: string[];
  /** Per operationId, the request fields honoured (`transaction`, `price`, `location.bbox` ...). */
  selectors: Record<string, string[]>;
  parse: PayloadParser;
  /** Default `collector-<platform>/<mode>`. */
  provider?: string;
  /** Default `public_portal`. */
  accessClass?: string;
  /** Collector version; default 0.1.0. */
  version?: string;
  /** Needed for live mode only: the plan for the deployment's settings. */
  live?: (settings: LiveSettings) => LivePlan;
  /**
   * Time between collection runs unless COLLECT_INTERVAL_MS says otherwise; default 15 minutes.
   * A dataset published monthly is read far less often: every run republishes all its points.
   */
  collectIntervalMs?: number;
}

/**
 * The operations every listing portal's collector serves: searches, point reads, galleries, and
 * similar listings (answered from the platform's live listings in the search projection).
 */
export const LISTING_OPERATIONS = ['searchListings', 'searchPlatformListings', 'getListing', 'getPlatformListing', 'getListingMedia', 'getSimilarListings'] as const;

/**
 * What a collector that takes read jobs adds to its manifest once its job consumer runs: a job
 * repeats a listing search, so only a collector serving searchListings adds them.
 */
export const JOB_OPERATIONS = ['createReadJob', 'getReadJob', 'getReadJobResults'] as const;

/** What a portal that names the agencies beside its listings serves (their search, profile and portfolio). */
export const AGENCY_OPERATIONS = ['searchAgencies', 'getAgency', 'getAgencyListings'] as const;
/** What a portal that also names the agents serves. */
export const AGENT_OPERATIONS = ['searchAgents', 'getAgent', 'getAgentListings'] as const;

/**
 * The request fields a listing portal's stored observations usually answer in a search (a card
 * shows price, rooms, area, type, status and a pin). A collector names what its platform lacks
 * or adds with listingSearchSelectors.
 */
export const LISTING_SEARCH_SELECTORS = [
  'country',
  'location.text',
  'location.bbox',
  'location.radius',
  'location.polygon',
  'property_types',
  'price',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'year_built',
  'status',
  'sort',
] as const;

export function listingSearchSelectors(change: { without?: readonly string[]; with?: readonly string[] } = {}): string[] {
  return [...(change.with ?? []), ...LISTING_SEARCH_SELECTORS.filter((s) => !change.without?.includes(s))];
}

/** Point reads take no selector; galleries page. */
const PAGED_READ_SELECTORS: Record<string, string[]> = {
  getListing: [],
  getPlatformListing: [],
  getListingMedia: ['limit', 'cursor'],
  getSimilarListings: ['limit', 'cursor'],
  getListingOpenHouses: ['limit', 'cursor'],
  getBuilding: [],
  getBuildingUnits: ['limit', 'cursor'],
  getDevelopment: [],
};

/** What a collector states about itself; defineCollector fills in what every collector shares. */
export interface CollectorSpec extends Omit<CollectorDefinition, 'selectors'> {
  /** The request fields the stored data answers in both searches (searchListings, searchPlatformListings). */
  searchSelectors: readonly string[];
  /**
   * States its reads' selectors too: point reads (none), paged galleries (`limit`, `cursor`),
   * and `platforms` in the cross-platform search.
   */
  pagedReads?: boolean;
  /** Selectors of other operations, or a search's own (replacing the shared list). */
  selectors?: Record<string, readonly string[]>;
}

/**
 * A collector's definition: one call per collector with its facts and its parser (and, for live
 * mode, its live plan). Both searches honour the same selectors unless `selectors` says
 * otherwise; access class `public_portal` unless stated.
 */
export function defineCollector(spec: CollectorSpec): CollectorDefinition {
  const { searchSelectors, pagedReads, selectors, ...rest } = spec;
  const own = Object.fromEntries(Object.entries(selectors ?? {}).map(([op, fields]) => [op, [...fields]]));
  const reads = pagedReads ? { ...PAGED_READ_SELECTORS, searchListings: [...searchSelectors, 'platforms'] } : {};
  const all: Record<string, string[]> = { searchListings: [...searchSelectors], searchPlatformListings: [...searchSelectors], ...reads, ...own };
  // Only the operations it serves: a manifest never states selectors of an operation it does not
  // serve (checkManifest refuses them), and a stays or series source serves no listing search.
  const served = Object.fromEntries(Object.entries(all).filter(([op]) => rest.operations.includes(op)));
  return { accessClass: 'public_portal', ...rest, selectors: served };
}
