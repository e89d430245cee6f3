import { Type, type Static } from 'typebox';
import { ClosedEnum, CountryCode, CurrencyCode, StrictObject } from '../common.js';
import { AUCTION_STATUSES } from '../resources/auctions.js';
import { DEVELOPMENT_STATUSES } from '../vocabulary.js';
import { JOB_OPERATIONS } from '../resources/jobs.js';
import { LOCATION_KINDS } from '../vocabulary.js';
import { MARKET_KINDS } from '../resources/markets.js';
import { ROOM_TYPES } from '../vocabulary.js';
import { ListingSearchRequest } from './listings.js';
import { Cursor, Limit, LocationFilter, NumberRange, PlatformList, ProfessionalLocationFilter } from './shared.js';

const page = { limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) };

/** Nights a stay search may span: the calendar horizon the search projection keeps (packages/search `NIGHTS_HORIZON_DAYS`). */
export const STAY_SEARCH_MAX_NIGHTS = 384;
/** Nights a quote may span: a year, the horizon of a calendar. */
export const STAY_QUOTE_MAX_NIGHTS = 365;

/**
 * A stay date without a field example: one fixed date would be in the past one day, and the same
 * example on check-in and check-out is a request the server refuses. The request examples
 * (examples.ts) carry dates relative to the day the document is built.
 */
const DateOf = (description: string) => Type.String({ format: 'date', description });
const NameQuery = Type.String({ minLength: 1, maxLength: 200 });

export const PropertyResolveRequest = StrictObject(
  {
    address: Type.Optional(
      StrictObject({
        line1: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
        unit: Type.Optional(Type.String({ maxLength: 50 })),
        city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        region: Type.Optional(Type.String({ maxLength: 100 })),
        postal_code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
        country: CountryCode,
      }),
    ),
    listing_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, format: 'uri' })),
  },
  { title: 'PropertyResolveRequest', description: 'An address, a listing id or a listing URL; at least one.', minProperties: 1 },
);

export const AgencySearchRequest = StrictObject(
  { platforms: Type.Optional(PlatformList), query: Type.Optional(NameQuery), location: Type.Optional(ProfessionalLocationFilter), ...page },
  { title: 'AgencySearchRequest' },
);

export const AgentSearchRequest = StrictObject(
  {
    platforms: Type.Optional(PlatformList),
    query: Type.Optional(NameQuery),
    location: Type.Optional(ProfessionalLocationFilter),
    agency_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    ...page,
  },
  { title: 'AgentSearchRequest' },
);

export const DevelopmentSearchRequest = StrictObject(
  {
    platforms: Type.Optional(PlatformList),
    country: Type.Optional(CountryCode),
    location: Type.Optional(LocationFilter),
    query: Type.Optional(NameQuery),
    status: Type.Optional(Type.Array(ClosedEnum(DEVELOPMENT_STATUSES, 'Development stage.'), { minItems: 1, uniqueItems: true })),
    ...page,
  },
  { title: 'DevelopmentSearchRequest' },
);

export const AuctionSearchRequest = StrictObject(
  {
    platforms: Type.Optional(PlatformList),
    country: Type.Optional(CountryCode),
    location: Type.Optional(LocationFilter),
    status: Type.Optional(Type.Array(ClosedEnum(AUCTION_STATUSES, 'Auction status.'), { minItems: 1, uniqueItems: true })),
    ends_after: Type.Optional(Type.String({ format: 'date-time' })),
    ends_before: Type.Optional(Type.String({ format: 'date-time' })),
    ...page,
  },
  { title: 'AuctionSearchRequest' },
);

export const MarketSearchRequest = StrictObject(
  {
    country: Type.Optional(CountryCode),
    query: Type.Optional(NameQuery),
    kinds: Type.Optional(Type.Array(ClosedEnum(MARKET_KINDS, 'Market level.'), { minItems: 1, uniqueItems: true })),
    metric: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only markets that have this series (a name as MarketMetric gives it, or its measure alone: `hpi_index` matches `hpi_index.detached`).' })),
    platforms: Type.Optional(PlatformList),
    ...page,
  },
  { title: 'MarketSearchRequest' },
);

/** Orders of a stay search; a stay lacking the sorted value comes last. */
export const STAY_SORTS = ['reviews_desc', 'rating_desc', 'price_asc', 'price_desc', 'distance_asc'] as const;
export type StaySortName = (typeof STAY_SORTS)[number];

export const StaySearchRequest = StrictObject(
  {
    platforms: Type.Optional(PlatformList),
    country: Type.Optional(CountryCode),
    location: LocationFilter,
    check_in: Type.Optional(
      DateOf(
        `First night: today (UTC) or later. Give it with \`check_out\` or not at all (one without the other is refused with 400). With both, only stays whose calendar shows every night available and whose minimum and maximum nights admit the stay match.`,
      ),
    ),
    check_out: Type.Optional(
      DateOf(`Day of departure (the last night is the day before): after \`check_in\`, at most ${STAY_SEARCH_MAX_NIGHTS} nights later; only together with \`check_in\`.`),
    ),
    guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Stays that accommodate at least this many guests.' })),
    room_types: Type.Optional(Type.Array(ClosedEnum(ROOM_TYPES, 'Room type.'), { minItems: 1, uniqueItems: true })),
    price_per_night: Type.Optional(
      StrictObject({ min: Type.Optional(Type.Number({ minimum: 0 })), max: Type.Optional(Type.Number({ minimum: 0 })), currency: Type.Optional(CurrencyCode) }),
    ),
    bedrooms: Type.Optional(NumberRange('Bedrooms.', { minimum: 0, maximum: 100, integer: true })),
    rating: Type.Optional(NumberRange('Guest rating on the 0–5 scale.', { minimum: 0, maximum: 5 })),
    sort: Type.Optional(
      ClosedEnum(
        STAY_SORTS,
        "Order of results: most reviewed, best rated, by nightly price, or nearest first (`distance_asc`). `distance_asc` measures great-circle distance from the centre of `location`: a radius's centre, a bbox's middle, a polygon's vertex mean; it needs one of those three (a text or id location has no centre and is refused with 400). Stays without coordinates come last.",
        { default: 'reviews_desc' },
      ),
    ),
    ...page,
  },
  { title: 'StaySearchRequest' },
);

export const StayQuoteRequest = StrictObject(
  {
    check_in: DateOf('First night.'),
    check_out: DateOf(`Day of departure (the last night is the day before): after \`check_in\`, at most ${STAY_QUOTE_MAX_NIGHTS} nights later (400 otherwise).`),
    guests: Type.Integer({ minimum: 1, maximum: 50 }),
  },
  {
    title: 'StayQuoteRequest',
    description: `A stay of 1 to ${STAY_QUOTE_MAX_NIGHTS} nights. Dates out of order or further apart answer 400; a stay the calendar does not show available for every night, or whose guests, minimum or maximum nights it does not take, answers 409 \`stay_not_bookable\` with the rule that failed.`,
  },
);

export const LocationSearchRequest = StrictObject(
  {
    query: NameQuery,
    country: Type.Optional(CountryCode),
    platforms: Type.Optional(PlatformList),
    kinds: Type.Optional(Type.Array(ClosedEnum(LOCATION_KINDS, 'Place level.'), { minItems: 1, uniqueItems: true })),
    limit: Type.Optional(Limit),
  },
  { title: 'LocationSearchRequest' },
);

export const CreateReadJobRequest = StrictObject(
  {
    operation: ClosedEnum(JOB_OPERATIONS, 'What to collect.'),
    platforms: Type.Optional(PlatformList),
    params: Type.Omit(ListingSearchRequest, ['platforms', 'cursor', 'limit', 'collapse'], { additionalProperties: false }),
    max_results: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 500 })),
  },
  { title: 'CreateReadJobRequest', description: 'Asks the collectors for a fresh collection; poll getReadJob for its status.' },
);
export type CreateReadJobRequest = Static<typeof CreateReadJobRequest>;
