import type { GeoArea } from '@estate/normalize';
import type { SearchFilter } from './query.js';

// The filters the parts every kind's search request shares become, so that a numeric range or a
// location means the same in a listing search as in a stay search.

/** Inclusive bounds a request states for a numeric field. */
export interface RangeBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** Where a search looks: a place named in text (within a country, when given), or an area the record's point lies in. */
export type SearchLocation = { kind: 'text'; query: string; country?: string | undefined } | GeoArea;

/** A range filter for each field whose bounds state a minimum or a maximum. */
export function rangeFilters(ranges: Readonly<Record<string, RangeBounds | undefined>>): SearchFilter[] {
  return Object.entries(ranges).flatMap(([field, range]): SearchFilter[] =>
    range?.min !== undefined || range?.max !== undefined ? [{ kind: 'range', field, min: range.min, max: range.max }] : [],
  );
}

/** A location's filters: the kind's text-location match (and the country), or the `point` field within the area. */
export function searchLocationFilters(location: SearchLocation | undefined): SearchFilter[] {
  if (location === undefined) return [];
  if (location.kind !== 'text') return [{ kind: 'geo', field: 'point', area: location }];
  const text: SearchFilter = { kind: 'text', query: location.query };
  return location.country === undefined ? [text] : [text, { kind: 'in', field: 'country', values: [location.country] }];
}
