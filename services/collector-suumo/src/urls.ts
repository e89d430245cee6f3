/**
 * Reading SUUMO's links: the native id out of either detail URL form (the shapes are
 * `suumo.detailUrl` of `@estate/native-formats`), absolute and canonical forms of a link.
 */
import { suumo } from '@estate/native-formats';

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
  return `${suumo.ORIGIN}${href.startsWith('/') ? '' : '/'}${href}`;
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
