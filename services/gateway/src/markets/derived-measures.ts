import type { DerivedDayRow } from '@estate/store';

/**
 * The series derived from listing observations, one per column of `market_derived_daily`. A
 * flow counts what happened in a period (summed when days are grouped into weeks or months); a
 * stock describes the market on a day (a longer period takes its last day). The API name is the
 * transaction, then the measure: `sale_listings_live`, `rent_asking_price_median`.
 */
export interface DerivedMeasure {
  measure: string;
  column: keyof DerivedDayRow & string;
  /** `currency`: the market's currency; `currency/sqm`: per square metre of it. */
  unit: 'count' | 'days' | 'currency' | 'currency/sqm';
  kind: 'flow' | 'stock';
  /** The column counting what the value is over. */
  sample: 'listings_live' | 'priced_listings' | undefined;
  /** Only where the market had a priced (or priced and measured) listing. */
  needs: 'price' | 'area' | undefined;
}

const m = (measure: string, unit: DerivedMeasure['unit'], kind: DerivedMeasure['kind'], sample: DerivedMeasure['sample'], needs: DerivedMeasure['needs'] = undefined, column = measure): DerivedMeasure => ({
  measure,
  column: column as DerivedMeasure['column'],
  unit,
  kind,
  sample,
  needs,
});

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

/** The platform name derived series carry as their source: the service itself. */
export const DERIVED_PLATFORM = 'estate';
export const DERIVED_PROVIDER = 'projector/market_derived_daily';

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
