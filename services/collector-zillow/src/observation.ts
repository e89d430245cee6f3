/** Building blocks of the observations every Zillow record becomes. */
import { coordinate, currencyCode, finite, text } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { normalizeCountry, normalizeGeometry, priceFromAmount } from '@estate/normalize';

export const PLATFORM = 'zillow';
export const COUNTRY = 'US';
export const CURRENCY = 'USD';
export const ACCESS_CLASS = 'public_portal';

type Price = NonNullable<ListingObserved['price']>;

/**
 * What a record's one number means: the sale price once sold, the asking price before, and
 * for a rental the monthly rent (Zillow rents are per month).
 */
export function priceKind(status: { status: string; transaction: string }): { kind: 'sold' | 'asking'; period?: 'month' } {
  if (status.status === 'sold') return { kind: 'sold' };
  return status.transaction === 'rent' ? { kind: 'asking', period: 'month' } : { kind: 'asking' };
}

/**
 * A price as Zillow's pages print the number they carry: "$265,000", "$2,600/mo". The home page
 * holds the bare number and its script writes it out so; the listing keeps what a reader saw.
 */
export function shownPrice(amount: number, currency: string, period?: 'month'): string {
  const sign = currency === CURRENCY ? '$' : `${currency} `;
  return `${sign}${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}${period === 'month' ? '/mo' : ''}`;
}

/** Zillow writes the country as "USA"; a record that names none is a US record. */
export function countryOf(value: unknown): string {
  return normalizeCountry(text(value)) ?? COUNTRY;
}

export function currencyOf(value: unknown): string {
  return currencyCode(value) ?? CURRENCY;
}

/** Zillow pins are rooftop geocodes or the agent's own placement. */
export function exactPoint(latitude: unknown, longitude: unknown) {
  return normalizeGeometry(coordinate(latitude), coordinate(longitude), 'exact');
}

/** The Zestimate is Zillow's valuation, not an asking price; kept apart in extensions. */
export function zestimate(value: unknown, currency: string): Price | undefined {
  const amount = finite(value);
  return amount !== undefined && amount > 0 ? priceFromAmount(amount, currency, { kind: 'estimate' }) : undefined;
}
