/** Building blocks of the observations every Rightmove record becomes. */
import { rightmove } from '@estate/native-formats';
import { coordinate, finite, text } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { countryCurrency, normalizeCountry, normalizeGeometry, normalizePropertyType, parsePrice, priceFromAmount } from '@estate/normalize';

export const PLATFORM = 'rightmove';
export const ACCESS_CLASS = 'public_portal';
/**
 * Rightmove is written in British English: every figure, overseas ones included, has comma
 * thousands and a decimal point ("€1,250,000", "1,240 sq. m."), whatever the listing's
 * country writes at home. Numbers are read with this locale; the country only names the place.
 */
export const SITE_LOCALE = 'en-GB';

type Price = NonNullable<ListingObserved['price']>;
type Geometry = NonNullable<ListingObserved['property']['geometry']>;

/** The currency a shown price names by its symbol or code ("€450,000" → EUR), if it names one. */
export function currencyShown(shown: string | undefined): string | undefined {
  if (shown === undefined) return undefined;
  // No hint: a hint would supply a currency the text does not name.
  const currency = parsePrice(shown).currency;
  return currency === 'XXX' ? undefined : currency;
}

/**
 * The country a record is in. Rightmove states it (`countryCode`; on property pages also
 * `analyticsProperty.country`); the first of `stated` that is a country code wins. A record
 * stating none is placed only by what it does show: a UK postcode or nation, or a price in
 * pounds, which is how Rightmove shows UK homes (overseas ones carry their `countryCode`).
 * Undefined when the record says nothing either way: the caller reports it rather than guess.
 */
export function countryOf(stated: readonly unknown[], evidence: { ukAddress?: boolean; currency?: string | undefined }): string | undefined {
  for (const value of stated) {
    const country = normalizeCountry(text(value));
    if (country !== undefined) return country;
  }
  return evidence.ukAddress === true || evidence.currency === 'GBP' ? rightmove.HOME_COUNTRY : undefined;
}

/**
 * The price as the page shows it: the agent's qualifier and the figure ("Offers Over" +
 * "£450,000", "€1,250,000"), read by normalize so the qualifier becomes the price kind. The
 * currency is the one the figure's symbol names, else the record's currency code, else the
 * country's own. The number beside it is used only when the text holds no figure but is not
 * a "POA"-style refusal to give one.
 */
export function readPrice(
  qualifier: string | undefined,
  shown: string | undefined,
  amount: unknown,
  where: { country: string; currency: string | undefined },
): Price | undefined {
  const currency = where.currency ?? countryCurrency(where.country);
  const fallback = currency ?? 'XXX';
  const display = [qualifier, shown].filter((s): s is string => s !== undefined && s.trim() !== '').join(' ');
  const number = finite(amount);
  if (display === '') return number !== undefined && number > 0 ? priceFromAmount(number, fallback) : undefined;
  const price = parsePrice(display, { locale: SITE_LOCALE, country: where.country, ...(currency === undefined ? {} : { currency }) });
  if (price.amount === undefined && (price.kind === 'asking' || price.kind === 'unknown') && number !== undefined && number > 0) {
    return priceFromAmount(number, price.currency, { display_text: display });
  }
  return price;
}

export function point(latitude: unknown, longitude: unknown, precision: 'exact' | 'approximate'): Geometry | undefined {
  return normalizeGeometry(coordinate(latitude), coordinate(longitude), precision);
}

export function propertyType(subType: string | undefined): { property_type?: string; source_property_type?: string } {
  if (subType === undefined) return {};
  const mapped = normalizePropertyType(subType, PLATFORM);
  return { property_type: mapped.property_type, source_property_type: mapped.original };
}

export function transactionOf(value: unknown): 'sale' | 'rent' {
  return text(value)?.trim().toLowerCase() === 'rent' ? 'rent' : 'sale';
}
