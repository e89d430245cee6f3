import { AUCTION_STATUSES, PROPERTY_TYPES } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass, Address, Area, Geometry, Price } from '../payloads/common.js';
import { CountryCode, DateTime, FreeObject, NonEmptyString, OpenEnum, PlatformName } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `auction.observed` v1: one auction as a source announced it — an official auction portal's
 * notice (Spain's BOE, Germany's ZVG) or a portal listing flagged for auction (zillow,
 * rightmove). The payload says what the source says, never the lifecycle at some moment: the
 * status is computed when read, from `stated_status` and the clock against `starts_at` and
 * `ends_at`, so an auction opens and closes without a new observation.
 */
export const AuctionObservedV1 = Type.Object({
  /** The source's id of the auction (BOE `SUB-JA-2020-146153`, ZVG `<land>:<zvg_id>`, a portal's listing id). */
  native_id: NonEmptyString,
  url: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /**
   * A lifecycle state the source states outright (BOE "Suspendida", ZVG "Termin wurde
   * aufgehoben"), on the service's vocabulary; absent when the source states none and the
   * clock decides.
   */
  stated_status: Type.Optional(OpenEnum(AUCTION_STATUSES, 'Lifecycle state the source states.')),
  /** The state exactly as the source wrote it. */
  source_status: Type.Optional(Type.String()),
  starts_at: Type.Optional(DateTime),
  ends_at: Type.Optional(DateTime),
  /** IANA zone the source states its times in. */
  timezone: Type.Optional(Type.String({ minLength: 1 })),
  starting_bid: Type.Optional(Price),
  current_bid: Type.Optional(Price),
  reserve_disclosed: Type.Optional(Type.Boolean()),
  reserve: Type.Optional(Price),
  terms_url: Type.Optional(Type.String()),
  /** The portal listing the auction sells, where the source links one: its platform and that platform's id. */
  listing: Type.Optional(Type.Object({ platform: PlatformName, native_id: NonEmptyString })),
  /** The lot, as the notice describes it. */
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  property_type: Type.Optional(OpenEnum(PROPERTY_TYPES, 'Property type of the lot.')),
  source_property_type: Type.Optional(Type.String()),
  areas: Type.Optional(Type.Array(Area)),
  /** When the source last changed the notice ("letzte Aktualisierung"). */
  source_updated_at: Type.Optional(DateTime),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
  /** The source's own fields, by its own names (court, case number, appraisal, deposit …). */
  fields: Type.Optional(FreeObject),
});
export type AuctionObserved = Static<typeof AuctionObservedV1>;

export const auctionKind = eventKind({
  schema: AuctionObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'auction' },
  nativeId: (data) => data.native_id,
});
