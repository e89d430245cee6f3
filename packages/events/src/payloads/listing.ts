import { LISTING_STATUSES, TRANSACTIONS } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { CountryCode, CurrencyCode, DateTime, FreeObject, NonEmptyString, OpenEnum } from '../primitives.js';
import {
  AccessClass,
  AgencyObservation,
  AgentObservation,
  MediaItem,
  Price,
  PriceHistoryPoint,
  PropertyObservation,
} from './common.js';


/**
 * `listing.observed` v2: one listing as one platform showed it at `observed_at` (envelope).
 * Platform, provider and observed_at live in the envelope only, so they cannot disagree with
 * the subject and the event id; the projector builds the contract's `source` from both.
 */
export const ListingObservedV2 = Type.Object({
  native_id: NonEmptyString,
  url: Type.Optional(Type.String()),
  transaction: OpenEnum(TRANSACTIONS, 'Transaction the listing offers.'),
  status: OpenEnum(LISTING_STATUSES, 'Listing status on the service vocabulary.'),
  source_status: Type.Optional(Type.String({ description: 'Status text exactly as the source gave it.' })),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  price: Type.Optional(Price),
  price_history: Type.Optional(Type.Array(PriceHistoryPoint, { description: 'Only what the source itself shows.' })),
  property: PropertyObservation,
  agent: Type.Optional(AgentObservation),
  agency: Type.Optional(AgencyObservation),
  media: Type.Optional(Type.Array(MediaItem)),
  listed_at: Type.Optional(DateTime),
  source_updated_at: Type.Optional(DateTime),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
  extensions: Type.Optional(FreeObject),
  field_status: Type.Optional(FreeObject),
});
export type ListingObserved = Static<typeof ListingObservedV2>;

/**
 * `listing.observed` v1, the first draft: price amount as a JSON number and the living area as
 * a flat `living_area_sqm`. v2 made amounts decimal strings (the contract's rule) and areas a
 * list, a breaking change; v1 events still in a stream are read through `upcastListingV1`.
 */
export const ListingObservedV1 = Type.Object({
  native_id: NonEmptyString,
  url: Type.Optional(Type.String()),
  transaction: Type.String(),
  status: Type.String(),
  title: Type.Optional(Type.String()),
  price: Type.Optional(Type.Object({ amount: Type.Number(), currency: CurrencyCode, display_text: Type.Optional(Type.String()) })),
  living_area_sqm: Type.Optional(Type.Number({ minimum: 0 })),
  property: Type.Optional(Type.Omit(PropertyObservation, ['areas'])),
  access_class: Type.String(),
  country: CountryCode,
});
export type ListingObservedV1Data = Static<typeof ListingObservedV1>;
