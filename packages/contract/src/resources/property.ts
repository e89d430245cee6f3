import { Type } from 'typebox';
import { OpenEnum } from '../common.js';
import { AREA_BASES, AREA_BASIS_MEANINGS, AREA_UNITS, AREA_UNIT_MEANINGS, PROPERTY_TYPES, PROPERTY_TYPE_MEANINGS } from '../vocabulary.js';
import { Address, Geometry } from './place.js';

export const Area = Type.Object(
  {
    value: Type.Number({ minimum: 0 }),
    unit: OpenEnum(AREA_UNITS, 'Unit of `value` as the source gave it.', AREA_UNIT_MEANINGS),
    basis: OpenEnum(AREA_BASES, 'Which area is measured.', AREA_BASIS_MEANINGS),
    original_text: Type.Optional(Type.String()),
    normalized_sqm: Type.Optional(Type.Number({ minimum: 0, description: '`value` converted to square metres.' })),
  },
  { title: 'Area' },
);

export const Property = Type.Object(
  {
    id: Type.String({ description: 'Service property id (`prp_…`); listings of one property share it.' }),
    address: Type.Optional(Address),
    property_type: Type.Optional(OpenEnum(PROPERTY_TYPES, 'Property type on the service vocabulary.', PROPERTY_TYPE_MEANINGS)),
    geometry: Type.Optional(Geometry),
    bedrooms: Type.Optional(Type.Integer({ minimum: 0 })),
    rooms: Type.Optional(Type.Integer({ minimum: 0 })),
    bathrooms: Type.Optional(Type.Number({ minimum: 0 })),
    areas: Type.Optional(Type.Array(Area)),
    layout: Type.Optional(Type.String({ description: 'Layout as the source states it, e.g. `3LDK`.' })),
    year_built: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2200 })),
  },
  { title: 'Property' },
);
