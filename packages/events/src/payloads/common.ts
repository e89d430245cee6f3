import { Address as ServedAddress, Area as ServedArea, Geometry as ServedGeometry, Price as ServedPrice, WGS84 } from '@estate/contract';
import { ACCESS_CLASSES, CONTACT_KINDS, LISTING_STATUSES, MEDIA_TYPES, PROPERTY_TYPES, SOURCE_HISTORY_EVENTS } from '@estate/contract/vocabulary';
import { Type } from 'typebox';
import { DateTime, FreeObject, IsoDate, NonEmptyString, OpenEnum, tokenVocabulary } from '../primitives.js';

// Building blocks shared by the observation payloads. Field names follow the API contract
// ("Resources and their fields") so the projector maps them without renaming, and the
// vocabularies are the API's own (`@estate/contract/vocabulary`), so an observation and the
// listing built from it never disagree on a value.
//
// The value objects (address, point, area, price) are the contract's own schemas, not copies, so
// the two cannot drift. An observation differs in two ways only: its open vocabularies are held
// to the events' token rule (`tokenVocabulary`), and a source may leave out a point's precision
// and crs (the contract's `servedGeometry` is the one rule for what is served then). A contract
// change to them changes the events' wire shape: test/value-objects.test.ts pins that shape.

export const AccessClass = OpenEnum(ACCESS_CLASSES, 'How the source is reached.');

export const Address = Type.Object(ServedAddress.properties);

export const Geometry = Type.Object({
  latitude: ServedGeometry.properties.latitude,
  longitude: ServedGeometry.properties.longitude,
  precision: Type.Optional(tokenVocabulary(ServedGeometry.properties.precision)),
  crs: Type.Optional(Type.Literal(WGS84)),
});

export const Area = Type.Object({
  ...ServedArea.properties,
  unit: tokenVocabulary(ServedArea.properties.unit),
  basis: tokenVocabulary(ServedArea.properties.basis),
});

export const Price = Type.Object({
  ...ServedPrice.properties,
  kind: tokenVocabulary(ServedPrice.properties.kind),
  period: Type.Optional(tokenVocabulary(ServedPrice.properties.period)),
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
