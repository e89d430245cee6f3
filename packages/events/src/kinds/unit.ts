import { UNIT_KINDS } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass, Price, PropertyObservation } from '../payloads/common.js';
import { CountryCode, DateTime, IsoDate, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `unit.observed` v1: one unit a building page advertises (a room for sale, a floor plan's unit
 * for rent). Its id in the event is `<building native id>:<unit native id>`, so one unit number in
 * two buildings stays two units, and a unit read again replaces itself instead of adding a row.
 */
export const UnitObservedV1 = Type.Object({
  building_native_id: NonEmptyString,
  /** The platform's id of the unit: its unit number, room or listing id, unique within the building. */
  native_id: NonEmptyString,
  kind: OpenEnum(UNIT_KINDS, 'A unit that exists, or a floor plan several units share.'),
  label: Type.Optional(Type.String({ description: 'The unit as the source names it: 部屋番号, "Unit 4B", a floor.' })),
  price: Type.Optional(Price),
  available_from: Type.Optional(IsoDate),
  property: Type.Optional(PropertyObservation),
  /** The listing that advertises the unit, when the building page links one. */
  listing_native_id: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
});
export type UnitObserved = Static<typeof UnitObservedV1>;

export const unitKind = eventKind({
  schema: UnitObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'unit' },
  nativeId: (data) => `${data.building_native_id}:${data.native_id}`,
});
