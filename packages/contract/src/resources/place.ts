import { Type, type Static } from 'typebox';
import { CountryCode, OpenEnum } from '../common.js';
import { GEOMETRY_PRECISIONS, GEOMETRY_PRECISION_MEANINGS, type GeometryPrecision } from '../vocabulary.js';

export const Address = Type.Object(
  {
    country: Type.Optional(CountryCode),
    formatted: Type.Optional(Type.String()),
    line1: Type.Optional(Type.String()),
    unit: Type.Optional(Type.String()),
    city: Type.Optional(Type.String()),
    region: Type.Optional(Type.String()),
    postal_code: Type.Optional(Type.String()),
    original_text: Type.Optional(Type.String({ description: 'The address exactly as the source gave it.' })),
  },
  { title: 'Address' },
);

/** The coordinate reference system of every point the service serves or reads: WGS 84. */
export const WGS84 = 'EPSG:4326';

export const Geometry = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    precision: OpenEnum(GEOMETRY_PRECISIONS, 'How precisely the point locates the property.', GEOMETRY_PRECISION_MEANINGS),
    crs: OpenEnum([WGS84], 'Coordinate reference system.'),
  },
  { title: 'Geometry' },
);

/** A point as a source states it (the events' Geometry): its precision and crs may be left out. */
export interface StatedPoint {
  latitude: number;
  longitude: number;
  precision?: string | undefined;
}

const UNSTATED_PRECISION: GeometryPrecision = 'approximate';

/**
 * The one rule from a stated point to a served one: a point whose source does not say how
 * precisely it locates the property is not claimed to be exact, so it is `approximate`
 * (Inside Airbnb, for one, moves each point by up to 150 m and says nothing).
 */
export function servedGeometry(point: StatedPoint): Static<typeof Geometry> {
  return { latitude: point.latitude, longitude: point.longitude, precision: point.precision ?? UNSTATED_PRECISION, crs: WGS84 };
}
