/**
 * SUUMO's URL shapes. A listing is `nc_<id>` in a path (`/ms/chuko/tokyo/sc_shinjuku/nc_12345678/`)
 * or `nc=<id>` in the query of the older detail URL (`/jj/bukken/shosai/JJ012FD001/?bs=011&nc=…`);
 * that number is the listing's native id on SUUMO.
 */
import type { SuumoCategory } from './categories.js';

export const ORIGIN = 'https://suumo.jp';

/** A detail URL in SUUMO's path form, or its query form when the place has no known slug. */
export function detailUrl(category: SuumoCategory, nativeId: string, prefecture?: string, city?: string): string {
  const id = encodeURIComponent(nativeId);
  if (prefecture && city) return `${ORIGIN}${category.pathPrefix}${prefecture}/sc_${city}/nc_${id}/`;
  return `${ORIGIN}/jj/bukken/shosai/JJ012FD001/?bs=${category.bs}&nc=${id}`;
}

/** A page of a category's nationwide search results (`pn` is SUUMO's page parameter). */
export function searchUrl(category: SuumoCategory, page: number): string {
  return `${ORIGIN}/jj/bukken/ichiran/JJ012FC001/?bs=${category.bs}&pc=30&pn=${page}`;
}
