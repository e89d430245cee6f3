import { Type, type Static } from 'typebox';
import { AccessClass, Address, Geometry } from '../payloads/common.js';
import { CountryCode, CurrencyCode, DateTime, DecimalString, FreeObject, IsoDate, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `property_record.observed` v1: one record about one property as one source publishes it —
 * a sale (HM Land Registry Price Paid row, NYC ACRIS deed, MLIT XIT001 row, a zillow
 * `priceHistory` "Sold" entry), a descriptive record (Catastro DNPRC, the NYC assessment roll's
 * class and lot, rightmove tenure and council tax band, zillow `resoFacts`), a tax assessment
 * (NYC roll values, zillow `taxHistory`) or a valuation (zillow `zestimate` with its band).
 *
 * How a collector uses it (the dataset collectors — landregistry, ACRIS, NYC roll, MLIT,
 * Catastro — and the platform collectors alike):
 * - one event per source row/record, `observation('property_record', payload)`; published on
 *   `series.<platform>.property_record` (SERIES keeps it for good: records have no 24 h expiry);
 * - `native_id` is the source's own id of the record, stable across replays: PPD
 *   `Transaction unique identifier`; ACRIS `document_id`; NYC roll `parid|year|period`; MLIT has
 *   no row id, so a hash of the row with `Period` and `MunicipalityCode`; Catastro the 20-char
 *   reference. A changed row (PPD `C`, a later ACRIS `modified_date`) is the same `native_id`
 *   with a later `vintage`; the projector keeps the latest vintage only;
 * - a retraction (PPD `D`) is the same `native_id` with `retracted: true` and the vintage of the
 *   file that retracts it; it removes the record from every read (records, transactions,
 *   comparables, valuations' evidence). Values may then be omitted; `fields` keeps the row;
 * - `keys` carries every matching key the record has; the projector derives the property from
 *   them (`GB` postcode + PAON/SAON + street; NYC BBL; JP municipality code + district; ES
 *   cadastral reference; else the normalised address). A record whose keys do not single out one
 *   property (MLIT district rows) stays unplaced rather than forced onto one;
 * - `values` holds the normalised values (amounts as decimal strings in `currency`, dates ISO,
 *   areas in m²); `fields` holds the source's own fields verbatim under its own names.
 */

/** `YYYY`, `YYYY-Qn`, `YYYY-MM` or `YYYY-MM-DD`. */
export const VINTAGE_PATTERN = '^[0-9]{4}(-Q[1-4]|-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$';

export const PROPERTY_RECORD_TYPES = ['transaction', 'property_record', 'tax_assessment', 'valuation'] as const;
export type PropertyRecordType = (typeof PROPERTY_RECORD_TYPES)[number];

/** GB (England & Wales) addressing as HM Land Registry writes it. */
export const GbPropertyKeys = Type.Object({
  postcode: NonEmptyString,
  /** Primary addressable object name: the house number or name (`12`, `ROSE COTTAGE`). */
  paon: Type.Optional(Type.String()),
  /** Secondary addressable object name: the flat (`FLAT 3`). */
  saon: Type.Optional(Type.String()),
  street: Type.Optional(Type.String()),
  locality: Type.Optional(Type.String()),
  town: Type.Optional(Type.String()),
});

/** NYC borough-block-lot: the city's parcel key (ACRIS legals, the assessment roll). */
export const NycPropertyKeys = Type.Object({
  /** 10 digits: borough (1) + block (5) + lot (4). */
  bbl: Type.String({ pattern: '^[1-5][0-9]{9}$' }),
  borough: Type.Integer({ minimum: 1, maximum: 5 }),
  block: Type.Integer({ minimum: 0 }),
  lot: Type.Integer({ minimum: 0 }),
});

/** JP: MLIT places rows in a district (大字・町名) of a municipality, never on one building. */
export const JpPropertyKeys = Type.Object({
  /** 5-digit 全国地方公共団体コード without the check digit, e.g. `13101`. */
  municipality_code: Type.String({ pattern: '^[0-9]{5}$' }),
  district_name: Type.Optional(Type.String()),
  prefecture: Type.Optional(Type.String()),
  municipality: Type.Optional(Type.String()),
});

/** ES: the cadastral reference (14 parcel + 4 unit + 2 control characters). */
export const EsPropertyKeys = Type.Object({
  cadastral_reference: Type.String({ pattern: '^[0-9A-Z]{14}([0-9A-Z]{6})?$' }),
});

/** A listing the record comes from (a platform's own history or estimate of that listing's home). */
export const RecordListingKey = Type.Object({
  platform: NonEmptyString,
  native_id: NonEmptyString,
});

export const PropertyRecordKeys = Type.Object({
  country: CountryCode,
  /** The address as the record gives it (normalised fields beside `original_text`). */
  address: Type.Optional(Address),
  geometry: Type.Optional(Geometry),
  gb: Type.Optional(GbPropertyKeys),
  us_nyc: Type.Optional(NycPropertyKeys),
  jp: Type.Optional(JpPropertyKeys),
  es: Type.Optional(EsPropertyKeys),
  listing: Type.Optional(RecordListingKey),
});
export type PropertyRecordKeys = Static<typeof PropertyRecordKeys>;

/**
 * Normalised values; which members a record has depends on its type. Every amount is in
 * `currency`. Missing is absent, never zero.
 */
export const PropertyRecordValues = Type.Object({
  currency: Type.Optional(CurrencyCode),
  // transaction
  price: Type.Optional(DecimalString),
  /** The source's own kind of document or sale (`DEED`, PPD category `A`/`B`, MLIT `Type`). */
  transaction_kind: Type.Optional(Type.String()),
  /** False for sales that are not at market value (PPD category B): left out of comparables. */
  market_sale: Type.Optional(Type.Boolean()),
  new_build: Type.Optional(Type.Boolean()),
  tenure: Type.Optional(OpenEnum(['freehold', 'leasehold', 'commonhold', 'share_of_freehold', 'other'], 'Tenure.')),
  // descriptive
  property_type: Type.Optional(NonEmptyString),
  /** The source's property type text or code as written (`F`, `中古マンション等`, `R4`). */
  source_property_type: Type.Optional(Type.String()),
  living_area_sqm: Type.Optional(Type.Number({ minimum: 0 })),
  land_area_sqm: Type.Optional(Type.Number({ minimum: 0 })),
  /** True when the source writes the area as a lower bound (`2,000㎡以上`). */
  area_is_lower_bound: Type.Optional(Type.Boolean()),
  year_built: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2200 })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 0 })),
  bathrooms: Type.Optional(Type.Number({ minimum: 0 })),
  layout: Type.Optional(Type.String()),
  use: Type.Optional(Type.String()),
  council_tax_band: Type.Optional(Type.String()),
  // tax assessment
  tax_year: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
  assessed_total: Type.Optional(DecimalString),
  assessed_land: Type.Optional(DecimalString),
  assessed_improvements: Type.Optional(DecimalString),
  taxable_value: Type.Optional(DecimalString),
  market_value: Type.Optional(DecimalString),
  tax_amount: Type.Optional(DecimalString),
  // valuation
  value: Type.Optional(DecimalString),
  value_low: Type.Optional(DecimalString),
  value_high: Type.Optional(DecimalString),
  /** 0–1. */
  confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /** The estimator or basis (`zestimate`, `rent_zestimate`, `land_value_per_sqm`, `official_assessment`). */
  method: Type.Optional(Type.String()),
  valuation_kind: Type.Optional(Type.Union([Type.Literal('sale'), Type.Literal('rent')])),
});
export type PropertyRecordValues = Static<typeof PropertyRecordValues>;

export const PropertyRecordObservedV1 = Type.Object({
  /** The source's own id of the record, stable across replays (see above). */
  native_id: NonEmptyString,
  /** The file or table it comes from: `ppd`, `acris`, `nyc_pvad`, `mlit_xit001`, `catastro_dnprc`, `zillow_hdp`, `rightmove_page_model`. */
  dataset: NonEmptyString,
  record_type: OpenEnum(PROPERTY_RECORD_TYPES, 'Kind of record.'),
  /** The source withdrew the record (PPD `D`): it leaves every read. */
  retracted: Type.Optional(Type.Boolean()),
  /** The date (or date-time) the record refers to: the transfer, the tax year's start, the valuation's as-of. */
  event_at: Type.Optional(Type.Union([IsoDate, DateTime])),
  /** How precise `event_at` is: MLIT gives quarters, rolls give years. */
  event_precision: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('quarter'), Type.Literal('year')])),
  /** `GB-EAW`, `US-NY-NYC`, `JP-13101`, `ES-28079` … */
  jurisdiction: Type.Optional(Type.String()),
  keys: PropertyRecordKeys,
  values: PropertyRecordValues,
  /** The source's own fields verbatim, under its own names (`PPDCategory Type`, `TradePrice`, `curmkttot`). */
  fields: FreeObject,
  /**
   * Which release said this, as a year, quarter, month or day: the month a Price Paid monthly
   * file covers (`2026-09`), a yearly file's year (`2025`), an MLIT file's quarter (`2026-Q2`),
   * the roll year (`2026`), the day a platform page was read (`2026-10-31`). A later vintage of
   * one record replaces an earlier one (a year sorts before its months); equal vintages are one
   * release, of which the latest observation wins.
   */
  vintage: Type.String({ pattern: VINTAGE_PATTERN }),
  access_class: AccessClass,
  url: Type.Optional(Type.String()),
  retrieved_at: Type.Optional(DateTime),
});
export type PropertyRecordObserved = Static<typeof PropertyRecordObservedV1>;

/** One record is one source dataset's id of it; replays and revisions share it. */
export function propertyRecordNativeId(d: Pick<PropertyRecordObserved, 'dataset' | 'native_id'>): string {
  return `${d.dataset}|${d.native_id}`;
}

/** Property records go to SERIES, which keeps them for good. */
export const propertyRecordKind = eventKind({
  schema: PropertyRecordObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'series', token: 'property_record' },
  nativeId: (data: PropertyRecordObserved) => propertyRecordNativeId(data),
});
