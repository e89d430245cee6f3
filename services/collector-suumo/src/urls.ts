/**
 * SUUMO's URL shapes. A listing is `nc_<id>` in a path (`/ms/chuko/tokyo/sc_shinjuku/nc_12345678/`)
 * or `nc=<id>` in the query of the older detail URL (`/jj/bukken/shosai/JJ012FD001/?bs=011&nc=…`);
 * that number is the listing's native id on SUUMO.
 */
import type { SuumoCategory } from './categories.js';

export const ORIGIN = 'https://suumo.jp';

/** The native id in a detail URL, or undefined when the URL names no listing. */
export function nativeIdOfUrl(url: string): string | undefined {
  const m = /\/nc_([^/?#]+)/.exec(url) ?? /[?&]nc=([^&#]+)/.exec(url);
  if (!m?.[1]) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1]; // a stray % is still an id, just not an encoded one
  }
}

/** A link on a SUUMO page made absolute; `&amp;` has already been decoded by the HTML parser. */
export function absoluteUrl(href: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  if (href.startsWith('//')) return `https:${href}`;
  return `${ORIGIN}${href.startsWith('/') ? '' : '/'}${href}`;
}

/**
 * The absolute form of a detail link, without tracking parameters or fragment. Query-style
 * URLs keep their query, which is where the id lives.
 */
export function canonicalDetailUrl(href: string): string {
  const absolute = absoluteUrl(href);
  const noFragment = absolute.split('#')[0] ?? absolute;
  if (/[?&]nc=/.test(noFragment)) return noFragment;
  return noFragment.split('?')[0] ?? noFragment;
}

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
