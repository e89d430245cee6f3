/** How rightmove.co.uk writes money, sizes and links. */

const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const RIGHTMOVE_ORIGIN = 'https://www.rightmove.co.uk';
export const MEDIA_ORIGIN = 'https://media.rightmove.co.uk';

// Rightmove prints every price with its currency's symbol and English separators, overseas
// ones included ("€450,000", "$870,000"), because the site is written for British readers.
const SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/**
 * "£450,000", "€450,000", "$870,000". A currency without a symbol here is written by its code
 * ("AED 1,200,000"); that form is an assumption, as the sample data prices only in these three.
 */
export function money(amount: number, currency: string): string {
  return `${currencyPrefix(currency)}${WHOLE.format(amount)}`;
}

/** What goes before a figure: "£", "€", "$", or "AED ". */
export function currencyPrefix(currency: string): string {
  return SYMBOLS[currency] ?? `${currency} `;
}

/** "1,200" */
export function grouped(value: number): string {
  return WHOLE.format(value);
}

export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

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
