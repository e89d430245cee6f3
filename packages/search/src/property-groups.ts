import type { ListingSearchProjection } from './listing.js';

/** The live listings of one property, across platforms: the `property_groups` of a search page's meta. */
export interface PropertyGroup {
  property_id: string;
  /** Sorted. */
  listing_ids: string[];
  /** Sorted, each once. */
  platforms: string[];
  /** The method of the most confident match among the listings. */
  match_method: string;
  /** The highest confidence among the listings, 0–1. */
  confidence: number;
}

/** The asking prices of a home's listings side by side: the lowest and highest, in their one currency. */
export interface PriceSpread {
  currency: string;
  min: number;
  max: number;
}

/** A property group with its price spread, as a collapsed search shows each home (absent when none of its listings of the transaction states a price, or they are in several currencies). */
export interface HomeGroup extends PropertyGroup {
  price_spread?: PriceSpread;
}

export interface PropertyGroupOptions {
  /** Each group with the price spread of its listings of this transaction (`sale`, `rent`): a collapsed search's homes. */
  pricesOf?: string;
}

/**
 * The groups of the given properties holding more than one live listing at `now` (a listing
 * counts where its newest version puts it), ordered by property id, listing ids and platforms
 * sorted; the method of the highest (confidence, method) and the highest confidence. `''` (no
 * property) is never a group.
 */
export function propertyGroupsOfPage(projection: ListingSearchProjection, propertyIds: readonly string[], now = Date.now(), options: PropertyGroupOptions = {}): HomeGroup[] {
  const groups: HomeGroup[] = [];
  for (const propertyId of groupedProperties(propertyIds)) {
    const members = propertyMembers(projection, propertyId, now);
    if (members.length > 1) groups.push(options.pricesOf !== undefined ? homeOfMembers(propertyId, members, options.pricesOf) : groupOfMembers(propertyId, members));
  }
  return groups;
}

/** The group of a home's members with the spread of the asking prices of its listings of one transaction (a sale price and a rent are no spread). */
export function homeOfMembers(propertyId: string, members: readonly PropertyMember[], transaction: string): HomeGroup {
  const spread = priceSpreadOf(members.filter((member) => member.transaction === transaction));
  return { ...groupOfMembers(propertyId, members), ...(spread !== undefined ? { price_spread: spread } : {}) };
}

function priceSpreadOf(members: readonly PropertyMember[]): PriceSpread | undefined {
  const priced = members.filter((member) => member.price !== null && Number.isFinite(member.price));
  const currency = priced[0]?.currency;
  if (currency === undefined || currency === '' || priced.some((member) => member.currency !== currency)) return undefined;
  const prices = priced.map((member) => member.price as number);
  return { currency, min: Math.min(...prices), max: Math.max(...prices) };
}

/** The properties a page's groups are read for: each once, in code-unit order, never `''`. */
export function groupedProperties(propertyIds: readonly string[]): string[] {
  return [...new Set(propertyIds)].filter((id) => id !== '').sort(byCodeUnits);
}

/** What a property group reads of one of its listings (a shard sends these to be merged). */
export interface PropertyMember {
  id: string;
  platform: string;
  confidence: number;
  method: string;
  /** The asking price and its currency ('' when the listing states none), and the listing's transaction. */
  price: number | null;
  currency: string;
  transaction: string;
}

/** The live listings of one property at `now`, with what a group reads of each. */
export function propertyMembers(projection: ListingSearchProjection, propertyId: string, now: number): PropertyMember[] {
  return projection.group('property_id', propertyId, now).map((id) => ({
    id,
    platform: projection.valueOf(id, 'platform') ?? '',
    confidence: projection.valueOf(id, 'property_confidence') ?? 0,
    method: projection.valueOf(id, 'property_match_method') ?? '',
    price: projection.valueOf(id, 'price_amount') ?? null,
    currency: projection.valueOf(id, 'currency') ?? '',
    transaction: projection.valueOf(id, 'transaction') ?? '',
  }));
}

/** The group of a property's members (more than one, else no group is shown), whichever projections held them. */
export function groupOfMembers(propertyId: string, members: readonly PropertyMember[]): PropertyGroup {
  let method = '';
  let confidence = -Infinity;
  const platforms = new Set<string>();
  for (const member of members) {
    platforms.add(member.platform);
    // As argMax over (confidence, method): a tie in confidence goes to the greater method name.
    if (member.confidence > confidence || (member.confidence === confidence && member.method > method)) {
      confidence = member.confidence;
      method = member.method;
    }
  }
  return {
    property_id: propertyId,
    listing_ids: members.map((member) => member.id).sort(byCodeUnits),
    platforms: [...platforms].sort(byCodeUnits),
    match_method: method,
    confidence: float32Text(confidence),
  };
}

/**
 * Strings in code-unit order, as ClickHouse sorts them by bytes: the two agree on every id the
 * projector writes (ASCII), and differ only between astral characters and U+E000–U+FFFF.
 */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A float32 as the store returns it: ClickHouse writes a Float32 in the fewest digits that read
 * back to the same float32 (0.9, not 0.8999999761581421), and that text is parsed as a double.
 */
function float32Text(value: number): number {
  for (let digits = 1; digits <= 9; digits++) {
    const text = Number(value.toPrecision(digits));
    if (Math.fround(text) === value) return text;
  }
  return value;
}
