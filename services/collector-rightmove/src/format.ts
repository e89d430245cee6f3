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
