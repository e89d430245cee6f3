/** Building blocks of the observations every immowelt record becomes: German numbers, prices, types, places. */
import { at, compact, coordinate, list, text, type Fields } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeGeometry, parsePrice, parseRooms, priceFromAmount, type Area } from '@estate/normalize';
import { immowelt } from '@estate/native-formats';

export const PLATFORM = 'immowelt';
export const ACCESS_CLASS = 'public_portal';
export const COUNTRY = immowelt.HOME_COUNTRY;

type Property = ListingObserved['property'];
type Price = NonNullable<ListingObserved['price']>;
type Geometry = NonNullable<Property['geometry']>;

/** "75,4", "2.474.300", "1." → a number (decimal comma, dot thousands); undefined when it is none. */
export function germanNumber(value: unknown): number | undefined {
  const t = text(value)?.trim().replace(/\.$/, '');
  if (!t || !/^\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^\d+(?:,\d+)?$/.test(t)) return undefined;
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** The `hardFacts.facts[]` entry of one type. */
export function factValue(hardFacts: unknown, type: string): unknown {
  return at(list(at(hardFacts, 'facts')).find((f) => text(at(f, 'type')) === type), 'splitValue');
}

/** Rooms as Germans count them ("2,5" Zimmer): whole rooms, the half kept in `layout`. */
export function roomsOf(hardFacts: unknown): Pick<Property, 'rooms' | 'layout'> {
  const shown = text(factValue(hardFacts, immowelt.FACT_TYPES.rooms));
  if (shown === undefined) return {};
  const read = parseRooms(`${shown} Zimmer`, { locale: 'de-DE' });
  return compact({ rooms: read.rooms, layout: read.layout });
}

export function areasOf(hardFacts: unknown): Area[] | undefined {
  const living = germanNumber(factValue(hardFacts, immowelt.FACT_TYPES.livingSpace)) ?? germanNumber(factValue(hardFacts, immowelt.FACT_TYPES.overallSpace));
  const plot = germanNumber(factValue(hardFacts, immowelt.FACT_TYPES.plotSpace));
  const areas = [living && living > 0 ? areaFromValue(living, 'sqm', 'living') : undefined, plot && plot > 0 ? areaFromValue(plot, 'sqm', 'plot') : undefined].filter((a): a is Area => a !== undefined);
  return areas.length > 0 ? areas : undefined;
}

/**
 * The asking price: the amount `ariaLabel` states ("359500 €", "1454.6 €"), shown as `value`
 * ("359.500 €"). A rent is the Kaltmiete immowelt puts in `hardFacts.price`, per month; the
 * estimated Warmmiete beside it is not the asking rent. "Preis auf Anfrage" has no amount.
 */
export function priceOf(amountText: string | undefined, shown: string | undefined, rent: boolean, currency = 'EUR'): Price | undefined {
  const period = rent ? { period: 'month' as const } : {};
  const amount = amountText === undefined ? undefined : Number(/^\s*(\d+(?:\.\d+)?)\s*€?\s*$/.exec(amountText)?.[1] ?? Number.NaN);
  if (amount !== undefined && Number.isFinite(amount) && amount > 0) return priceFromAmount(amount, currency, { ...period, ...(shown ? { display_text: shown } : {}) });
  return shown === undefined ? undefined : parsePrice(shown, { locale: 'de-DE', currency, ...period });
}

/** `APARTMENT` / `HOUSE` with the sub-type where it says more (`MULTI_FAMILY_HOUSE`). */
export function propertyType(type: unknown, subType: unknown): Pick<Property, 'property_type' | 'source_property_type'> {
  const main = text(type)?.toUpperCase();
  const sub = text(subType)?.toUpperCase();
  const source = [main, sub].filter(Boolean).join('/');
  const mapped =
    sub === immowelt.PROPERTY_SUBTYPES.multiFamily ? 'multi_family'
    : sub === immowelt.PROPERTY_SUBTYPES.semiDetached ? 'semi_detached'
    : sub === immowelt.PROPERTY_SUBTYPES.terraced ? 'townhouse'
    : main === immowelt.PROPERTY_TYPES.apartment ? 'apartment'
    : main === immowelt.PROPERTY_TYPES.house ? 'house'
    : undefined;
  return compact({ property_type: mapped, source_property_type: source === '' ? undefined : source });
}

/** Sale or rent, from `rawData.distributionType`, `tracking.distribution_type` or `price.base.type`. */
export function transactionOf(...values: unknown[]): 'sale' | 'rent' {
  for (const v of values) {
    const t = text(v)?.toUpperCase();
    if (t === immowelt.DISTRIBUTION.rent.raw || t === immowelt.DISTRIBUTION.rent.tracking || t === immowelt.DISTRIBUTION.rent.section) return 'rent';
    if (t === immowelt.DISTRIBUTION.buy.raw || t === immowelt.DISTRIBUTION.buy.tracking || t === immowelt.DISTRIBUTION.buy.section) return 'sale';
  }
  return 'sale';
}

/**
 * A GeoJSON geometry, coordinates as [longitude, latitude]: a Point is the home; a MultiPolygon
 * is the area of an unpublished address, whose centre is kept as an approximate point.
 */
export function pointOf(geometry: unknown): Geometry | undefined {
  const type = text(at(geometry, 'type'));
  const coordinates = at(geometry, 'coordinates');
  if (type === 'Point' && Array.isArray(coordinates)) return normalizeGeometry(coordinate(coordinates[1]), coordinate(coordinates[0]), 'exact');
  if (type !== 'MultiPolygon') return undefined;
  const ring = list(list(list(coordinates)[0])[0]).filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  // A closed ring repeats its first corner last: counted once.
  const corners = ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1] ? ring.slice(0, -1) : ring;
  if (corners.length < 3) return undefined;
  const lon = corners.reduce((s, p) => s + p[0], 0) / corners.length;
  const lat = corners.reduce((s, p) => s + p[1], 0) / corners.length;
  return normalizeGeometry(Math.round(lat * 1e7) / 1e7, Math.round(lon * 1e7) / 1e7, 'approximate');
}

/** Status from the words after the title ("reserviert", "verkauft"); a published listing is active. */
export function statusOf(hardFacts: unknown): Pick<ListingObserved, 'status' | 'source_status'> {
  const words = list(at(hardFacts, 'titleAdditions')).map((w) => text(w)?.trim().toLowerCase());
  if (words.includes(immowelt.STATUS_ADDITIONS.sold)) return { status: 'sold', source_status: immowelt.STATUS_ADDITIONS.sold };
  if (words.includes(immowelt.STATUS_ADDITIONS.reserved)) return { status: 'under_offer', source_status: immowelt.STATUS_ADDITIONS.reserved };
  return { status: 'active' };
}

/** An instant in canonical ISO form ("2026-08-16T12:25:29.93Z" → "2026-08-16T12:25:29.930Z"). */
export function instant(value: unknown): string | undefined {
  const ms = Date.parse(text(value) ?? '');
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The agency: `intermediaryCard` (the firm) over `contactCard` (the person), with its phone numbers. */
export function agencyOf(provider: Fields | undefined, id: string | undefined): ListingObserved['agency'] {
  const name = text(at(provider, 'intermediaryCard', 'title'));
  if (!name || at(provider, 'isPrivateOwner') === true) return undefined;
  const phones = list(at(provider, 'phoneNumbers')).flatMap((p) => (typeof p === 'string' && p.trim() !== '' ? [{ kind: 'business_phone' as const, value: p }] : []));
  return compact({ native_id: id, name, website: text(at(provider, 'website')), professional_contacts: phones.length > 0 ? phones : undefined });
}
