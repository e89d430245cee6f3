import { Type } from 'typebox';
import { CountryCode, CurrencyCode, DateTime, DecimalString, IsoDate, OpenEnum } from '../common.js';
import { Geometry } from './place.js';
import { Source } from './source.js';
import { MARKET_FREQUENCIES, MARKET_KINDS, SERIES_COUNTING, SERIES_COUNTING_MEANINGS } from '../vocabulary.js';

export { MARKET_FREQUENCIES, MARKET_KINDS };

const Derived = Type.Boolean({ description: 'True for a series the service computed from its own listing observations; false for one a source published.' });
const DerivedFrom = Type.Array(Type.String(), {
  description: "For a derived series: the platforms whose listings it was computed from. Each listing platform's own series (its listings alone, each counted) is getMarketSeries with `platform`.",
});
const Counting = OpenEnum(SERIES_COUNTING, 'For a derived series: what its counts (`sale_listings_live` …) and quantiles (`sale_asking_price_median` …) are over.', SERIES_COUNTING_MEANINGS);

export const MarketMetric = Type.Object(
  {
    metric: Type.String({
      description:
        'Series name, as getMarketSeries takes it, e.g. `typical_home_value`, `hpi_index.detached` or `sale_asking_price_median.apartment`: the measure, then `.` and the segment (property type, tenure) unless it covers all homes.',
    }),
    unit: Type.String({ description: 'Unit of the values, e.g. `EUR`, `EUR/sqm`, `count`, `index`.' }),
    currency: Type.Optional(CurrencyCode),
    frequency: OpenEnum(MARKET_FREQUENCIES, 'Spacing of the points.'),
    first_period: Type.Optional(IsoDate),
    last_period: Type.Optional(IsoDate),
    /** Where the series comes from. */
    platforms: Type.Array(Type.String(), { description: 'The source publishing the series, or `estate` for a derived one.' }),
    derived: Derived,
    derived_from: Type.Optional(DerivedFrom),
    counting: Type.Optional(Counting),
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
    sample_size: Type.Optional(Type.Integer({ minimum: 0, description: 'How many sales, listings or homes the value is over, where the source says.' })),
    frequency: Type.Optional(OpenEnum(MARKET_FREQUENCIES, 'Spacing of the points.')),
    derived: Type.Optional(Derived),
    derived_from: Type.Optional(DerivedFrom),
    counting: Type.Optional(Counting),
    vintage: Type.Optional(Type.String({ description: 'The release of the source the value is from; a later release revises earlier ones.' })),
    source: Source,
    observed_at: DateTime,
  },
  { title: 'MarketPoint' },
);
