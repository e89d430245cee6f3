import type { ListingBody } from '@estate/contract';
import { isFlatType } from '@estate/normalize';
import { livingAreaSqm } from './listing-document.js';
import { keptSpanishFacts, spanishFacts, type SpanishFacts } from './property-match-es.js';
import { chomeOf, documentFloor, japaneseKey } from './property-match-jp.js';
import { mlsNumberOf, usAddressParts } from './property-match-us.js';
import { germanFacts, keptGermanFacts, type GermanFacts } from './property-match-de.js';
import { statedFloor } from './property-match-gb.js';
import { agencyBrand, OFFICE_COPY_COUNTRIES } from './property-match-office.js';

/**
 * What property matching knows of one listing: the facts that tell two listings of one property
 * apart from two neighbours. Built from the listing document when an observation arrives and
 * from a `listings` row when the matcher is warmed; both go through `propertyFacts`, so a
 * restarted projector sees exactly what a running one saw.
 */
export interface PropertyFacts {
  listingId: string;
  platform: string;
  country: string;
  transaction: string;
  /** '' when the source gave none (compatible with every type). */
  propertyType: string;
  bedrooms: number | undefined;
  rooms: number | undefined;
  bathrooms: number | undefined;
  areaSqm: number | undefined;
  yearBuilt: number | undefined;
  /** Amount of the price in its currency; compared only within one transaction and currency. */
  price: number | undefined;
  currency: string;
  /** A point only when it is precise enough to compare; `slackM` is how far it may be off. */
  point: { lat: number; lon: number; slackM: number } | undefined;
  /** Country + street line, normalized; undefined without a street line. */
  addressKey: string | undefined;
  /** True when the address names the home itself (a unit is given), not only its building. */
  unitKnown: boolean;
  /** The house numbers of the street line in order, space-separated, and a unit written into it ("4019 7a"). */
  lineCode: string;
  /** The numbers and door letters of the unit, run together ("Apt 14B", "14-B" → "14b"); '' when none. */
  unitCode: string;
  /** Upper case, letters and digits only. */
  postalCode: string;
  /** Normalized like the address. */
  city: string;
  /** The listing's status (`active`, `sold` …); '' when unknown. */
  status: string;
  /** The national identifier of the dwelling the source states (GB: the UPRN, Zoopla's detail pages); '' when none. */
  uprn: string;
  /** The agency (branch) that lists it on its platform; '' when none. */
  agencyId: string;
  /** The source calls it a new build (Zoopla's `listing_condition`): maybe one of a development's identical plots. */
  newBuild: boolean;
  /** JP: city, 丁目, layout, area to 0.01 m² and floor (property-match-jp); '' elsewhere or when a part is missing. */
  jpKey: string;
  /** US: the MLS number the listing shows (Zillow `mlsId`, realtor.com `source.listing_id`); '' when none (property-match-us). */
  mlsNumber: string;
  /** US: the street line without its unit, USPS-abbreviated, and the unit's code; '' elsewhere. */
  usStreet: string;
  usUnit: string;
  /** ES: the agency and its reference, the floor, the cadastral reference (property-match-es); undefined elsewhere. */
  es: SpanishFacts | undefined;
  /** DE: the agency, its object number and the storey (property-match-de); undefined elsewhere. */
  de: GermanFacts | undefined;
  /** GB, ES, DE: the office's brand and the digest of its description's start (property-match-office); '' elsewhere or when not stated. */
  brand: string;
  descriptionDigest: string;
  /** GB: the floor of a flat its key features state (property-match-gb); undefined elsewhere or when not stated. */
  gbFloor: number | undefined;
  /** GB: a new build's plot number (`extensions.plot`); '' elsewhere or when not stated. */
  gbPlot: string;
}

/** The flat inputs facts are made of: the document's fields, or the same fields of a row. */
export interface FactsInput {
  listingId: string;
  platform: string;
  country: string;
  transaction: string;
  propertyType?: string | null;
  bedrooms?: number | null;
  rooms?: number | null;
  bathrooms?: number | null;
  areaSqm?: number | null;
  yearBuilt?: number | null;
  price?: string | number | null;
  currency?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  precision?: string | null;
  line1?: string | null;
  unit?: string | null;
  postalCode?: string | null;
  city?: string | null;
  status?: string | null;
  uprn?: string | null;
  agencyId?: string | null;
  newBuild?: boolean;
  /** A Japanese layout ("3LDK") and the floor as the source wrote it ("12階"). */
  layout?: string | null;
  floor?: string | null;
  /** `extensions.mls_id`: the MLS number (US). */
  mlsNumber?: string | null;
  /** The advertiser's name, its reference for the home (`extensions.agency_reference`; ES, DE), the cadastral reference (ES). */
  agencyName?: string | null;
  agencyReference?: string | null;
  cadastralReference?: string | null;
  /** `extensions.advertiser_phone` (ES): the advertiser's line. */
  advertiserPhone?: string | null;
  /** The document's `listed_at` (ES: two campaigns' ads are two sales, property-match-es). */
  listedAt?: string | null;
  /** GB, ES: the digest of the description's start (the `description_digest` column, never in the document). */
  descriptionDigest?: string | null;
  /** `extensions.key_features` (GB: Rightmove's `keyFeatures`, Zoopla's bullets). */
  keyFeatures?: readonly unknown[] | null;
  /** `extensions.plot` (GB): a new build's plot number. */
  plot?: string | null;
}

/**
 * How far a point of each precision may lie from the home, in metres, on top of the base
 * distance of the match rules. Portals that hide the address blur the pin by up to a few hundred
 * metres (idealista and ImmoScout24 in the samples: pairs with a blurred pin lay up to 290 m
 * apart); 150 m a side keeps nearly all of those while similar flats farther off stay apart.
 * Coarser precisions locate an area, not a home, and take no part in geo matching.
 */
export const POINT_SLACK_M: Readonly<Record<string, number>> = { exact: 0, street: 100, approximate: 150 };

const LATIN_MARKS = /[\u0300-\u036f]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const NOT_ASCII_ALPHANUMERIC = /[^a-z0-9]+/g;
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * Non-ASCII texts normalized lately: a listing's street line and town come again with every
 * observation. Cleared when full, which bounds it without bookkeeping.
 */
const unicodeMemo = new Map<string, string>();
const UNICODE_MEMO_SIZE = 50_000;

/**
 * Text for equality tests: compatibility forms folded (full-width digits, ligatures), Latin
 * accents dropped, case folded, and everything but letters and digits removed, so
 * "Calle de Cádiz, 171" and "calle de cadiz 171" agree. Japanese voicing marks stay: they
 * change the word. ASCII text, most of it, skips the Unicode normalizations (they dominate the
 * matcher's cost otherwise).
 */
export function normalizedText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase().replace(NOT_ASCII_ALPHANUMERIC, '');
  let normalized = unicodeMemo.get(text);
  if (normalized === undefined) {
    normalized = text.normalize('NFKD').replace(LATIN_MARKS, '').normalize('NFC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
    if (unicodeMemo.size >= UNICODE_MEMO_SIZE) unicodeMemo.clear();
    unicodeMemo.set(text, normalized);
  }
  return normalized;
}

/** The address key of a street line: equal for one street line however it is written. */
export function addressKey(country: string, line1: string | null | undefined): string | undefined {
  const line = line1 ? normalizedText(line1) : '';
  return line === '' ? undefined : `${country}|${line}`;
}

// Ordinal indicators ("3º", "1ª") would fold to letters; they mark the number before them.
const ORDINALS = /[ºª°]/g;
/** A number with at most one letter stuck to it ("16a"); an ordinal street ("110th") is no house number. */
const LINE_CODE = /(\d+)(?!\d)([a-z]?)(?![a-z])/g;
/** In a unit, a lone letter is a door too ("Piso 3, puerta B"). */
const UNIT_CODE = /(\d+)(?!\d)([a-z]?)(?![a-z])|(?<![a-z\d])([a-z])(?![a-z])/g;

function foldForCodes(text: string): string {
  const plain = text.replace(ORDINALS, ' ');
  return (ASCII.test(plain) ? plain : plain.normalize('NFKD').replace(LATIN_MARKS, '')).toLowerCase();
}

/** The house numbers of a street line, with a letter stuck to one: "4019 Brickell Ave APT 7A" → ["4019", "7a"]. */
export function lineCodes(text: string | null | undefined): string[] {
  if (!text) return [];
  return Array.from(foldForCodes(text).matchAll(LINE_CODE), (m) => `${Number(m[1])}${m[2] ?? ''}`);
}

/**
 * What tells a unit from its neighbours: its numbers and door letters run together, whatever
 * the words around them ("Apt 14B", "Unit 14-B", "#14b" → "14b"; "2º B", "Piso 2, puerta B" → "2b").
 */
export function unitCode(text: string | null | undefined): string {
  if (!text) return '';
  return Array.from(foldForCodes(text).matchAll(UNIT_CODE), (m) => (m[1] !== undefined ? `${Number(m[1])}${m[2] ?? ''}` : (m[3] as string))).join('');
}

/**
 * One copy of each of the few values of a vocabulary field: every parsed document brings its
 * own copy of "zillow" or "apartment", and the matcher keeps a listing's facts for a day.
 */
const vocabulary = new Map<string, string>();
function shared(value: string): string {
  const known = vocabulary.get(value);
  if (known !== undefined) return known;
  if (vocabulary.size < 10_000) vocabulary.set(value, value);
  return value;
}

const known = (value: number | null | undefined): number | undefined => (value === null || value === undefined || !Number.isFinite(value) ? undefined : value);

export function propertyFacts(input: FactsInput): PropertyFacts {
  const slack = input.precision ? POINT_SLACK_M[input.precision] : undefined;
  const lat = known(input.latitude);
  const lon = known(input.longitude);
  const price = input.price === null || input.price === undefined || input.price === '' ? undefined : known(Number(input.price));
  const area = known(input.areaSqm);
  return {
    listingId: input.listingId,
    platform: shared(input.platform),
    country: shared(input.country),
    transaction: shared(input.transaction),
    propertyType: shared(input.propertyType ?? ''),
    bedrooms: known(input.bedrooms),
    rooms: known(input.rooms),
    bathrooms: known(input.bathrooms),
    areaSqm: area !== undefined && area > 0 ? area : undefined,
    yearBuilt: known(input.yearBuilt),
    price: price !== undefined && price > 0 ? price : undefined,
    currency: shared(input.currency ?? ''),
    point: lat !== undefined && lon !== undefined && slack !== undefined ? { lat, lon, slackM: slack } : undefined,
    // JP: to the 丁目, as far as both portals write it (SUUMO stops there, HOME'S gives the 番地).
    addressKey: addressKey(input.country, input.country === 'JP' ? chomeOf(input.line1)?.block : input.line1),
    unitKnown: input.unit ? normalizedText(input.unit) !== '' : false,
    lineCode: lineCodes(input.line1).join(' '),
    unitCode: unitCode(input.unit),
    postalCode: (input.postalCode ?? '').toUpperCase().replace(/[^A-Z0-9]/g, ''),
    city: normalizedText(input.city ?? ''),
    status: shared(input.status ?? ''),
    uprn: input.uprn && /^\d{1,12}$/.test(input.uprn) ? String(Number(input.uprn)) : '',
    agencyId: input.agencyId ?? '',
    newBuild: input.newBuild ?? false,
    mlsNumber: input.country === 'US' ? mlsNumberOf(input.mlsNumber) : '',
    ...(input.country === 'US' ? usAddressParts(input.line1, input.unit) : { usStreet: '', usUnit: '' }),
    es: spanishFacts(input, normalizedText),
    de: germanFacts(input),
    brand: OFFICE_COPY_COUNTRIES.has(input.country) ? shared(agencyBrand(input.agencyName)) : '',
    descriptionDigest: OFFICE_COPY_COUNTRIES.has(input.country) ? (input.descriptionDigest ?? '') : '',
    gbPlot: input.country === 'GB' ? (input.plot ?? '').toUpperCase() : '',
    // A floor belongs to a flat: a house's bullets may name its ground floor rooms.
    gbFloor: input.country === 'GB' && isFlatType(input.propertyType) ? statedFloor(input.keyFeatures ?? undefined) : undefined,
    jpKey: japaneseKey({ country: input.country, city: normalizedText(input.city ?? ''), line1: input.line1, layout: input.layout, areaSqm: area, floor: input.floor, house: input.propertyType === 'house' }),
  };
}

/**
 * The facts of a newer observation of a listing, keeping what only a fuller page of it stated:
 * a portal's search card omits the UPRN, the house number, the inward code and the new-build
 * condition its detail page gives (Zoopla, Rightmove), and a card read after the page must not
 * make the home anonymous again.
 */
export function keptFacts(newer: PropertyFacts, older: PropertyFacts): PropertyFacts {
  const keepsAddress = newer.addressKey === undefined && older.addressKey !== undefined;
  const keepsPostcode = newer.postalCode !== older.postalCode && older.postalCode.startsWith(newer.postalCode);
  const keepsNewBuild = older.newBuild && !newer.newBuild;
  const keepsJpKey = newer.jpKey === '' && older.jpKey !== '';
  // Zillow's search cards omit the MLS number its detail page shows.
  const keepsMls = newer.mlsNumber === '' && older.mlsNumber !== '';
  const es = keptSpanishFacts(newer.es, older.es);
  // immowelt's search cards omit the Referenznummer and the storey its exposé shows.
  const de = keptGermanFacts(newer.de, older.de);
  // A card read later may show too short a summary for a digest.
  const keepsDigest = newer.descriptionDigest === '' && older.descriptionDigest !== '';
  const keepsFloor = newer.gbFloor === undefined && older.gbFloor !== undefined;
  const keepsPlot = newer.gbPlot === '' && older.gbPlot !== '';
  if (!keepsFloor && !keepsPlot && !keepsAddress && !keepsPostcode && !keepsNewBuild && !keepsJpKey && !keepsMls && !keepsDigest && es === newer.es && de === newer.de && (newer.uprn !== '' || older.uprn === '')) return newer;
  return {
    ...newer,
    newBuild: newer.newBuild || older.newBuild,
    ...(keepsAddress ? { addressKey: older.addressKey, unitKnown: older.unitKnown, lineCode: older.lineCode, unitCode: older.unitCode } : {}),
    ...(keepsPostcode ? { postalCode: older.postalCode } : {}),
    uprn: newer.uprn === '' ? older.uprn : newer.uprn,
    jpKey: keepsJpKey ? older.jpKey : newer.jpKey,
    mlsNumber: keepsMls ? older.mlsNumber : newer.mlsNumber,
    es,
    de,
    descriptionDigest: keepsDigest ? older.descriptionDigest : newer.descriptionDigest,
    gbFloor: keepsFloor ? older.gbFloor : newer.gbFloor,
    gbPlot: keepsPlot ? older.gbPlot : newer.gbPlot,
  };
}

/** A text the source put in the document's `extensions` (free-form by contract). */
function extensionText(document: ListingBody, name: string): string | undefined {
  const value = (document.extensions as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A list the source put in the document's `extensions`. */
function extensionList(document: ListingBody, name: string): readonly unknown[] | undefined {
  const value = (document.extensions as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) ? value : undefined;
}

/**
 * Facts of a listing document as the projector builds it from an observation, with the digest
 * of its description that travels beside it (`listingDescriptionDigest`; '' when none).
 */
export function documentFacts(document: ListingBody, descriptionDigest = ''): PropertyFacts {
  const p = document.property;
  return propertyFacts({
    listingId: document.id,
    platform: document.source.platform,
    country: document.source.country ?? '',
    transaction: document.transaction,
    propertyType: p.property_type,
    bedrooms: p.bedrooms,
    rooms: p.rooms,
    bathrooms: p.bathrooms,
    areaSqm: livingAreaSqm(document),
    yearBuilt: p.year_built,
    price: document.price?.amount,
    currency: document.price?.currency,
    latitude: p.geometry?.latitude,
    longitude: p.geometry?.longitude,
    precision: p.geometry?.precision,
    line1: p.address?.line1,
    unit: p.address?.unit,
    postalCode: p.address?.postal_code,
    city: p.address?.city,
    status: document.status,
    uprn: extensionText(document, 'uprn'),
    agencyId: document.agency?.id,
    newBuild: extensionText(document, 'listing_condition') === 'new',
    layout: p.layout,
    floor: documentFloor(document.extensions as Record<string, unknown> | undefined),
    mlsNumber: extensionText(document, 'mls_id'),
    agencyName: document.agency?.name,
    agencyReference: extensionText(document, 'agency_reference'),
    cadastralReference: extensionText(document, 'cadastral_reference'),
    advertiserPhone: extensionText(document, 'advertiser_phone'),
    listedAt: document.listed_at,
    descriptionDigest,
    keyFeatures: extensionList(document, 'key_features'),
    plot: extensionText(document, 'plot'),
  });
}
