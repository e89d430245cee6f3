import {
  ACCESS_CLASSES,
  AREA_BASES,
  AREA_UNITS,
  CONTACT_KINDS,
  GEOMETRY_PRECISIONS,
  LISTING_STATUSES,
  MEDIA_TYPES,
  PRICE_KINDS,
  PRICE_PERIODS,
  PROPERTY_TYPES,
  SOURCE_HISTORY_EVENTS,
} from '@estate/contract/vocabulary';
import { Type } from 'typebox';
import { CountryCode, CurrencyCode, DecimalString, FreeObject, IsoDate, DateTime, NonEmptyString, OpenEnum } from '../primitives.js';

// Building blocks shared by the observation payloads. Field names follow the API contract
// ("Resources and their fields") so the projector maps them without renaming, and the
// vocabularies are the API's own (`@estate/contract/vocabulary`), so an observation and the
// listing built from it never disagree on a value.

export const AccessClass = OpenEnum(ACCESS_CLASSES, 'How the source is reached.');

export const Address = Type.Object({
  country: Type.Optional(CountryCode),
  formatted: Type.Optional(Type.String()),
  line1: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  region: Type.Optional(Type.String()),
  postal_code: Type.Optional(Type.String()),
  original_text: Type.Optional(Type.String({ description: 'The address exactly as the source gave it.' })),
});


export const Geometry = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  precision: Type.Optional(OpenEnum(GEOMETRY_PRECISIONS, 'How precisely the point locates the property.')),
  crs: Type.Optional(Type.Literal('EPSG:4326')),
});


export const Area = Type.Object({
  value: Type.Number({ minimum: 0 }),
  unit: OpenEnum(AREA_UNITS, 'Unit of `value` as the source gave it.'),
  basis: OpenEnum(AREA_BASES, 'Which area is measured.'),
  original_text: Type.Optional(Type.String()),
  normalized_sqm: Type.Optional(Type.Number({ minimum: 0 })),
});


export const Price = Type.Object({
  amount: Type.Optional(DecimalString),
  currency: Type.Optional(CurrencyCode),
  kind: OpenEnum(PRICE_KINDS, 'What the amount is.'),
  min: Type.Optional(DecimalString),
  max: Type.Optional(DecimalString),
  unit_code: Type.Optional(Type.String()),
  period: Type.Optional(OpenEnum(PRICE_PERIODS, 'Period of a recurring price.')),
  per_area_unit: Type.Optional(Type.String()),
  display_text: Type.Optional(Type.String({ description: 'The price exactly as the source showed it.' })),
});


/** The property as one source describes it; the service's property id is derived later. */
export const PropertyObservation = Type.Object({
  native_id: Type.Optional(Type.String({ description: 'The source\'s own property id, when it has one.' })),
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  property_type: Type.Optional(OpenEnum(PROPERTY_TYPES, 'Property type on the service vocabulary.')),
  source_property_type: Type.Optional(Type.String({ description: 'Property type text as the source gave it.' })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 0 })),
  rooms: Type.Optional(Type.Integer({ minimum: 0 })),
  bathrooms: Type.Optional(Type.Number({ minimum: 0 })),
  areas: Type.Optional(Type.Array(Area)),
  layout: Type.Optional(Type.String({ description: 'Layout as the source states it, e.g. `3LDK`.' })),
  year_built: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2200 })),
});


export const AgentObservation = Type.Object({
  native_id: Type.Optional(Type.String()),
  name: NonEmptyString,
  agency_native_id: Type.Optional(Type.String()),
  profile_url: Type.Optional(Type.String()),
  professional_contacts: Type.Optional(
    Type.Array(Type.Object({ kind: OpenEnum(CONTACT_KINDS, 'Kind of contact.'), value: NonEmptyString })),
  ),
  extensions: Type.Optional(FreeObject),
});

export const AgencyObservation = Type.Object({
  native_id: Type.Optional(Type.String()),
  name: NonEmptyString,
  address: Type.Optional(Address),
  website: Type.Optional(Type.String()),
  // Optional additions (v2 stays v2): what the block beside a listing says of the office, carried
  // into the agency's own observation (`agency.observed`).
  profile_url: Type.Optional(Type.String()),
  professional_contacts: Type.Optional(
    Type.Array(Type.Object({ kind: OpenEnum(CONTACT_KINDS, 'Kind of contact.'), value: NonEmptyString })),
  ),
  licence_number: Type.Optional(Type.String()),
});


export const MediaItem = Type.Object({
  url: NonEmptyString,
  type: OpenEnum(MEDIA_TYPES, 'Kind of media.'),
  caption: Type.Optional(Type.String()),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
});


/** A dated entry of the price/status history that a source itself shows beside a listing. */
export const PriceHistoryPoint = Type.Object({
  event_at: Type.Union([DateTime, IsoDate]),
  event: OpenEnum(SOURCE_HISTORY_EVENTS, 'What the source says happened.'),
  price: Type.Optional(Price),
  status: Type.Optional(OpenEnum(LISTING_STATUSES, 'Status after the event.')),
  source_status: Type.Optional(Type.String()),
});
