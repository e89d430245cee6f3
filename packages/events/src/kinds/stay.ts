import { ROOM_TYPES } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass, Address, Geometry, Price } from '../payloads/common.js';
import { CountryCode, CurrencyCode, DateTime, DecimalString, FreeObject, IsoDate, NonEmptyString, OpenEnum, PlatformName } from '../primitives.js';
import { eventKind } from './event-kind.js';

// The short-stay kinds. A stay is booked on a platform (`listing_platform`, e.g. `airbnb`) that
// may differ from the event's platform, the dataset's publisher (`insideairbnb`): both name the
// same stay, so the service's stay id derives from the listing platform and its id, and a quote
// read from the Airbnb page and a calendar from the Inside Airbnb snapshot meet on one stay.

const StayRef = {
  /** The platform the stay is booked on, whose id `stay_native_id` is. */
  listing_platform: PlatformName,
  stay_native_id: NonEmptyString,
};

/** `stay.observed` v1: one short-stay accommodation as a source listed it. */
export const StayObservedV1 = Type.Object({
  native_id: NonEmptyString,
  listing_platform: PlatformName,
  url: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  room_type: Type.Optional(OpenEnum(ROOM_TYPES, 'What a guest books.')),
  source_room_type: Type.Optional(Type.String({ description: 'Room type exactly as the source gave it.' })),
  source_property_type: Type.Optional(Type.String()),
  accommodates: Type.Optional(Type.Integer({ minimum: 0 })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 0 })),
  beds: Type.Optional(Type.Integer({ minimum: 0 })),
  bathrooms: Type.Optional(Type.Number({ minimum: 0 })),
  /** The listed nightly price (no dates); a dated price is a quote. */
  price: Type.Optional(Price),
  minimum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
  maximum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
  /** On the source's 0–5 scale. */
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  review_count: Type.Optional(Type.Integer({ minimum: 0 })),
  host_name: Type.Optional(Type.String()),
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  /** When the source itself last read the listing (a dataset's scrape date). */
  source_observed_at: Type.Optional(DateTime),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
  /** The source's own fields, by its own names, for what the normalised shape has no place for. */
  fields: Type.Optional(FreeObject),
});
export type StayObserved = Static<typeof StayObservedV1>;

export const stayKind = eventKind({
  schema: StayObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'stay' },
  nativeId: (data) => `${data.listing_platform}:${data.native_id}`,
});

/**
 * One calendar date as the source stated it. `available` is null where the source gave the date
 * but not its state; a date the source left out is simply absent. Neither becomes "booked".
 */
export const CalendarDay = Type.Object({
  date: IsoDate,
  available: Type.Union([Type.Boolean(), Type.Null()]),
  minimum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
  maximum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
  price: Type.Optional(DecimalString),
});
export type CalendarDay = Static<typeof CalendarDay>;

/**
 * `stay_availability.observed` v1: a stay's calendar as one read of the source gave it. An empty
 * `days` is a read that returned no calendar (sources do so intermittently): it is recorded, and
 * readers keep the last calendar that had dates.
 */
export const StayAvailabilityObservedV1 = Type.Object({
  ...StayRef,
  days: Type.Array(CalendarDay),
  currency: Type.Optional(CurrencyCode),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  /** Optional: a platform's calendar answer does not say where the stay is (its stay does). */
  country: Type.Optional(CountryCode),
});
export type StayAvailabilityObserved = Static<typeof StayAvailabilityObservedV1>;

export const stayAvailabilityKind = eventKind({
  schema: StayAvailabilityObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'stay_availability' },
  nativeId: (data) => `${data.listing_platform}:${data.stay_native_id}`,
});

/** `stay_review.observed` v1: one guest review. Reviews are long-lived, so they go to SERIES. */
export const StayReviewObservedV1 = Type.Object({
  ...StayRef,
  native_id: NonEmptyString,
  reviewed_at: IsoDate,
  reviewer_native_id: Type.Optional(Type.String()),
  reviewer_name: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  /** BCP 47, where the source states it. */
  language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' })),
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
});
export type StayReviewObserved = Static<typeof StayReviewObservedV1>;

export const stayReviewKind = eventKind({
  schema: StayReviewObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'series', token: 'stay_review' },
  nativeId: (data) => `${data.listing_platform}:${data.stay_native_id}:${data.native_id}`,
});

/** One line of a price breakdown: a signed amount (a discount is negative) and what it was called. */
export const QuoteLine = Type.Object({
  kind: Type.Union([Type.Literal('nights'), Type.Literal('discount'), Type.Literal('cleaning'), Type.Literal('service'), Type.Literal('tax'), Type.Literal('extra_guest'), Type.Literal('other')]),
  description: Type.String(),
  amount: DecimalString,
  /** For `nights`: how many nights the line counts and the price of one. */
  nights: Type.Optional(Type.Integer({ minimum: 1 })),
  nightly_amount: Type.Optional(DecimalString),
});
export type QuoteLine = Static<typeof QuoteLine>;
export type QuoteLineKind = QuoteLine['kind'];

/**
 * `stay_quote.observed` v1: the price breakdown a stay's page showed for one dated, guest-specific
 * stay, or that the page refused those dates (`available: false` and the page's message).
 */
export const StayQuoteObservedV1 = Type.Object({
  ...StayRef,
  check_in: IsoDate,
  check_out: IsoDate,
  guests: Type.Integer({ minimum: 1 }),
  available: Type.Boolean(),
  unavailable_message: Type.Optional(Type.String()),
  currency: Type.Optional(CurrencyCode),
  lines: Type.Array(QuoteLine),
  total: Type.Optional(DecimalString),
  display_total: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  /** Optional: a price breakdown does not say where the stay is (its stay does). */
  country: Type.Optional(CountryCode),
});
export type StayQuoteObserved = Static<typeof StayQuoteObservedV1>;

export const stayQuoteKind = eventKind({
  schema: StayQuoteObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'stay_quote' },
  nativeId: (data) => `${data.listing_platform}:${data.stay_native_id}:${data.check_in}:${data.check_out}:${data.guests}`,
});
