/** Where rightmove.co.uk's pages and media live. */

export const ORIGIN = 'https://www.rightmove.co.uk';
export const MEDIA_ORIGIN = 'https://media.rightmove.co.uk';

/** Rightmove's canonical property page; the `#/?channel=…` fragment is page state, not identity. */
export function propertyPageUrl(id: string): string {
  return `${ORIGIN}/properties/${id}`;
}
