/** Where zillow.com's links point. */

export const ORIGIN = 'https://www.zillow.com';

/** An absolute URL for a link the page gives absolute or site-relative; undefined when unusable. */
export function absoluteUrl(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  try {
    return new URL(href, ORIGIN).toString();
  } catch {
    return undefined;
  }
}
