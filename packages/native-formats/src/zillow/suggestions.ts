/**
 * Zillow's search-box suggestions (`GET https://www.zillowstatic.com/autocomplete/v3/suggestions
 * ?q=<q>&resultTypes=allRegion&resultCount=10`): each region result names the place by its
 * `regionId` (the id a search's `regionSelection` takes, and the `RegionID` of Zillow Research's
 * files) and its `regionType`. Address results (`resultType: "Address"`) name homes, not places.
 */
export interface RegionSuggestion {
  display: string;
  resultType: 'Region' | 'Address';
  metaData: {
    regionId?: number;
    regionType?: SuggestionRegionType;
    city?: string;
    state?: string;
    zipCode?: string;
    county?: string;
    lat?: number;
    lng?: number;
    zpid?: number;
  };
}

export interface Suggestions {
  results: RegionSuggestion[];
}

export type SuggestionRegionType = 'city' | 'zipcode' | 'neighborhood' | 'county' | 'state';

export const SUGGESTIONS_ORIGIN = 'https://www.zillowstatic.com';

export function suggestionsUrl(query: string): string {
  return `${SUGGESTIONS_ORIGIN}/autocomplete/v3/suggestions?q=${encodeURIComponent(query)}&resultTypes=allRegion&resultCount=10`;
}

/** Where a replay folder keeps the suggestions for a query (`autocomplete/austin.json`). */
export function suggestionsPath(query: string): string {
  return `autocomplete/${query.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
}
