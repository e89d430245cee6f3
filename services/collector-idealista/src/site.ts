/** The platform's name, and where a replay folder keeps its payloads. */
export const PLATFORM = 'idealista';

export const SEARCH_PATH_PREFIX = 'search/';
export const DETAIL_PATH_PREFIX = 'detail/';
