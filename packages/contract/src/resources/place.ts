import { Type } from 'typebox';
import { CountryCode, OpenEnum } from '../common.js';
import { GEOMETRY_PRECISIONS, GEOMETRY_PRECISION_MEANINGS } from '../vocabulary.js';

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

export const Geometry = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    precision: OpenEnum(GEOMETRY_PRECISIONS, 'How precisely the point locates the property.', GEOMETRY_PRECISION_MEANINGS),
    crs: OpenEnum(['EPSG:4326'], 'Coordinate reference system.'),
  },
  { title: 'Geometry' },
);
