import { describe, expect, it } from 'vitest';
import { GEOMETRY_PRECISIONS, type GeometryPrecision } from '@estate/contract/vocabulary';
import { normalizeGeometry } from '../src/index.js';
import { rng } from './random.js';

type In = number | string | null | undefined;

describe('normalizeGeometry', () => {
  it.each([
    // One point per platform's market, as their payloads give them.
    [40.748817, -73.985428, 'exact', { latitude: 40.748817, longitude: -73.985428 }],
    [51.5007292, -0.1246254, 'exact', { latitude: 51.500729, longitude: -0.124625 }],
    [40.4167754, -3.7037902, 'approximate', { latitude: 40.41678, longitude: -3.70379 }],
    ['52.520008', '13.404954', 'street', { latitude: 52.52, longitude: 13.405 }],
    [35.6604, 139.7292, 'neighbourhood', { latitude: 35.66, longitude: 139.729 }],
    ['40,4168', '-3,7038', 'postal_code', { latitude: 40.417, longitude: -3.704 }],
    [34.0522342, -118.2436849, 'city', { latitude: 34.05, longitude: -118.24 }],
    [-33.8688, 151.2093, 'exact', { latitude: -33.8688, longitude: 151.2093 }],
    [-0.0000001, 0.5, 'exact', { latitude: 0, longitude: 0.5 }],
    [90, 180, 'exact', { latitude: 90, longitude: 180 }],
    [-90, -180, 'exact', { latitude: -90, longitude: -180 }],
    [' 35.6812 ', ' 139.7671 ', 'exact', { latitude: 35.6812, longitude: 139.7671 }],
  ] as const)('%s, %s (%s)', (lat, lon, precision, expected) => {
    expect(normalizeGeometry(lat, lon, precision)).toEqual({ ...expected, precision, crs: 'EPSG:4326' });
  });

  it.each([
    [91, 0], [-90.0001, 10], [10, 180.5], [10, -181], [0, 0], ['0', '0.0'], [Number.NaN, 1], [1, Number.POSITIVE_INFINITY],
    [null, 1], [1, undefined], ['', '1'], ['abc', '1'], ['40.7N', '73.9W'], ['1,2,3', '4'],
  ] as ReadonlyArray<readonly [In, In]>)('rejects %s, %s', (lat, lon) => {
    expect(normalizeGeometry(lat, lon, 'exact')).toBeUndefined();
  });

  it('keeps every valid point within half a unit of its last kept decimal', () => {
    const next = rng(5);
    for (let i = 0; i < 2000; i++) {
      const lat = next() * 180 - 90;
      const lon = next() * 360 - 180;
      const precision: GeometryPrecision = GEOMETRY_PRECISIONS[i % GEOMETRY_PRECISIONS.length] ?? 'exact';
      const g = normalizeGeometry(lat, lon, precision);
      const places = { exact: 6, approximate: 5, street: 4, neighbourhood: 3, postal_code: 3, city: 2 }[precision];
      expect(g).toBeDefined();
      expect(Math.abs((g?.latitude ?? NaN) - lat)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-12);
      expect(Math.abs((g?.longitude ?? NaN) - lon)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-12);
      expect(Object.is(g?.latitude, -0) || Object.is(g?.longitude, -0)).toBe(false);
    }
  });
});
