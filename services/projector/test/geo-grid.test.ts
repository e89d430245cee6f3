import { describe, expect, it } from 'vitest';
import { GeoGrid } from '../src/geo-grid.js';
import { distanceMeters } from '@estate/normalize';

/** A fixed sequence of numbers in [0, 1): the same points on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('GeoGrid', () => {
  it.each([
    ['Miami', 25.76, -80.19],
    ['Berlin', 52.52, 13.4],
    ['Tromsø', 69.65, 18.96],
    ['Quito, across the equator', 0, -78.5],
    ['Greenwich, across the meridian', 51.48, 0],
    ['Taveuni, across the antimeridian', -16.8, 180],
    ['the Arctic, where a degree of longitude is 190 m', 89.9, 15],
  ])('finds every point within the radius around %s, across cell borders', (_place, lat, lon) => {
    const next = sequence(Math.round(lat * 1000 + lon));
    const grid = new GeoGrid<{ lat: number; lon: number }>(250);
    // About 3.3 km square wherever it is: degrees of longitude shrink towards the poles.
    const lonSpan = 0.03 / Math.cos((lat * Math.PI) / 180);
    // Longitudes wrap at ±180; latitudes past a pole are left out.
    const wrap = (x: number): number => (x > 180 ? x - 360 : x < -180 ? x + 360 : x);
    const points = Array.from({ length: 2_000 }, () => ({ lat: lat + (next() - 0.5) * 0.03, lon: wrap(lon + (next() - 0.5) * lonSpan) })).filter((p) => p.lat <= 90);
    for (const p of points) grid.add(grid.cellOf(p.lat, p.lon), p);
    for (const radius of [150, 300, 450]) {
      for (let q = 0; q < 20; q++) {
        const centre = { lat: Math.min(90, lat + (next() - 0.5) * 0.02), lon: wrap(lon + (next() - 0.5) * lonSpan * 0.66) };
        const found = new Set<{ lat: number; lon: number }>();
        grid.forEachNear(centre.lat, centre.lon, radius, (p) => found.add(p));
        const within = points.filter((p) => distanceMeters({ latitude: p.lat, longitude: p.lon }, { latitude: centre.lat, longitude: centre.lon }) <= radius);
        for (const p of within) expect(found.has(p)).toBe(true);
        // A superset, but not the whole map.
        expect(found.size).toBeLessThan(points.length / 4);
      }
    }
  });

  it('finds the points around a pole on every side of it', () => {
    const grid = new GeoGrid<{ lat: number; lon: number }>(250);
    const points = Array.from({ length: 360 }, (_, i) => ({ lat: 89.998, lon: i - 180 }));
    for (const p of points) grid.add(grid.cellOf(p.lat, p.lon), p);
    const found = new Set<{ lat: number; lon: number }>();
    // 222 m from the pole, every point is within 333 m of a centre 111 m from it.
    grid.forEachNear(89.999, 0, 400, (p) => found.add(p));
    for (const p of points) expect(distanceMeters({ latitude: p.lat, longitude: p.lon }, { latitude: 89.999, longitude: 0 })).toBeLessThan(400);
    expect(found.size).toBe(points.length);
  });

  it('forgets a deleted item and keeps the others of its cell', () => {
    const grid = new GeoGrid<string>(250);
    const cell = grid.cellOf(25.76, -80.19);
    for (const item of ['a', 'b', 'c']) grid.add(cell, item);
    grid.delete(cell, 'a');
    grid.delete(cell, 'x');
    const seen: string[] = [];
    grid.forEachNear(25.76, -80.19, 10, (item) => seen.push(item));
    expect(seen.sort()).toEqual(['b', 'c']);
  });
});
