/** Mean Earth radius (IUGG), the sphere radius searches measure great-circle distances on. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * A latitude band and a longitude interval. `west > east` means the interval crosses the
 * antimeridian; `longitudes: 'all'` means no longitude bound.
 */
export interface GeoBounds {
  south: number;
  north: number;
  longitudes: { west: number; east: number } | 'all';
}

// The pre-filter must hold every point the exact distance test accepts, and the two are computed
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

/** The box of a ring's vertices, taken in the plane of longitude and latitude (as pointInPolygon does). */
export function ringBounds(ring: ReadonlyArray<readonly [number, number]>): GeoBounds {
  const lons = ring.map(([lon]) => lon);
  const lats = ring.map(([, lat]) => lat);
  return { south: Math.min(...lats), north: Math.max(...lats), longitudes: { west: Math.min(...lons), east: Math.max(...lons) } };
}
