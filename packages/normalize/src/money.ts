/**
 * Prices as listings state them → the contract's Price: the amount as an exact decimal
 * string, an ISO 4217 currency, a kind saying how the figure is meant, and the source text.
 */
import type { AreaUnit, PriceKind, PricePeriod } from '@estate/contract/vocabulary';
import { add, compare, formatDecimal, isZero, shift, toDecimalString, type Decimal } from './decimal.js';
import { countryCurrency, hintCountry, numberConvention, readNumber, type LocaleHint, type NumberConvention } from './locale.js';
import { fold, words } from './text.js';

// Kinds and periods are the contract's PRICE_KINDS and PRICE_PERIODS; the README gives the
// phrases behind each kind. parsePrice reads every kind from wording except `sold`, `estimate`,
// `bid` and `quote`: those say which field a source put the amount in, which only the caller
// knows, so they come through priceFromAmount's `kind`.

/** The area units parsePrice recognises after an amount ("12 €/m²", "£25 psf", "坪単価"). */
export type PerAreaUnit = Extract<AreaUnit, 'sqm' | 'sqft' | 'tsubo'>;

export interface Price {
  /** Canonical decimal string matching /^\d+(\.\d+)?$/; absent when no figure was given. */
  amount?: string;
  /** ISO 4217; "XXX" (ISO's "no currency") when neither text nor hint names one. */
  currency: string;
  kind: PriceKind;
  /** Lower bound, for `range` and `from`. */
  min?: string;
  /** Upper bound, for `range`. */
  max?: string;
  period?: PricePeriod;
  per_area_unit?: PerAreaUnit;
  /** The source's text, unchanged. */
  display_text: string;
}

export interface PriceHint extends LocaleHint {
  /** ISO 4217 used when the text names no currency ("450000", "POA"). */
  currency?: string;
  /** Period used when the text names none (SUUMO rents read "8.5万円" and mean a month). */
  period?: PricePeriod;
}

export const NO_CURRENCY = 'XXX';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  '$': 'USD', 'US$': 'USD', 'CA$': 'CAD', 'C$': 'CAD', 'AU$': 'AUD', 'A$': 'AUD',
  '£': 'GBP', '€': 'EUR', '¥': 'JPY', '円': 'JPY',
  EUR: 'EUR', EURO: 'EUR', EUROS: 'EUR', USD: 'USD', DOLLAR: 'USD', DOLLARS: 'USD',
  GBP: 'GBP', POUND: 'GBP', POUNDS: 'GBP', JPY: 'JPY', CHF: 'CHF', CAD: 'CAD', AUD: 'AUD',
};

// Currencies whose amounts are always written 1,234.56, whatever the listing's country.
const DOT_DECIMAL_CURRENCIES = new Set(['USD', 'GBP', 'JPY', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN', 'CNY']);

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 3, m: 6, mn: 6, million: 6, millions: 6, millionen: 6, millones: 6, 'millón': 6, millon: 6,
  mill: 6, 'mill.': 6, mio: 6, 'mio.': 6, bn: 9, billion: 9, mrd: 9, 'mrd.': 9,
  '千': 3, '万': 4, '億': 8,
};
const JAPANESE_MULTIPLIERS = new Set(['千', '万', '億']);

const PRE = String.raw`(?<pre>US\$|CA\$|C\$|AU\$|A\$|\$|£|€|¥|(?:USD|GBP|EUR|JPY|CHF|CAD|AUD)(?![A-Za-z]))`;
// Grouped (1,250,000 / 1.250.000,50 / 1'250'000) or plain (1250000 / 82,5).
const NUM = String.raw`(?<num>\d{1,3}(?:[.,']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
const MULT = String.raw`(?<mult>億|万|千|(?:millones|millón|millon|millionen|millions|million|mill\.?|mio\.?|mrd\.?|billion|bn|mn|k|m)(?![\p{L}\d]))`;
const POST_BODY = String.raw`€|円|¥|£|\$|(?:eur|euros?|usd|gbp|jpy|chf|cad|aud|dollars?|pounds?)(?![\p{L}])`;
const POST = `(?<post>${POST_BODY})`;
// A number glued to a Latin letter ("T3", "SW1A", "3LDK") is not an amount; one after a
// kanji is ("1億2,000万円").
// French-style "450 000 €" (plain spaces) counts only right before a currency, so that
// "Call 020 7946 0000" stays three numbers.
const SPACED = String.raw`(?<spaced>\d{1,3}(?: \d{3})+(?:,\d+)?)(?=\s?(?:${POST_BODY}))`;
const TOKEN = new RegExp(
  String.raw`(?:${PRE}\s?|(?<![\p{Script=Latin}\d.,']))(?:${SPACED}|${NUM}(?!\d))(?:\s?${MULT})?(?:\s?${POST})?`,
  'giu',
);

const RANGE_GAP = /^\s*(?:-|~|to|a|al|hasta|bis|and|y|und|et|à)\s*$/iu;

interface Token {
  start: number;
  end: number;
  value: Decimal;
  currency?: string;
  /** Power of ten applied by a multiplier word; undefined when there was none. */
  power?: number;
  japanese: boolean;
  /** Written with a leading zero ("020"): a dialling code or reference, never an amount. */
  suspect?: boolean;
}

function currencyOf(symbol: string | undefined): string | undefined {
  if (!symbol) return undefined;
  return CURRENCY_SYMBOLS[symbol] ?? CURRENCY_SYMBOLS[symbol.toUpperCase()];
}

// "$" and "¥" name several currencies; a hint naming one of them says which.
const SHARED_SYMBOLS: Readonly<Record<string, ReadonlySet<string>>> = {
  '$': new Set(['USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN']),
  '¥': new Set(['JPY', 'CNY']),
};

function readTokens(text: string, convention: NumberConvention | undefined, hinted?: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const g = m.groups ?? {};
    const num = g['spaced'] ?? g['num'];
    if (num === undefined || m.index === undefined) continue;
    const multWord = g['mult']?.toLowerCase();
    const power = multWord === undefined ? undefined : MULTIPLIERS[multWord];
    const japanese = multWord !== undefined && JAPANESE_MULTIPLIERS.has(multWord);
    const symbol = g['pre'] ?? g['post'];
    const currency =
      (symbol !== undefined && hinted !== undefined && SHARED_SYMBOLS[symbol]?.has(hinted) ? hinted : undefined) ??
      currencyOf(g['pre']) ??
      currencyOf(g['post']) ??
      (japanese ? 'JPY' : undefined);
    const tokenConvention: NumberConvention | undefined =
      japanese || (currency !== undefined && DOT_DECIMAL_CURRENCIES.has(currency)) ? 'dot_decimal' : convention;
    const base = readNumber(num, tokenConvention, power !== undefined && !japanese);
    if (!base) continue;
    tokens.push({
      start: m.index,
      end: m.index + m[0].length,
      value: power === undefined ? base : shift(base, power),
      ...(currency ? { currency } : {}),
      ...(power !== undefined ? { power } : {}),
      japanese,
      ...(/^0\d/.test(num) ? { suspect: true } : {}),
    });
  }
  return mergeJapanese(text, tokens);
}

/** "1億" + "2,000万円" + "5,000円" → one token: Japanese writes big numbers in 10⁴ groups. */
function mergeJapanese(text: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    if (
      prev?.japanese &&
      prev.power !== undefined &&
      text.slice(prev.end, t.start).trim() === '' &&
      !/円\s*$/.test(text.slice(prev.start, prev.end)) &&
      (t.power === undefined || (t.japanese && t.power < prev.power))
    ) {
      out[out.length - 1] = {
        start: prev.start,
        end: t.end,
        value: add(prev.value, t.value),
        currency: 'JPY',
        power: t.power ?? 0,
        // Once the units are added ("…5,000円"), nothing smaller can follow.
        japanese: t.power !== undefined,
      };
      continue;
    }
    out.push(t);
  }
  return out;
}

const PERIOD_PATTERNS: ReadonlyArray<readonly [PricePeriod, readonly RegExp[]]> = [
  ['month', [
    words('pcm', String.raw`p\.c\.m\.?`, 'per (?:calendar )?month', 'a month', 'monthly', 'mensual(?:es)?', 'al mes',
      'por mes', 'pro monat', 'im monat', 'monatlich', String.raw`mtl\.?`, String.raw`p\.m\.`, 'pm', 'par mois'),
    /\/\s*(?:mo|mth|mnth|month|mes|monat|mois)(?![\p{L}\d])/iu,
    /月額|毎月|\/\s*月|ヶ月/u,
  ]],
  ['week', [
    words('pw', String.raw`p\/w`, String.raw`p\.w\.`, 'per week', 'a week', 'weekly', 'semanal(?:es)?', 'por semana',
      'pro woche', 'wöchentlich'),
    /\/\s*(?:wk|week|semana|woche|semaine)(?![\p{L}\d])/iu,
    /週額|\/\s*週/u,
  ]],
  ['year', [
    words('pa', String.raw`p\.a\.?`, 'per annum', 'per year', 'a year', 'annually', 'yearly', 'anual(?:es)?', 'al año',
      'por año', 'pro jahr', 'jährlich'),
    /\/\s*(?:yr|year|año|ano|jahr|an)(?![\p{L}\d])/iu,
    /年額|\/\s*年/u,
  ]],
  ['night', [
    words('per night', 'a night', 'nightly', 'por noche', 'pro nacht', 'par nuit'),
    /\/\s*(?:night|nt|noche|nacht|nuit)(?![\p{L}\d])/iu,
    /\/\s*泊|1泊|一泊/u,
  ]],
];

const PER_AREA_PATTERNS: ReadonlyArray<readonly [PerAreaUnit, RegExp]> = [
  ['sqm', /\/\s*(?:m2|sqm|sq\.?\s?m|qm)(?![\p{L}\d])|per (?:sq\.?\s?m|square met(?:re|er))(?![\p{L}])|pro (?:qm|m2)(?![\p{L}\d])/iu],
  ['sqft', /\/\s*(?:sq\.?\s?ft|sqft|ft2)(?![\p{L}\d])|per (?:sq\.?\s?ft|square f(?:oo|ee)t)|(?<![\p{L}])psf(?![\p{L}])/iu],
  ['tsubo', /\/\s*坪|坪単価|坪あたり/u],
];

// Checked in this order; the first that matches names the kind of a price with an amount.
const KIND_PATTERNS: ReadonlyArray<readonly [PriceKind, readonly RegExp[]]> = [
  ['shared_ownership', [words('shared ownership')]],
  ['offers_over', [words('offers (?:over|in excess of|above)', 'in excess of', String.raw`o\.?i\.?e\.?o\.?`, String.raw`o\.?e\.?o\.?`)]],
  ['offers_in_region', [words('offers (?:in the region of|in region of|around)', String.raw`o\.?i\.?r\.?o\.?`)]],
  ['guide', [words('guide price', 'price guide', 'auction guide', 'guide')]],
  ['fixed', [words('fixed price', 'festpreis', 'precio fijo', 'prix fixe')]],
  ['from', [words('from', 'desde', 'ab', 'a partir de', 'à partir de', 'starting at', 'prices from'), /以上|から/u]],
  ['negotiable', [words('vb', 'verhandlungsbasis', 'verhandelbar', 'ono', String.raw`o\.n\.o\.?`, 'or nearest offer',
    'negociable', 'negotiable'), /応相談|相談可/u]],
  ['approximate', [words(String.raw`ca\.?`, 'circa', String.raw`approx\.?`, 'approximately', String.raw`aprox\.?`,
    'aproximadamente', 'around', 'etwa'), /約|円台|万台|億台/u]],
];

const ON_REQUEST = [
  words('poa', String.raw`p\.o\.a\.?`, 'price on (?:application|request)', 'price upon request', 'on application',
    'on request', 'preis auf anfrage', 'auf anfrage', 'a consultar', 'precio a consultar', 'consultar precio',
    'sob consulta', 'prix sur demande', 'su richiesta', 'contact agent', 'contact for price', 'call for price',
    'ask for price'),
  /要相談|応相談|相談|お?問い?合わ?せ/u,
];
const TO_BE_ANNOUNCED = [
  words('tba', 'tbc', 'to be (?:announced|confirmed|advised)', 'coming soon', 'prix à définir', 'precio por determinar'),
  /未定/u,
];

function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((p) => p.test(text));
}

function periodOf(text: string): PricePeriod | undefined {
  for (const [period, patterns] of PERIOD_PATTERNS) if (matchesAny(text, patterns)) return period;
  return undefined;
}

function perAreaOf(text: string): PerAreaUnit | undefined {
  for (const [unit, pattern] of PER_AREA_PATTERNS) if (pattern.test(text)) return unit;
  return undefined;
}

function fallbackCurrency(hint: PriceHint | undefined): string {
  const given = hint?.currency?.trim().toUpperCase();
  if (given && /^[A-Z]{3}$/.test(given)) return given;
  return countryCurrency(hintCountry(hint)) ?? NO_CURRENCY;
}

function withOptional(price: Price, period: PricePeriod | undefined, perArea: PerAreaUnit | undefined): Price {
  if (period) price.period = period;
  if (perArea) price.per_area_unit = perArea;
  return price;
}

/**
 * Reads a price as a listing shows it: "$1,250,000", "Offers over £300,000", "Guide price
 * £1.2m", "1.250.000,50 €", "1億2,000万円", "€1.200/mes", "POA". Never throws: text it
 * cannot read gives kind `unknown` with no amount, and `display_text` is always the input.
 */
export function parsePrice(text: string, hint?: PriceHint): Price {
  const display_text = typeof text === 'string' ? text : String(text ?? '');
  const folded = fold(display_text.slice(0, 1000));
  const lower = folded.toLowerCase();
  const read = readTokens(folded, numberConvention(hint), fallbackCurrency(hint));
  // Zero is every portal's placeholder for "no price"; it still tells the currency.
  const tokens = read.filter((t) => !isZero(t.value) && !t.suspect);

  // Amounts that name a currency (or a 万/億 unit) win over bare numbers. Bare numbers stand
  // only as the whole story ("450000", "250000 - 300000"): three of them are a phone number.
  const marked = tokens.filter((t) => t.currency !== undefined);
  const candidates = marked.length > 0 ? marked : read.length <= 2 && tokens.length === read.length ? tokens : [];
  const chosen = candidates[0];

  if (!chosen) {
    const kind: PriceKind = matchesAny(lower, ON_REQUEST) ? 'on_request' : matchesAny(lower, TO_BE_ANNOUNCED) ? 'to_be_announced' : 'unknown';
    const currency = read.find((t) => t.currency !== undefined)?.currency ?? fallbackCurrency(hint);
    return withOptional({ currency, kind, display_text }, periodOf(lower) ?? hint?.period, undefined);
  }

  // A range may have one end without a currency: "3,980～4,500万円", "£250,000 - 300,000".
  const at = tokens.indexOf(chosen);
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const gapIsRange = (a: Token, b: Token): boolean => RANGE_GAP.test(folded.slice(a.end, b.start));
  const pair: readonly [Token, Token] | undefined =
    before && gapIsRange(before, chosen) ? [before, chosen] : after && gapIsRange(chosen, after) ? [chosen, after] : undefined;
  const first = pair ? pair[0] : chosen;
  const last = pair ? pair[1] : chosen;

  let low = first.value;
  let high: Decimal | undefined;
  if (pair) {
    // A multiplier written once applies to both ends: "£1.2 - 1.5m", "3,980～4,500万円".
    if (first.power === undefined && last.power !== undefined && compare(first.value, last.value) <= 0) {
      low = shift(first.value, last.power);
    }
    high = last.value;
    if (compare(low, high) > 0) [low, high] = [high, low];
  }

  const following = candidates.find((t) => t.start >= last.end);
  // Period and per-area words belong to this amount, not to a later one ("£1,500 pcm (£346 pw)").
  const scope = folded.slice(0, following ? following.start : folded.length).toLowerCase();
  const period = periodOf(scope.slice(first.start)) ?? periodOf(scope) ?? hint?.period;
  const perArea = perAreaOf(scope.slice(first.start));
  const currency = first.currency ?? last.currency ?? fallbackCurrency(hint);
  const amount = formatDecimal(low);

  if (pair && high) {
    return withOptional({ amount, currency, kind: 'range', min: amount, max: formatDecimal(high), display_text }, period, perArea);
  }

  let kind: PriceKind = 'asking';
  for (const [k, patterns] of KIND_PATTERNS) {
    if (matchesAny(lower, patterns)) {
      kind = k;
      break;
    }
  }
  // "3,980万円～" with nothing after the tilde, and Zillow's "$1,995+/mo": prices start there.
  const tail = folded.slice(first.end);
  if (kind === 'asking' && (/~\s*(?:\([^)]*\))?\s*$/.test(tail) || /^\s?\+/.test(tail))) kind = 'from';
  const price: Price = { amount, currency, kind, display_text };
  if (kind === 'from') price.min = amount;
  return withOptional(price, period, perArea);
}

export interface PriceOptions {
  kind?: PriceKind;
  period?: PricePeriod;
  per_area_unit?: PerAreaUnit;
  /** The text the source showed; defaults to the amount as given. */
  display_text?: string;
}

/**
 * A Price from a number the source gave in its data (Zillow's `"price": 1250000`). Amounts
 * that are not finite and non-negative, and zero (a placeholder on every portal), give kind
 * `unknown` with no amount.
 */
export function priceFromAmount(amount: number | string | bigint, currency: string, options: PriceOptions = {}): Price {
  const display_text = options.display_text ?? String(amount);
  const decimal = toDecimalString(amount);
  const code = currency.trim().toUpperCase();
  const price: Price = {
    currency: /^[A-Z]{3}$/.test(code) ? code : NO_CURRENCY,
    kind: 'unknown',
    display_text,
  };
  if (decimal !== undefined && decimal !== '0') {
    price.amount = decimal;
    price.kind = options.kind ?? 'asking';
  }
  if (options.period) price.period = options.period;
  if (options.per_area_unit) price.per_area_unit = options.per_area_unit;
  return price;
}
