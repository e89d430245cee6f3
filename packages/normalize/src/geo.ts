/**
 * The geo rules of searches and read-job matching: great-circle distance, the inclusive box that
 * may cross the antimeridian, the point-in-ring test, and the latitude/longitude bounds that let
 * the store prune before the exact test. The store's SQL is the translation of these functions.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { kinks } from '@turf/kinks';

/**
 * Mean Earth radius (IUGG), the sphere searches measure great-circle distances on. It is also
 * the radius @turf/distance uses for `units: 'meters'`; a test holds the two equal.
 */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/** Metres along one degree of a meridian (and of the equator) on that sphere. */
export const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** `[longitude, latitude]`, as in GeoJSON and the contract. */
export type Position = readonly number[];

export type GeoArea =
  | { kind: 'bbox'; west: number; south: number; east: number; north: number }
  | { kind: 'radius'; latitude: number; longitude: number; radius_meters: number }
  | { kind: 'polygon'; coordinates: ReadonlyArray<Position> };

/**
 * A latitude band and a longitude interval. `west > east` means the interval crosses the
 * antimeridian; `longitudes: 'all'` means no longitude bound.
 */
export interface GeoBounds {
  south: number;
  north: number;
  longitudes: { west: number; east: number } | 'all';
}

/**
 * Great-circle (haversine) distance in metres on a sphere of EARTH_RADIUS_METERS: @turf/distance's
 * arithmetic step for step, so the same doubles (geo.test holds the two equal), without the four
 * arrays it allocates a call (its coordinates' copies): a radius search measures every candidate.
 */
export function distanceMeters(from: GeoPoint, to: GeoPoint): number {
  const dLat = turfRadians(to.latitude - from.latitude);
  const dLon = turfRadians(to.longitude - from.longitude);
  const lat1 = turfRadians(from.latitude);
  const lat2 = turfRadians(to.latitude);
  const a = Math.pow(Math.sin(dLat / 2), 2) + Math.pow(Math.sin(dLon / 2), 2) * Math.cos(lat1) * Math.cos(lat2);
  return 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)) * EARTH_RADIUS_METERS;
}

/** Degrees to radians as Turf converts them (reduced modulo 360 first). */
const turfRadians = (degrees: number): number => ((degrees % 360) * Math.PI) / 180;

/**
 * The point an area is centred on, which a nearest-first order measures from: a radius's centre,
 * a box's middle (across the antimeridian when it crosses it), a ring's vertex mean (the closing
 * vertex, when repeated, counted once; rings do not cross the antimeridian, see inRing).
 */
export function areaCentre(area: GeoArea): GeoPoint {
  switch (area.kind) {
    case 'radius':
      return { latitude: area.latitude, longitude: area.longitude };
    case 'bbox': {
      const span = area.west <= area.east ? area.east - area.west : area.east + 360 - area.west;
      const longitude = area.west + span / 2;
      return { latitude: (area.south + area.north) / 2, longitude: longitude > 180 ? longitude - 360 : longitude };
    }
    case 'polygon': {
      const ring = area.coordinates;
      const vertices = ring.length > 1 && isClosedRing(ring) ? ring.slice(0, -1) : ring;
      const sum = vertices.reduce((acc, [lon = 0, lat = 0]) => ({ latitude: acc.latitude + lat, longitude: acc.longitude + lon }), { latitude: 0, longitude: 0 });
      return { latitude: sum.latitude / vertices.length, longitude: sum.longitude / vertices.length };
    }
  }
}

/** Inside an inclusive box; a box whose west edge is east of its east edge crosses the antimeridian. */
export function inBox(point: GeoPoint, box: { west: number; south: number; east: number; north: number }): boolean {
  if (point.latitude < box.south || point.latitude > box.north) return false;
  return inLongitudes(point.longitude, box.west, box.east);
}

function inLongitudes(longitude: number, west: number, east: number): boolean {
  return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east;
}

/**
 * Inside a ring of `[longitude, latitude]` positions taken in the plane (as the store's
 * pointInPolygon does, so a ring cannot cross the antimeridian). An open ring is closed first.
 * Points on the edge count as inside; the store leaves the edge unspecified.
 */
export function inRing(point: GeoPoint, ring: ReadonlyArray<Position>): boolean {
  if (ring.length < 3) return false;
  const positions = ring.map(([lon = Number.NaN, lat = Number.NaN]) => [lon, lat]);
  if (!isClosedRing(ring)) positions.push(positions[0] as number[]);
  return booleanPointInPolygon([point.longitude, point.latitude], { type: 'Polygon', coordinates: [positions] });
}

/** Whether the last position of a ring repeats the first, as the contract's polygons must. */
export function isClosedRing(ring: ReadonlyArray<Position>): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
}

/**
 * Whether a ring bounds a simple polygon: it has an area, and no edge crosses or touches another
 * except where neighbours meet (repeated consecutive positions aside). The store's engine refuses
 * any other ring, so searches turn one away as a bad request before it gets there.
 */
export function isSimpleRing(ring: ReadonlyArray<Position>): boolean {
  const positions = ring.map(([lon = Number.NaN, lat = Number.NaN]) => [lon, lat] as [number, number]);
  if (!positions.every(([lon, lat]) => Number.isFinite(lon) && Number.isFinite(lat))) return false;
  if (!isClosedRing(ring)) positions.push(positions[0] as [number, number]);
  const distinct = positions.filter(([lon, lat], i) => i === 0 || lon !== positions[i - 1]?.[0] || lat !== positions[i - 1]?.[1]);
  if (distinct.length < 4 || planarArea(distinct) === 0) return false;
  return kinks({ type: 'Polygon', coordinates: [distinct] }).features.length === 0;
}

/** Twice the signed area of a closed ring (the shoelace formula). */
function planarArea(ring: ReadonlyArray<readonly [number, number]>): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0, y0] = ring[i - 1] as readonly [number, number];
    const [x1, y1] = ring[i] as readonly [number, number];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

/** Whether a point lies in a bbox, radius or polygon area; a listing without a point never does. */
export function inGeoArea(point: GeoPoint | undefined, area: GeoArea): boolean {
  if (point === undefined) return false;
  switch (area.kind) {
    case 'bbox':
      return inBox(point, area);
    case 'radius':
      return distanceMeters(point, area) <= area.radius_meters;
    case 'polygon':
      return inRing(point, area.coordinates);
  }
}

// A pre-filter must hold every point the exact distance test accepts, and the two are computed
// by different floating-point code (here and in SQL): widen by ~1 cm.
const SLACK_DEGREES = 1e-7;

const toDegrees = (radians: number): number => (radians * 180) / Math.PI;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The smallest latitude/longitude box holding the spherical cap of `radiusMeters` around a point. */
export function radiusBounds(latitude: number, longitude: number, radiusMeters: number): GeoBounds {
  const angular = radiusMeters / EARTH_RADIUS_METERS;
  const dLat = toDegrees(angular) + SLACK_DEGREES;
  const south = latitude - dLat;
  const north = latitude + dLat;
  // A cap over a pole spans every longitude; otherwise its widest longitude offset is
  // asin(sin r / cos φ) (the meridians tangent to the cap).
  if (south <= -90 || north >= 90 || angular >= Math.PI / 2) {
    return { south: Math.max(south, -90), north: Math.min(north, 90), longitudes: 'all' };
  }
  const ratio = Math.sin(angular) / Math.cos(toRadians(latitude));
  if (ratio >= 1) return { south, north, longitudes: 'all' };
  const dLon = toDegrees(Math.asin(ratio)) + SLACK_DEGREES;
  if (dLon >= 180) return { south, north, longitudes: 'all' };
  let west = longitude - dLon;
  let east = longitude + dLon;
  if (west < -180) west += 360;
  if (east > 180) east -= 360;
  return { south, north, longitudes: { west, east } };
}

/** The box of a ring's vertices, taken in the plane of longitude and latitude (as inRing does). */
export function ringBounds(ring: ReadonlyArray<Position>): GeoBounds {
  const lons = ring.map(([lon = Number.NaN]) => lon);
  const lats = ring.map(([, lat = Number.NaN]) => lat);
  return { south: Math.min(...lats), north: Math.max(...lats), longitudes: { west: Math.min(...lons), east: Math.max(...lons) } };
}

/** Whether a point lies within bounds (the pre-filter of a radius or ring test). */
export function inBounds(point: GeoPoint, bounds: GeoBounds): boolean {
  if (point.latitude < bounds.south || point.latitude > bounds.north) return false;
  return bounds.longitudes === 'all' || inLongitudes(point.longitude, bounds.longitudes.west, bounds.longitudes.east);
}
