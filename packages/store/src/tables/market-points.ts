import { Type } from 'typebox';
import { afterPosition, checkLimit, keysetPage, readAllPages, type KeysetPage, type PageOptions } from '../keyset-page.js';
import { SqlParams } from '../sql-params.js';
import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type RowOf, type StoredRowOf } from './table.js';

/**
 * `market_point_revisions` (0020): every vintage of every source series point, kept for good;
 * `market_series` (0020) is the view of each point's newest vintage. Written by the projector
 * from `market_point.observed`.
 */
export const marketPointRevisions = defineTable({
  name: 'market_point_revisions',
  live: false,
  materialized: ['version'],
  columns: {
    market_id: col.string(),
    market_kind: col.lowCardinality(),
    country: col.lowCardinality(),
    region: col.string(),
    city: col.string(),
    district: col.string(),
    postal_code: col.string(),
    market_name: col.string(),
    platform: col.lowCardinality(),
    dataset: col.lowCardinality(),
    region_scheme: col.lowCardinality(),
    region_code: col.string(),
    region_name: col.string(),
    region_type: col.lowCardinality(),
    metric: col.lowCardinality(),
    segment: col.lowCardinality(),
    seasonally_adjusted: col.bool(),
    frequency: col.lowCardinality(),
    period_start: col.date(),
    period_end: col.date(),
    vintage: col.string(),
    value: Type.Optional(col.nullable(col.seriesDecimal())),
    value_status: col.lowCardinality(),
    unit: col.lowCardinality(),
    currency: col.lowCardinality(),
    sample_size: Type.Optional(col.nullable(col.uint64())),
    native_field: col.string(),
    provider: col.lowCardinality(),
    access_class: col.lowCardinality(),
    observed_at: col.timestamp(),
    retrieved_at: Type.Optional(col.nullable(col.timestamp())),
    event_id: col.string(),
  },
});

export type MarketPointInsertRow = RowOf<typeof marketPointRevisions>;

/** `market_series` (0020): the newest vintage of each point, and how many vintages it had. */
export const marketSeries = defineTable({
  name: 'market_series',
  live: false,
  engine: 'view',
  columns: {
    market_id: col.string(),
    platform: col.lowCardinality(),
    metric: col.lowCardinality(),
    segment: col.lowCardinality(),
    seasonally_adjusted: col.bool(),
    dataset: col.lowCardinality(),
    region_scheme: col.lowCardinality(),
    region_code: col.string(),
    period_start: col.date(),
    market_kind: col.string(),
    country: col.string(),
    region: col.string(),
    city: col.string(),
    district: col.string(),
    postal_code: col.string(),
    market_name: col.string(),
    region_name: col.string(),
    frequency: col.string(),
    period_end: col.date(),
    vintage: col.string(),
    value: col.nullable(col.seriesDecimal()),
    value_status: col.string(),
    unit: col.string(),
    currency: col.string(),
    sample_size: col.nullable(col.uint64()),
    native_field: col.string(),
    provider: col.string(),
    access_class: col.string(),
    observed_at: col.timestamp(),
    revisions: col.uint64(),
  },
});

/** One series of a source market, as the gateway's market index holds it. */
export interface SourceSeriesSummary {
  market_id: string;
  market_kind: string;
  country: string;
  region: string;
  city: string;
  district: string;
  postal_code: string;
  market_name: string;
  platform: string;
  metric: string;
  segment: string;
  unit: string;
  currency: string;
  frequency: string;
  first_period: string;
  last_period: string;
  points: number;
}

/**
 * Rows one read of a market listing (source series, derived markets and segments) takes at most:
 * ~36 MB of JSON at the ~360 bytes a row measured here. These listings grow with the places the
 * data covers, not with the rows: the sample worlds have 42 cities and 314 postal codes (a few
 * thousand rows), but the published files the source series are replayed from hold tens of
 * thousands of cities and ZIP codes (Redfin's city tracker has 14 metrics per city and property
 * type), and 5M live listings of real places make over 100 000 derived places (US ZIP codes
 * alone are ~40 000), each with two transactions and several segments: one answer of hundreds
 * of MB, past V8's longest string near a million rows.
 */
export const MARKET_SUMMARY_ROWS_PER_READ = 100_000;

/** A source series' place in listSourceSeries' order: where its next read starts. */
type SourceSeriesKey = Pick<SourceSeriesSummary, 'market_id' | 'platform' | 'metric' | 'segment'>;

const SOURCE_SERIES_KEY = ['market_id', 'platform', 'metric', 'segment'] as const;

/**
 * Every source series that has at least one value, with its market and its first and last
 * period: the raw material of the gateway's market index. Read in keyset pages of `rowsPerRead`
 * series (see MARKET_SUMMARY_ROWS_PER_READ), in the order of the series' key.
 */
export async function listSourceSeries(store: Store, options: { rowsPerRead?: number } = {}): Promise<SourceSeriesSummary[]> {
  const limit = options.rowsPerRead ?? MARKET_SUMMARY_ROWS_PER_READ;
  return readAllPages((after: SourceSeriesKey | undefined) => sourceSeriesPage(store, { limit, ...(after === undefined ? {} : { after }) }));
}

async function sourceSeriesPage(store: Store, page: PageOptions<SourceSeriesKey>): Promise<KeysetPage<SourceSeriesSummary, SourceSeriesKey>> {
  checkLimit(page.limit);
  const params = new SqlParams();
  // market_id leads the table's sort key, and the engine's index takes `market_id >=` (not the
  // tuple comparison, checked with EXPLAIN indexes = 1): a later page skips the earlier markets' granules.
  const after = page.after === undefined ? '' : `AND market_id >= ${params.string(page.after.market_id)} AND ${afterPosition(params, SOURCE_SERIES_KEY, page.after)}`;
  const rows = await store.queryRows<SourceSeriesSummary & { points: string | number }>(
    `SELECT market_id, any(market_kind) AS market_kind, any(country) AS country, any(region) AS region, any(city) AS city,
            any(district) AS district, any(postal_code) AS postal_code, any(market_name) AS market_name,
            platform, metric, segment, any(unit) AS unit, any(currency) AS currency, any(frequency) AS frequency,
            toString(min(period_start)) AS first_period, toString(max(period_start)) AS last_period, count() AS points
     FROM market_series
     WHERE value IS NOT NULL ${after}
     GROUP BY market_id, platform, metric, segment
     ORDER BY market_id, platform, metric, segment
     LIMIT ${params.uint(page.limit + 1)}`,
    params.values,
    { name: 'listSourceSeries' },
  );
  const series = rows.map((row) => ({ ...row, points: Number(row.points) }));
  return keysetPage(series, page.limit, (row) => ({ market_id: row.market_id, platform: row.platform, metric: row.metric, segment: row.segment }));
}

/** A point of a source series as getMarketSeries serves it; `value` is never NULL here. */
export type SourcePointRow = Pick<
  StoredRowOf<typeof marketSeries>,
  'platform' | 'metric' | 'segment' | 'period_start' | 'period_end' | 'frequency' | 'vintage' | 'unit' | 'currency' | 'sample_size' | 'provider' | 'access_class' | 'observed_at' | 'region_code' | 'dataset'
> & { value: string; revisions: number };

export interface SeriesRange {
  /** Points whose period ends on or after this day (ISO date). */
  from?: string | undefined;
  /** Points whose period starts on or before this day. */
  to?: string | undefined;
}

/** The most points one read returns; longer answers are paged by the caller within it. */
export const MAX_SERIES_POINTS = 100_000;

/**
 * The current points of a market's source series (all, or one metric and segment), oldest
 * first per series; points whose newest vintage has no value are left out (missing stays
 * missing: it is not a point with a value).
 */
export async function getSourcePoints(store: Store, marketId: string, series: { metric?: string; segment?: string } & SeriesRange): Promise<SourcePointRow[]> {
  const rows = await store.queryRows<SourcePointRow & { revisions: string | number; sample_size: string | number | null }>(
    `SELECT platform, metric, segment, dataset, region_code, period_start, period_end,
            frequency, vintage, toString(value) AS value, unit, currency, sample_size, provider, access_class, observed_at, revisions
     FROM market_series
     WHERE market_id = {market_id:String}
       AND ({metric:String} = '' OR metric = {metric:String})
       AND ({segment:String} = '' OR segment = {segment:String})
       AND period_end >= {from:Date} AND period_start <= {to:Date}
       AND value IS NOT NULL
     ORDER BY metric, segment, period_start, platform, dataset, region_code
     LIMIT {limit:UInt64}`,
    { market_id: marketId, metric: series.metric ?? '', segment: series.segment ?? '', from: series.from ?? '1900-01-01', to: series.to ?? '2299-12-31', limit: MAX_SERIES_POINTS },
    { name: 'getSourcePoints' },
  );
  return rows.map((row) => marketSeries.fromClickHouse({ ...row, revisions: Number(row.revisions), sample_size: row.sample_size === null ? null : Number(row.sample_size) }));
}

/** Every vintage of one point, oldest first: what a revision looked like before (for SQL users and tests). */
export async function getPointRevisions(
  store: Store,
  point: { market_id: string; platform: string; metric: string; segment: string; period_start: string },
): Promise<{ vintage: string; value: string | null; value_status: string }[]> {
  return store.queryRows(
    `SELECT vintage, argMax(tuple(toString(value)), version).1 AS value, argMax(value_status, version) AS value_status
     FROM market_point_revisions
     WHERE market_id = {market_id:String} AND platform = {platform:String} AND metric = {metric:String}
       AND segment = {segment:String} AND period_start = {period_start:Date}
     GROUP BY vintage ORDER BY vintage`,
    point,
    { name: 'getPointRevisions' },
  );
}
