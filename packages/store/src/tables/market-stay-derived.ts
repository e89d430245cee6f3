import type { Store } from '../store.js';
import { col } from './columns.js';
import { readSeriesSummaries, type DerivedPlace, type DerivedSeriesSummary } from './market-derived.js';
import { defineTable, type StoredRowOf } from './table.js';

/** `market_stay_days` (0022): one aggregate row per stay and day, written only by its view over `stays`. */
export const marketStayDays = defineTable({
  name: 'market_stay_days',
  live: false,
  columns: {
    country: col.lowCardinality(),
    stay_id: col.string(),
    day: col.date(),
    platform: col.state('AggregateFunction(argMax, LowCardinality(String), UInt64)'),
    region: col.state('AggregateFunction(argMax, String, UInt64)'),
    city: col.state('AggregateFunction(argMax, String, UInt64)'),
    postal_district: col.state('AggregateFunction(argMax, String, UInt64)'),
    room_type: col.state('AggregateFunction(argMax, LowCardinality(String), UInt64)'),
    currency: col.state('AggregateFunction(argMax, LowCardinality(String), UInt64)'),
    price_amount: col.state('AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64)'),
    last_observed_at: col.state("SimpleAggregateFunction(max, DateTime64(3, 'UTC'))"),
  },
});

/** `market_stay_calendar_days` (0022): per stay and day, the night counts of its last calendar with dates. */
export const marketStayCalendarDays = defineTable({
  name: 'market_stay_calendar_days',
  live: false,
  columns: {
    stay_id: col.string(),
    day: col.date(),
    nights_stated_30: col.state("AggregateFunction(argMax, UInt8, Tuple(DateTime64(3, 'UTC'), String))"),
    nights_available_30: col.state("AggregateFunction(argMax, UInt8, Tuple(DateTime64(3, 'UTC'), String))"),
  },
});

/** `market_stay_daily` (0022): the stay series per day, market and room type (see the migration). */
export const marketStayDaily = defineTable({
  name: 'market_stay_daily',
  live: false,
  engine: 'view',
  columns: {
    day: col.date(),
    market_kind: col.string(),
    country: col.lowCardinality(),
    region: col.string(),
    city: col.string(),
    postal_code: col.string(),
    transaction: col.string(),
    property_type: col.string(),
    market_name: col.string(),
    platforms: col.state('Array(String)'),
    listings_live: col.uint64(),
    priced_stays: col.uint64(),
    currency: col.string(),
    nightly_price_p25: col.nullable(col.float64()),
    nightly_price_median: col.nullable(col.float64()),
    nightly_price_p75: col.nullable(col.float64()),
    calendar_stays: col.uint64(),
    available_nights_pct_30d: col.nullable(col.float64()),
  },
});

/** The transaction market_stay_daily's series carry, beside listings' `sale` and `rent`. */
export const STAY_TRANSACTION = 'stay';

/** Every stay market and room type with its days and platforms, in the shape of the listing series' summaries. */
export async function listStayDerivedSeries(store: Store, options: { rowsPerRead?: number } = {}): Promise<DerivedSeriesSummary[]> {
  const rows = await readSeriesSummaries<DerivedSeriesSummary & { priced_days: string | number; calendar_days: string | number }>(
    store,
    'market_stay_daily',
    { priced_days: 'nightly_price_median', calendar_days: 'available_nights_pct_30d' },
    { name: 'listStayDerivedSeries', rowsPerRead: options.rowsPerRead },
  );
  // A stay has no floor area in these series.
  return rows.map((row) => ({ ...row, priced_days: Number(row.priced_days), area_days: 0, calendar_days: Number(row.calendar_days) }));
}

export type StayDerivedDayRow = Omit<StoredRowOf<typeof marketStayDaily>, 'platforms'> & { platforms: string[] };

/** The days of one stay market and room type from `from` to `to` (inclusive), oldest first. */
export async function getStayDerivedDays(
  store: Store,
  place: DerivedPlace & { property_type: string },
  range: { from?: string | undefined; to?: string | undefined },
): Promise<StayDerivedDayRow[]> {
  const rows = await store.queryRows<StayDerivedDayRow>(
    `SELECT * FROM market_stay_daily
     WHERE market_kind = {market_kind:String} AND country = {country:String} AND region = {region:String} AND city = {city:String}
       AND postal_code = {postal_code:String} AND property_type = {property_type:String}
       AND day BETWEEN {from:Date} AND {to:Date}
     ORDER BY day`,
    { market_kind: place.market_kind, country: place.country, region: place.region, city: place.city, postal_code: place.postal_code, property_type: place.property_type, from: range.from ?? '1900-01-01', to: range.to ?? '2299-12-31' },
    { name: 'getStayDerivedDays' },
  );
  return rows.map((row) => ({ ...row, listings_live: Number(row.listings_live), priced_stays: Number(row.priced_stays), calendar_stays: Number(row.calendar_stays) }));
}
