/** How the collector resolves the links rightmove.co.uk's pages give. */
import { rightmove } from '@estate/native-formats';

/** An absolute URL for a link the page gives absolute or relative to `base`, without its fragment. */
export function absoluteUrl(href: string | undefined, base: string = rightmove.ORIGIN): string | undefined {
  if (href === undefined) return undefined;
  try {
    const url = new URL(href, base.endsWith('/') ? base : `${base}/`);
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}

/**
 * A property page's URL in its one canonical form. The search gives `/properties/171605312#/?channel=RES_BUY`
 * and the page's share link `…/properties/148922639?utm_source=copy_link&utm_campaign=share…`:
 * the same listing behind different tracking, which would otherwise give one listing two URLs.
 * A property page is its id; anything else keeps its path without query or fragment.
 */
export function propertyUrl(href: string | undefined, id: string): string | undefined {
  const url = absoluteUrl(href);
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (/^\/properties\/\d+\/?$/.test(parsed.pathname)) return rightmove.propertyPageUrl(id);
  parsed.search = '';
  return parsed.toString();
}
