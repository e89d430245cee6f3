import { Type } from 'typebox';
import { CountryCode, OpenEnum, PlatformName } from '../common.js';
import { Geometry } from './place.js';

export const LOCATION_KINDS = ['country', 'region', 'city', 'district', 'neighbourhood', 'postal_code', 'station', 'street'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const BoundingBox = Type.Object(
  {
    west: Type.Number({ minimum: -180, maximum: 180 }),
    south: Type.Number({ minimum: -90, maximum: 90 }),
    east: Type.Number({ minimum: -180, maximum: 180 }),
    north: Type.Number({ minimum: -90, maximum: 90 }),
  },
  { title: 'BoundingBox' },
);

export const PlatformSelector = Type.Object(
  {
    platform: PlatformName,
    selector: Type.String({ description: 'The value the platform accepts for this place (its own location id or path).' }),
  },
  { title: 'PlatformSelector' },
);

export const Location = Type.Object(
  {
    id: Type.String({ description: 'Service location id (`loc_…`).' }),
    name: Type.String(),
    kind: OpenEnum(LOCATION_KINDS, 'Level of the place.'),
    country: CountryCode,
    region: Type.Optional(Type.String()),
    city: Type.Optional(Type.String()),
    geometry: Type.Optional(Geometry),
    bbox: Type.Optional(BoundingBox),
    selectors: Type.Array(PlatformSelector, { description: 'How each platform names this place.' }),
  },
  { title: 'Location' },
);
