export type * from './shapes.js';
export { exposeUrl, ORIGIN } from './urls.js';
export { geoAutocompletePath, geoAutocompleteUrl, placeSlug, profileUrl, type GeoEntityType, type GeoSuggestion } from './geoautocomplete.js';
