import { Type } from 'typebox';
import { DateTime, FreeObject, IsoDate, OpenEnum } from '../common.js';
import { DEVELOPMENT_STATUSES, UNIT_KINDS } from '../vocabulary.js';
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
    kind: OpenEnum(UNIT_KINDS, 'A unit that exists, or a floor plan several units share.'),
    source: Source,
    id: Type.String(),
    label: Type.Optional(Type.String()),
    listing_id: Type.Optional(Type.String({ description: 'The listing that advertises the unit, when the source links one (`lst_…`).' })),
    price: Type.Optional(Price),
    available_from: Type.Optional(IsoDate),
    property: Type.Optional(Property),
  },
  { title: 'Unit' },
);

/** One sale phase (期) of a development. */
export const DevelopmentPhase = Type.Object(
  {
    name: Type.String(),
    units_for_sale: Type.Optional(Type.Integer({ minimum: 0 })),
    price_from: Type.Optional(Price),
    price_to: Type.Optional(Price),
    sales_start: Type.Optional(Type.String({ description: 'When the phase goes on sale, as the source writes it.' })),
  },
  { title: 'DevelopmentPhase' },
);

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
    units_for_sale: Type.Optional(Type.Integer({ minimum: 0, description: 'Units on sale now (販売戸数), of `unit_count`.' })),
    price_from: Type.Optional(Price),
    price_to: Type.Optional(Price),
    phases: Type.Optional(Type.Array(DevelopmentPhase)),
    listing_ids: Type.Optional(Type.Array(Type.String(), { description: 'Listings of the development the source links (`lst_…`).' })),
    extensions: Type.Optional(FreeObject('Source-specific fields, e.g. the completion as the source wrote it.')),
    url: Type.Optional(Type.String()),
    observed_at: DateTime,
  },
  { title: 'Development' },
);
