/** Building blocks of the observations every Zoopla record becomes. */
import { coordinate, text } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { normalizeGeometry, normalizePropertyType, parsePrice, priceFromAmount } from '@estate/normalize';
import { zoopla } from '@estate/native-formats';

export const PLATFORM = 'zoopla';
export const ACCESS_CLASS = 'public_portal';
export const COUNTRY = zoopla.HOME_COUNTRY;
export const CURRENCY = 'GBP';

type Price = NonNullable<ListingObserved['price']>;
type Geometry = NonNullable<ListingObserved['property']['geometry']>;

/**
 * The price as the page shows it ("Offers over" + "£480,000"), read by normalize so the
 * qualifier becomes the price kind; the bare number beside it only when the text has no figure.
 */
export function readPrice(qualifier: string | undefined, shown: string | undefined, amount: number | undefined): Price | undefined {
  const display = [qualifier, shown].filter((s): s is string => s !== undefined && s.trim() !== '').join(' ');
  if (display === '') return amount !== undefined && amount > 0 ? priceFromAmount(amount, CURRENCY) : undefined;
  const price = parsePrice(display, { locale: 'en-GB', country: COUNTRY, currency: CURRENCY });
  if (price.amount === undefined && (price.kind === 'asking' || price.kind === 'unknown') && amount !== undefined && amount > 0) {
    return priceFromAmount(amount, CURRENCY, { display_text: display });
  }
  return price;
}

export function point(latitude: unknown, longitude: unknown, approximate: boolean): Geometry | undefined {
  return normalizeGeometry(coordinate(latitude), coordinate(longitude), approximate ? 'approximate' : 'exact');
}

/** Zoopla's snake_case type key (`semi_detached`), mapped; the key kept as the source's word. */
export function propertyType(key: unknown): { property_type?: string; source_property_type?: string } {
  const term = text(key);
  if (term === undefined || term.trim() === '') return {};
  const mapped = normalizePropertyType(term, PLATFORM);
  return { property_type: mapped.property_type, source_property_type: mapped.original };
}

/** Sale or rent, from the section a URI or page names (`/to-rent/…`, `to-rent`). */
export function transactionOf(section: string | undefined): 'sale' | 'rent' {
  return section !== undefined && /(^|\/)to-rent(\/|$)/.test(section) ? 'rent' : 'sale';
}

/** An instant from Zoopla's UK wall-clock time ("2025-09-20T13:46:10"), in canonical ISO form. */
export function ukInstant(value: unknown): string | undefined {
  const t = text(value);
  if (t === undefined) return undefined;
  const ms = zoopla.fromUkWallClock(t);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** A listing image at a size Zoopla serves, from its filename or any of its URLs. */
export function imageOf(value: unknown): string | undefined {
  const t = text(value)?.trim();
  if (!t) return undefined;
  const file = t.slice(t.lastIndexOf('/') + 1).replace(/:p$/, '');
  return /^[\w-]+\.(jpe?g|png|gif|webp)$/i.test(file) ? zoopla.imageUrl(file) : undefined;
}
