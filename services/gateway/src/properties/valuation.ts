/**
 * The service's own valuation of a property, from the evidence its stores hold: closed market
 * sales (the property's own and its neighbourhood's) and the asking prices of live listings
 * nearby. Pure: the handler gathers the evidence, the backtest replays it as of past sales.
 *
 * Methods, in order of preference:
 * 1. `repeat_sales_index`: the property's last market sale, carried to the valuation date by
 *    the neighbourhood's own growth rate, estimated from the homes there that sold twice (the
 *    median of their annualised log price changes; a repeat-sales index in its simplest form).
 * 2. `comparable_listings_price_per_sqm`: the median asking price per m² of live listings of
 *    the same type family nearby, times the home's area (when the home's area is known).
 * 3. `comparable_sales_median`: the median of the neighbourhood's recent sales of the same type
 *    family, each carried to the valuation date by the growth rate.
 * The range is the method's own spread: for (1) it widens with the years since the sale, for
 * (2) and (3) it is the comparables' interquartile range. Confidence (0–1) falls with the age of
 * the evidence and rises with its amount.
 */

export interface SaleEvidence {
  /** The record id (`rec_…`). */
  id: string;
  /** The record property it is placed on; '' when unplaced. */
  propertyId: string;
  price: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Service vocabulary; '' when unknown. */
  propertyType: string;
  areaSqm?: number | undefined;
}

export interface ListingEvidence {
  id: string;
  price: number;
  areaSqm: number;
  propertyType: string;
}

export interface ValuationSubject {
  /** The record properties whose sales are the home's own. */
  propertyIds: readonly string[];
  propertyType: string;
  areaSqm?: number | undefined;
}

export type ValuationMethod = 'repeat_sales_index' | 'comparable_listings_price_per_sqm' | 'comparable_sales_median';

export interface Valuation {
  value: number;
  low: number;
  high: number;
  confidence: number;
  /** YYYY-MM-DD. */
  asOf: string;
  method: ValuationMethod;
  /** The evidence the value rests on: record ids of sales, listing ids of asking prices. */
  comparables: { id: string; kind: 'sale' | 'listing'; price: number; date?: string }[];
  /** Annual growth rate applied (log scale) and how many repeat-sale pairs it came from. */
  growth: { rate: number; pairs: number };
}

const YEAR_MS = 365.25 * 86_400_000;
const MIN_PAIRS = 3;
const MIN_COMPARABLES = 3;
const RECENT_YEARS = 3;
const MAX_LISTED = 20;

const FAMILY: Readonly<Record<string, string>> = {
  apartment: 'flat', condo: 'flat', co_op: 'flat', studio: 'flat', penthouse: 'flat',
  house: 'house', semi_detached: 'house', townhouse: 'house', multi_family: 'house', manufactured: 'house',
};
export const typeFamily = (type: string): string => FAMILY[type] ?? type;

const yearsBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / YEAR_MS;

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

/** The neighbourhood's annual growth (log scale) from homes sold at least twice, a year or more apart. */
export function repeatSalesGrowth(sales: readonly SaleEvidence[]): { rate: number; pairs: number } {
  const byProperty = new Map<string, SaleEvidence[]>();
  for (const sale of sales) {
    if (sale.propertyId === '') continue;
    byProperty.set(sale.propertyId, [...(byProperty.get(sale.propertyId) ?? []), sale]);
  }
  const rates: number[] = [];
  for (const own of byProperty.values()) {
    const sorted = [...own].sort((a, b) => (a.date < b.date ? -1 : 1));
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1] as SaleEvidence;
      const after = sorted[i] as SaleEvidence;
      const years = yearsBetween(before.date, after.date);
      if (years >= 1 && before.price > 0 && after.price > 0) rates.push(Math.log(after.price / before.price) / years);
    }
  }
  if (rates.length < MIN_PAIRS) return { rate: 0, pairs: rates.length };
  return { rate: quantile([...rates].sort((a, b) => a - b), 0.5), pairs: rates.length };
}

const round = (n: number): number => (n >= 100_000 ? Math.round(n / 1_000) * 1_000 : Math.round(n / 100) * 100);
const clamp01 = (n: number): number => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;

/**
 * The valuation of `subject` as of `asOf` (YYYY-MM-DD) from evidence dated up to then; undefined
 * when the evidence supports none of the methods.
 */
export function valuate(subject: ValuationSubject, evidence: { sales: readonly SaleEvidence[]; listings: readonly ListingEvidence[] }, asOf: string): Valuation | undefined {
  const own = new Set(subject.propertyIds);
  const sales = evidence.sales.filter((s) => s.date <= asOf && s.price > 0);
  const growth = repeatSalesGrowth(sales);
  const carried = (sale: SaleEvidence): number => sale.price * Math.exp(growth.rate * yearsBetween(sale.date, asOf));
  const trust = growth.pairs >= MIN_PAIRS ? 1 : 0.8;

  const last = sales.filter((s) => own.has(s.propertyId)).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (last) {
    const years = yearsBetween(last.date, asOf);
    const value = carried(last);
    const spread = Math.min(0.25, 0.05 + 0.015 * years);
    const pairs = sales.filter((s) => !own.has(s.propertyId)).slice(0, MAX_LISTED - 1);
    return {
      value: round(value),
      low: round(value * (1 - spread)),
      high: round(value * (1 + spread)),
      confidence: clamp01((0.9 - 0.04 * years) * trust),
      asOf,
      method: 'repeat_sales_index',
      comparables: [last, ...pairs].map((s) => ({ id: s.id, kind: 'sale' as const, price: s.price, date: s.date })),
      growth,
    };
  }

  const family = typeFamily(subject.propertyType);
  const sameFamily = (type: string) => subject.propertyType === '' || type === '' || typeFamily(type) === family;
  const area = subject.areaSqm;
  const listed = evidence.listings.filter((l) => l.areaSqm > 0 && l.price > 0 && sameFamily(l.propertyType));
  if (area !== undefined && area > 0 && listed.length >= MIN_COMPARABLES) {
    const perSqm = listed.map((l) => l.price / l.areaSqm).sort((a, b) => a - b);
    const iqr = (quantile(perSqm, 0.75) - quantile(perSqm, 0.25)) / quantile(perSqm, 0.5);
    return {
      value: round(quantile(perSqm, 0.5) * area),
      low: round(quantile(perSqm, 0.25) * area),
      high: round(quantile(perSqm, 0.75) * area),
      confidence: clamp01(Math.min(0.7, 0.3 + listed.length / 30) * (1 - Math.min(0.5, iqr))),
      asOf,
      method: 'comparable_listings_price_per_sqm',
      comparables: listed.slice(0, MAX_LISTED).map((l) => ({ id: l.id, kind: 'listing' as const, price: l.price })),
      growth,
    };
  }

  const recent = sales.filter((s) => !own.has(s.propertyId) && sameFamily(s.propertyType) && yearsBetween(s.date, asOf) <= RECENT_YEARS);
  if (recent.length < MIN_COMPARABLES) return undefined;
  const prices = recent.map(carried).sort((a, b) => a - b);
  const iqr = (quantile(prices, 0.75) - quantile(prices, 0.25)) / quantile(prices, 0.5);
  return {
    value: round(quantile(prices, 0.5)),
    low: round(quantile(prices, 0.25)),
    high: round(quantile(prices, 0.75)),
    confidence: clamp01(Math.min(0.5, 0.2 + recent.length / 40) * (1 - Math.min(0.5, iqr)) * trust),
    asOf,
    method: 'comparable_sales_median',
    comparables: recent.slice(0, MAX_LISTED).map((s) => ({ id: s.id, kind: 'sale' as const, price: s.price, date: s.date })),
    growth,
  };
}
