import { Type } from 'typebox';
import { CurrencyCode, DecimalString, OpenEnum } from '../common.js';

export const PRICE_KINDS = ['asking', 'offers_over', 'guide', 'from', 'fixed', 'on_request', 'sold', 'estimate', 'bid', 'quote', 'unknown'] as const;
export const PRICE_PERIODS = ['night', 'week', 'month', 'year'] as const;

export const Price = Type.Object(
  {
    amount: Type.Optional(DecimalString),
    currency: Type.Optional(CurrencyCode),
    kind: OpenEnum(PRICE_KINDS, 'What the amount is.'),
    min: Type.Optional(DecimalString),
    max: Type.Optional(DecimalString),
    unit_code: Type.Optional(Type.String({ description: 'Unit the price refers to when not the whole property (UN/CEFACT code, e.g. `MTK` for m²).' })),
    period: Type.Optional(OpenEnum(PRICE_PERIODS, 'Period of a recurring price; absent for a one-off price.')),
    per_area_unit: Type.Optional(Type.String({ description: 'Set when the amount is per area unit, e.g. `sqm`.' })),
    display_text: Type.Optional(Type.String({ description: 'The price exactly as the source showed it.' })),
  },
  { title: 'Price' },
);
