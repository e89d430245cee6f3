import type { SeriesCounting } from '@estate/contract';
import { STAY_TRANSACTION, type DerivedDayRow, type StayDerivedDayRow } from '@estate/store';

/**
 * The series derived from observations, one per column of `market_derived_daily` (listings) or
 * `market_stay_daily` (stays). A
 * flow counts what happened in a period (summed when days are grouped into weeks or months); a
 * stock describes the market on a day (a longer period takes its last day). The API name is the
 * transaction, then the measure: `sale_listings_live`, `rent_asking_price_median`.
 */
/** A day of either family's view: the columns a measure reads by name. */
export type DerivedDay = DerivedDayRow | StayDerivedDayRow;
type NumericColumn<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

export interface DerivedMeasure {
  measure: string;
  column: NumericColumn<DerivedDayRow> | NumericColumn<StayDerivedDayRow>;
  /** `currency`: the market's currency; `currency/sqm`: per square metre of it. */
  unit: 'count' | 'days' | 'currency' | 'currency/sqm' | 'percent';
  kind: 'flow' | 'stock';
  /** The column counting what the value is over. */
  sample: 'listings_live' | 'priced_listings' | 'priced_stays' | 'calendar_stays' | undefined;
  /** Only where the market had a priced (or priced and measured) listing, or a stay calendar. */
  needs: 'price' | 'area' | 'calendar' | undefined;
}

const m = (measure: DerivedMeasure['column'], unit: DerivedMeasure['unit'], kind: DerivedMeasure['kind'], sample: DerivedMeasure['sample'], needs: DerivedMeasure['needs'] = undefined): DerivedMeasure => ({
  measure,
  column: measure,
  unit,
  kind,
  sample,
  needs,
});

/** A measure's value on a day of its family's view; null where the day has none. */
export function valueOn(day: DerivedDay, column: DerivedMeasure['column']): number | null {
  const value = (day as Readonly<Partial<Record<string, unknown>>>)[column];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export const DERIVED_MEASURES: readonly DerivedMeasure[] = [
  m('listings_live', 'count', 'stock', undefined),
  m('listings_new', 'count', 'flow', undefined),
  m('listings_removed', 'count', 'flow', undefined),
  m('price_cuts', 'count', 'flow', undefined),
  m('asking_price_p25', 'currency', 'stock', 'priced_listings', 'price'),
  m('asking_price_median', 'currency', 'stock', 'priced_listings', 'price'),
  m('asking_price_p75', 'currency', 'stock', 'priced_listings', 'price'),
  m('asking_price_per_sqm_p25', 'currency/sqm', 'stock', 'priced_listings', 'area'),
  m('asking_price_per_sqm_median', 'currency/sqm', 'stock', 'priced_listings', 'area'),
  m('asking_price_per_sqm_p75', 'currency/sqm', 'stock', 'priced_listings', 'area'),
  m('days_on_market_median', 'days', 'stock', 'listings_live'),
];

/** The stay series (`stay_nightly_price_median`, `stay_available_nights_pct_30d.entire_home`). */
export const STAY_MEASURES: readonly DerivedMeasure[] = [
  m('listings_live', 'count', 'stock', undefined),
  m('nightly_price_p25', 'currency', 'stock', 'priced_stays', 'price'),
  m('nightly_price_median', 'currency', 'stock', 'priced_stays', 'price'),
  m('nightly_price_p75', 'currency', 'stock', 'priced_stays', 'price'),
  m('available_nights_pct_30d', 'percent', 'stock', 'calendar_stays', 'calendar'),
];

/** The measures of a derived family: stays' own, or the listing ones of a sale or rent family. */
export function measuresOf(transaction: string): readonly DerivedMeasure[] {
  return transaction === STAY_TRANSACTION ? STAY_MEASURES : DERIVED_MEASURES;
}

/**
 * What a derived family counts: the listing series count homes (market_derived_daily groups a
 * home's listings on every portal into one); stays are never grouped, each is counted.
 */
export function countingOf(transaction: string): SeriesCounting {
  return transaction === STAY_TRANSACTION ? 'listings' : 'homes';
}

/** The platform name derived series carry as their source: the service itself. */
export const DERIVED_PLATFORM = 'estate';
export const DERIVED_PROVIDER = 'projector/market_derived_daily';
/** One listing platform's own derived series (getMarketSeries `platform`). */
export const PLATFORM_DERIVED_PROVIDER = 'projector/market_platform_daily';
export const STAY_DERIVED_PROVIDER = 'projector/market_stay_daily';

export function unitOf(measure: DerivedMeasure, currency: string): string {
  if (measure.unit === 'currency') return currency;
  if (measure.unit === 'currency/sqm') return `${currency}/sqm`;
  return measure.unit;
}

/** `sale_asking_price_median.apartment`: transaction and measure, then the property type unless all. */
export function derivedMetricName(transaction: string, measure: string, propertyType: string): string {
  return seriesName(`${transaction}_${measure}`, propertyType);
}

/** A series name as the API shows it: the measure, `.` and the segment unless it covers all homes. */
export function seriesName(metric: string, segment: string): string {
  return segment === 'all' || segment === '' ? metric : `${metric}.${segment}`;
}
