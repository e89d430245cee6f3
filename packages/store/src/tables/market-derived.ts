import { afterPosition, checkLimit, keysetPage, readAllPages, type PageOptions } from '../keyset-page.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { MARKET_SUMMARY_ROWS_PER_READ } from './market-points.js';
import { defineTable, type StoredRowOf } from './table.js';

/**
 * `market_listing_days` (0021): one aggregate row per listing and day, written only by the
 * materialized view over listing_observations; read through market_listing_timeline.
 */
export const marketListingDays = defineTable({
  name: 'market_listing_days',
  live: false,
  columns: {
    country: col.lowCardinality(),
    listing_id: col.string(),
    day: col.date(),
    platform: col.lowCardinality(),
    region: col.string(),
    city: col.string(),
    postal_district: col.string(),
    property_type: col.lowCardinality(),
    transaction: col.lowCardinality(),
    currency: col.lowCardinality(),
    price_amount: col.state('AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64)'),
    price_per_sqm: col.state('AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64)'),
    status: col.state('AggregateFunction(argMax, LowCardinality(String), UInt64)'),
    first_observed_at: col.state("SimpleAggregateFunction(min, DateTime64(3, 'UTC'))"),
    last_observed_at: col.state("SimpleAggregateFunction(max, DateTime64(3, 'UTC'))"),
  },
});

/**
 * `market_listing_timeline` (0021): each listing's days, one row per listing and day, with its
 * first day, its previous day's price and whether it was seen live the next day (see the migration).
 */
export const marketListingTimeline = defineTable({
  name: 'market_listing_timeline',
  live: false,
  engine: 'view',
  columns: {
    listing_id: col.string(),
    day: col.date(),
    platform: col.string(),
    country: col.string(),
    region: col.string(),
    city: col.string(),
    postal_district: col.string(),
    property_type: col.string(),
    transaction: col.string(),
    currency: col.string(),
    price: col.nullable(col.decimal()),
    price_per_sqm: col.nullable(col.decimal()),
    status: col.string(),
    live: col.bool(),
    region_name: col.string(),
    city_name: col.string(),
    /** The listing's last observation that day (0023): a home's listing of the day is the one seen last. */
    last_seen_at: col.timestamp(),
    first_day: col.date(),
    previous_price: col.nullable(col.decimal()),
    next_day: col.nullable(col.date()),
    next_live: col.bool(),
    platform_last_day: col.date(),
    days_on_market: col.uint32(),
  },
});

/** The columns of a derived series' day: the place, the segment, the counts and the quantiles. */
const derivedDayColumns = {
  day: col.date(),
  market_kind: col.string(),
  country: col.string(),
  region: col.string(),
  city: col.string(),
  postal_code: col.string(),
  transaction: col.string(),
  property_type: col.string(),
  market_name: col.string(),
  platforms: col.state('Array(String)'),
  listings_live: col.uint64(),
  listings_new: col.uint64(),
  listings_removed: col.uint64(),
  price_cuts: col.uint64(),
  priced_listings: col.uint64(),
  currency: col.string(),
  asking_price_p25: col.nullable(col.float64()),
  asking_price_median: col.nullable(col.float64()),
  asking_price_p75: col.nullable(col.float64()),
  asking_price_per_sqm_p25: col.nullable(col.float64()),
  asking_price_per_sqm_median: col.nullable(col.float64()),
  asking_price_per_sqm_p75: col.nullable(col.float64()),
  days_on_market_median: col.nullable(col.float64()),
};

/**
 * `market_derived_daily` (0021, over homes since 0023): the derived series per day, market and
 * segment, each home counted once however many portals list it (see the migrations).
 */
export const marketDerivedDaily = defineTable({
  name: 'market_derived_daily',
  live: false,
  engine: 'view',
  columns: derivedDayColumns,
});

const { day, ...perDay } = derivedDayColumns;

/** `market_platform_daily` (0023): the per-portal series, each listing of one platform counted. */
export const marketPlatformDaily = defineTable({
  name: 'market_platform_daily',
  live: false,
  engine: 'view',
  columns: { day, platform: col.string(), ...perDay },
});

/** A derived market: the place columns of market_derived_daily that identify it. */
export interface DerivedPlace {
  market_kind: string;
  country: string;
  region: string;
  city: string;
  postal_code: string;
}

/** One derived series family of a market (a transaction and property type), as the gateway's market index holds it. */
export interface DerivedSeriesSummary extends DerivedPlace {
  market_name: string;
  transaction: string;
  property_type: string;
  currency: string;
  platforms: string[];
  first_day: string;
  last_day: string;
  /** Days with a price median, and with a price per m² median: whether those series exist. */
  priced_days: number;
  area_days: number;
  /** Stay series only: days with a calendar read, whether the available-night share exists. */
  calendar_days?: number;
}

/** A derived market and segment: the key of a summary row, and its place in the summary's order. */
type SummaryKey = DerivedPlace & { transaction: string; property_type: string };

const SUMMARY_KEY = ['market_kind', 'country', 'region', 'city', 'postal_code', 'transaction', 'property_type'] as const;

const summaryKeyOf = (row: SummaryKey): SummaryKey => ({
  market_kind: row.market_kind,
  country: row.country,
  region: row.region,
  city: row.city,
  postal_code: row.postal_code,
  transaction: row.transaction,
  property_type: row.property_type,
});

/**
 * One keyset page of the summary of a derived-series view, grouped by market and segment:
 * `measures` counts, per alias, the days a measure column has a value. The view and the columns
 * are this module's constants, never a caller's input.
 */
function seriesSummarySql(view: 'market_derived_daily' | 'market_stay_daily', measures: Readonly<Record<string, string>>, params: SqlParams, page: PageOptions<SummaryKey>): string {
  const counts = Object.entries(measures).map(([alias, column]) => `countIf(${column} IS NOT NULL) AS ${alias}`);
  const after = page.after === undefined ? '' : `WHERE ${afterPosition(params, SUMMARY_KEY, page.after)}`;
  return `SELECT market_kind, country, region, city, postal_code, any(market_name) AS market_name, transaction, property_type,
            any(currency) AS currency, arraySort(groupUniqArrayArray(platforms)) AS platforms,
            toString(min(day)) AS first_day, toString(max(day)) AS last_day, ${counts.join(', ')}
     FROM ${view}
     ${after}
     GROUP BY ${SUMMARY_KEY.join(', ')}
     ORDER BY ${SUMMARY_KEY.join(', ')}
     LIMIT ${params.uint(page.limit + 1)}`;
}

/**
 * Every row of a derived-series view's summary, read in keyset pages of `rowsPerRead` markets and
 * segments (MARKET_SUMMARY_ROWS_PER_READ). Each page computes the view again (the page's
 * condition cannot reach below its window functions, which see every listing): a summary that
 * fits one read costs what it did, a longer one a computation per page.
 */
export async function readSeriesSummaries<Row extends SummaryKey>(
  store: Store,
  view: 'market_derived_daily' | 'market_stay_daily',
  measures: Readonly<Record<string, string>>,
  options: { name: string; rowsPerRead?: number | undefined },
): Promise<Row[]> {
  const limit = options.rowsPerRead ?? MARKET_SUMMARY_ROWS_PER_READ;
  checkLimit(limit);
  return readAllPages(async (after: SummaryKey | undefined) => {
    const params = new SqlParams();
    const rows = await store.queryRows<Row>(seriesSummarySql(view, measures, params, { limit, ...(after === undefined ? {} : { after }) }), params.values, { name: options.name });
    return keysetPage(rows, limit, summaryKeyOf);
  });
}

/** Every derived market and segment with its days and platforms. */
export async function listDerivedSeries(store: Store, options: { rowsPerRead?: number } = {}): Promise<DerivedSeriesSummary[]> {
  const rows = await readSeriesSummaries<DerivedSeriesSummary & { priced_days: string | number; area_days: string | number }>(
    store,
    'market_derived_daily',
    { priced_days: 'asking_price_median', area_days: 'asking_price_per_sqm_median' },
    { name: 'listDerivedSeries', rowsPerRead: options.rowsPerRead },
  );
  return rows.map((row) => ({ ...row, priced_days: Number(row.priced_days), area_days: Number(row.area_days) }));
}

export type DerivedDayRow = Omit<StoredRowOf<typeof marketDerivedDaily>, 'platforms'> & { platforms: string[] };

/**
 * The days of one derived market and segment from `from` to `to` (inclusive), oldest first: each
 * home once (`market_derived_daily`), or with `platform` that platform's own series, each of its
 * listings counted (`market_platform_daily`).
 */
export async function getDerivedDays(
  store: Store,
  place: DerivedPlace & { transaction: string; property_type: string },
  range: { from?: string | undefined; to?: string | undefined },
  options: { platform?: string | undefined } = {},
): Promise<DerivedDayRow[]> {
  // The platform view's rows without their platform column: one row shape for both.
  const selection = options.platform === undefined ? '* FROM market_derived_daily' : '* EXCEPT (platform) FROM market_platform_daily';
  const rows = await store.queryRows<DerivedDayRow>(
    `SELECT ${selection}
     WHERE market_kind = {market_kind:String} AND country = {country:String} AND region = {region:String} AND city = {city:String}
       AND postal_code = {postal_code:String} AND transaction = {transaction:String} AND property_type = {property_type:String}
       AND day BETWEEN {from:Date} AND {to:Date}${options.platform === undefined ? '' : ' AND platform = {platform:String}'}
     ORDER BY day`,
    { ...place, from: range.from ?? '1900-01-01', to: range.to ?? '2299-12-31', ...(options.platform === undefined ? {} : { platform: options.platform }) },
    { name: options.platform === undefined ? 'getDerivedDays' : 'getPlatformDerivedDays' },
  );
  return rows.map((row) => ({
    ...row,
    listings_live: Number(row.listings_live),
    listings_new: Number(row.listings_new),
    listings_removed: Number(row.listings_removed),
    price_cuts: Number(row.price_cuts),
    priced_listings: Number(row.priced_listings),
  }));
}
