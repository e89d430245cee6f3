/** How rightmove.co.uk writes money and sizes. */

const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

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
