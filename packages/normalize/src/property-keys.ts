/**
 * The keys that place a public record, and a listing, on one property. A property's id is
 * derived from the strongest key its country has, so every record carrying that key lands on
 * the same `prp_…` in every process and on every replay, without a lookup:
 * - GB: full postcode + PAON + SAON + street, as HM Land Registry writes them;
 * - US (New York City): borough-block-lot;
 * - ES: the 20-character cadastral reference (a unit; the 14-character parcel is a building);
 * - elsewhere, and where those are missing: the normalised street address with its house number.
 * JP records (MLIT) name a district, never a building: they have no property key and stay
 * unplaced rather than being forced onto one.
 */
import { makeId } from './ids.js';
import { postalDistrict } from './market.js';

export interface PlaceKeys {
  country: string;
  address?: { line1?: string | undefined; unit?: string | undefined; postal_code?: string | undefined; city?: string | undefined } | undefined;
  gb?: { postcode: string; paon?: string | undefined; saon?: string | undefined; street?: string | undefined } | undefined;
  us_nyc?: { bbl: string } | undefined;
  es?: { cadastral_reference: string } | undefined;
  jp?: { municipality_code: string } | undefined;
}

/** Which key placed a record; also the `match_method` resolveProperty reports. */
export type PlacementMethod = 'gb_postcode_paon' | 'nyc_bbl' | 'es_cadastral_reference' | 'address';

export interface Placement {
  propertyId: string;
  method: PlacementMethod;
  /** The key's parts, for logs and tests. */
  key: readonly string[];
}

// Street types as the sources abbreviate them (ACRIS writes STREET, zillow St): one spelling each.
const STREET_TYPES: Readonly<Record<string, string>> = {
  st: 'street', str: 'street', rd: 'road', ave: 'avenue', av: 'avenue', blvd: 'boulevard', dr: 'drive', ln: 'lane', pl: 'place',
  ct: 'court', sq: 'square', ter: 'terrace', terr: 'terrace', pkwy: 'parkway', hwy: 'highway', cres: 'crescent', gdns: 'gardens',
};
const DIRECTIONS: Readonly<Record<string, string>> = { n: 'north', s: 'south', e: 'east', w: 'west' };

/** Lower case, accents dropped, compatibility forms folded, words of letters and digits only. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/**
 * Spanish street types, as Catastro codes them (tipo de vía: `CL`, `AV`, `PZ`, `PS` …) and as
 * addresses spell them in Spanish and Catalan (`Calle`, `Carrer`, `Avinguda` …), accents dropped.
 * Catastro writes `CL ALCALA 120` where a listing writes `Calle de Alcalá, 120`: the type is said
 * in one of many ways or not at all, so a Spanish key leaves it out and keeps the name alone.
 */
const ES_STREET_TYPES: ReadonlySet<string> = new Set([
  // Catastro's codes.
  'cl', 'av', 'avda', 'pz', 'pza', 'ps', 'cr', 'ctra', 'cm', 'rd', 'tr', 'gl', 'rb', 'ur', 'bv', 'al', 'gv', 'pj', 'cj', 'cu', 'pg', 'lg', 'pr', 'sd', 'tv', 'vr',
  // Their spelled forms.
  'calle', 'carrer', 'avenida', 'avinguda', 'plaza', 'placa', 'paseo', 'passeig', 'ronda', 'travesia', 'travessera', 'travessia', 'glorieta', 'camino', 'cami',
  'carretera', 'rambla', 'urbanizacion', 'urbanitzacio', 'bulevar', 'alameda', 'pasaje', 'passatge', 'callejon', 'cuesta', 'poligono', 'lugar', 'prolongacion', 'senda', 'vereda', 'via',
]);
/** Street types of two words; left out only when a name follows (Palma's `Passeig Marítim` is a name). */
const ES_STREET_TYPE_PAIRS: ReadonlySet<string> = new Set(['gran via', 'paseo maritimo', 'passeig maritim']);
/** Linking words Catastro leaves out of names (`Calle del General Ricardos` → `GENERAL RICARDOS`); `d'`/`l'` split to `d`/`l`. */
const ES_LINKING_WORDS: ReadonlySet<string> = new Set(['de', 'del', 'dels', 'la', 'las', 'los', 'el', 'els', 'les', 'd', 'l']);

/** A Spanish street's name words: without its leading type (when a name follows) and without linking words. */
function spanishStreetWords(words: readonly string[]): string[] {
  let rest = [...words];
  if (rest.length > 2 && ES_STREET_TYPE_PAIRS.has(`${rest[0]} ${rest[1]}`)) rest = rest.slice(2);
  else if (rest.length > 1 && ES_STREET_TYPES.has(rest[0] as string)) rest = rest.slice(1);
  const named = rest.filter((w) => !ES_LINKING_WORDS.has(w));
  return named.length > 0 ? named : rest;
}

/**
 * A street name however it is written: "ABBEVILLE ROAD", "Abbeville Rd" and "abbeville road"
 * agree; house numbers and unit words are dropped ("12 Abbeville Road" → "abbeville road"). In
 * Spain (`country` `ES`) the street type and linking words are dropped too, so Catastro's
 * `CL ALCALA 120` and a listing's `Calle de Alcalá, 120` agree on "alcala"; English street-type
 * abbreviations are not applied there (`RD` is a ronda, not a road).
 */
export function streetKey(text: string | undefined, country?: string): string {
  if (!text) return '';
  // A house number (`12`, `12a`) is not part of the street; an ordinal street (`86th`) is.
  const words = wordsOf(text).filter((word) => !/^\d+[a-z]?$/.test(word));
  if (country?.toUpperCase() === 'ES') return spanishStreetWords(words).join(' ');
  // A unit after the street (zillow's `4152 W 110th St APT 7A`) is the home's, not the street's.
  const unitAt = words.findIndex((word, i) => i > 0 && UNIT_DESIGNATORS.has(word));
  return (unitAt === -1 ? words : words.slice(0, unitAt)).map((word) => STREET_TYPES[word] ?? DIRECTIONS[word] ?? word).join(' ');
}

/** Words that introduce a unit after the street in a US street line (`APT 7A`, `UNIT 2929`, `STE 4`). */
const UNIT_DESIGNATORS: ReadonlySet<string> = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'rm', 'room', 'ph']);
const LINE_UNIT = /(?:\b(?:apt|apartment|unit|ste|suite|rm|room|ph)\.?\s*|#\s*)([0-9a-z][0-9a-z-]*)\s*$/iu;

/** The unit a street line ends with ("4152 W 110th St APT 7A" → "7A", "3103 Main Hwy #302" → "302"), or undefined. */
export function unitOfLine(line1: string | undefined): string | undefined {
  return line1 ? LINE_UNIT.exec(line1.normalize('NFKC').trim())?.[1] : undefined;
}

/** The first house number of a street line ("12A Abbeville Road" → "12a", "Calle Mayor, 10" → "10"), or ''. */
export function houseNumber(text: string | undefined): string {
  if (!text) return '';
  for (const word of wordsOf(text)) {
    const m = /^(\d+)([a-z]?)$/.exec(word);
    if (m) return `${Number(m[1])}${m[2] ?? ''}`;
  }
  return '';
}

/** A unit's numbers and letters run together ("Flat 3", "FLAT 3", "Apt #3" → "3"; "Flat A" → "a"), or ''. */
export function unitKey(text: string | undefined): string {
  if (!text) return '';
  return wordsOf(text)
    .filter((w) => /\d/.test(w) || w.length === 1)
    .join('');
}

/** A postal code without spaces or dashes, upper case; '' when none. */
export function compactPostalCode(code: string | undefined): string {
  return (code ?? '').normalize('NFKC').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const BBL = /^[1-5]\d{9}$/;
const CADASTRAL_UNIT = /^[0-9A-Z]{20}$/;

/**
 * Where a record belongs: the property its strongest key names, or undefined when its keys
 * single out no one property (a district, a street without a house number, a parcel of flats).
 */
export function placeRecord(keys: PlaceKeys): Placement | undefined {
  const country = keys.country.toUpperCase();
  if (country === 'GB' && keys.gb) {
    const postcode = compactPostalCode(keys.gb.postcode);
    const paon = unitKey(keys.gb.paon) || wordsOf(keys.gb.paon ?? '').join(' ');
    if (postcode !== '' && paon !== '') {
      const key = ['GB', postcode, paon, unitKey(keys.gb.saon) || wordsOf(keys.gb.saon ?? '').join(' '), streetKey(keys.gb.street)];
      return { propertyId: makeId('prp', ...key), method: 'gb_postcode_paon', key };
    }
  }
  if (country === 'US' && keys.us_nyc && BBL.test(keys.us_nyc.bbl)) {
    const key = ['US', 'nyc_bbl', keys.us_nyc.bbl];
    return { propertyId: makeId('prp', ...key), method: 'nyc_bbl', key };
  }
  if (country === 'ES' && keys.es && CADASTRAL_UNIT.test(keys.es.cadastral_reference.toUpperCase())) {
    const key = ['ES', 'catastro', keys.es.cadastral_reference.toUpperCase()];
    return { propertyId: makeId('prp', ...key), method: 'es_cadastral_reference', key };
  }
  const a = keys.address;
  const number = houseNumber(a?.line1);
  const street = streetKey(a?.line1, country);
  const postal = compactPostalCode(a?.postal_code);
  if (a && number !== '' && street !== '' && postal !== '') {
    const key = [country, 'address', postal, street, number, unitKey(a.unit)];
    return { propertyId: makeId('prp', ...key), method: 'address', key };
  }
  return undefined;
}

/**
 * The key that brings a listing and the records of its street together: country, the street's
 * neighbourhood (GB postcode district, US ZIP, else the postal code) and street name. Portals
 * often hide the house number (rightmove shows street, town and postcode, sometimes only the
 * postcode district), so the link is decided among the records sharing this key (`linkListing`),
 * by full postcode, house number, flat and type where the listing states them.
 */
export function streetLinkKey(country: string, postalCode: string | undefined, line1: string | undefined, city?: string): string | undefined {
  const area = country.toUpperCase() === 'ES' ? spanishTownKey(city) : comparablesAreaKey({ country, postalCode });
  const street = streetKey(line1, country);
  if (area === undefined || street === '') return undefined;
  return `${area}|${street}`;
}

/**
 * A Spanish street's neighbourhood is its town: idealista shows no postcode (Catastro always
 * does), and both name the town (`ALICANTE/ALACANT` as Catastro writes it in both languages,
 * `Alicante` on the listing: the first name is kept).
 */
function spanishTownKey(city: string | undefined): string | undefined {
  const town = wordsOf(city?.split('/')[0] ?? '').join(' ');
  return town === '' ? undefined : `ES|${town}`;
}

/** A record-property beside a listing's street: what tells it from its neighbours. */
export interface LinkCandidate {
  propertyId: string;
  /** Full postal code, compact (`SW40AB`); '' when unknown. */
  postalCode: string;
  /** Service vocabulary (`apartment`, `townhouse` …); '' when the records do not say. */
  propertyType: string;
  houseNumber: string;
  unit: string;
  /** The dwelling's own area in m², when the records state it (Catastro does, Price Paid does not). */
  areaSqm?: number | undefined;
}

/** What a listing says of its home that a record can contradict. */
export interface LinkSubject {
  /** Compact; a GB postcode district alone (`SW4`) or '' says nothing beyond the link key. */
  postalCode: string;
  propertyType: string;
  houseNumber: string;
  unit: string;
  /** The living area the listing states, in m². */
  areaSqm?: number | undefined;
}

export interface Link {
  propertyId: string;
  /** `address` when the house number agreed; `postcode_street_type` when postcode, street and type alone left one property. */
  method: 'address' | 'postcode_street_type';
  confidence: number;
}

const FAMILIES: Readonly<Record<string, string>> = {
  apartment: 'flat', condo: 'flat', co_op: 'flat', studio: 'flat', penthouse: 'flat', duplex: 'flat', loft: 'flat',
  house: 'detached', detached: 'detached', bungalow: 'detached', villa: 'detached', single_family: 'detached',
  semi_detached: 'semi', townhouse: 'terraced', terraced: 'terraced',
};

/** Two types agree when either is unknown or both fall in one family (a flat is never a house). */
function typesAgree(a: string, b: string): boolean {
  if (a === '' || b === '') return true;
  const fa = FAMILIES[a] ?? a;
  const fb = FAMILIES[b] ?? b;
  return fa === fb;
}

/** Within this share of each other, a listing's area and a record's describe one dwelling. */
const SAME_SIZE = 0.03;

/**
 * Among homes of one street and number the listing does not tell apart (a Spanish listing shows
 * no floor or door), the one whose recorded area is the listing's: the one stating the same
 * whole m², else the one within SAME_SIZE; kept only when every candidate states an area and
 * exactly one is found, else all are left (no link).
 */
function bySize(subject: LinkSubject, candidates: LinkCandidate[]): LinkCandidate[] {
  const area = subject.areaSqm;
  if (area === undefined || area <= 0 || candidates.some((c) => c.areaSqm === undefined)) return candidates;
  const exact = candidates.filter((c) => Math.round(c.areaSqm as number) === Math.round(area));
  if (exact.length === 1) return exact;
  const near = candidates.filter((c) => Math.abs((c.areaSqm as number) - area) <= area * SAME_SIZE);
  return near.length === 1 ? near : candidates;
}

/**
 * The one record-property among those of the listing's street that the listing describes, or
 * undefined. Whatever the listing states must agree (house number, unit, type family); when
 * more than one candidate is left the listing is not linked: several homes of one postcode and
 * street, of one type, cannot be told apart without a house number, and a wrong link would put
 * a neighbour's sale on the home.
 */
export function linkListing(subject: LinkSubject, candidates: readonly LinkCandidate[]): Link | undefined {
  // A GB outward code alone is already in the link key; only a full postcode tells homes apart.
  const fullPostal = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(subject.postalCode) || !/^[A-Z]{1,2}\d/.test(subject.postalCode) ? subject.postalCode : '';
  const fits = candidates.filter(
    (c) =>
      (fullPostal === '' || c.postalCode === '' || c.postalCode === fullPostal) &&
      typesAgree(subject.propertyType, c.propertyType) &&
      (subject.houseNumber === '' || c.houseNumber === '' || subject.houseNumber === c.houseNumber) &&
      (subject.unit === '' || c.unit === '' || subject.unit === c.unit),
  );
  let distinct = [...new Map(fits.map((c) => [c.propertyId, c])).values()];
  if (distinct.length > 1) distinct = bySize(subject, distinct);
  if (distinct.length !== 1) return undefined;
  const only = distinct[0] as LinkCandidate;
  if (subject.houseNumber !== '' && subject.houseNumber === only.houseNumber) return { propertyId: only.propertyId, method: 'address', confidence: subject.unit !== '' && subject.unit === only.unit ? 0.97 : 0.93 };
  return { propertyId: only.propertyId, method: 'postcode_street_type', confidence: subject.propertyType !== '' && only.propertyType !== '' ? 0.85 : 0.7 };
}

/** The place names of a JP district as MLIT writes them: 都道府県, 市区町村 (a designated city with its ward), 地区. */
export interface JapaneseArea {
  municipality_code?: string | undefined;
  prefecture?: string | undefined;
  municipality?: string | undefined;
  district_name?: string | undefined;
}

/**
 * The district (大字・町) of a Japanese street line: the town name before its chōme and block
 * numbers ("六本木6-10-1", "六本木３丁目", "西新宿三丁目5" → "六本木", "六本木", "西新宿"), or ''.
 * MLIT names a sale's district this way, without chōme.
 */
export function japaneseDistrict(line1: string | undefined): string {
  const text = (line1 ?? '').normalize('NFKC').trim();
  const m = /^(.+?)(?:[0-9〇一二三四五六七八九十]+丁目|[0-9]|$)/u.exec(text);
  return m?.[1]?.trim() ?? '';
}

/**
 * The neighbourhood a sale is a comparable in: the GB postcode district (`GB|SW4`), the US ZIP
 * (`US|10001`), another country's postal code, or a JP municipality and district (MLIT's own
 * level): by prefecture and municipality name where known (`JP|東京都港区|六本木`), so that a
 * listing's address, which names them but carries no municipality code, reaches the district's
 * sales; else by municipality code (`JP|13101|丸の内`). Undefined without one.
 */
export function comparablesAreaKey(place: { country: string; postalCode?: string | undefined; jp?: JapaneseArea | undefined }): string | undefined {
  const country = place.country.toUpperCase();
  if (place.jp) {
    const { prefecture, municipality, municipality_code: code, district_name: district } = place.jp;
    const name = prefecture && municipality ? `${prefecture}${municipality}`.normalize('NFKC') : undefined;
    if (name ?? code) return `JP|${name ?? code}|${(district ?? '').normalize('NFKC')}`;
  }
  if (!place.postalCode || compactPostalCode(place.postalCode) === '') return undefined;
  if (country === 'GB') return `GB|${postalDistrict('GB', place.postalCode)}`;
  const compact = compactPostalCode(place.postalCode);
  return `${country}|${country === 'US' ? compact.slice(0, 5) : compact}`;
}
