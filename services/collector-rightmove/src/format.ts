/** Where rightmove.co.uk's links point. */

export const RIGHTMOVE_ORIGIN = 'https://www.rightmove.co.uk';
export const MEDIA_ORIGIN = 'https://media.rightmove.co.uk';

/** Rightmove's canonical property page; the `#/?channel=…` fragment is page state, not identity. */
export function propertyPageUrl(id: string): string {
  return `${RIGHTMOVE_ORIGIN}/properties/${id}`;
}

/** An absolute URL for a link the page gives absolute or relative to `base`, without its fragment. */
export function absoluteUrl(href: string | undefined, base: string = RIGHTMOVE_ORIGIN): string | undefined {
  if (href === undefined) return undefined;
  try {
    const url = new URL(href, base.endsWith('/') ? base : `${base}/`);
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}
