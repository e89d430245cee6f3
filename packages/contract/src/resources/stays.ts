import { Type } from 'typebox';
import { CurrencyCode, DateTime, IsoDate, OpenEnum } from '../common.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';

export const ROOM_TYPES = ['entire_home', 'private_room', 'shared_room', 'hotel_room'] as const;

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

export const StayQuote = Type.Object(
  {
    stay_id: Type.String(),
    check_in: IsoDate,
    check_out: IsoDate,
    guests: Type.Integer({ minimum: 1 }),
    nightly: Type.Optional(Price),
    fees: Type.Array(StayFee),
    total: Price,
    currency: CurrencyCode,
    quoted_at: DateTime,
    valid_until: Type.Optional(DateTime),
    source: Source,
  },
  { title: 'StayQuote', description: 'A dated, guest-specific price quote.' },
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
