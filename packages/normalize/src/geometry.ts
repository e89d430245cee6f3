/**
 * Coordinates → the contract's Geometry: WGS 84 latitude/longitude, validated, rounded to
 * what the stated precision (the contract's GEOMETRY_PRECISIONS) can carry. `approximate` is
 * what idealista's and ImmoScout24's hidden addresses and SUUMO's area pins give.
 */
import type { GeometryPrecision } from '@estate/contract/vocabulary';

export interface Geometry {
  latitude: number;
  longitude: number;
  precision: GeometryPrecision;
  crs: 'EPSG:4326';
}

/**
 * Decimal places kept per precision. Six places are ~0.1 m, beyond any geocoder; coarser
 * points keep only the digits that mean something, so equal centroids compare equal.
 */
export const PRECISION_DECIMALS: Readonly<Record<GeometryPrecision, number>> = {
  exact: 6,
  approximate: 5,
  street: 4,
  neighbourhood: 3,
  postal_code: 3,
  city: 2,
};

function toCoordinate(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  // A lone comma is a decimal mark ("40,4168" from a German or Spanish page).
  const normalized = /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(normalized)) return undefined;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded; // no -0 in JSON
}

/**
 * Validates and rounds a point. Undefined when either coordinate is missing, not a number,
 * out of range (latitude ±90, longitude ±180), or exactly 0,0 — "Null Island", the
 * placeholder portals emit for an unknown location. Swapped coordinates are not guessed at.
 */
export function normalizeGeometry(
  latitude: number | string | null | undefined,
  longitude: number | string | null | undefined,
  precision: GeometryPrecision,
): Geometry | undefined {
  const lat = toCoordinate(latitude);
  const lon = toCoordinate(longitude);
  if (lat === undefined || lon === undefined) return undefined;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return undefined;
  if (lat === 0 && lon === 0) return undefined;
  const places = PRECISION_DECIMALS[precision] ?? PRECISION_DECIMALS.approximate;
  return {
    latitude: round(lat, places),
    longitude: round(lon, places),
    precision: PRECISION_DECIMALS[precision] === undefined ? 'approximate' : precision,
    crs: 'EPSG:4326',
  };
}
