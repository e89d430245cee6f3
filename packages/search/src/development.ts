import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { SearchFilter } from './query.js';
import { searchLocationFilters, type SearchLocation } from './request-filters.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection } from './search-projection.js';

/**
 * New-build developments: searched by platform, country, place (the text-location rule over the
 * development's city, region and postal code, or its point within an area), name and stage. Pages
 * come in id order (`order` is 0 for every record), a key that never moves between two pages.
 */
export const developmentSearchFields = defineSearchKind({
  kind: 'development',
  fields: {
    platform: { type: 'enum' },
    country: { type: 'enum' },
    name: { type: 'string' },
    status: { type: 'enum' },
    city: { type: 'string' },
    region: { type: 'string' },
    postal_code: { type: 'string' },
    point: { type: 'point' },
    observed_at: { type: 'timestamp' },
    order: { type: 'number', storage: 'int32' },
  },
  sorts: { id: { field: 'order', direction: 'asc' } },
  textLocation: { city: 'city', region: 'region', postal_code: 'postal_code' },
  expiresBy: 'observed_at',
});

export type DevelopmentSearchFields = typeof developmentSearchFields.fields;
export type DevelopmentSearchValues = FieldValues<DevelopmentSearchFields>;
export type DevelopmentSearchProjection = SearchProjection<DevelopmentSearchFields>;

export function createDevelopmentSearch(): DevelopmentSearchProjection {
  return new SearchProjection(developmentSearchFields, { liveWindowMs: LIVE_WINDOW_MS });
}

/** The search document the projector writes for a development (`order` is filled in here). */
export function developmentSearchDocument(version: SearchVersion, values: Omit<DevelopmentSearchValues, 'order'>): SearchDocument {
  return { ...version, values: searchDocumentValues(developmentSearchFields, { ...values, order: 0 }) };
}

export function developmentSearchValuesOf(document: unknown): DevelopmentSearchValues | undefined {
  return fieldValuesOfDocument(developmentSearchFields, document);
}

/** What a development search filters on, in the projection's terms. */
export interface DevelopmentQuery {
  platforms: readonly string[];
  country?: string | undefined;
  location?: SearchLocation | undefined;
  name?: string | undefined;
  statuses?: readonly string[] | undefined;
}

export function developmentFilters(query: DevelopmentQuery): SearchFilter[] {
  const filters: SearchFilter[] = [{ kind: 'in', field: 'platform', values: query.platforms }];
  if (query.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.country] });
  if (query.name !== undefined) filters.push({ kind: 'name', field: 'name', query: query.name });
  if (query.statuses !== undefined) filters.push({ kind: 'in', field: 'status', values: query.statuses });
  return [...filters, ...searchLocationFilters(query.location)];
}
