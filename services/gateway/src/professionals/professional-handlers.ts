import { DEFAULT_PAGE_SIZE, type AgencyBody, type SourceStatusBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import type { StoredAgency, StoredAgent } from '@estate/documents';
import type { SearchProjection, AgencyMatchMethod, AgencySearchFields, AgentSearchFields, PortfolioProjection, ProfessionalQuery } from '@estate/search';
import { AGENCY_MATCH_KEYS, portfolioPage, professionalFilters } from '@estate/search';
import type { SearchPosition } from '@estate/search';
import { ApiError } from '../http/api-error.js';
import { SerializedJson } from '../http/serialized-json.js';
import type { LiveListing, LiveListings } from '../reads/live-listings.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { LiveDocuments } from '../reads/live-documents.js';
import type { SourceBoard } from '../reads/source-status.js';
import { isIdPosition, requireLoaded, searchPageMeta } from '../reads/search-page.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf, OperationResult } from '../routes/operations.js';
import { checkCountry, checkQuery, consultedPlatforms } from '../search-plan/consulted.js';
import { requireIdOf } from '../http/body-ids.js';

/** A search projection and whether it has loaded what its bucket held at the start. */
export interface LoadedIndex<P> {
  readonly projection: P;
  readonly isLoaded: boolean;
}

export interface ProfessionalDeps {
  board: SourceBoard;
  agents: LiveDocuments<StoredAgent>;
  agencies: LiveDocuments<StoredAgency>;
  agentSearch: LoadedIndex<SearchProjection<AgentSearchFields>>;
  agencySearch: LoadedIndex<SearchProjection<AgencySearchFields>>;
  portfolios: LoadedIndex<PortfolioProjection>;
  listings: LiveListings;
  locations: LocationDirectory;
}

function isListingPosition(value: unknown): value is SearchPosition {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.listing_id === 'string' && v.listing_id.length > 0 && v.listing_id.length <= 200 && (v.key === null || (typeof v.key === 'number' && Number.isFinite(v.key)));
}

function notFound(what: string, id: string): ApiError {
  return new ApiError('not_found', `no ${what} ${id} observed within the last ${LIVE_WINDOW_HOURS} hours (stored observations expire after ${LIVE_WINDOW_HOURS} hours)`);
}

interface SearchBody {
  platforms?: string[];
  query?: string;
  location?: { kind: 'text'; query: string; country?: string } | { kind: 'id'; id: string };
  limit?: number;
  cursor?: string;
}

/**
 * One keyset page of agents or agencies: ids, total and position from the kind's projection,
 * documents from its bucket (one that expired between the two is left out of `data`, not of the
 * total or the position, as listing searches do).
 */
async function searchPage<T extends { observed_at: string }>(
  deps: ProfessionalDeps,
  operationId: 'searchAgents' | 'searchAgencies',
  index: LoadedIndex<SearchProjection<AgentSearchFields> | SearchProjection<AgencySearchFields>>,
  documents: LiveDocuments<T>,
  body: SearchBody,
  extra: Pick<ProfessionalQuery, 'agencyId'>,
): Promise<{ found: T[]; meta: OperationResult['meta'] }> {
  const name = checkQuery(body.query, 'body.query');
  const location = withPlaceName(body, deps.locations).location;
  if (location !== undefined) {
    checkCountry(location.country, 'body.location.country');
    checkQuery(location.query, 'body.location.query');
  }
  const now = deps.board.now();
  const consulted = consultedPlatforms(operationId, body.platforms, location?.country, await storeCall(() => deps.board.platforms()));
  const { cursor, limit: _limit, ...filters } = body;
  const fingerprint = requestFingerprint(operationId, filters);
  const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isIdPosition, 'body.cursor');
  requireLoaded(index, operationId === 'searchAgents' ? 'agent search' : 'agency search');
  const query: ProfessionalQuery = {
    platforms: consulted.map((p) => p.platform),
    ...(name !== undefined ? { name } : {}),
    ...(location !== undefined ? { place: { query: location.query, ...(location.country !== undefined ? { country: location.country } : {}) } } : {}),
    ...extra,
  };
  const page = index.projection.search({ filters: professionalFilters(query), sort: 'id', limit: body.limit ?? DEFAULT_PAGE_SIZE, after }, now);
  const found = (await Promise.all(page.ids.map((id) => documents.get(id)))).filter((d): d is Awaited<T> => d !== undefined);
  return { found, meta: searchPageMeta(consulted, now, found.length, page, fingerprint) };
}

export function searchAgentsHandler(deps: ProfessionalDeps): HandlerOf<'searchAgents'> {
  return async ({ body }) => {
    if (body.agency_id !== undefined) requireIdOf('agy', body.agency_id, 'body.agency_id');
    const { found, meta } = await searchPage(deps, 'searchAgents', deps.agentSearch, deps.agents, body, body.agency_id === undefined ? {} : { agencyId: body.agency_id });
    return { data: found.map((d) => d.agent), meta };
  };
}

export function searchAgenciesHandler(deps: ProfessionalDeps): HandlerOf<'searchAgencies'> {
  return async ({ body }) => {
    const { found, meta } = await searchPage(deps, 'searchAgencies', deps.agencySearch, deps.agencies, body, {});
    return { data: found.map((d) => d.agency), meta };
  };
}

async function sourcesOf(board: SourceBoard, platform: string): Promise<SourceStatusBody[]> {
  return [await storeCall(() => board.statusOf(platform))];
}

export function getAgentHandler(deps: ProfessionalDeps): HandlerOf<'getAgent'> {
  return async ({ params }) => {
    requireIdOf('agt', params.agent_id, 'path.agent_id');
    const found = await deps.agents.get(params.agent_id);
    if (!found) throw notFound('agent', params.agent_id);
    return { data: found.agent, meta: { sources: await sourcesOf(deps.board, found.agent.source.platform) } };
  };
}

/**
 * getAgency: the agency, and the other platforms' agencies that share its licence, website (in
 * its town) or phone (`same_office`, with the strongest shared evidence and its confidence),
 * unless stronger evidence both state differs: listed beside it, never merged.
 */
export function getAgencyHandler(deps: ProfessionalDeps): HandlerOf<'getAgency'> {
  return async ({ params }) => {
    requireIdOf('agy', params.agency_id, 'path.agency_id');
    const found = await deps.agencies.get(params.agency_id);
    if (!found) throw notFound('agency', params.agency_id);
    const agency: AgencyBody = { ...found.agency };
    if (deps.agencySearch.isLoaded) {
      const sameOffice = sameOfficeOf(deps.agencySearch.projection, agency, deps.board.now());
      if (sameOffice.length > 0) agency.same_office = sameOffice;
    }
    return { data: agency, meta: { sources: await sourcesOf(deps.board, agency.source.platform) } };
  };
}

/** Other platforms' agencies sharing a key with this one, each under the strongest key it shares. */
function sameOfficeOf(projection: SearchProjection<AgencySearchFields>, agency: AgencyBody, now: number): NonNullable<AgencyBody['same_office']> {
  const platform = agency.source.platform;
  const found = new Map<string, NonNullable<AgencyBody['same_office']>[number]>();
  for (const { method, field, confidence } of AGENCY_MATCH_KEYS) {
    const key = projection.valueOf(agency.id, field);
    if (!key) continue;
    for (const id of projection.group(field, key, now)) {
      const other = projection.valueOf(id, 'platform');
      if (id === agency.id || other === platform || found.has(id)) continue;
      if (contradicted(projection, agency.id, id, method)) continue;
      found.set(id, { agency_id: id, platform: other ?? '', match_method: method, confidence });
    }
  }
  return [...found.values()].sort((a, b) => (a.agency_id < b.agency_id ? -1 : 1));
}

/**
 * Whether stronger evidence than `method` says two agencies are not one office: both state it and
 * it differs (two offices of one town with their own web sites share a phone number when it is a
 * switchboard, or a made-up range that repeats).
 */
export function contradicted(projection: SearchProjection<AgencySearchFields>, a: string, b: string, method: AgencyMatchMethod): boolean {
  for (const stronger of AGENCY_MATCH_KEYS) {
    if (stronger.method === method) return false;
    const mine = projection.valueOf(a, stronger.field);
    const theirs = projection.valueOf(b, stronger.field);
    if (mine && theirs && mine !== theirs) return true;
  }
  return false;
}

/** The portfolio of an agent or agency: a page of its live listings, newest first, with counts by status and transaction in `meta.portfolio`. */
async function portfolio(deps: ProfessionalDeps, owner: { field: 'agent_id' | 'agency_id'; id: string; platform: string }, query: { limit?: number; cursor?: string }, scope: string): Promise<OperationResult> {
  requireLoaded(deps.portfolios, 'the portfolio projection');
  const fingerprint = requestFingerprint(scope, { id: owner.id });
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint, isListingPosition, 'query.cursor');
  const page = portfolioPage(deps.portfolios.projection, owner, { limit: query.limit ?? DEFAULT_PAGE_SIZE, after }, deps.board.now());
  const documents = (await Promise.all(page.listing_ids.map((id) => deps.listings.get(id)))).filter((d): d is LiveListing => d !== undefined);
  return {
    // Each document holds its listing serialized once; the page splices those bytes.
    data: SerializedJson.list(documents.map((d) => d.json)),
    meta: {
      sources: await sourcesOf(deps.board, owner.platform),
      pagination: {
        has_more: page.has_more,
        returned: documents.length,
        total: page.total,
        total_relation: page.total_relation,
        ...(page.has_more && page.next ? { next_cursor: encodeCursor(fingerprint, page.next) } : {}),
      },
      portfolio: { total: Object.values(page.by_status).reduce((a, b) => a + b, 0), by_status: page.by_status, by_transaction: page.by_transaction },
    },
  };
}

export function getAgentListingsHandler(deps: ProfessionalDeps): HandlerOf<'getAgentListings'> {
  return async ({ params, query }) => {
    requireIdOf('agt', params.agent_id, 'path.agent_id');
    const found = await deps.agents.get(params.agent_id);
    if (!found) throw notFound('agent', params.agent_id);
    return portfolio(deps, { field: 'agent_id', id: params.agent_id, platform: found.agent.source.platform }, query, 'getAgentListings');
  };
}

export function getAgencyListingsHandler(deps: ProfessionalDeps): HandlerOf<'getAgencyListings'> {
  return async ({ params, query }) => {
    requireIdOf('agy', params.agency_id, 'path.agency_id');
    const found = await deps.agencies.get(params.agency_id);
    if (!found) throw notFound('agency', params.agency_id);
    return portfolio(deps, { field: 'agency_id', id: params.agency_id, platform: found.agency.source.platform }, query, 'getAgencyListings');
  };
}
