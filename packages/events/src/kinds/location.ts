import { LOCATION_CODE_SCHEMES, LOCATION_KINDS } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass } from '../payloads/common.js';
import { CountryCode, DateTime, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `location.observed` v1: one place of a platform's location vocabulary (rightmove's typeahead,
 * zillow's region suggestions, ImmoScout24's geo paths, idealista's location ids, SUUMO's area
 * codes): the value the platform takes for it (`selector`), what it calls it, and the open codes
 * of the same place where the platform's payload carries one.
 */
export const LocationObservedV1 = Type.Object({
  /** The platform's own id of the place, as its vocabulary writes it (the selector without its parameter name). */
  native_id: NonEmptyString,
  selector: NonEmptyString,
  name: NonEmptyString,
  kind: OpenEnum(LOCATION_KINDS, 'Level of the place.'),
  country: CountryCode,
  region: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  codes: Type.Optional(Type.Array(Type.Object({ scheme: OpenEnum(LOCATION_CODE_SCHEMES, 'Open code list.'), code: NonEmptyString }))),
  geometry: Type.Optional(Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) })),
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
});
export type LocationObserved = Static<typeof LocationObservedV1>;

export const locationKind = eventKind({
  schema: LocationObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'location' },
  nativeId: (data) => data.native_id,
});
