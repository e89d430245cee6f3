import { distance as turfDistance } from '@turf/distance';
import { describe, expect, it } from 'vitest';
import {
  areaCentre,
  distanceMeters,
  EARTH_RADIUS_METERS,
  inBounds,
  inBox,
  inGeoArea,
  inRing,
  isClosedRing,
  isSimpleRing,
  METERS_PER_DEGREE,
  radiusBounds,
  ringBounds,
  type GeoPoint,
} from '../src/index.js';
import { rng } from './random.js';

const at = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });

/** The point `meters` away from a start point along `bearing` degrees, on the search sphere. */
function destination(start: GeoPoint, bearing: number, meters: number): GeoPoint {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const deg = (r: number): number => (r * 180) / Math.PI;
  const d = meters / EARTH_RADIUS_METERS;
  const φ1 = rad(start.latitude);
  const θ = rad(bearing);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 = rad(start.longitude) + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return at(deg(φ2), ((deg(λ2) + 540) % 360) - 180);
}

describe('distanceMeters', () => {
  it('measures on the sphere of EARTH_RADIUS_METERS (the library radius agrees)', () => {
    expect(distanceMeters(at(0, 0), at(90, 0))).toBeCloseTo((EARTH_RADIUS_METERS * Math.PI) / 2, 4);
    expect(distanceMeters(at(0, 0), at(0, 1))).toBeCloseTo(METERS_PER_DEGREE, 6);
  });

  it('is the short way round across the antimeridian and symmetric', () => {
    expect(distanceMeters(at(-17.7, 179.99), at(-17.7, -179.99))).toBeCloseTo(distanceMeters(at(-17.7, 0), at(-17.7, 0.02)), 4);
    const next = rng(11);
    for (let i = 0; i < 200; i++) {
      const a = at(next() * 180 - 90, next() * 360 - 180);
      const b = at(next() * 180 - 90, next() * 360 - 180);
      expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
      expect(distanceMeters(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
    }
  });

  it("is @turf/distance's double for the same points, close and far, across the antimeridian and near the poles", () => {
    const next = rng(13);
    for (let i = 0; i < 2000; i++) {
      const a = at(next() * 180 - 90, next() * 360 - 180);
      const b = i % 2 === 0 ? at(next() * 180 - 90, next() * 360 - 180) : at(Math.max(-90, Math.min(90, a.latitude + next() * 0.4 - 0.2)), a.longitude + next() * 0.4 - 0.2);
      expect(distanceMeters(a, b)).toBe(turfDistance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'meters' }));
    }
  });

  it('agrees with destination(): a point sent r metres away is r metres away', () => {
    const next = rng(12);
    for (let i = 0; i < 200; i++) {
      const start = at(next() * 178 - 89, next() * 360 - 180);
      const meters = next() * 200_000;
      expect(distanceMeters(start, destination(start, next() * 360, meters))).toBeCloseTo(meters, 3);
    }
  });
});

describe('inBox', () => {
  const fiji = { west: 179, south: -19, east: -179, north: -16 };
  it('is inclusive on every edge', () => {
    const box = { west: -1, south: -2, east: 3, north: 4 };
    for (const p of [at(-2, -1), at(4, 3), at(-2, 3), at(4, -1)]) expect(inBox(p, box)).toBe(true);
    expect(inBox(at(4.000001, 0), box)).toBe(false);
  });

  it('crosses the antimeridian when west > east', () => {
    expect(inBox(at(-17, 179.5), fiji)).toBe(true);
    expect(inBox(at(-17, -179.5), fiji)).toBe(true);
    expect(inBox(at(-17, 180), fiji)).toBe(true);
    expect(inBox(at(-17, 0), fiji)).toBe(false);
    expect(inBox(at(-20, 179.5), fiji)).toBe(false);
  });
});

describe('inRing', () => {
  // A concave "C" opening east.
  const c = [[0, 0], [3, 0], [3, 1], [1, 1], [1, 2], [3, 2], [3, 3], [0, 3], [0, 0]];

  it('tests in the plane of longitude and latitude, concave rings included', () => {
    expect(inRing(at(0.5, 0.5), c)).toBe(true);
    expect(inRing(at(1.5, 2), c)).toBe(false); // in the mouth of the C
    expect(inRing(at(2.5, 0.5), c)).toBe(true);
    expect(inRing(at(1.5, -0.5), c)).toBe(false);
  });

  it('closes an open ring, and takes either orientation', () => {
    const open = c.slice(0, -1);
    expect(isClosedRing(c)).toBe(true);
    expect(isClosedRing(open)).toBe(false);
    expect(inRing(at(0.5, 0.5), open)).toBe(true);
    expect(inRing(at(0.5, 0.5), [...c].reverse())).toBe(true);
  });

  it('holds near a pole and up to the antimeridian', () => {
    const polar = [[170, 88], [180, 88], [180, 89.9], [170, 89.9], [170, 88]];
    expect(inRing(at(89, 175), polar)).toBe(true);
    expect(inRing(at(89, -175), polar)).toBe(false);
    expect(ringBounds(polar)).toEqual({ south: 88, north: 89.9, longitudes: { west: 170, east: 180 } });
  });
});

describe('isSimpleRing', () => {
  const square = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
  it('takes a simple ring, open or closed, with or without a repeated position', () => {
    expect(isSimpleRing(square)).toBe(true);
    expect(isSimpleRing(square.slice(0, -1))).toBe(true);
    expect(isSimpleRing([[0, 0], [1, 0], [1, 0], [1, 1], [0, 1], [0, 0]])).toBe(true);
  });

  it('refuses what the store engine refuses: crossings, touches, spikes and flat rings', () => {
    expect(isSimpleRing([[0, 0], [1, 1], [1, 0], [0, 1], [0, 0]])).toBe(false);
    expect(isSimpleRing([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1], [0, 0]])).toBe(false);
    expect(isSimpleRing([[0, 0], [2, 0], [2, 2], [3, 3], [2, 2], [0, 2], [0, 0]])).toBe(false);
    expect(isSimpleRing([[0, 0], [1, 0], [2, 0], [0, 0]])).toBe(false);
    expect(isSimpleRing([[0, 0], [1, 0], [0, 0]])).toBe(false);
  });
});

describe('inGeoArea', () => {
  it('never places a listing without a point', () => {
    expect(inGeoArea(undefined, { kind: 'bbox', west: -180, south: -90, east: 180, north: 90 })).toBe(false);
  });

  it('takes the radius inclusively, in great-circle metres', () => {
    const centre = at(48.14, 11.58);
    const edge = destination(centre, 45, 1_000);
    const circle = { kind: 'radius' as const, ...centre, radius_meters: distanceMeters(centre, edge) };
    expect(inGeoArea(edge, circle)).toBe(true);
    expect(inGeoArea(destination(centre, 45, 1_000.01), circle)).toBe(false);
  });
});

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
        const point = destination(at(lat, lon), bearing, meters);
        expect(distanceMeters(at(lat, lon), point)).toBeCloseTo(meters, 3);
        expect(inBounds(point, bounds)).toBe(true);
      }
    }
  });

  it('is tight: a point well outside the circle in each direction is outside the box', () => {
    const bounds = radiusBounds(30.27, -97.74, 25_000);
    for (const bearing of [0, 90, 180, 270]) expect(inBounds(destination(at(30.27, -97.74), bearing, 25_100), bounds)).toBe(false);
  });

  it('crosses the antimeridian as a box with west > east, and spans all longitudes over a pole', () => {
    const across = radiusBounds(-17.7, 179.95, 40_000).longitudes;
    expect(across !== 'all' && across.west > across.east).toBe(true);
    expect(radiusBounds(-89.5, 0, 100_000).longitudes).toBe('all');
  });
});

describe('areaCentre', () => {
  it("is a radius's centre, a box's middle and a ring's vertex mean", () => {
    expect(areaCentre({ kind: 'radius', latitude: 40.7, longitude: -74, radius_meters: 500 })).toEqual({ latitude: 40.7, longitude: -74 });
    expect(areaCentre({ kind: 'bbox', west: -1, south: 50, east: 1, north: 52 })).toEqual({ latitude: 51, longitude: 0 });
    const square = [[0, 0], [2, 0], [2, 2], [0, 2]];
    expect(areaCentre({ kind: 'polygon', coordinates: square })).toEqual({ latitude: 1, longitude: 1 });
    // The repeated closing vertex must not pull the centre towards the first one.
    expect(areaCentre({ kind: 'polygon', coordinates: [...square, [0, 0]] })).toEqual({ latitude: 1, longitude: 1 });
  });

  it('takes the middle of a box across the antimeridian on its own side', () => {
    expect(areaCentre({ kind: 'bbox', west: 179, south: -18, east: -177, north: -16 })).toEqual({ latitude: -17, longitude: -179 });
    expect(areaCentre({ kind: 'bbox', west: 170, south: 0, east: -170, north: 2 }).longitude).toBe(180);
  });
});
