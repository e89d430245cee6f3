import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS } from '../src/index.js';
import { radiusBounds, type GeoBounds } from '../src/geo-bounds.js';
import { haversineMeters } from './search-reference.js';

/** The point `meters` away from a start point along `bearing` degrees, on the search sphere. */
function destination(lat: number, lon: number, bearing: number, meters: number): [number, number] {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const deg = (r: number): number => (r * 180) / Math.PI;
  const d = meters / EARTH_RADIUS_METERS;
  const φ1 = rad(lat);
  const θ = rad(bearing);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 = rad(lon) + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [deg(φ2), ((deg(λ2) + 540) % 360) - 180];
}

function holds(bounds: GeoBounds, [lat, lon]: [number, number]): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  if (bounds.longitudes === 'all') return true;
  const { west, east } = bounds.longitudes;
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}

describe('radiusBounds', () => {
  const centres: Array<[number, number, number]> = [
    [30.27, -97.74, 25_000],
    [-17.7, 179.95, 40_000], // across the antimeridian
    [64.1, -21.9, 200_000],
    [-89.5, 0, 100_000], // over the south pole
    [0, -180, 1_000],
  ];

  it.each(centres)('(%f, %f) r=%f m: holds every point of the circle, just inside and on it', (lat, lon, radius) => {
    const bounds = radiusBounds(lat, lon, radius);
    for (let bearing = 0; bearing < 360; bearing += 0.5) {
      for (const meters of [radius, radius * 0.999]) {
        const point = destination(lat, lon, bearing, meters);
        expect(haversineMeters(lat, lon, point[0], point[1])).toBeCloseTo(meters, 3);
        expect(holds(bounds, point)).toBe(true);
      }
    }
  });

  it('is tight: a point well outside the circle in each direction is outside the box', () => {
    const bounds = radiusBounds(30.27, -97.74, 25_000);
    for (const bearing of [0, 90, 180, 270]) expect(holds(bounds, destination(30.27, -97.74, bearing, 25_100))).toBe(false);
  });

  it('crosses the antimeridian as a box with west > east, and spans all longitudes over a pole', () => {
    const across = radiusBounds(-17.7, 179.95, 40_000).longitudes;
    expect(across !== 'all' && across.west > across.east).toBe(true);
    expect(radiusBounds(-89.5, 0, 100_000).longitudes).toBe('all');
  });
});
