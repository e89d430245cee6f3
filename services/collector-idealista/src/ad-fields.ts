/**
 * Reading the parts of an ad that the search element and the detail share: provenance, the
 * advertiser, the property type and the price. Conversions go through @estate/normalize.
 */
import { compact, fields, type Fields, list, looseNumber, looseText, type ParseContext } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { countryCurrency, normalizeAddress, normalizeCountry, normalizePropertyType, priceFromAmount, type Address, type Price } from '@estate/normalize';
import type { idealista } from '@estate/native-formats';
import { PLATFORM } from './site.js';

type Agent = NonNullable<ListingObserved['agent']>;
type Agency = NonNullable<ListingObserved['agency']>;

/** idealista also runs Italy and Portugal; an ad that names no country is Spanish. */
export function countryOf(ad: Fields): string {
  return normalizeCountry(looseText(ad['country'])) ?? 'ES';
}

/** The fields every observation carries about where it came from. */
export function provenance(country: string, context: ParseContext): Pick<ListingObserved, 'access_class' | 'country' | 'retrieved_at'> {
  return { access_class: 'public_portal', country, retrieved_at: context.retrievedAt };
}

/**
 * The address. When the advertiser hides it, idealista shows a street without number or just
 * the neighbourhood ("barrio Recoletos") in its place, which is no street line: it is kept
 * only in `original_text`, and the address is the town.
 */
export function addressOf(
  shown: string | undefined,
  hidden: boolean,
  city: string | undefined,
  region: string | undefined,
  country: string,
): Address | undefined {
  if (shown === undefined && city === undefined) return undefined;
  if (!hidden) return normalizeAddress({ line1: shown, city, region }, country);
  const address = normalizeAddress({ city, region }, country);
  return { ...address, original_text: [shown, city, region].filter((x) => x !== undefined).join(', ') };
}

/** idealista prices in the country's currency and shows it as a suffix ("€"). */
export function currencyOf(suffix: string | undefined, country: string): string {
  if (suffix === '€') return 'EUR';
  return countryCurrency(country) ?? 'EUR';
}

export function priceOfAmount(amount: number | undefined, suffix: string | undefined, country: string, operation?: string): Price | undefined {
  return amount === undefined ? undefined : rentPeriod(priceFromAmount(amount, currencyOf(suffix, country)), operation);
}

/**
 * An idealista rent is a monthly rent: the ad prints it "1.200 €/mes" and the API's number is that
 * month's rent. The period is stated so a rent is never read as a sale price.
 */
export function rentPeriod(price: Price, operation: string | undefined): Price {
  return operation === 'rent' && price.amount !== undefined && price.period === undefined ? { ...price, period: 'month' } : price;
}

export function labelsOf(value: unknown): idealista.IdealistaLabel[] {
  return list(value).flatMap((item) => {
    const label = fields(item);
    const name = looseText(label?.['name']);
    const shown = looseText(label?.['text']);
    return name !== undefined && shown !== undefined ? [{ name, text: shown }] : [];
  });
}

/** The most specific type idealista gives: a subtype ("penthouse", "terracedHouse") over the typology. */
export function propertyTypeOf(...terms: unknown[]): Pick<ListingObserved['property'], 'property_type' | 'source_property_type'> {
  const term = terms.map(looseText).find((t) => t !== undefined);
  if (term === undefined) return {};
  return { property_type: normalizePropertyType(term, PLATFORM).property_type, source_property_type: term };
}

/**
 * The advertiser. Agencies and developers are professionals and are kept; a private seller's
 * name is a private person's, so it is not observed.
 */
export function advertiserOf(value: unknown): { agent?: Agent; agency?: Agency } {
  const contact = fields(value);
  if (!contact || looseText(contact['userType']) === 'private') return {};
  const agencyId = looseText(contact['micrositeShortName']);
  const agencyName = looseText(contact['commercialName']);
  const phone = fields(contact['phone1']);
  const dial = looseText(phone?.['phoneNumberForMobileDialing']) ?? looseText(phone?.['formattedPhone']);
  const agentName = looseText(fields(contact['agentInfo'])?.['name']) ?? looseText(contact['contactName']);
  // The ad's phone is the advertiser's line: the agency's, and where its agent answers.
  const agency: Agency | undefined = agencyName ? compact({ native_id: agencyId, name: agencyName, professional_contacts: dial ? [{ kind: 'business_phone', value: dial }] : undefined }) : undefined;
  const agent: Agent | undefined = agentName
    ? compact({
        name: agentName,
        agency_native_id: agencyId,
        professional_contacts: dial ? [{ kind: 'business_phone', value: dial }] : undefined,
      })
    : undefined;
  return compact({ agent, agency });
}

/**
 * The advertiser's line as the ad dials it ("+34952552961"), a professional's only (a private
 * seller's number is a private person's): one office's line on both Spanish portals tells
 * cross-portal grouping the office where fotocasa hides its name (property-match-gb).
 */
export function advertiserPhoneOf(value: unknown): string | undefined {
  const contact = fields(value);
  if (!contact || looseText(contact['userType']) === 'private') return undefined;
  const phone = fields(contact['phone1']);
  return (looseText(phone?.['phoneNumberForMobileDialing']) ?? looseText(phone?.['formattedPhone']))?.replace(/[^\d+]/g, '') || undefined;
}

/** A price drop idealista shows beside the price; it gives no date, so it is no history point. */
export interface PriceDrop {
  former_price: number;
  drop_value?: number;
  drop_percentage?: number;
}

export function priceDropOf(value: unknown): PriceDrop | undefined {
  const drop = fields(value);
  if (!drop) return undefined;
  const former = looseNumber(drop['formerPrice']);
  if (former === undefined) return undefined;
  return compact({
    former_price: former,
    drop_value: looseNumber(drop['priceDropValue']),
    drop_percentage: looseNumber(drop['priceDropPercentage']),
  });
}

/** Property facts idealista keeps beside the listing but the contract has no field for. */
export function adExtensions(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = compact(values);
  return Object.keys(kept).length > 0 ? kept : undefined;
}
