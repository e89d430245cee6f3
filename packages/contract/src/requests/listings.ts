import { Type, type Static } from 'typebox';
import { ClosedEnum, CountryCode, CurrencyCode, PlatformName, StrictObject } from '../common.js';
import { LISTING_STATUSES, TRANSACTIONS } from '../vocabulary.js';
import { PROPERTY_TYPES } from '../vocabulary.js';
import { Cursor, Limit, LocationFilter, NumberRange, PlatformList } from './shared.js';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'] as const;

/** How a listing search may fold its rows: `property`, one row per home. */
export const LISTING_COLLAPSES = ['property'] as const;

export const COLLAPSE_DESCRIPTION =
  'How rows are folded; absent, one row per listing. `property`: one row per home. The filters select listings, and a home (the live listings grouped under one `property_id` across platforms; a listing without a property is a home of its own) is in the results when any of its listings matches them. Its row is its most recent matching listing: the latest `source_updated_at`, a listing without one after every dated one, ties to the greater listing id (the first of its matching listings in the `newest` sort). `sort` orders homes by that listing\'s value, `cursor` continues after the last home shown, and `total` counts homes (exact up to 10 000, then a lower bound). `meta.property_groups` holds each home of the page with more than one live listing: every live listing of it on every platform (matching the filters or not), its `platforms` and its `price_spread` (the lowest and highest asking price of its listings of the searched `transaction`).';

const listingFilters = {
  transaction: Type.Optional(ClosedEnum(TRANSACTIONS, 'Transaction to search.', { default: 'sale' })),
  country: Type.Optional(CountryCode),
  location: Type.Optional(LocationFilter),
  property_types: Type.Optional(Type.Array(ClosedEnum(PROPERTY_TYPES, 'Property type.'), { minItems: 1, uniqueItems: true })),
  price: Type.Optional(
    StrictObject(
      {
        min: Type.Optional(Type.Number({ minimum: 0 })),
        max: Type.Optional(Type.Number({ minimum: 0 })),
        currency: Type.Optional(CurrencyCode),
      },
      { description: 'Asking price range, inclusive, in `currency` (listings in other currencies are excluded when it is set). `min` must not exceed `max` (400 otherwise).' },
    ),
  ),
  bedrooms: Type.Optional(NumberRange('Bedrooms.', { minimum: 0, maximum: 100, integer: true })),
  bathrooms: Type.Optional(NumberRange('Bathrooms.', { minimum: 0, maximum: 100 })),
  area_sqm: Type.Optional(NumberRange('Living area in square metres.', { minimum: 0, maximum: 1_000_000 })),
  year_built: Type.Optional(NumberRange('Year built.', { minimum: 1000, maximum: 2200, integer: true })),
  status: Type.Optional(Type.Array(ClosedEnum(LISTING_STATUSES, 'Listing status.'), { minItems: 1, uniqueItems: true, description: 'Statuses to include; `["active"]` when absent.' })),
  sort: Type.Optional(ClosedEnum(LISTING_SORTS, 'Order of results.', { default: 'newest' })),
  limit: Type.Optional(Limit),
  cursor: Type.Optional(Cursor),
  collapse: Type.Optional(ClosedEnum(LISTING_COLLAPSES, COLLAPSE_DESCRIPTION)),
};

export const ListingSearchRequest = StrictObject(
  { platforms: Type.Optional(PlatformList), ...listingFilters },
  { title: 'ListingSearchRequest', description: 'Search of stored listing observations across platforms.' },
);
export type ListingSearchRequest = Static<typeof ListingSearchRequest>;

export const PlatformSearchRequest = StrictObject(listingFilters, {
  title: 'PlatformSearchRequest',
  description: 'The listing search, restricted to the platform in the path.',
});
export type PlatformSearchRequest = Static<typeof PlatformSearchRequest>;

export const ListingResolveRequest = Type.Unsafe<{ url: string } | { platform: string; native_id: string }>({
  title: 'ListingResolveRequest',
  description: 'A listing URL, or a platform and its native id.',
  oneOf: [
    StrictObject({ url: Type.String({ minLength: 1, maxLength: 2048, format: 'uri' }) }, { title: 'ResolveByUrl' }),
    StrictObject({ platform: PlatformName, native_id: Type.String({ minLength: 1, maxLength: 200 }) }, { title: 'ResolveByNativeId' }),
  ],
});
export type ListingResolveRequest = Static<typeof ListingResolveRequest>;
