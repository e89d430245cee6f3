/** The platform's name, and where a replay folder keeps its payloads. */
export const PLATFORM = 'immoscout24';

export const SEARCH_PATH_PREFIX = 'Suche/';
export const EXPOSE_PATH_PREFIX = 'expose/';
/** The place autocomplete's answers, one per query (`geoautocomplete/berlin.json`). */
export const GEOAUTOCOMPLETE_PATH_PREFIX = 'geoautocomplete/';
/** Provider profiles, one per company-wide customer id (`anbieter/<id>.html`). */
export const PROFILE_PATH_PREFIX = 'anbieter/';
