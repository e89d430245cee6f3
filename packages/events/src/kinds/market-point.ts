import { MARKET_FREQUENCIES, MARKET_KINDS } from '@estate/contract/vocabulary';
import { Type, type Static } from 'typebox';
import { AccessClass } from '../payloads/common.js';
import { CountryCode, CurrencyCode, DateTime, DecimalString, IsoDate, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * The place a series is about, in the service's own vocabulary (the names its listings carry),
 * so that a source's region and the service's place are one market when they are one place.
 * The collector maps the source's region onto it (a Zillow City row's `RegionName` and `State`,
 * an ONS or INE code through its code table).
 */
export const MarketPlace = Type.Object({
  kind: OpenEnum(MARKET_KINDS, 'Geographic level of the market.'),
  country: CountryCode,
  region: Type.Optional(NonEmptyString),
  city: Type.Optional(NonEmptyString),
  /** A named neighbourhood or borough of the city (kind `district`). */
  district: Type.Optional(NonEmptyString),
  postal_code: Type.Optional(NonEmptyString),
  /** How people call it, e.g. `Austin, TX`, `Comunidad de Madrid`. */
  name: NonEmptyString,
});
export type MarketPlace = Static<typeof MarketPlace>;

/** The source's own identification of the region, kept so SQL users can join on it. */
export const SourceRegion = Type.Object({
  /** The code system: `zillow_region_id`, `redfin_table_id`, `ons_gss`, `ine_ccaa`, `jis` … */
  scheme: NonEmptyString,
  code: NonEmptyString,
  name: NonEmptyString,
  /** The source's own level name (`city`, `zip`, `msa`, `county` …). */
  type: Type.Optional(Type.String()),
});
export type SourceRegion = Static<typeof SourceRegion>;

/**
 * `market_point.observed` v1: one point of one source series as a dataset publishes it. A
 * republished point (a revision) is another observation of the same point with another
 * `vintage`; the projector keeps every vintage and serves the latest. A cell the source leaves
 * empty or withholds is a point with `value: null` and `value_status` saying which: missing is
 * never zero.
 */
export const MarketPointObservedV1 = Type.Object({
  /** The file or table the point comes from, e.g. `zhvi_city`, `uk_hpi_full`, `ine_25171`. */
  dataset: NonEmptyString,
  market: MarketPlace,
  source_region: SourceRegion,
  /** Normalised metric name (sources.md §6.6), e.g. `typical_home_value`, `hpi_index`. */
  metric: NonEmptyString,
  /** The market segment: `all`, or the source's own property type or tenure (`detached`, `new` …). */
  segment: NonEmptyString,
  seasonally_adjusted: Type.Boolean(),
  frequency: OpenEnum(MARKET_FREQUENCIES, 'Spacing of the points.'),
  period_start: IsoDate,
  period_end: IsoDate,
  value: Type.Union([DecimalString, Type.Null()]),
  value_status: Type.Union([Type.Literal('published'), Type.Literal('missing'), Type.Literal('suppressed')]),
  unit: NonEmptyString,
  currency: Type.Optional(CurrencyCode),
  sample_size: Type.Optional(Type.Integer({ minimum: 0 })),
  /**
   * Which release of the dataset said this: the release the source names (the UK HPI file's
   * month, Redfin's `LAST_UPDATED`), else the latest period the file holds. Later vintages win.
   */
  vintage: NonEmptyString,
  /** The source's native column or series code the value was read from (`ZHVI`, `MEDIAN_SALE_PRICE`, `IPV1234`). */
  native_field: NonEmptyString,
  access_class: AccessClass,
  retrieved_at: Type.Optional(DateTime),
});
export type MarketPointObserved = Static<typeof MarketPointObservedV1>;

/** A point is identified by its series and period; each vintage of it is another observation. */
export function marketPointNativeId(d: Pick<MarketPointObserved, 'dataset' | 'source_region' | 'metric' | 'segment' | 'seasonally_adjusted' | 'period_start'>): string {
  return [d.dataset, d.source_region.scheme, d.source_region.code, d.metric, d.segment, d.seasonally_adjusted ? 'sa' : 'nsa', d.period_start].join('|');
}

/** Market points go to SERIES, which keeps them for good. */
export const marketPointKind = eventKind({
  schema: MarketPointObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'series', token: 'market_point' },
  nativeId: (data: MarketPointObserved) => marketPointNativeId(data),
});
