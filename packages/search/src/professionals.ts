import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { SearchFilter } from './query.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection } from './search-projection.js';

// Agents and agencies: searched by platform, country, name, place (the text-location rule over
// the office's or market area's city, region and postal code) and, for agents, agency. Pages come
// in id order: `order` is 0 for every record, so the keyset falls to the id, which never moves
// between two pages (a last-seen time would, with every collection run).

const professionalFields = {
  platform: { type: 'enum' },
  country: { type: 'enum' },
  name: { type: 'string' },
  city: { type: 'string' },
  region: { type: 'string' },
  postal_code: { type: 'string' },
  observed_at: { type: 'timestamp' },
  order: { type: 'number', storage: 'int32' },
} as const;

export const agencySearchFields = defineSearchKind({
  kind: 'agency',
  fields: {
    ...professionalFields,
    // The evidence two platforms' agencies share when they are one office, one key per kind of
    // evidence (see AGENCY_MATCH_KEYS). Grouped, so getAgency reads its counterparts at once.
    licence_key: { type: 'string' },
    website_key: { type: 'string' },
    phone_key: { type: 'string' },
  },
  sorts: { id: { field: 'order', direction: 'asc' } },
  textLocation: { city: 'city', region: 'region', postal_code: 'postal_code' },
  expiresBy: 'observed_at',
  groupBy: ['licence_key', 'website_key', 'phone_key'],
});

/**
 * What makes two platforms' agencies one office, strongest first, and the search field that holds
 * each key. A licence is issued to the office (SUUMO's 免許番号); a web site host with the office's
 * town is the office's (a brand's site is shared by all its branches, the town tells them apart); a
 * telephone may be a shared switchboard, hence the lowest confidence. Any one shared key lists the
 * agencies side by side (`same_office`, with the strongest shared key's method); none is merged.
 */
export const AGENCY_MATCH_KEYS = [
  { method: 'licence_number', field: 'licence_key', confidence: 0.95 },
  { method: 'website', field: 'website_key', confidence: 0.9 },
  { method: 'phone', field: 'phone_key', confidence: 0.7 },
] as const satisfies ReadonlyArray<{ method: string; field: keyof typeof agencySearchFields.fields; confidence: number }>;

export type AgencyMatchMethod = (typeof AGENCY_MATCH_KEYS)[number]['method'];

export const agentSearchFields = defineSearchKind({
  kind: 'agent',
  fields: { ...professionalFields, agency_id: { type: 'string' } },
  sorts: { id: { field: 'order', direction: 'asc' } },
  textLocation: { city: 'city', region: 'region', postal_code: 'postal_code' },
  expiresBy: 'observed_at',
});

export type AgencySearchFields = typeof agencySearchFields.fields;
export type AgentSearchFields = typeof agentSearchFields.fields;
export type AgencySearchValues = FieldValues<AgencySearchFields>;
export type AgentSearchValues = FieldValues<AgentSearchFields>;

export function createAgencySearch(): SearchProjection<AgencySearchFields> {
  return new SearchProjection(agencySearchFields, { liveWindowMs: LIVE_WINDOW_MS });
}

export function createAgentSearch(): SearchProjection<AgentSearchFields> {
  return new SearchProjection(agentSearchFields, { liveWindowMs: LIVE_WINDOW_MS });
}

export function agencySearchDocument(version: SearchVersion, values: AgencySearchValues): SearchDocument {
  return { ...version, values: searchDocumentValues(agencySearchFields, { ...values, order: 0 }) };
}

export function agentSearchDocument(version: SearchVersion, values: AgentSearchValues): SearchDocument {
  return { ...version, values: searchDocumentValues(agentSearchFields, { ...values, order: 0 }) };
}

export function agencySearchValuesOf(document: unknown): AgencySearchValues | undefined {
  return fieldValuesOfDocument(agencySearchFields, document);
}

export function agentSearchValuesOf(document: unknown): AgentSearchValues | undefined {
  return fieldValuesOfDocument(agentSearchFields, document);
}

/** What agent and agency searches filter on, in the projection's terms. */
export interface ProfessionalQuery {
  platforms: readonly string[];
  name?: string;
  /** The text-location rule's query, and the country it is limited to. */
  place?: { query: string; country?: string };
  agencyId?: string;
}

export function professionalFilters(query: ProfessionalQuery): SearchFilter[] {
  const filters: SearchFilter[] = [{ kind: 'in', field: 'platform', values: query.platforms }];
  if (query.name !== undefined) filters.push({ kind: 'name', field: 'name', query: query.name });
  if (query.place !== undefined) {
    filters.push({ kind: 'text', query: query.place.query });
    if (query.place.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.place.country] });
  }
  if (query.agencyId !== undefined) filters.push({ kind: 'in', field: 'agency_id', values: [query.agencyId] });
  return filters;
}
