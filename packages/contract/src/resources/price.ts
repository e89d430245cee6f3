import { Type } from 'typebox';
import { CurrencyCode, DecimalString, OpenEnum } from '../common.js';
import { AREA_UNITS, PRICE_KINDS, PRICE_KIND_MEANINGS, PRICE_PERIODS, PRICE_PERIOD_MEANINGS } from '../vocabulary.js';

export const Price = Type.Object(
  {
    amount: Type.Optional(DecimalString),
    currency: Type.Optional(CurrencyCode),
    kind: OpenEnum(PRICE_KINDS, 'What the amount is.', PRICE_KIND_MEANINGS),
    min: Type.Optional(DecimalString),
    max: Type.Optional(DecimalString),
    unit_code: Type.Optional(Type.String({ description: 'Unit the price refers to when not the whole property (UN/CEFACT code, e.g. `MTK` for m²).' })),
    period: Type.Optional(OpenEnum(PRICE_PERIODS, 'Period of a recurring price; absent for a one-off price.', PRICE_PERIOD_MEANINGS)),
    per_area_unit: Type.Optional(OpenEnum(AREA_UNITS, 'Set when the amount is per unit of area (`€/m²`, `£ psf`, `円/坪`): that unit, on the `Area.unit` vocabulary.')),
    display_text: Type.Optional(Type.String({ description: 'The price exactly as the source showed it.' })),
  },
  { title: 'Price' },
);
