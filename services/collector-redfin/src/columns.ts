/**
 * The market tracker's columns (sources.md §6.2) and what each is as a series. Each metric
 * column also has `_MOM` and `_YOY` siblings, changes the service can compute from the points
 * themselves, so they are not read. Prices per square foot stay per square foot: the source's
 * unit is kept rather than a converted figure it never published.
 */
export interface MetricColumn {
  metric: string;
  unit: string;
  currency?: 'USD';
  /** The homes the figure is over: HOMES_SOLD for the sale figures. */
  sampledBy?: 'HOMES_SOLD';
}

export const METRIC_COLUMNS: Readonly<Record<string, MetricColumn>> = {
  MEDIAN_SALE_PRICE: { metric: 'sale_price_median', unit: 'USD', currency: 'USD', sampledBy: 'HOMES_SOLD' },
  MEDIAN_LIST_PRICE: { metric: 'list_price_median', unit: 'USD', currency: 'USD' },
  MEDIAN_PPSF: { metric: 'sale_price_per_sqft_median', unit: 'USD/sqft', currency: 'USD', sampledBy: 'HOMES_SOLD' },
  MEDIAN_LIST_PPSF: { metric: 'list_price_per_sqft_median', unit: 'USD/sqft', currency: 'USD' },
  HOMES_SOLD: { metric: 'homes_sold', unit: 'count' },
  PENDING_SALES: { metric: 'pending_sales', unit: 'count' },
  NEW_LISTINGS: { metric: 'new_listings', unit: 'count' },
  INVENTORY: { metric: 'inventory', unit: 'count' },
  MONTHS_OF_SUPPLY: { metric: 'months_of_supply', unit: 'months' },
  MEDIAN_DOM: { metric: 'days_on_market_median', unit: 'days', sampledBy: 'HOMES_SOLD' },
  AVG_SALE_TO_LIST: { metric: 'sale_to_list_avg', unit: 'ratio', sampledBy: 'HOMES_SOLD' },
  SOLD_ABOVE_LIST: { metric: 'sold_above_list_share', unit: 'ratio', sampledBy: 'HOMES_SOLD' },
  PRICE_DROPS: { metric: 'price_drops_share', unit: 'ratio' },
  OFF_MARKET_IN_TWO_WEEKS: { metric: 'off_market_in_two_weeks_share', unit: 'ratio' },
};

/** Redfin's PROPERTY_TYPE_ID → the segment; -1 is every residential type. */
export const SEGMENTS: Readonly<Record<string, string>> = {
  '-1': 'all',
  '3': 'condo_co_op',
  '4': 'multi_family',
  '6': 'single_family',
  '13': 'townhouse',
};

/** PERIOD_DURATION in days → the spacing of the points (the 90-day figures are rolling quarters, one a month). */
export const FREQUENCIES: Readonly<Record<string, 'weekly' | 'monthly' | 'quarterly'>> = { '7': 'weekly', '30': 'monthly', '90': 'quarterly' };

/** What `NA` and an empty cell mean alike: Redfin could not compute the figure. */
export const isMissing = (cell: string | undefined): boolean => cell === undefined || cell.trim() === '' || cell.trim().toUpperCase() === 'NA';
