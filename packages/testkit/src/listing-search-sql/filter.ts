import { EARTH_RADIUS_METERS, radiusBounds, ringBounds, type GeoBounds } from '@estate/normalize';
import { LIVE_OBSERVATION_FILTER, type SqlParams } from '@estate/store';
import type { SqlListingSearch, SqlLocation, SqlRange } from './query.js';

/**
 * The WHERE conditions of a search over `listings FINAL`, AND-ed. Under FINAL they see only the
 * latest version of each listing, so an older version can neither match nor hide a listing.
 * Every value is bound through `params`; the strings here are fixed SQL. The location and range
 * conditions translate the rules of @estate/normalize (text-location, geo, inRange), which read
 * jobs apply in TypeScript; search-rules.test.ts holds the two equal.
 */
export function searchConditions(query: SqlListingSearch, params: SqlParams): string[] {
  const conditions = [
    LIVE_OBSERVATION_FILTER,
    `platform IN ${params.strings(query.platforms)}`,
    `transaction = ${params.string(query.transaction)}`,
    `status IN ${params.strings(query.statuses)}`,
  ];
  if (query.country !== undefined) conditions.push(`country = ${params.string(query.country)}`);
  if (query.property_types !== undefined) conditions.push(`property_type IN ${params.strings(query.property_types)}`);
  if (query.price?.currency !== undefined) conditions.push(`currency = ${params.string(query.price.currency)}`);
  const double = (bound: number): string => params.float64(bound);
  // Amounts as doubles: the bound is a JSON number, and a decimal equal to it converts to the
  // very same double, so the ends stay inclusive.
  conditions.push(...rangeConditions('toFloat64(price_amount)', query.price, double));
  conditions.push(...rangeConditions('bedrooms', query.bedrooms, double));
  // bathrooms is Float32: a bound of 2.3 must meet the stored float32 of 2.3.
  conditions.push(...rangeConditions('bathrooms', query.bathrooms, (bound) => `toFloat32(${double(bound)})`));
  conditions.push(...rangeConditions('area_sqm', query.area_sqm, double));
  conditions.push(...rangeConditions('year_built', query.year_built, double));
  if (query.location !== undefined) conditions.push(...locationConditions(query.location, params));
  return conditions;
}

// A NULL column makes the comparison NULL, which WHERE treats as false: nulls never match.
function rangeConditions(column: string, range: SqlRange | undefined, bind: (bound: number) => string): string[] {
  const out: string[] = [];
  if (range?.min !== undefined) out.push(`${column} >= ${bind(range.min)}`);
  if (range?.max !== undefined) out.push(`${column} <= ${bind(range.max)}`);
  return out;
}

function locationConditions(location: SqlLocation, params: SqlParams): string[] {
  switch (location.kind) {
    case 'text': {
      // matchesTextLocation. lowerUTF8, not lower: lower() leaves non-ASCII letters alone
      // ('MÜNCHEN' ≠ 'münchen'); trimBoth trims spaces only, as textSqlLocation does.
      const text = `lowerUTF8(trimBoth(${params.string(location.query)}))`;
      const out = [
        `notEmpty(${text})`,
        `(lowerUTF8(city) = ${text} OR lowerUTF8(region) = ${text} OR startsWith(lowerUTF8(postal_code), ${text}))`,
      ];
      if (location.country !== undefined) out.push(`country = ${params.string(location.country)}`);
      return out;
    }
    case 'bbox':
      return boundsConditions({ south: location.south, north: location.north, longitudes: { west: location.west, east: location.east } }, params);
    case 'radius': {
      const lat = params.float64(location.latitude);
      const lon = params.float64(location.longitude);
      // Haversine; least() keeps asin's argument in range when rounding pushes it past 1.
      const distance =
        `2 * ${params.float64(EARTH_RADIUS_METERS)} * asin(least(1, sqrt(` +
        `pow(sin(radians(latitude - ${lat}) / 2), 2) + ` +
        `cos(radians(${lat})) * cos(radians(latitude)) * pow(sin(radians(longitude - ${lon}) / 2), 2))))`;
      // The box goes first so the lat/lon minmax indexes can prune granules.
      return [...boundsConditions(radiusBounds(location.latitude, location.longitude, location.radius_meters), params), `${distance} <= ${params.float64(location.radius_meters)}`];
    }
    case 'polygon': {
      if (location.coordinates.length < 3) throw new RangeError(`a polygon needs at least 3 positions, got ${location.coordinates.length}`);
      // A position is [longitude, latitude] (GeoJSON); the contract admits no other length.
      const ring = `arrayZip(${params.float64s(location.coordinates.map(([lon]) => lon ?? Number.NaN))}, ${params.float64s(location.coordinates.map(([, lat]) => lat ?? Number.NaN))})`;
      // pointInPolygon takes no Nullable point: test presence first, then the non-null values.
      // materialize(): with a constant ring the engine answers from a precomputed grid, which
      // puts points kilometres outside a sharp corner inside (a thin triangle near Munich, found
      // by search-rules.test.ts); a ring per row takes the exact test, after the box has
      // pruned all but the rows near the ring.
      return [
        ...boundsConditions(ringBounds(location.coordinates), params),
        'latitude IS NOT NULL AND longitude IS NOT NULL',
        `pointInPolygon((assumeNotNull(longitude), assumeNotNull(latitude)), materialize(${ring}))`,
      ];
    }
  }
}

function boundsConditions(bounds: GeoBounds, params: SqlParams): string[] {
  const out = [`latitude >= ${params.float64(bounds.south)}`, `latitude <= ${params.float64(bounds.north)}`];
  if (bounds.longitudes === 'all') return out;
  const { west, east } = bounds.longitudes;
  if (west <= east) out.push(`longitude >= ${params.float64(west)}`, `longitude <= ${params.float64(east)}`);
  else out.push(`(longitude >= ${params.float64(west)} OR longitude <= ${params.float64(east)})`);
  return out;
}
