import { Type } from 'typebox';
import { DateTime, FreeObject, IsoDate, OpenEnum } from '../common.js';
import { Address, Geometry } from './place.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';

export const Building = Type.Object(
  {
    id: Type.String({ description: 'Service building id (`bld_…`).' }),
    source: Source,
    name: Type.Optional(Type.String()),
    address: Type.Optional(Address),
    geometry: Type.Optional(Geometry),
    year_built: Type.Optional(Type.Integer()),
    floors: Type.Optional(Type.Integer({ minimum: 0 })),
    unit_count: Type.Optional(Type.Integer({ minimum: 0 })),
    amenities: Type.Optional(Type.Array(Type.String())),
    extensions: Type.Optional(FreeObject('Source-specific fields.')),
  },
  { title: 'Building' },
);

export const Unit = Type.Object(
  {
    kind: OpenEnum(['physical_unit', 'floor_plan'], 'A unit that exists, or a floor plan several units share.'),
    source: Source,
    id: Type.String(),
    label: Type.Optional(Type.String()),
    price: Type.Optional(Price),
    available_from: Type.Optional(IsoDate),
    property: Type.Optional(Property),
  },
  { title: 'Unit' },
);

export const DEVELOPMENT_STATUSES = ['planned', 'under_construction', 'selling', 'completed', 'sold_out'] as const;

export const Development = Type.Object(
  {
    id: Type.String({ description: 'Service development id (`dev_…`).' }),
    source: Source,
    name: Type.String(),
    developer: Type.Optional(Type.String()),
    status: Type.Optional(OpenEnum(DEVELOPMENT_STATUSES, 'Stage of the development.')),
    address: Type.Optional(Address),
    geometry: Type.Optional(Geometry),
    completion_date: Type.Optional(IsoDate),
    unit_count: Type.Optional(Type.Integer({ minimum: 0 })),
    price_from: Type.Optional(Price),
    price_to: Type.Optional(Price),
    url: Type.Optional(Type.String()),
    observed_at: DateTime,
  },
  { title: 'Development' },
);
