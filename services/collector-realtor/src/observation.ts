/** Building blocks of the observations every realtor.com record becomes: one home object, search or detail. */
import { at, compact, coordinate, count, type Fields, fields, finite, identifier, isoInstant, list, text } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizeGeometry, normalizePropertyType, priceFromAmount } from '@estate/normalize';
import type { ListingStatus } from '@estate/contract/vocabulary';
import { realtor } from '@estate/native-formats';

export const PLATFORM = 'realtor';
export const ACCESS_CLASS = 'public_portal';
export const COUNTRY = realtor.HOME_COUNTRY;
export const CURRENCY = 'USD';

type Property = ListingObserved['property'];
type Area = NonNullable<Property['areas']>[number];

/** A unit designator ending the street line: "2238 Market St Unit 306", "350 5th Ave APT 4B", "12 Main St #7". */
const UNIT_AT_END = /\s+((?:unit|apt|ste|suite|#)\s*#?\s*[\w-]+)$/i;

/**
 * The street line and the unit. `line` holds the unit ("38 Hecla St Unit 1") and `unit` repeats
 * it on newer pages; the unit is taken from `unit`, else from the end of `line`, and cut from the
 * street line so that one home's line reads the same with or without it. The permalink's unit
 * ("…-B1_…" for "Unit 1B") is never read: it is turned round.
 */
export function streetAndUnit(address: Fields | undefined): { line1?: string; unit?: string } {
  const line = text(address?.['line'])?.trim();
  const unit = text(address?.['unit'])?.trim() || undefined;
  if (!line) return unit ? { unit } : {};
  const tail = UNIT_AT_END.exec(line);
  if (unit && line.toLowerCase().endsWith(unit.toLowerCase())) return { line1: line.slice(0, line.length - unit.length).trim(), unit };
  if (tail) return { line1: line.slice(0, tail.index).trim(), unit: unit ?? (tail[1] as string) };
  return unit ? { line1: line, unit } : { line1: line };
}

export function addressOf(location: unknown): Pick<Property, 'address' | 'geometry'> {
  const a = fields(at(location, 'address'));
  if (!a) return {};
  const { line1, unit } = streetAndUnit(a);
  const lat = coordinate(at(a, 'coordinate', 'lat'));
  const lon = coordinate(at(a, 'coordinate', 'lon'));
  const geometry = lat !== undefined && lon !== undefined ? normalizeGeometry(lat, lon, 'exact') : undefined;
  const city = text(a['city']);
  const postal = text(a['postal_code']);
  const region = text(a['state_code']) ?? text(a['state']);
  const address = line1 || city || postal ? normalizeAddress(compact({ line1, unit, city, region, postal_code: postal }), COUNTRY) : undefined;
  return compact({ address, geometry });
}

/**
 * Bathrooms as a number: full baths and a half for each half bath (`baths_full`, `baths_half`),
 * else the `baths_consolidated` string ("2.5", "7.5+": the "+" says there are more, the number
 * is kept), never the integer `baths`, which counts a half bath as a whole one.
 */
export function bathroomsOf(d: Fields | undefined): number | undefined {
  const full = count(d?.['baths_full']);
  const half = count(d?.['baths_half']) ?? 0;
  const threeQuarter = count(d?.['baths_3qtr']) ?? 0;
  if (full !== undefined) return full + threeQuarter + half * 0.5;
  const consolidated = /^\s*(\d+(?:\.5)?)\+?\s*$/.exec(text(d?.['baths_consolidated']) ?? '');
  return consolidated ? Number(consolidated[1]) : undefined;
}

export function areasOf(d: Fields | undefined): Area[] | undefined {
  const sqft = finite(d?.['sqft']);
  const lot = finite(d?.['lot_sqft']);
  const areas: Area[] = [];
  const living = sqft !== undefined && sqft > 0 ? areaFromValue(sqft, 'sqft', 'living') : undefined;
  const plot = lot !== undefined && lot > 0 ? areaFromValue(lot, 'sqft', 'plot') : undefined;
  if (living) areas.push(living);
  if (plot) areas.push(plot);
  return areas.length > 0 ? areas : undefined;
}

/** realtor.com's plural type words, in the singular the US vocabulary (Zillow's table) knows. */
const PLURALS: Readonly<Record<string, string>> = { condos: 'condo', townhomes: 'townhouse', condo_townhome_rowhome_coop: 'condo' };

/** `description.type` (and `sub_type` where it is finer: a `condos` type may be a `townhouse`), mapped; the source's word kept. */
export function typeOf(d: Fields | undefined): Pick<Property, 'property_type' | 'source_property_type'> {
  const word = text(d?.['sub_type']) ?? text(d?.['type']);
  if (!word) return {};
  const mapped = normalizePropertyType(PLURALS[word.trim().toLowerCase()] ?? word, 'zillow');
  return { property_type: mapped.property_type, source_property_type: text(d?.['type']) ?? word };
}

/** The listing's status: `for_sale` is live unless its flags say pending or contingent. */
export function statusOf(status: string | undefined, flags: unknown): { status: ListingStatus; source_status?: string } | undefined {
  const word = status?.trim().toLowerCase();
  if (word === 'for_sale' || word === 'for_rent' || word === 'ready_to_build' || word === 'new_community' || word === undefined || word === '') {
    if (at(flags, 'is_pending') === true) return { status: 'pending', source_status: 'pending' };
    if (at(flags, 'is_contingent') === true) return { status: 'under_offer', source_status: 'contingent' };
    return { status: 'active', ...(word ? { source_status: word } : {}) };
  }
  const closed: Readonly<Record<string, ListingStatus>> = { sold: 'sold', off_market: 'off_market', pending: 'pending', contingent: 'under_offer' };
  const mapped = closed[word];
  return mapped ? { status: mapped, source_status: word } : undefined;
}

export function transactionOf(status: string | undefined): 'sale' | 'rent' {
  return status?.trim().toLowerCase() === 'for_rent' ? 'rent' : 'sale';
}

/** The seller's advertiser: its office is the agency, the person the agent. */
export function sellerOf(home: Fields): Pick<ListingObserved, 'agent' | 'agency'> {
  const advertisers = list(home['advertisers']);
  const seller = fields(advertisers.find((a) => text(at(a, 'type')) === realtor.SELLER) ?? advertisers[0]);
  const office = fields(seller?.['office']);
  const officeName = text(office?.['name']) ?? text(at(seller, 'broker', 'name')) ?? text(at(list(home['branding'])[0], 'name')) ?? text(at(list(at(home, 'source', 'agents'))[0], 'office_name'));
  const officePhone = text(at(list(office?.['phones'])[0], 'number'));
  const agency = officeName
    ? compact({
        native_id: identifier(office?.['fulfillment_id']),
        name: officeName,
        website: text(office?.['href']),
        professional_contacts: officePhone ? [{ kind: 'business_phone' as const, value: officePhone }] : undefined,
      })
    : undefined;
  const name = text(seller?.['name']) ?? text(at(list(at(home, 'source', 'agents'))[0], 'agent_name'));
  const email = text(seller?.['email']);
  const phone = text(at(list(seller?.['phones'])[0], 'number'));
  const contacts = [...(phone ? [{ kind: 'mobile_phone' as const, value: phone }] : []), ...(email ? [{ kind: 'business_email' as const, value: email }] : [])];
  const agent = name
    ? compact({ native_id: identifier(seller?.['fulfillment_id']), name, agency_native_id: agency?.native_id, professional_contacts: contacts.length > 0 ? contacts : undefined })
    : undefined;
  return compact({ agent, agency });
}

/**
 * The MLS listing the home is shown from: `source.listing_id` is the MLS number ("426121732"),
 * `source.id` the MLS ("SFCA"); realtor's own `property_id` is kept beside them. The MLS number
 * is what the other US portal shows too (Zillow's `attributionInfo.mlsId`): the cross-portal key.
 */
export function extensionsOf(home: Fields): Record<string, string> | undefined {
  const type = text(at(home, 'source', 'type'));
  const number = text(at(home, 'source', 'listing_id'))?.trim();
  const extensions = compact({
    mls_id: number && (type === undefined || type === 'mls') ? number : undefined,
    mls_source: text(at(home, 'source', 'id')),
    property_id: identifier(home['property_id']),
  });
  return Object.keys(extensions).length > 0 ? (extensions as Record<string, string>) : undefined;
}

/** `list_price` in dollars: a month's rent when the home is `for_rent`, else the asking price. */
export function priceOf(home: Fields): ListingObserved['price'] {
  const amount = finite(home['list_price']);
  if (amount === undefined || amount <= 0) return undefined;
  return transactionOf(text(home['status'])) === 'rent' ? priceFromAmount(amount, CURRENCY, { period: 'month' }) : priceFromAmount(amount, CURRENCY);
}

/** "2023-01-18T23:19:09Z" and "2026-04-16T07:11:08.000000Z" (microseconds) alike. */
export function instantOf(value: unknown): string | undefined {
  const t = text(value)?.trim().replace(/(\.\d{3})\d+Z$/, '$1Z');
  return t ? isoInstant(t) : undefined;
}
