/**
 * Reading the parts of a listing that the result entry and the exposé share: provenance, the
 * printed German facts ("1.250.000 €", "82,5 m²", "3,5" Zimmer) beside the numbers, the
 * realtor and the property type. Conversions go through @estate/normalize.
 */
import { compact, looseText, type ParseContext } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import {
  areaFromValue,
  normalizeCountry,
  normalizePropertyType,
  parseArea,
  parsePrice,
  parseRooms,
  priceFromAmount,
  type Area,
  type Price,
} from '@estate/normalize';
import type { AreaBasis } from '@estate/contract/vocabulary';
import { PLATFORM } from './site.js';

type Agent = NonNullable<ListingObserved['agent']>;
type Agency = NonNullable<ListingObserved['agency']>;
type Property = ListingObserved['property'];
type Contact = NonNullable<Agent['professional_contacts']>[number];

/**
 * ImmoScout24 prints German numbers ("1.250.000 €", "82,5 m²") whatever the country of the
 * home, so the printed facts are read as German.
 */
const PRINTED = { locale: 'de-DE' } as const;

/** The home's country: ImmoScout's Ausland section lists homes abroad too. It names the country in ISO alpha-3. */
export function countryOf(value: unknown): string {
  return normalizeCountry(looseText(value)) ?? 'DE';
}

export function provenance(country: string, context: ParseContext): Pick<ListingObserved, 'access_class' | 'country' | 'retrieved_at'> {
  return { access_class: 'public_portal', country, retrieved_at: context.retrievedAt };
}

/** "no_information" is how keyValues say a field is unknown. */
export function known(value: unknown): string | undefined {
  const t = looseText(value);
  return t === undefined || t === 'no_information' ? undefined : t;
}

/**
 * The price as printed ("1.250.000 €", "Preis auf Anfrage") read with normalize; a structured
 * amount, where there is one, is the amount and the printed text its display text.
 */
export function priceOf(amount: number | undefined, currency: string | undefined, shown: string | undefined, monthly: boolean): Price | undefined {
  const period = monthly ? { period: 'month' as const } : {};
  if (amount !== undefined) return priceFromAmount(amount, currency ?? 'EUR', { ...period, ...(shown ? { display_text: shown } : {}) });
  if (shown !== undefined) return parsePrice(shown, { ...PRINTED, currency: currency ?? 'EUR', ...period });
  return undefined;
}

/** An area as printed ("82,5 m²"), else from the number beside it. */
export function areaOf(shown: string | undefined, value: number | undefined, basis: AreaBasis): Area | undefined {
  const read = shown === undefined ? undefined : parseArea(shown, { ...PRINTED, basis });
  if (read) return read;
  return value === undefined ? undefined : areaFromValue(value, 'sqm', basis, shown ?? String(value));
}

export function areasOf(...areas: Array<Area | undefined>): Area[] | undefined {
  const present = areas.filter((a): a is Area => a !== undefined);
  return present.length > 0 ? present : undefined;
}

/** German room counts ("3,5" Zimmer): whole rooms, with the half room kept in `layout`. */
export function roomsOf(zimmer: string | undefined): Pick<Property, 'rooms' | 'layout'> {
  if (zimmer === undefined) return {};
  const read = parseRooms(`${zimmer} Zimmer`, PRINTED);
  return compact({ rooms: read.rooms, layout: read.layout });
}

/** A count printed on its own ("2" beside "Schlafzimmer"), read with its label. */
export function countOf(shown: string | undefined, label: 'Schlafzimmer' | 'Badezimmer'): number | undefined {
  if (shown === undefined) return undefined;
  const read = parseRooms(`${shown} ${label}`, PRINTED);
  return label === 'Schlafzimmer' ? read.bedrooms : read.bathrooms;
}

/** The most specific type given: "Doppelhaushälfte" or SEMIDETACHED_HOUSE over HouseBuy. */
export function propertyTypeOf(...terms: unknown[]): Pick<Property, 'property_type' | 'source_property_type'> {
  const term = terms.map(known).find((t) => t !== undefined);
  if (term === undefined) return {};
  return { property_type: normalizePropertyType(term, PLATFORM).property_type, source_property_type: term };
}

export function yearOf(...values: unknown[]): number | undefined {
  for (const value of values) {
    const t = known(value);
    if (t !== undefined && /^\d{4}$/.test(t)) return Number(t);
  }
  return undefined;
}

export interface Realtor {
  firstName?: string;
  lastName?: string;
  phone?: string;
  mobile?: string;
  company?: string;
  customerId?: string;
  website?: string;
  privateOffer?: boolean;
}

/**
 * The contact person and the agency. A private seller is a private person, so nothing about
 * them is observed.
 */
export function realtorOf(realtor: Realtor): { agent?: Agent; agency?: Agency } {
  if (realtor.privateOffer === true) return {};
  const name = [realtor.firstName, realtor.lastName].filter((x) => x !== undefined && x.trim() !== '').join(' ');
  const contacts: Contact[] = [
    ...(realtor.phone ? [{ kind: 'business_phone' as const, value: realtor.phone }] : []),
    ...(realtor.mobile ? [{ kind: 'mobile_phone' as const, value: realtor.mobile }] : []),
  ];
  const agent: Agent | undefined =
    name !== ''
      ? compact({ name, agency_native_id: realtor.customerId, professional_contacts: contacts.length > 0 ? contacts : undefined })
      : undefined;
  const agency: Agency | undefined = realtor.company
    ? compact({ native_id: realtor.customerId, name: realtor.company, website: realtor.website })
    : undefined;
  return compact({ agent, agency });
}

export function extensionsOf(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = compact(values);
  return Object.keys(kept).length > 0 ? kept : undefined;
}
