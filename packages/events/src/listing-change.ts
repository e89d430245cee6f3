import { Type, type Static } from 'typebox';
import { CurrencyCode, DateTime, NonEmptyString, PlatformName } from './primitives.js';

/**
 * What the projector publishes on `changes.<platform>.listing` (stream CHANGES) each time it
 * replaces a listing's search document with a different price or status, writes a listing's
 * first one, finds one past the live window (`removed`), or groups a live listing with a live
 * home already listed on other platforms (`cross_listed`): the change feed (`GET /v1/events`) is
 * these messages, filtered per connection.
 * Not an observation: derived from the projection, so it lives outside EVENT_KINDS.
 */
export const LISTING_CHANGE_TYPES = ['new', 'price_changed', 'status_changed', 'removed', 'cross_listed'] as const;
export type ListingChangeType = (typeof LISTING_CHANGE_TYPES)[number];

/** The facts a change compares, as the listing's search document holds them. */
export const ListingFacts = Type.Object({
  price_amount: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.Union([CurrencyCode, Type.Literal('')]),
  status: NonEmptyString,
});
export type ListingFacts = Static<typeof ListingFacts>;

export const ListingChangeSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('new'), Type.Literal('price_changed'), Type.Literal('status_changed'), Type.Literal('removed'), Type.Literal('cross_listed')]),
    listing_id: NonEmptyString,
    platform: PlatformName,
    /** The observation that made the change (for `removed`, the last one, now past the live window). */
    observed_at: DateTime,
    event_id: NonEmptyString,
    /** Absent for `new` and `cross_listed`. */
    previous: Type.Optional(ListingFacts),
    current: ListingFacts,
    /** `cross_listed` only: the property the listing was grouped into. */
    property_id: Type.Optional(NonEmptyString),
    /** `cross_listed` only: the other platforms with a live listing of that property, sorted. */
    other_platforms: Type.Optional(Type.Array(PlatformName, { minItems: 1, uniqueItems: true })),
    /**
     * The listing's search document after the change (the `listing_search` bucket's layout), so
     * a feed filters each change by the search's own rules without reading the bucket.
     */
    search: Type.Unknown(),
  },
  { additionalProperties: false, title: 'ListingChangeMessage' },
);
export type ListingChange = Static<typeof ListingChangeSchema>;
