import { Type, type Static } from 'typebox';
import { CountryCode, CurrencyCode, DateTime, DecimalString, OpenEnum, PlatformName } from '../common.js';
import { LISTING_STATUSES } from '../vocabulary.js';

export const LISTING_CHANGE_TYPES = ['new', 'price_changed', 'status_changed', 'removed', 'cross_listed'] as const;

/** The facts a change compares, before and after it. */
export const ListingChangeFacts = Type.Object(
  {
    price: Type.Optional(
      Type.Object({
        amount: DecimalString,
        currency: Type.Optional(CurrencyCode),
      }),
    ),
    status: OpenEnum(LISTING_STATUSES, 'Listing status.'),
  },
  { title: 'ListingChangeFacts' },
);

/**
 * One change of one listing, as the change feed (`GET /v1/events`) sends it in an SSE `data:`
 * line; the SSE `id:` is the same `id`, and the SSE `event:` the same `type`.
 */
export const ListingChange = Type.Object(
  {
    id: Type.String({ description: 'Position of the change in the feed (the change stream\'s sequence): send it back as `Last-Event-ID` to resume after it.' }),
    type: OpenEnum(LISTING_CHANGE_TYPES, 'What changed.', {
      new: 'first observation of the listing in the live window',
      price_changed: 'the asking price (or its currency) moved',
      status_changed: 'the status moved (e.g. to `sold`, `withdrawn`); the price may have moved too',
      removed: 'the listing was not observed again within 24 hours and left the live window (`current` is its last state)',
      cross_listed: 'a live home already listed on another platform appeared on this one (`property_id` is the home, `other_platforms` where else it is live)',
    }),
    listing_id: Type.String({ description: 'Service id (`lst_…`): `GET /v1/listings/{listing_id}` reads the listing (until it leaves the live window).' }),
    platform: PlatformName,
    country: Type.Optional(CountryCode),
    observed_at: { ...DateTime, description: 'When the observation that made the change was made (for `removed`, the last one).' },
    previous: Type.Optional({ ...ListingChangeFacts, description: 'Before the change; absent for `new` and `cross_listed`.' }),
    current: ListingChangeFacts,
    property_id: Type.Optional(Type.String({ description: 'For `cross_listed`: the home (`prp_…`) the listing was grouped into; `GET /v1/properties/{property_id}/listings` shows every portal\'s listing of it.' })),
    other_platforms: Type.Optional(Type.Array(PlatformName, { minItems: 1, description: 'For `cross_listed`: the other platforms with a live listing of the home, sorted.' })),
  },
  { title: 'ListingChange' },
);
export type ListingChangeBody = Static<typeof ListingChange>;
