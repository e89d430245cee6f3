import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { SearchFilter } from './query.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection } from './search-projection.js';

/**
 * Places of the platforms' location vocabularies, one record per place and platform (key
 * `<location id>.<platform>`), grouped by the service's location id so a found place brings every
 * platform's name for it. Found by name (the name rule), country, level and platform.
 */
export const locationSearchFields = defineSearchKind({
  kind: 'location',
  fields: {
    location_id: { type: 'string' },
    platform: { type: 'enum' },
    country: { type: 'enum' },
    kind: { type: 'enum' },
    name: { type: 'string' },
    observed_at: { type: 'timestamp' },
    order: { type: 'number', storage: 'int32' },
  },
  // Broader places first (a city before its postal codes), then by key.
  sorts: { level: { field: 'order', direction: 'asc' } },
  expiresBy: 'observed_at',
  groupBy: ['location_id'],
});

export type LocationSearchFields = typeof locationSearchFields.fields;
export type LocationSearchValues = FieldValues<LocationSearchFields>;

/** The order of the levels in a search's answer: the broader place first. */
const LEVEL_ORDER: Readonly<Record<string, number>> = { country: 0, region: 1, city: 2, district: 3, neighbourhood: 4, postal_code: 5, station: 6, street: 7 };

export function createLocationSearch(): SearchProjection<LocationSearchFields> {
  return new SearchProjection(locationSearchFields, { liveWindowMs: LIVE_WINDOW_MS });
}

export function locationSearchDocument(version: SearchVersion, values: Omit<LocationSearchValues, 'order'>): SearchDocument {
  const order = LEVEL_ORDER[values.kind ?? ''] ?? 9;
  return { ...version, values: searchDocumentValues(locationSearchFields, { ...values, order }) };
}

export function locationSearchValuesOf(document: unknown): LocationSearchValues | undefined {
  return fieldValuesOfDocument(locationSearchFields, document);
}

export interface LocationQuery {
  name: string;
  country?: string;
  kinds?: readonly string[];
  platforms?: readonly string[];
}

export function locationFilters(query: LocationQuery): SearchFilter[] {
  const filters: SearchFilter[] = [{ kind: 'name', field: 'name', query: query.name }];
  if (query.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.country] });
  if (query.kinds !== undefined) filters.push({ kind: 'in', field: 'kind', values: query.kinds });
  if (query.platforms !== undefined) filters.push({ kind: 'in', field: 'platform', values: query.platforms });
  return filters;
}
