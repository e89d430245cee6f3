/**
 * A Zillow building page (`/b/<slug>/`, `props.pageProps.buildingData.building`, [M] in sources.md
 * §9) → the building (its slug the native id, address, pin, year built, unit count) and each unit
 * its floor plans advertise: a unit with a number is a `physical_unit` (its zpid the listing that
 * advertises it), a floor plan with no unit listed is one `floor_plan`. A unit home page's
 * `bdpUrl` names the same slug, so its listing's `building_id` finds the building.
 */
import { at, compact, count, fields, finite, identifier, list, text, type ParseContext, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type BuildingObserved, type ListingObserved, type UnitObserved } from '@estate/events';
import { zillow } from '@estate/native-formats';
import { areaFromValue, normalizeAddress, normalizeGeometry, priceFromAmount } from '@estate/normalize';
import { judgeUnits } from './unit-plausibility.js';

const COUNTRY = 'US';
const ACCESS_CLASS = 'public_portal';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The building slug a unit's home page links (`bdpUrl`), when it links one. */
export function buildingSlugOf(property: unknown): string | undefined {
  return zillow.BUILDING_SLUG_PATTERN.exec(text(at(property, 'bdpUrl')) ?? '')?.[1];
}

/** The listing with the building its home page links. */
export function withBuilding(listing: ListingObserved, property: unknown): ListingObserved {
  const slug = buildingSlugOf(property);
  return slug === undefined ? listing : { ...listing, building_native_id: slug };
}

export function readBuilding(pageProps: unknown, into: ParsedPayloadBuilder, context: ParseContext): void {
  const b = fields(at(pageProps, 'buildingData', 'building'));
  const bdpUrl = text(b?.['bdpUrl']);
  const slug = zillow.BUILDING_SLUG_PATTERN.exec(bdpUrl ?? '')?.[1];
  if (!b || !bdpUrl || !slug) return into.issue('unexpected_shape', 'building page has no buildingData.building with a bdpUrl');
  const url = zillow.absoluteUrl(bdpUrl);
  const street = text(at(b, 'address', 'streetAddress'));
  const city = text(at(b, 'address', 'city'));
  const state = text(at(b, 'address', 'state'));
  const zipcode = text(at(b, 'address', 'zipcode'));
  const address = street || city ? normalizeAddress({ line1: street, city, region: state, postal_code: zipcode }, COUNTRY) : undefined;
  const geometry = normalizeGeometry(finite(b['latitude']), finite(b['longitude']), 'exact');
  const year = count(b['yearBuilt']);
  const building: BuildingObserved = compact({
    native_id: slug,
    name: text(b['buildingName']),
    url,
    address,
    geometry,
    year_built: year !== undefined && year >= 1000 && year <= 2200 ? year : undefined,
    unit_count: count(b['unitCount']),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
  });
  const found: UnitObserved[] = [];
  for (const [i, plan] of list(b['floorPlans']).entries()) {
    const beds = count(at(plan, 'beds'));
    const baths = finite(at(plan, 'baths'));
    const sqft = finite(at(plan, 'sqft'));
    const area = sqft !== undefined && sqft > 0 ? areaFromValue(sqft, 'sqft') : undefined;
    const property = (unit?: string): UnitObserved['property'] =>
      compact({ property_type: 'condo', bedrooms: beds, bathrooms: baths, areas: area ? [area] : undefined, address: address && unit ? { ...address, unit } : address });
    const units = list(at(plan, 'units'));
    if (units.length === 0) {
      found.push(compact({ building_native_id: slug, native_id: `plan-${i + 1}`, kind: 'floor_plan', label: `${beds ?? '?'} bd, ${baths ?? '?'} ba`, property: property(), url, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY }));
      continue;
    }
    for (const unit of units) {
      const number = text(at(unit, 'unitNumber'));
      const zpid = identifier(at(unit, 'zpid'));
      const id = number ?? zpid;
      if (id === undefined) {
        into.issue('unexpected_shape', `building ${slug}: a unit of floor plan ${i + 1} has no unitNumber or zpid`, slug);
        continue;
      }
      const price = finite(at(unit, 'price'));
      const from = text(at(unit, 'availableFrom'));
      found.push(
        compact({
          building_native_id: slug,
          native_id: id,
          kind: number !== undefined ? 'physical_unit' : 'floor_plan',
          label: number,
          price: price !== undefined ? priceFromAmount(price, 'USD', { kind: 'asking' }) : undefined,
          available_from: from !== undefined && ISO_DATE.test(from) ? from : undefined,
          property: property(number),
          listing_native_id: zpid,
          url,
          retrieved_at: context.retrievedAt,
          access_class: ACCESS_CLASS,
          country: COUNTRY,
        }),
      );
    }
  }
  // The page lists sales and rents alike without saying which: a price is judged under both readings.
  const judged = judgeUnits(building, found, 'either');
  into.observe(observation('building', judged.building));
  for (const unit of judged.units) into.observe(observation('unit', unit));
}
