/**
 * Floor and plot areas as listings state them → the contract's Area, with the stated value
 * and unit kept and the area in square metres beside them.
 */
import { AREA_UNITS, type AreaBasis, type AreaUnit } from '@estate/contract/vocabulary';
import { formatDecimal, mulRatioRounded, parseDecimal, toDecimalString, type Decimal } from './decimal.js';
import { hintCountry, numberConvention, readNumber, type LocaleHint } from './locale.js';
import { fold } from './text.js';

// Units and bases are the contract's AREA_UNITS and AREA_BASES. The README lists the source
// labels behind each basis; `other` is never read from text, only given by a caller.

export interface Area {
  /** The number as stated, in `unit`. */
  value: number;
  unit: AreaUnit;
  basis: AreaBasis;
  /** The source's text, unchanged. */
  original_text: string;
  /** Square metres, rounded half-up to 2 decimals, computed exactly from the stated value. */
  normalized_sqm: number;
}

/**
 * Square metres per unit as exact fractions: the international foot is 0.3048 m, so a square
 * foot is 0.09290304 m²; the tsubo is legally 400/121 m² (≈ 3.305785); the international
 * acre is 4046.8564224 m².
 */
const SQM_PER_UNIT: Readonly<Record<AreaUnit, readonly [bigint, bigint]>> = {
  sqm: [1n, 1n],
  sqft: [9290304n, 100000000n],
  tsubo: [400n, 121n],
  acre: [40468564224n, 10000000n],
  hectare: [10000n, 1n],
};

export interface AreaOptions extends LocaleHint {
  /** What the area measures; when absent it is read from the text ("Wohnfläche"), else `living`. */
  basis?: AreaBasis;
  /** Unit for a bare number ("82,5"); a unit written in the text wins. */
  unit?: AreaUnit;
}

const NUM = String.raw`(?<num>\d{1,3}(?:[.,']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
// After NFKC: "m²" and "㎡" are "m2", "ft²" is "ft2".
const LATIN_UNITS: ReadonlyArray<readonly [AreaUnit, string]> = [
  ['sqft', String.raw`sq\.?\s?f(?:ee)?t\.?|sqft|ft2|ft\^2|square\s+f(?:ee|oo)t|sf|pies\s?cuadrados|pies2`],
  ['sqm', String.raw`m2|m\^2|mts?\.?\s?2|sq\.?\s?m(?:trs?|etres?|eters?)?\.?|sqm|square\s+met(?:re|er)s?|qm|quadratmeter|metros\s+cuadrados|m\s+cuadrados`],
  ['acre', String.raw`acres?|ac\.?`],
  ['hectare', String.raw`hectares?|hectáreas?|hektar|ha`],
];
const CJK_UNITS: ReadonlyArray<readonly [AreaUnit, string]> = [
  ['tsubo', '坪'],
  ['sqm', '平米|平方メートル|平方米'],
];
const UNIT_ALTERNATIVES = [
  ...LATIN_UNITS.map(([unit, re]) => String.raw`(?<${unit}>${re})(?![\p{Script=Latin}\d])`),
  ...CJK_UNITS.map(([unit, re]) => `(?<${unit}_cjk>${re})`),
].join('|');
// French-style "1 200 m²" (plain spaces) is read only right before a unit; elsewhere a space
// separates numbers ("3 120 m²" could be a room count and an area).
const SPACED = String.raw`(?<spaced>\d{1,3}(?: \d{3})+(?:,\d+)?)`;
const AREA = new RegExp(
  String.raw`(?<![\p{Script=Latin}\d.,'])(?:${SPACED}|${NUM})\s?(?:${UNIT_ALTERNATIVES})`,
  'iu',
);
const RANGE_START = new RegExp(String.raw`(?<![\p{Script=Latin}\d.,'])${NUM}\s?(?:-|~|to|bis|a)\s?$`, 'iu');
const BARE = new RegExp(String.raw`^${NUM}$`, 'u');

const BASIS_LABELS: ReadonlyArray<readonly [AreaBasis, RegExp]> = [
  ['plot', /grundst(?:ü|u|ue)ck|plot|lot\s?(?:size|area)|lot(?![\p{L}])|land\s?area|parcela|terreno|solar(?![\p{L}])|土地|敷地|site\s?area/iu],
  ['balcony', /balkon|balcon|balcony|terra(?:ce|za|sse)|バルコニー|テラス|ルーフ/iu],
  ['usable', /nutzfl(?:ä|a|ae)che|(?:ú|u)til(?:es)?(?![\p{L}])|usable/iu],
  ['built', /construid[ao]s?|built|gross|建物面積|延床|延べ床|建築面積/iu],
  ['living', /wohnfl(?:ä|a|ae)che|living|habitable|専有|居住|interior/iu],
  ['total', /gesamtfl(?:ä|a|ae)che|total|gesamt|総面積/iu],
];

/** The basis a source label names ("Wohnfläche", "superficie construida", "土地面積"), if any. */
export function areaBasisFromLabel(label: string): AreaBasis | undefined {
  const text = fold(label);
  for (const [basis, pattern] of BASIS_LABELS) if (pattern.test(text)) return basis;
  return undefined;
}

// Where a bare number's unit is not in doubt. GB is absent: Rightmove mixes sq ft and m².
const COUNTRY_AREA_UNIT: Readonly<Record<string, AreaUnit>> = {
  US: 'sqft', ES: 'sqm', DE: 'sqm', JP: 'sqm', FR: 'sqm', IT: 'sqm', PT: 'sqm', AT: 'sqm', CH: 'sqm', NL: 'sqm', BE: 'sqm',
};

function build(value: Decimal, unit: AreaUnit, basis: AreaBasis, original_text: string): Area | undefined {
  if (value.units === 0n) return undefined;
  const [num, den] = SQM_PER_UNIT[unit];
  return {
    value: Number(formatDecimal(value)),
    unit,
    basis,
    original_text,
    normalized_sqm: Number(mulRatioRounded(value, num, den, 2)),
  };
}

/**
 * Reads an area as a listing shows it: "82.5m²", "1,200 sqft", "82,5 m²", "95 qm", "35.5㎡",
 * "1,200 sq. ft.", "25.16坪", "0.25 acres". The first area in the text is taken; for a range
 * ("70.12～85.3m²") that is the lower bound, and `original_text` keeps the range. Returns
 * undefined when the text holds no positive area; never throws.
 */
export function parseArea(text: string, options: AreaOptions = {}): Area | undefined {
  const original_text = typeof text === 'string' ? text : String(text ?? '');
  const folded = fold(original_text.slice(0, 1000));
  const convention = numberConvention(options);
  const basis = options.basis ?? areaBasisFromLabel(folded) ?? 'living';

  const m = AREA.exec(folded);
  if (m?.groups && m.index !== undefined) {
    const g = m.groups;
    const unit = AREA_UNITS.find((u) => g[u] !== undefined || g[`${u}_cjk`] !== undefined);
    const start = RANGE_START.exec(folded.slice(0, m.index));
    const num = start?.groups?.['num'] ?? g['spaced'] ?? g['num'];
    const value = num === undefined ? undefined : readNumber(num, convention);
    if (unit && value) return build(value, unit, basis, original_text);
    return undefined;
  }

  const bare = BARE.exec(folded)?.groups?.['num'];
  const country = hintCountry(options);
  const unit = options.unit ?? (country ? COUNTRY_AREA_UNIT[country] : undefined);
  if (bare === undefined || unit === undefined) return undefined;
  const value = readNumber(bare, convention);
  return value ? build(value, unit, basis, original_text) : undefined;
}

/**
 * An Area from a number the source gave in its data (ImmoScout's `"livingSpace": 82.5`,
 * Zillow's `"livingArea": 1200`). Undefined for anything but a finite positive number.
 */
export function areaFromValue(
  value: number | string,
  unit: AreaUnit,
  basis: AreaBasis = 'living',
  original_text: string = String(value),
): Area | undefined {
  const decimal = toDecimalString(value);
  const parsed = decimal === undefined ? undefined : parseDecimal(decimal);
  return parsed ? build(parsed, unit, basis, original_text) : undefined;
}
