/**
 * A multi-unit building's card on a search page → the building and the units it advertises.
 * Zillow marks such a card `isBuilding` and gives it no zpid of its own (some versions put a
 * `lat--lng` string there). A rental building lists its floor plans as `units[]`, each a bedroom
 * count and a "from" rent ("$2,800+"); a for-sale building or community shows one "From $…" and
 * the smallest beds, baths and area of its homes. Neither names a unit's own listing, so the
 * units are floor plans of the building, not listings; the building page (`/b/<slug>/`) is where
 * Zillow names each unit and its zpid (read-building.ts).
 */
import { at, compact, count, type Fields, fields, finite, identifier, list, looseCount, type ParseContext, type ParsedPayloadBuilder, text } from '@estate/collector-kit';
import { observation, type BuildingObserved, type UnitObserved } from '@estate/events';
import { zillow } from '@estate/native-formats';
import { areaFromValue, normalizeAddress, parsePrice, type Price } from '@estate/normalize';
import { ACCESS_CLASS, COUNTRY, CURRENCY, exactPoint } from './observation.js';
import { judgeUnits, keptFromPrice } from './unit-plausibility.js';

/**
 * A multi-unit building's card: Zillow marks it `isBuilding`, gives it a `buildingId` of the form
 * `lat--lng`, and no zpid (some versions put that `lat--lng` string in `zpid`).
 */
export function isBuildingCard(card: unknown): boolean {
  const c = fields(card);
  if (!c) return false;
  const zpid = c['zpid'];
  return c['isBuilding'] === true || (typeof zpid === 'string' && zpid.includes('--')) || (zpid === undefined && c['buildingId'] !== undefined);
}

/**
 * The building's id: the slug of its `/b/<slug>/` page, the one its building page and its units'
 * home pages name; a building Zillow has no page for ("/b/building/37.73,-122.44_ll/") or a
 * new-construction community (`plid`) keeps the id the card gives it.
 */
function buildingIdOf(card: Fields): string | undefined {
  const slug = zillow.BUILDING_SLUG_PATTERN.exec(text(card['detailUrl']) ?? '')?.[1];
  if (slug !== undefined && slug !== 'building') return slug;
  return identifier(card['buildingId']) ?? identifier(card['plid']);
}

function addressOf(card: Fields): BuildingObserved['address'] {
  const shown = text(card['address']);
  // "489 Cambridge St, San Francisco, CA": newer cards give only this line.
  const [street, shownCity, shownState] = (shown ?? '').split(',').map((p) => p.trim());
  const city = text(card['addressCity']) ?? shownCity;
  if (!shown && !city) return undefined;
  const address = normalizeAddress(
    compact({ line1: street || undefined, city: city || undefined, region: text(card['addressState']) ?? (shownState || undefined), postal_code: text(card['addressZipcode']) }),
    COUNTRY,
  );
  return shown ? { ...address, original_text: shown } : address;
}

/** A "from" price as the card prints it; a rent is per month. "$0+" is kept, to be judged (unit-plausibility.ts). */
function fromPrice(shown: string | undefined, rent: boolean): Price | undefined {
  if (shown === undefined) return undefined;
  const parsed = parsePrice(shown, { country: COUNTRY, currency: CURRENCY });
  const price = keptFromPrice(parsed, rent ? 'rent' : 'sale');
  return price && rent ? { ...price, period: 'month' } : price;
}

function floorPlanLabel(beds: number | undefined): string | undefined {
  if (beds === undefined) return undefined;
  return beds === 0 ? 'Studio' : `${beds} bd`;
}

export function readBuildingCard(value: unknown, into: ParsedPayloadBuilder, context: ParseContext): void {
  const card = fields(value);
  const id = card ? buildingIdOf(card) : undefined;
  if (!card || id === undefined) return into.issue('unexpected_shape', 'building card has no /b/ page, buildingId or plid');
  const url = zillow.absoluteUrl(text(card['detailUrl']));
  const rent = text(card['statusType']) === 'FOR_RENT';
  const plans = list(card['units']);
  const from = plans.length === 0 ? fromPrice(text(card['price']), rent) : undefined;
  const minArea = finite(card['minArea']);
  const building: BuildingObserved = compact({
    native_id: id,
    name: text(card['buildingName']) ?? text(card['communityName']),
    url,
    address: addressOf(card),
    geometry: exactPoint(at(card, 'latLong', 'latitude'), at(card, 'latLong', 'longitude')),
    unit_count: count(card['unitCount']),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    // What the card says of its homes as a whole: the cheapest one's price and the smallest size.
    extensions: from
      ? compact({ price_from: from, min_bedrooms: count(card['minBeds']), min_bathrooms: finite(card['minBaths']), min_living_area: minArea !== undefined ? areaFromValue(minArea, 'sqft', 'living') : undefined, builder: text(card['builderName']) })
      : undefined,
  });
  const units: UnitObserved[] = [];
  for (const plan of plans) {
    const beds = looseCount(at(plan, 'beds'));
    const price = fromPrice(text(at(plan, 'price')), rent);
    if (beds === undefined && price === undefined) {
      into.issue('unexpected_shape', `building ${id}: a unit of its card gives neither beds nor price`, id);
      continue;
    }
    const unit: UnitObserved = compact({
      building_native_id: id,
      native_id: beds !== undefined ? `beds-${beds}` : `price-${price?.amount ?? ''}`,
      kind: 'floor_plan',
      label: floorPlanLabel(beds),
      price,
      property: compact({ bedrooms: beds, address: building.address }),
      url,
      retrieved_at: context.retrievedAt,
      access_class: ACCESS_CLASS,
      country: COUNTRY,
    });
    units.push(unit);
  }
  const judged = judgeUnits(building, units, rent ? 'rent' : 'sale');
  into.observe(observation('building', judged.building));
  for (const unit of judged.units) into.observe(observation('unit', unit));
}
