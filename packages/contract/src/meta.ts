import { Type, type TSchema } from 'typebox';
import { DateTime, OpenEnum, PlatformName } from './common.js';

export const SOURCE_STATUSES = ['success', 'partial', 'stale', 'failed', 'unavailable'] as const;
export const SOURCE_ERROR_CODES = ['blocked', 'timeout', 'http_error', 'parse_error', 'truncated_payload', 'rate_limited', 'not_collected', 'stale'] as const;

export const SourceStatus = Type.Object(
  {
    platform: PlatformName,
    status: OpenEnum(SOURCE_STATUSES, 'Outcome of this platform for the request.'),
    provider: Type.Optional(Type.String()),
    error_code: Type.Optional(OpenEnum(SOURCE_ERROR_CODES, 'Why the platform is not `success`.')),
    truncated: Type.Boolean({ description: 'True when this platform had more rows than were returned or collected.' }),
    observed_at: Type.Optional(Type.String({ format: 'date-time', description: "The platform's latest completed collection." })),
    vintage: Type.Optional(Type.String({ description: 'For an open dataset: its newest release consulted, e.g. the month a Price Paid update covers (`2026-10`).' })),
  },
  { title: 'SourceStatus' },
);

export const Warning = Type.Object(
  {
    code: Type.String({ description: 'Stable machine-readable code, e.g. `filter_not_supported`.' }),
    message: Type.String(),
    field: Type.Optional(Type.String({ description: 'Request field the warning is about, as a JSON pointer-like path.' })),
  },
  { title: 'Warning' },
);

export const TOTAL_RELATIONS = ['exact', 'lower_bound'] as const;

export const Pagination = Type.Object(
  {
    next_cursor: Type.Optional(Type.String({ description: 'Pass as `cursor` for the next page; absent on the last page.' })),
    has_more: Type.Boolean(),
    returned: Type.Integer({ minimum: 0 }),
    total: Type.Optional(Type.Integer({ minimum: 0 })),
    total_relation: Type.Optional(OpenEnum(TOTAL_RELATIONS, 'Whether `total` is exact or a lower bound.')),
  },
  { title: 'Pagination' },
);

export const PROPERTY_GROUP_STATUSES = ['matched', 'possible'] as const;
/**
 * The evidence a property group rests on: a dwelling's national identifier (GB's UPRN), a full
 * postcode with the house number (and flat), a full postcode with the rooms beside a nearby point,
 * one street line, a point with rooms and area, the source's own reference, or a person.
 */
export const MATCH_METHODS = ['uprn', 'postcode_house_number', 'postcode_rooms', 'address', 'geo_area_rooms', 'native_reference', 'manual'] as const;
export type PropertyMatchMethod = (typeof MATCH_METHODS)[number];

export const PropertyGroup = Type.Object(
  {
    property_id: Type.String(),
    listing_ids: Type.Array(Type.String()),
    match_method: OpenEnum(MATCH_METHODS, 'Which evidence grouped the listings.'),
    status: OpenEnum(PROPERTY_GROUP_STATUSES, 'How sure the grouping is.'),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    platforms: Type.Optional(Type.Array(PlatformName, { description: 'The platforms of `listing_ids`, each once, sorted (searches with `collapse`).' })),
    price_spread: Type.Optional(
      Type.Object(
        {
          currency: Type.String({ pattern: '^[A-Z]{3}$' }),
          min: Type.Number({ minimum: 0 }),
          max: Type.Number({ minimum: 0 }),
        },
        { description: 'The lowest and highest asking price among the listings of `listing_ids` of the searched transaction (searches with `collapse`); absent when none states a price, or they are in more than one currency.' },
      ),
    ),
  },
  { title: 'PropertyGroup' },
);

/** A portfolio's live listings counted by status and by transaction (getAgentListings, getAgencyListings). */
export const PortfolioCounts = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    by_status: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    by_transaction: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  },
  { title: 'PortfolioCounts' },
);

/**
 * How one listing of getSimilarListings resembles the listing asked about: the score it is ranked
 * by (1 = the same size, price and bedrooms at the same spot) and the distance between the two.
 */
export const Similarity = Type.Object(
  {
    listing_id: Type.String(),
    score: Type.Number({ minimum: 0, maximum: 1 }),
    distance_meters: Type.Optional(Type.Number({ minimum: 0, description: 'Great-circle distance between the two listings; absent when either has no coordinates.' })),
  },
  { title: 'Similarity' },
);

export const COMPLETENESS = ['complete', 'partial', 'unavailable'] as const;

export const Meta = Type.Object(
  {
    request_id: Type.String(),
    schema_version: Type.String({ description: 'Contract version of this response, e.g. `0.1.0`.' }),
    generated_at: DateTime,
    completeness: OpenEnum(COMPLETENESS, 'Whether every consulted source contributed fully.'),
    sources: Type.Array(SourceStatus),
    warnings: Type.Array(Warning),
    pagination: Type.Optional(Pagination),
    property_groups: Type.Optional(Type.Array(PropertyGroup)),
    portfolio: Type.Optional(PortfolioCounts),
    similarity: Type.Optional(Type.Array(Similarity, { description: 'getSimilarListings: the score and distance of each listing of the page, in its order.' })),
  },
  { title: 'Meta' },
);

/** The success envelope: `{ data, meta }`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, meta: Meta });
}
