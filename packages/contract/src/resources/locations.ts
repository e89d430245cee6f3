import { Type } from 'typebox';
import { CountryCode, OpenEnum, PlatformName } from '../common.js';
import { LOCATION_CODE_SCHEMES, LOCATION_KINDS } from '../vocabulary.js';
import { Geometry } from './place.js';

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

export const LocationCode = Type.Object(
  {
    scheme: OpenEnum(LOCATION_CODE_SCHEMES, 'Which open code list.'),
    code: Type.String(),
  },
  { title: 'LocationCode' },
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
    codes: Type.Optional(Type.Array(LocationCode, { description: 'Open codes of the same place (ONS GSS, INE, JIS municipality codes), where a platform published one.' })),
  },
  { title: 'Location' },
);
