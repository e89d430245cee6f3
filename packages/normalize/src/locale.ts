/**
 * Country and number-format knowledge shared by the parsers: which character separates
 * decimals, which currency a country prices in, and how to read "1.250.000,50".
 */
import { decimalFromDigits, type Decimal } from './decimal.js';

/** Where a caller knows the market: an ISO 3166 country, a BCP 47 locale, or both. */
export interface LocaleHint {
  /** ISO 3166-1 alpha-2 (alpha-3 and "UK" are accepted). */
  country?: string;
  /** BCP 47, e.g. "de-DE"; wins over `country` for the number format. */
  locale?: string;
}

export type NumberConvention = 'dot_decimal' | 'comma_decimal';

const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  UK: 'GB', GBR: 'GB', USA: 'US', ESP: 'ES', DEU: 'DE', JPN: 'JP', FRA: 'FR', ITA: 'IT',
  PRT: 'PT', AUT: 'AT', CHE: 'CH', NLD: 'NL', BEL: 'BE', IRL: 'IE', CAN: 'CA', AUS: 'AU',
};

/** ISO 3166-1 alpha-2, upper case, or undefined when the input is not a country code. */
export function normalizeCountry(input: string | undefined | null): string | undefined {
  if (!input) return undefined;
  const code = input.trim().toUpperCase();
  const aliased = COUNTRY_ALIASES[code] ?? code;
  return /^[A-Z]{2}$/.test(aliased) ? aliased : undefined;
}

const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', GB: 'GBP', ES: 'EUR', DE: 'EUR', JP: 'JPY', FR: 'EUR', IT: 'EUR', PT: 'EUR',
  AT: 'EUR', NL: 'EUR', BE: 'EUR', IE: 'EUR', CH: 'CHF', CA: 'CAD', AU: 'AUD',
};

export function countryCurrency(country: string | undefined): string | undefined {
  const c = normalizeCountry(country);
  return c ? COUNTRY_CURRENCY[c] : undefined;
}

// Countries writing "1.250.000,50". The rest of the five platforms' markets (US, GB, JP)
// write "1,250,000.50"; Switzerland writes 1'250'000.50.
const COMMA_DECIMAL = new Set([
  'DE', 'ES', 'FR', 'IT', 'PT', 'AT', 'NL', 'BE', 'BR', 'AR', 'CL', 'CO', 'DK', 'NO', 'SE',
  'FI', 'PL', 'CZ', 'TR', 'GR', 'RU', 'ID', 'LU',
]);

const localeCache = new Map<string, NumberConvention | undefined>();

function conventionOfLocale(locale: string): NumberConvention | undefined {
  if (localeCache.has(locale)) return localeCache.get(locale);
  let result: NumberConvention | undefined;
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    result = decimal?.value === ',' ? 'comma_decimal' : decimal?.value === '.' ? 'dot_decimal' : undefined;
  } catch {
    result = undefined; // an invalid tag is a missing hint, not an error
  }
  localeCache.set(locale, result);
  return result;
}

export function numberConvention(hint: LocaleHint | undefined): NumberConvention | undefined {
  if (!hint) return undefined;
  if (hint.locale) {
    const fromLocale = conventionOfLocale(hint.locale);
    if (fromLocale) return fromLocale;
  }
  const country = normalizeCountry(hint.country);
  if (!country) return undefined;
  return COMMA_DECIMAL.has(country) ? 'comma_decimal' : 'dot_decimal';
}

/** The country of a hint: `country`, else the region subtag of `locale`. */
export function hintCountry(hint: LocaleHint | undefined): string | undefined {
  if (!hint) return undefined;
  const direct = normalizeCountry(hint.country);
  if (direct) return direct;
  const region = hint.locale ? /[-_]([A-Za-z]{2})(?:[-_]|$)/.exec(hint.locale)?.[1] : undefined;
  return normalizeCountry(region);
}

/**
 * Reads a digit string with separators ("1.250.000,50", "1,200", "82,5", "1'250'000").
 *
 * Rules, in order: both '.' and ',' present → the later one is the decimal mark; one mark
 * repeated → thousands; a single mark → the locale's decimal mark is decimal, otherwise it
 * is a thousands mark when exactly three digits follow (nobody prices to a thousandth) unless
 * `preferDecimal` (after "m", "k", "Mio": "£1.250m" is one and a quarter million).
 */
export function readNumber(raw: string, convention?: NumberConvention, preferDecimal = false): Decimal | undefined {
  const s = raw.replace(/['\s]/g, '');
  if (!/^\d[\d.,]*\d$|^\d$/.test(s)) return undefined;
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimalMark: '.' | ',' | undefined;
  if (dots > 0 && commas > 0) {
    decimalMark = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  } else if (dots + commas === 1) {
    const mark = dots === 1 ? '.' : ',';
    const digitsAfter = s.length - s.indexOf(mark) - 1;
    const localeDecimal = convention === 'comma_decimal' ? ',' : convention === 'dot_decimal' ? '.' : undefined;
    if (mark === localeDecimal) decimalMark = mark;
    else decimalMark = digitsAfter === 3 && !preferDecimal ? undefined : mark;
  }
  if (decimalMark === undefined) return decimalFromDigits(s.replace(/[.,]/g, ''));
  const at = s.lastIndexOf(decimalMark);
  const intPart = s.slice(0, at);
  const fracPart = s.slice(at + 1);
  if (intPart.includes(decimalMark)) return undefined; // "1,2,5.5": two decimal marks
  return decimalFromDigits(intPart.replace(/[.,]/g, ''), fracPart);
}
