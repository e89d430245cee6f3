import { DEVELOPMENT_STATUSES } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass, Address, Geometry, Price } from '../payloads/common.js';
import { CountryCode, DateTime, IsoDate, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

/** One sale phase (期) of a development, as the source states it. */
export const DevelopmentPhase = Type.Object({
  name: NonEmptyString,
  units_for_sale: Type.Optional(Type.Integer({ minimum: 0 })),
  price_from: Type.Optional(Price),
  price_to: Type.Optional(Price),
  sales_start: Type.Optional(Type.String({ description: 'When the phase goes on sale, as the source writes it.' })),
});

/**
 * `development.observed` v1: a new-build project as one platform shows it (SUUMO 新築マンション's
 * project page, rightmove's `developmentInfo`, idealista's `newDevelopment`): who builds it, its
 * phases, how many units and at what prices, when it completes, and the listings it advertises.
 */
export const DevelopmentObservedV1 = Type.Object({
  native_id: NonEmptyString,
  name: NonEmptyString,
  developer: Type.Optional(Type.String()),
  status: Type.Optional(OpenEnum(DEVELOPMENT_STATUSES, 'Stage of the development.')),
  /** The stage as the source wrote it (idealista's "En construcción", "Últimas viviendas"), beside the status read from it. */
  status_text: Type.Optional(Type.String()),
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  completion_date: Type.Optional(IsoDate),
  /** The completion as the source wrote it (「2027年3月下旬予定」), beside the date read from it. */
  completion_text: Type.Optional(Type.String()),
  unit_count: Type.Optional(Type.Integer({ minimum: 0 })),
  units_for_sale: Type.Optional(Type.Integer({ minimum: 0 })),
  price_from: Type.Optional(Price),
  price_to: Type.Optional(Price),
  phases: Type.Optional(Type.Array(DevelopmentPhase)),
  listing_native_ids: Type.Optional(Type.Array(NonEmptyString)),
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
});
export type DevelopmentObserved = Static<typeof DevelopmentObservedV1>;

export const developmentKind = eventKind({
  schema: DevelopmentObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'development' },
  nativeId: (data) => data.native_id,
});
