/** Where idealista's payloads come from and where a replay folder keeps them. */
export const PLATFORM = 'idealista';
export const BASE_URL = 'https://www.idealista.com';

export const SEARCH_PATH_PREFIX = 'search/';
export const DETAIL_PATH_PREFIX = 'detail/';
