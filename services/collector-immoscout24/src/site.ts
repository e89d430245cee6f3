/** The platform's name, and where a replay folder keeps its payloads. */
export const PLATFORM = 'immoscout24';

export const SEARCH_PATH_PREFIX = 'Suche/';
export const EXPOSE_PATH_PREFIX = 'expose/';
