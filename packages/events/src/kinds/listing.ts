import { LISTING_STATUSES, TRANSACTIONS } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass, AgencyObservation, AgentObservation, MediaItem, Price, PriceHistoryPoint, PropertyObservation } from '../payloads/common.js';
import { CountryCode, CurrencyCode, DateTime, FreeObject, NonEmptyString, OpenEnum } from '../primitives.js';
import { UpcastError } from '../upcast-error.js';
import { compiled, issuesOf } from '../validators.js';
import { eventKind } from './event-kind.js';

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
  // Optional addition (v2 stays v2): the platform's id of the building page the listing links.
  building_native_id: Type.Optional(Type.String({ minLength: 1, description: "The platform's id of the building the listing is in, as its building page names it." })),
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

/** A number written as a decimal string without exponent, as v2 amounts are. */
export function decimalFromNumber(n: number): string {
  if (!Number.isFinite(n)) throw new UpcastError(`amount ${n} is not finite`);
  const plain = String(n);
  if (/^-?\d+(\.\d+)?$/.test(plain)) return plain;
  if (Number.isInteger(n)) return BigInt(n).toString();
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** listing.observed v1 → v2: decimal-string amounts, the flat living area becomes an Area. */
export function upcastListingV1(data: unknown): ListingObserved {
  const v1 = compiled(ListingObservedV1);
  if (!v1.Check(data)) throw new UpcastError('listing.observed v1 payload is invalid', issuesOf(v1, data));
  const { price, living_area_sqm, property, ...rest } = data;
  const out: ListingObserved = { ...rest, property: { ...property } };
  if (price) {
    out.price = {
      amount: decimalFromNumber(price.amount),
      currency: price.currency,
      // v1 had only asking prices.
      kind: 'asking',
      ...(price.display_text === undefined ? {} : { display_text: price.display_text }),
    };
  }
  if (living_area_sqm !== undefined) {
    out.property.areas = [{ value: living_area_sqm, unit: 'sqm', basis: 'living', normalized_sqm: living_area_sqm }];
  }
  return out;
}

export const listingKind = eventKind({
  schema: ListingObservedV2,
  version: 2,
  upcasters: { 1: upcastListingV1 },
  subject: { root: 'obs', token: 'listing' },
  nativeId: (data) => data.native_id,
});

/** A price or status change as the source itself reported it. */
export type SourceHistoryPoint = NonNullable<ListingObserved['price_history']>[number];
