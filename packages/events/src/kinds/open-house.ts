import { Type, type Static } from 'typebox';
import { AccessClass } from '../payloads/common.js';
import { CountryCode, DateTime, NonEmptyString } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `open_house.observed` v1: the open-house schedule a listing's page shows (zillow's
 * `openHouseSchedule`), whole: each read replaces the previous one, so a cancelled viewing
 * disappears. An empty list is a read too (the listing shows none now).
 */
export const OpenHouseObservedV1 = Type.Object({
  listing_native_id: NonEmptyString,
  /** IANA zone of the property, in which the source wrote its local times. */
  timezone: Type.Optional(Type.String()),
  open_houses: Type.Array(
    Type.Object({
      starts_at: DateTime,
      ends_at: Type.Optional(DateTime),
      appointment_only: Type.Optional(Type.Boolean()),
      description: Type.Optional(Type.String()),
      /** The times exactly as the source wrote them. */
      original_text: Type.Optional(Type.String()),
    }),
  ),
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
});
export type OpenHouseObserved = Static<typeof OpenHouseObservedV1>;

export const openHouseKind = eventKind({
  schema: OpenHouseObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'open_house' },
  nativeId: (data) => data.listing_native_id,
});
