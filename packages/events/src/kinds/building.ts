import { Type, type Static } from 'typebox';
import { AccessClass, Address, Geometry } from '../payloads/common.js';
import { CountryCode, DateTime, FreeObject, NonEmptyString } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `building.observed` v1: one building as one platform shows it on a page of its own (SUUMO's
 * 物件ライブラリー, zillow's building pages). `native_id` is the platform's building id, the one
 * its listing pages link to, so a listing's `building_id` finds the building.
 */
export const BuildingObservedV1 = Type.Object({
  native_id: NonEmptyString,
  name: Type.Optional(Type.String()),
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  year_built: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2200 })),
  floors: Type.Optional(Type.Integer({ minimum: 0 })),
  unit_count: Type.Optional(Type.Integer({ minimum: 0, description: 'Units the building has, as the source states it (総戸数), not the units advertised.' })),
  amenities: Type.Optional(Type.Array(Type.String())),
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
  extensions: Type.Optional(FreeObject),
});
export type BuildingObserved = Static<typeof BuildingObservedV1>;

export const buildingKind = eventKind({
  schema: BuildingObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'building' },
  nativeId: (data) => data.native_id,
});
