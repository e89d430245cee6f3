/** Where ImmoScout24's payloads come from and where a replay folder keeps them. */
export const PLATFORM = 'immoscout24';
export const BASE_URL = 'https://www.immobilienscout24.de';

export const SEARCH_PATH_PREFIX = 'Suche/';
export const EXPOSE_PATH_PREFIX = 'expose/';

/** An exposé's canonical page: the id is all it needs. */
export function exposeUrl(id: string): string {
  return `${BASE_URL}/expose/${id}`;
}
