/**
 * Addresses → the contract's Address: whitespace and postal codes cleaned per country, a
 * display line in the country's order, and the source's text kept in `original_text`.
 * Cleanup is light on purpose: nothing is geocoded or spelled differently.
 */
import { normalizeCountry } from './locale.js';
import { clean } from './text.js';

export interface Address {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** One display line in the country's own order. */
  formatted: string;
  line1?: string;
  unit?: string;
  city?: string;
  region?: string;
  postal_code?: string;
  /** The source's text, unchanged (or its parts joined with ", " when it gave parts). */
  original_text: string;
}

/** What a source gives; any subset. */
export interface AddressParts {
  /** The address as one line, as the source shows it ("Flat 2, 10 High Street, London SW1A 1AA"). */
  text?: string;
  /** Street line; built from `street` and `house_number` when absent. */
  line1?: string;
  street?: string;
  house_number?: string | number;
  /** Flat, floor, suite: "Flat 2", "3º B", "Apt 4B", "101号室". */
  unit?: string;
  city?: string;
  /** State, county, province, Bundesland, prefecture. */
  region?: string;
  postal_code?: string | number;
}

const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'puerto rico': 'PR', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN',
  texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY',
};
const US_STATE_CODES = new Set(Object.values(US_STATES));

// Countries that write the house number after the street ("Hauptstraße 5", "Calle Mayor 10").
const NUMBER_AFTER_STREET = new Set(['DE', 'ES', 'AT', 'CH', 'IT', 'NL', 'BE', 'PT', 'DK', 'SE', 'NO', 'PL', 'CZ']);

/**
 * A postal code in its country's canonical form, or undefined when it is not one:
 * US "12345" / "12345-6789" (four-digit input regains its leading zero); GB upper case with
 * one space ("SW1A 1AA"), or an outward code alone ("SW1A"); ES and DE five digits
 * (leading zero restored); JP "123-4567" (the 〒 mark is not part of the code).
 */
export function normalizePostalCode(code: string | number, country: string): string | undefined {
  const c = normalizeCountry(country);
  const raw = String(code).normalize('NFKC').trim().toUpperCase();
  if (raw === '') return undefined;
  const compact = raw.replace(/[\s-]/g, '');
  switch (c) {
    case 'US': {
      if (/^\d{9}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
      if (/^\d{3,5}$/.test(compact)) return compact.padStart(5, '0');
      return undefined;
    }
    case 'GB': {
      const full = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
      if (full) return `${full[1]} ${full[2]}`;
      if (compact === 'GIR0AA') return 'GIR 0AA';
      return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact) ? compact : undefined;
    }
    case 'ES': {
      if (!/^\d{4,5}$/.test(compact)) return undefined;
      const padded = compact.padStart(5, '0');
      const province = Number(padded.slice(0, 2));
      return province >= 1 && province <= 52 ? padded : undefined;
    }
    case 'DE': {
      const digits = compact.replace(/^D(?=\d)/, '');
      if (!/^\d{4,5}$/.test(digits)) return undefined;
      const padded = digits.padStart(5, '0');
      return padded >= '01001' ? padded : undefined;
    }
    case 'FR':
    case 'IT':
      return /^\d{5}$/.test(compact) ? compact : undefined;
    case 'PT': {
      const pt = /^(\d{4})(\d{3})?$/.exec(compact);
      return pt ? (pt[2] ? `${pt[1]}-${pt[2]}` : pt[1]) : undefined;
    }
    case 'JP': {
      const jp = /^〒?(\d{3})(\d{4})$/.exec(compact);
      return jp ? `${jp[1]}-${jp[2]}` : undefined;
    }
    default:
      return /^[A-Z\d][A-Z\d -]{1,9}$/.test(raw) ? raw.replace(/\s+/g, ' ') : undefined;
  }
}

// Postal codes inside one-line text, per country; the last match is taken (codes end addresses,
// house numbers start them), except in Japan where the code leads.
const POSTAL_IN_TEXT: Readonly<Record<string, RegExp>> = {
  US: /(?<![\d-])(\d{5}(?:-\d{4})?)(?![\d-])/g,
  GB: /(?<![A-Z\d])([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?$)(?![A-Z\d])/gi,
  ES: /(?<!\d)(\d{5})(?!\d)/g,
  DE: /(?<!\d)(\d{5})(?!\d)/g,
  FR: /(?<!\d)(\d{5})(?!\d)/g,
  IT: /(?<!\d)(\d{5})(?!\d)/g,
  JP: /〒\s?(\d{3}-?\d{4})|(?<!\d)(\d{3}-\d{4})(?!\d)/g,
};

function postalFromText(text: string, country: string): string | undefined {
  const pattern = POSTAL_IN_TEXT[country];
  if (!pattern) return undefined;
  const matches = [...text.matchAll(pattern)];
  const m = country === 'JP' ? matches[0] : matches[matches.length - 1];
  const found = m?.[1] ?? m?.[2];
  return found === undefined ? undefined : normalizePostalCode(found, country);
}

// 都道府県, then a city: X市 (with a ward in designated cities), X郡Y町/村, or a Tokyo ward.
const JP_PREFECTURE = /^(東京都|北海道|(?:京都|大阪)府|[^\s\d]{2,3}?県)/u;
const JP_CITY = /^([^\s\d]+?郡[^\s\d]+?[町村]|[^\s\d]+?市(?:[^\s\d]{1,4}?区)?|[^\s\d]+?[区町村])/u;

interface Split {
  region?: string;
  city?: string;
  rest?: string;
}

/** "東京都港区六本木6-10-1" → region 東京都, city 港区, rest 六本木6-10-1. */
function splitJapanese(text: string): Split {
  let rest = text.replace(/^〒?\s?\d{3}-?\d{4}\s?/u, '');
  const out: Split = {};
  const pref = JP_PREFECTURE.exec(rest);
  if (pref?.[1]) {
    out.region = pref[1];
    rest = rest.slice(pref[1].length);
  }
  const city = JP_CITY.exec(rest);
  if (city?.[1]) {
    out.city = city[1];
    rest = rest.slice(city[1].length);
  }
  const trimmed = rest.trim();
  if (trimmed) out.rest = trimmed;
  return out;
}

/** "123 Main St, Springfield, IL 62701" and "Calle Mayor 10, 28013 Madrid". */
function splitWestern(text: string, country: string): Split {
  if (country === 'US') {
    const m = /^(.+?),\s*([^,]+),\s*([A-Za-z]{2})\s+\d{5}(?:-\d{4})?$/.exec(text);
    if (m) return { rest: m[1], city: m[2], region: m[3] };
  }
  if (country === 'DE' || country === 'ES' || country === 'FR' || country === 'IT') {
    const m = /^(.+?),\s*\d{5}\s+([^,]+?)(?:,\s*([^,]+))?$/.exec(text);
    if (m) return { rest: m[1], city: m[2], ...(m[3] ? { region: m[3] } : {}) };
  }
  return {};
}

function normalizeRegion(region: string | undefined, country: string): string | undefined {
  if (!region) return undefined;
  if (country === 'US') {
    const upper = region.toUpperCase();
    if (US_STATE_CODES.has(upper)) return upper;
    return US_STATES[region.toLowerCase()] ?? region;
  }
  return region;
}

function joinLine1(street: string | undefined, number: string | undefined, country: string): string | undefined {
  if (!street) return number;
  if (!number) return street;
  if (country === 'JP') return `${street}${number}`;
  return NUMBER_AFTER_STREET.has(country) ? `${street} ${number}` : `${number} ${street}`;
}

function sameText(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

function format(a: Omit<Address, 'formatted' | 'original_text'>): string {
  const { country, line1, unit, city, postal_code } = a;
  // A region equal to its city ("Madrid, Madrid") says nothing twice.
  const region = sameText(a.region, city) ? undefined : a.region;
  const parts = (...xs: Array<string | undefined>): string =>
    xs.filter((x): x is string => x !== undefined && x !== '').join(', ');
  const glue = (...xs: Array<string | undefined>): string | undefined =>
    xs.filter((x) => x !== undefined && x !== '').join(' ') || undefined;
  switch (country) {
    case 'US':
      return parts(glue(line1, unit), city, glue(region, postal_code));
    case 'GB':
      return parts(unit, line1, city, region, postal_code);
    case 'DE':
    case 'AT':
    case 'CH':
      // German addresses carry no Bundesland; `region` keeps it.
      return parts(line1, unit, glue(postal_code, city));
    case 'ES':
    case 'FR':
    case 'IT':
    case 'PT':
      return parts(line1, unit, glue(postal_code, city), region);
    case 'JP': {
      // Largest to smallest, written together, after the postal mark.
      const body = `${region ?? ''}${city ?? ''}${line1 ?? ''}`;
      return glue(postal_code ? `〒${postal_code}` : undefined, body || undefined, unit) ?? '';
    }
    default:
      return parts(line1, unit, city, glue(region, postal_code));
  }
}

/**
 * Cleans an address a source gave as parts, one line of text, or both. Parts win over what
 * is read from the text; from text alone only the safe pieces are taken (the postal code;
 * prefecture and city in Japan; "City, ST 12345" in the US; "12345 City" in Germany and Spain).
 * `formatted` falls back to the cleaned text when there is no street line to build one from.
 */
export function normalizeAddress(parts: AddressParts, country: string): Address {
  const cc = normalizeCountry(country) ?? country.trim().toUpperCase();
  const form = cc === 'JP' ? 'NFKC' : 'NFC'; // full-width digits are common in Japanese addresses
  const tidy = (s: string | number | undefined): string | undefined =>
    clean(s === undefined ? undefined : String(s), form)
      // One hyphen: Japanese addresses mix −, ‐ and ー-like dashes in block numbers.
      ?.replace(/[\u2010-\u2015\u2212\uff0d]/g, '-')
      .replace(/^[,;\s]+|[,;\s]+$/g, '') || undefined;

  const text = tidy(parts.text);
  const fromText: Split = text ? (cc === 'JP' ? splitJapanese(text) : splitWestern(text, cc)) : {};
  const given = {
    line1: tidy(parts.line1) ?? joinLine1(tidy(parts.street), tidy(parts.house_number), cc),
    unit: tidy(parts.unit),
    city: tidy(parts.city),
    region: tidy(parts.region),
  };
  const rawPostal = tidy(parts.postal_code);
  const postal_code =
    (rawPostal ? normalizePostalCode(rawPostal, cc) ?? rawPostal.toUpperCase() : undefined) ??
    (text ? postalFromText(text, cc) : undefined);

  const line1 = given.line1 ?? fromText.rest;
  const city = given.city ?? fromText.city;
  const region = normalizeRegion(given.region ?? fromText.region, cc);
  const fields = {
    country: cc,
    ...(line1 ? { line1 } : {}),
    ...(given.unit ? { unit: given.unit } : {}),
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(postal_code ? { postal_code } : {}),
  };
  const built = format(fields);
  const formatted = line1 === undefined && text !== undefined ? text : built;

  const original_text =
    parts.text ??
    [parts.line1, [parts.street, parts.house_number].filter((x) => x !== undefined).join(' '), parts.unit,
      parts.city, parts.region, parts.postal_code]
      .filter((x) => x !== undefined && String(x).trim() !== '')
      .map(String)
      .join(', ');
  return { ...fields, formatted, original_text };
}

// "Plot 23, Becketts Park Drive, …": a UK new build's ad leads with the developer's plot number.
const PLOT = /^\s*plot\s+(\d{1,4}[a-z]?)\s*(?:,|$)/i;

/** The plot number a new build's display address leads with ("Plot 23, …" → "23"), as Rightmove and Zoopla show it; undefined for any other address. */
export function plotOfDisplayAddress(displayAddress: string | undefined): string | undefined {
  const found = displayAddress === undefined ? null : PLOT.exec(displayAddress);
  return found ? (found[1] as string).toUpperCase() : undefined;
}

/** The display address without its plot lead ("Plot 23, Becketts Park Drive, …" → "Becketts Park Drive, …"): a plot is no part of the postal address. */
export function withoutPlot(displayAddress: string | undefined): string | undefined {
  if (displayAddress === undefined) return undefined;
  const found = PLOT.exec(displayAddress);
  return found ? displayAddress.slice(found[0].length).trim() || undefined : displayAddress;
}
