import type { MarketPointBody } from '@estate/contract';
import { getDerivedDays, getSourcePoints, getStayDerivedDays, STAY_TRANSACTION, type SourcePointRow, type Store } from '@estate/store';
import { countingOf, DERIVED_PLATFORM, DERIVED_PROVIDER, PLATFORM_DERIVED_PROVIDER, STAY_DERIVED_PROVIDER, unitOf, valueOn, type DerivedDay } from './derived-measures.js';
import type { MarketEntry, SeriesRef } from './market-index.js';

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';
const ORDER: readonly Frequency[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];

export interface PointRequest {
  from?: string | undefined;
  to?: string | undefined;
  /** Derived daily series are grouped into this spacing; a source series must have it. */
  frequency?: Frequency | undefined;
  /** One listing platform's own derived series, each listing counted; source and stay series are not read. */
  platform?: string | undefined;
}

/** A point and its place in the answer: series name, period, then source. */
export interface KeyedPoint {
  key: { metric: string; period_start: string; source: string };
  point: MarketPointBody;
}

/** A decimal string of a float the store computed (quantiles interpolate): cents at most, no exponent. */
function decimalText(value: number): string {
  const fixed = value.toFixed(2).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

function sourcePoint(entry: MarketEntry, metric: string, row: SourcePointRow): KeyedPoint {
  return {
    key: { metric, period_start: row.period_start, source: `${row.platform}|${row.dataset}|${row.region_code}` },
    point: {
      market_id: entry.market.id,
      metric,
      period_start: row.period_start,
      period_end: row.period_end,
      value: row.value,
      unit: row.unit,
      ...(row.currency ? { currency: row.currency } : {}),
      ...(row.sample_size !== null ? { sample_size: row.sample_size } : {}),
      frequency: row.frequency,
      derived: false,
      vintage: row.vintage,
      source: { platform: row.platform, provider: row.provider, observed_at: row.observed_at, access_class: row.access_class, country: entry.market.country, native_id: row.region_code },
      observed_at: row.observed_at,
    },
  };
}

/** The first day of the period of `frequency` that `day` (YYYY-MM-DD) falls in; weeks start on Monday. */
export function periodStart(day: string, frequency: Frequency): string {
  const d = new Date(`${day}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  switch (frequency) {
    case 'daily':
      return day;
    case 'weekly':
      return iso(new Date(Date.UTC(y, m, d.getUTCDate() - ((d.getUTCDay() + 6) % 7))));
    case 'monthly':
      return iso(new Date(Date.UTC(y, m, 1)));
    case 'quarterly':
      return iso(new Date(Date.UTC(y, m - (m % 3), 1)));
    case 'yearly':
      return iso(new Date(Date.UTC(y, 0, 1)));
  }
}

export function periodEnd(start: string, frequency: Frequency): string {
  const d = new Date(`${start}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const end = { daily: new Date(Date.UTC(y, m, d.getUTCDate())), weekly: new Date(Date.UTC(y, m, d.getUTCDate() + 6)), monthly: new Date(Date.UTC(y, m + 1, 0)), quarterly: new Date(Date.UTC(y, m + 3, 0)), yearly: new Date(Date.UTC(y, 12, 0)) }[frequency];
  return end.toISOString().slice(0, 10);
}

/**
 * The points of a derived series: one a day, or one a period when grouped — flows summed over
 * the days of the period, stocks as on its last day. A day without a value (no priced listing
 * that day) is no point.
 */
function derivedPoints(entry: MarketEntry, metric: string, ref: Extract<SeriesRef, { type: 'derived' }>, days: readonly DerivedDay[], frequency: Frequency, platform: string | undefined): KeyedPoint[] {
  const { measure } = ref;
  const groups = new Map<string, DerivedDay[]>();
  for (const day of days) {
    const start = periodStart(day.day, frequency);
    const group = groups.get(start) ?? [];
    group.push(day);
    groups.set(start, group);
  }
  const out: KeyedPoint[] = [];
  for (const [start, group] of groups) {
    const last = group[group.length - 1] as DerivedDay;
    const raw = measure.kind === 'flow' ? group.reduce((sum, d) => sum + (valueOn(d, measure.column) ?? 0), 0) : valueOn(last, measure.column);
    if (raw === null) continue;
    const sample = measure.sample === undefined ? undefined : (valueOn(last, measure.sample) ?? undefined);
    const observedAt = `${last.day}T23:59:59.999Z`;
    out.push({
      key: { metric, period_start: start, source: DERIVED_PLATFORM },
      point: {
        market_id: entry.market.id,
        metric,
        period_start: start,
        period_end: frequency === 'daily' ? start : periodEnd(start, frequency),
        value: decimalText(raw),
        unit: unitOf(measure, ref.currency),
        ...(measure.unit === 'currency' || measure.unit === 'currency/sqm' ? { currency: ref.currency } : {}),
        ...(sample !== undefined ? { sample_size: sample } : {}),
        frequency,
        derived: true,
        derived_from: [...new Set(group.flatMap((d) => d.platforms))].sort(),
        counting: platform === undefined ? countingOf(ref.transaction) : 'listings',
        source: { platform: DERIVED_PLATFORM, provider: providerOf(ref.transaction, platform), observed_at: observedAt, access_class: 'public_portal', country: entry.market.country },
        observed_at: observedAt,
      },
    });
  }
  return out;
}

function providerOf(transaction: string, platform: string | undefined): string {
  if (transaction === STAY_TRANSACTION) return STAY_DERIVED_PROVIDER;
  return platform === undefined ? DERIVED_PROVIDER : PLATFORM_DERIVED_PROVIDER;
}

/** Whether a series of `frequency` can answer a request for `wanted`: the same spacing, or a daily derived series grouped. */
export function answers(ref: SeriesRef, frequency: string, wanted: Frequency | undefined): boolean {
  if (wanted === undefined || frequency === wanted) return true;
  return ref.type === 'derived' && ORDER.indexOf(wanted) > 0;
}

/**
 * Every point of the named series of a market within the request, in answer order. One read of
 * the source points (all of the market's, or the one series asked for) and one read of the days
 * per derived family (transaction and property type), whatever the number of series.
 */
export async function seriesPoints(store: Store, entry: MarketEntry, names: readonly string[], request: PointRequest): Promise<KeyedPoint[]> {
  const sourceRefs = new Map<string, string>();
  const derivedRefs = new Map<string, { family: Extract<SeriesRef, { type: 'derived' }>; measures: { name: string; ref: Extract<SeriesRef, { type: 'derived' }> }[] }>();
  for (const name of names) {
    const series = entry.series.get(name);
    for (const ref of series?.refs ?? []) {
      if (!series || !answers(ref, series.body.frequency, request.frequency)) continue;
      // A platform's own series exist for the listing families only (platform-series.ts).
      if (request.platform !== undefined && (ref.type === 'source' || ref.transaction === STAY_TRANSACTION)) continue;
      if (ref.type === 'source') sourceRefs.set(`${ref.platform}|${ref.metric}|${ref.segment}`, name);
      else {
        const family = `${ref.transaction}|${ref.property_type}`;
        const found = derivedRefs.get(family) ?? { family: ref, measures: [] };
        found.measures.push({ name, ref });
        derivedRefs.set(family, found);
      }
    }
  }
  const out: KeyedPoint[] = [];
  if (sourceRefs.size > 0) {
    const only = sourceRefs.size === 1 ? [...sourceRefs.keys()][0]?.split('|') : undefined;
    const rows = await getSourcePoints(store, entry.market.id, { ...(only ? { metric: only[1], segment: only[2] } : {}), from: request.from, to: request.to });
    for (const row of rows) {
      const name = sourceRefs.get(`${row.platform}|${row.metric}|${row.segment}`);
      if (name !== undefined) out.push(sourcePoint(entry, name, row));
    }
  }
  const frequency = request.frequency ?? 'daily';
  // A grouped period starts before `from` or ends after `to`: read whole periods.
  const from = request.from === undefined ? undefined : periodStart(request.from, frequency);
  const to = request.to === undefined ? undefined : periodEnd(periodStart(request.to, frequency), frequency);
  for (const { family, measures } of derivedRefs.values()) {
    const segment = { ...family.place, transaction: family.transaction, property_type: family.property_type };
    const days: readonly DerivedDay[] =
      family.transaction === STAY_TRANSACTION ? await getStayDerivedDays(store, segment, { from, to }) : await getDerivedDays(store, segment, { from, to }, { platform: request.platform });
    for (const { name, ref } of measures) out.push(...derivedPoints(entry, name, ref, days, frequency, request.platform));
  }
  return out.sort((a, b) => compareKeys(a.key, b.key));
}

export function compareKeys(a: KeyedPoint['key'], b: KeyedPoint['key']): number {
  for (const field of ['metric', 'period_start', 'source'] as const) {
    if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1;
  }
  return 0;
}
