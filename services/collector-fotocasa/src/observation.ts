/** Building blocks of the observations every fotocasa record becomes. */
import { at, coordinate, count, type Fields, fields, finite, list, looseNumber, text } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizeGeometry, normalizePropertyType, priceFromAmount } from '@estate/normalize';
import { fotocasa } from '@estate/native-formats';

export const PLATFORM = 'fotocasa';
export const ACCESS_CLASS = 'public_portal';
export const COUNTRY = fotocasa.HOME_COUNTRY;
export const CURRENCY = 'EUR';

type Property = ListingObserved['property'];
type Geometry = NonNullable<Property['geometry']>;
type Address = NonNullable<Property['address']>;
type Area = NonNullable<Property['areas']>[number];

/** Subtypes normalize has no word for ("Attic" is an ático, "Study" an estudio); the rest go through normalize. */
const SUBTYPE_TYPES: Readonly<Record<string, NonNullable<Property['property_type']>>> = {
  attic: 'apartment',
  study: 'apartment',
  groundfloorwithgarden: 'apartment',
  duplex: 'apartment',
};

export function propertyType(subtype: unknown): Pick<Property, 'property_type' | 'source_property_type'> {
  const term = text(subtype)?.trim();
  if (!term) return {};
  const own = SUBTYPE_TYPES[term.toLowerCase().replace(/[^a-z]/g, '')];
  return { property_type: own ?? normalizePropertyType(term, PLATFORM).property_type, source_property_type: term };
}

/** A sale price in euros; a rent (`transactionTypeId` 3) is monthly. Zero ("A consultar") is no price. */
export function priceOf(amount: unknown, transaction: 'sale' | 'rent', shown?: string): ListingObserved['price'] {
  const value = looseNumber(amount);
  if (value === undefined || value <= 0) return undefined;
  const price = priceFromAmount(value, CURRENCY, shown ? { display_text: shown } : {});
  return transaction === 'rent' ? { ...price, period: 'month' } : price;
}

export function transactionOf(id: unknown): 'sale' | 'rent' {
  return looseNumber(id) === fotocasa.TRANSACTION_TYPE_IDS.rent ? 'rent' : 'sale';
}

export function point(latitude: unknown, longitude: unknown, exact: boolean): Geometry | undefined {
  return normalizeGeometry(coordinate(latitude), coordinate(longitude), exact ? 'exact' : 'approximate');
}

/** Built area in m² (fotocasa's `surface` is the built area, as idealista's "m² construidos"). */
export function builtArea(surface: unknown): Area | undefined {
  const value = finite(surface);
  return value !== undefined && value > 0 ? areaFromValue(value, 'sqm', 'built') : undefined;
}

/** The trimmed text of a field fotocasa pads (" Córdoba Capital"). */
export const trimmed = (value: unknown): string | undefined => {
  const t = text(value)?.trim();
  return t === '' ? undefined : t;
};

/**
 * The address: the street line only where the advertiser shows street and number (`accuracy`
 * 1); otherwise the location text (a street's name, a neighbourhood) is kept as said, beside the
 * town and postcode, and is no street line.
 */
export function addressOf(location: string | undefined, neighbourhood: string | undefined, legacy: Fields | undefined, exact: boolean): Address | undefined {
  const city = trimmed(legacy?.['municipality']) ?? trimmed(legacy?.['city']);
  const region = trimmed(legacy?.['regionLevel1']) ?? trimmed(legacy?.['province']);
  const postal_code = trimmed(legacy?.['zipCode']);
  const shown = location?.trim();
  const line1 = exact && shown ? streetLine(shown, neighbourhood) : undefined;
  if (!city && !postal_code && !line1) return undefined;
  const address = normalizeAddress({ line1, city, region, postal_code }, COUNTRY);
  const said = [shown, city, postal_code].filter((x): x is string => x !== undefined && x !== '').join(', ');
  return line1 ? address : { ...address, original_text: said };
}

/**
 * "Avenida de América, 5, Zona Centro" → "Avenida de América, 5": the street up to its number,
 * the neighbourhood after it dropped (cards name no neighbourhood field on some ads).
 */
function streetLine(location: string, neighbourhood: string | undefined): string | undefined {
  const n = neighbourhood?.trim();
  const line = n && location.endsWith(`, ${n}`) ? location.slice(0, -(n.length + 2)) : location;
  return /^(.*?,\s*\d+[A-Za-z]?)(?=,|$)/.exec(line.trim())?.[1];
}

/** A card's `features[]` value by key (`rooms`, `bathrooms`, `surface`, `floor`). */
export function featureValue(entries: unknown, key: string): number | undefined {
  const entry = list(entries).find((f) => text(at(f, 'key')) === key);
  return finite(at(entry, 'value'));
}

/** The floor a code names, as idealista's extension writes it ("bj" for the ground floor). */
export function floorExtension(code: unknown): string | undefined {
  const value = count(code);
  if (value === undefined) return undefined;
  const floor = fotocasa.floorOfCode(value);
  return floor === undefined ? undefined : floor === 0 ? 'bj' : String(floor);
}

/** The advertiser's reference for the home, trimmed; none when blank. */
export function referenceOf(value: unknown): string | undefined {
  const t = text(value)?.trim();
  return t ? t : undefined;
}

/** The agency of an ad whose advertiser is shown (`clientAlias`). */
export function agencyOf(alias: unknown, id: unknown, phone: unknown): ListingObserved['agency'] {
  const name = trimmed(alias);
  if (!name) return undefined;
  const number = looseNumber(id);
  const tel = trimmed(phone);
  return {
    ...(number !== undefined && number > 0 ? { native_id: String(number) } : {}),
    name,
    ...(tel ? { professional_contacts: [{ kind: 'business_phone' as const, value: tel }] } : {}),
  };
}

/**
 * The advertiser's phone as the ad shows it ("+34957488346"), where the advertiser is a
 * professional: fotocasa shows the line beside every ad, also where it hides the agency's name
 * (`clientAlias` null), while a private seller's number is a private person's and is not kept.
 * One office's line on both Spanish portals tells cross-portal grouping the office (property-match-gb).
 */
export function advertiserPhone(phone: unknown, clientTypeId: unknown): string | undefined {
  if (looseNumber(clientTypeId) === fotocasa.CLIENT_TYPES.private) return undefined;
  return trimmed(phone)?.replace(/[^\d+]/g, '') || undefined;
}

export { fields };
