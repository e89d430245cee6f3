import { Type } from 'typebox';
import { CountryCode, CurrencyCode, DateTime, DecimalString, IsoDate, OpenEnum } from '../common.js';
import { Geometry } from './place.js';
import { Source } from './source.js';

export const MARKET_KINDS = ['country', 'region', 'city', 'district', 'postal_code'] as const;
export const MARKET_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

export const MarketMetric = Type.Object(
  {
    metric: Type.String({ description: 'Series name, e.g. `asking_price_median` or `listings_count`.' }),
    unit: Type.String({ description: 'Unit of the values, e.g. `EUR`, `EUR/sqm`, `count`, `index`.' }),
    frequency: OpenEnum(MARKET_FREQUENCIES, 'Spacing of the points.'),
    first_period: Type.Optional(IsoDate),
    last_period: Type.Optional(IsoDate),
  },
  { title: 'MarketMetric' },
);

export const Market = Type.Object(
  {
    id: Type.String({ description: 'Service market id (`mkt_…`).' }),
    name: Type.String(),
    kind: OpenEnum(MARKET_KINDS, 'Geographic level of the market.'),
    country: CountryCode,
    region: Type.Optional(Type.String()),
    city: Type.Optional(Type.String()),
    postal_code: Type.Optional(Type.String()),
    geometry: Type.Optional(Geometry),
    metrics: Type.Array(MarketMetric),
    sources: Type.Array(Source, { description: 'Where the series come from (a platform, or observations the service derived them from).' }),
  },
  { title: 'Market' },
);

export const MarketPoint = Type.Object(
  {
    market_id: Type.String(),
    metric: Type.String(),
    period_start: IsoDate,
    period_end: IsoDate,
    value: DecimalString,
    unit: Type.String(),
    currency: Type.Optional(CurrencyCode),
    sample_size: Type.Optional(Type.Integer({ minimum: 0 })),
    source: Source,
    observed_at: DateTime,
  },
  { title: 'MarketPoint' },
);
