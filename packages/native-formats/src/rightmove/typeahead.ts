/**
 * Rightmove's location typeahead (`GET https://los.rightmove.co.uk/typeahead?query=<q>&limit=10
 * &exclude=STREET`): the places a search can be for, each named as the search URL's
 * `locationIdentifier=TYPE^ID`. `id` is a number for most types and a string for some.
 */
export interface TypeaheadMatch {
  id: number | string;
  type: TypeaheadType;
  displayName: string;
}

export interface Typeahead {
  matches: TypeaheadMatch[];
}

export const TYPEAHEAD_TYPES = ['REGION', 'OUTCODE', 'POSTCODE', 'STATION', 'STREET'] as const;
export type TypeaheadType = (typeof TYPEAHEAD_TYPES)[number];

export const TYPEAHEAD_ORIGIN = 'https://los.rightmove.co.uk';

export function typeaheadUrl(query: string): string {
  return `${TYPEAHEAD_ORIGIN}/typeahead?query=${encodeURIComponent(query)}&limit=10&exclude=STREET`;
}

/** The value a search URL takes for a place: `REGION^87490`. */
export function locationIdentifier(type: string, id: number | string): string {
  return `${type}^${id}`;
}

/** Where a replay folder keeps the typeahead's answer to a query (`typeahead/richmond.json`). */
export function typeaheadPath(query: string): string {
  return `typeahead/${query.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
}
