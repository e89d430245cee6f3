import { Type } from 'typebox';
import { CurrencyCode, DateTime, IsoDate, OpenEnum } from '../common.js';
import { ROOM_TYPES } from '../vocabulary.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';

export const Stay = Type.Object(
  {
    id: Type.String({ description: 'Service stay id (`sty_…`).' }),
    source: Source,
    title: Type.Optional(Type.String()),
    url: Type.Optional(Type.String()),
    room_type: Type.Optional(OpenEnum(ROOM_TYPES, 'What a guest books.')),
    accommodates: Type.Optional(Type.Integer({ minimum: 0 })),
    property: Type.Optional(Property),
    price: Type.Optional(Price),
    minimum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
    maximum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
    rating: Type.Optional(Type.Number({ minimum: 0 })),
    review_count: Type.Optional(Type.Integer({ minimum: 0 })),
    host_name: Type.Optional(Type.String()),
    observed_at: DateTime,
  },
  { title: 'Stay' },
);

export const StayFee = Type.Object(
  {
    kind: OpenEnum(['cleaning', 'service', 'tax', 'extra_guest', 'other'], 'What the fee is for.'),
    price: Price,
  },
  { title: 'StayFee' },
);

export const StayNight = Type.Object(
  {
    date: IsoDate,
    price: Price,
  },
  { title: 'StayNight', description: 'The price of one night of a quote.' },
);

export const StayDiscount = Type.Object(
  {
    kind: OpenEnum(['weekly', 'monthly', 'other'], 'What the discount is for.'),
    description: Type.Optional(Type.String({ description: 'The line as the source named it.' })),
    price: Price,
  },
  { title: 'StayDiscount', description: 'A discount of a quote; its amount is negative.' },
);

export const QUOTE_BASES = ['observed', 'derived'] as const;

export const StayQuote = Type.Object(
  {
    stay_id: Type.String(),
    check_in: IsoDate,
    check_out: IsoDate,
    guests: Type.Integer({ minimum: 1 }),
    nightly: Type.Optional(Price),
    nights: Type.Optional(Type.Array(StayNight, { description: 'One entry per night, check-in first.' })),
    discounts: Type.Optional(Type.Array(StayDiscount)),
    fees: Type.Array(StayFee),
    total: Price,
    basis: Type.Optional(
      OpenEnum(
        QUOTE_BASES,
        '`observed`: the breakdown the source showed for these very dates and guests; `derived`: the freshest breakdown the source showed for this stay, applied to these dates (nightly price, fees and rates as the source charged them).',
      ),
    ),
    currency: CurrencyCode,
    quoted_at: DateTime,
    valid_until: Type.Optional(DateTime),
    source: Source,
  },
  {
    title: 'StayQuote',
    description: 'A dated, guest-specific price quote. Amounts are decimal strings in `currency`, rounded to its ISO 4217 minor units; `total` is exactly the sum of `nights`, `discounts` (negative) and `fees` (taxes are fees of kind `tax`).',
  },
);

export const AVAILABILITY_STATUSES = ['available', 'unavailable', 'unknown'] as const;

export const AvailabilityObservation = Type.Object(
  {
    date: IsoDate,
    status: OpenEnum(AVAILABILITY_STATUSES, 'Calendar state; `unavailable` does not mean booked.'),
    source: Source,
    minimum_nights: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { title: 'AvailabilityObservation' },
);

export const StayReview = Type.Object(
  {
    id: Type.String(),
    stay_id: Type.String(),
    reviewed_at: IsoDate,
    rating: Type.Optional(Type.Number({ minimum: 0 })),
    reviewer_name: Type.Optional(Type.String()),
    language: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    source: Source,
  },
  { title: 'StayReview' },
);
