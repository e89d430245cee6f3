/**
 * Room counts and layouts as listings state them → bedrooms, rooms, bathrooms and a layout
 * string. Each market counts differently, and a count the text does not give is left out
 * rather than guessed: "4 Zimmer" says nothing certain about bedrooms.
 */
import { hintCountry, type LocaleHint } from './locale.js';
import { fold } from './text.js';

export interface Rooms {
  /** Rooms meant for sleeping; 0 for a studio. */
  bedrooms?: number;
  /** Main rooms: bedrooms plus living rooms, without kitchen, bathrooms and halls (German Zimmer, French pièces). */
  rooms?: number;
  /** Bathrooms; Zillow's "2.5 ba" counts a half bath (toilet and basin) as 0.5. */
  bathrooms?: number;
  /** The source's layout designation, normalised: "3LDK", "2SLDK", "1R", "T3", "T3+1", "3.5 Zimmer". */
  layout?: string;
}

/**
 * A Japanese 間取り: the number of rooms, then S (サービスルーム/納戸, a room too dark to count
 * as habitable by law), L (living), D (dining), K (kitchen), or R (one-room).
 */
export interface JapaneseLayout {
  /** The leading number: rooms besides the L/D/K. */
  count: number;
  service_room: boolean;
  living: boolean;
  dining: boolean;
  kitchen: boolean;
  /** Canonical form: count, then S, then the letters: "2SLDK" (also for "2LDK+S"). */
  layout: string;
}

const JP_LAYOUT = /(?<![A-Za-z\d])(\d{1,2})\s?(S?)(LDK|SLDK|DK|SDK|LK|K|R|L)(?:\s?\+\s?(S|納戸|サービスルーム))?(?![A-Za-z])/u;

/** Reads "3LDK", "2SLDK", "2LDK+S（納戸）", "1R", "ワンルーム"; undefined when there is none. */
export function parseJapaneseLayout(text: string): JapaneseLayout | undefined {
  const folded = fold(text);
  if (/ワンルーム/u.test(folded)) {
    return { count: 1, service_room: false, living: false, dining: false, kitchen: false, layout: '1R' };
  }
  const m = JP_LAYOUT.exec(folded.toUpperCase());
  if (!m) return undefined;
  const [, digits = '', s = '', rawLetters = '', plus] = m;
  const count = Number(digits);
  const letters = rawLetters.replace('S', '');
  const service_room = s === 'S' || rawLetters.startsWith('S') || plus !== undefined;
  if (count < 1 || (letters === 'R' && (count !== 1 || service_room))) return undefined;
  return {
    count,
    service_room,
    living: letters.includes('L'),
    dining: letters.includes('D'),
    kitchen: letters.includes('K'),
    layout: `${count}${service_room ? 'S' : ''}${letters}`,
  };
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, ein: 1, eine: 1, zwei: 2, drei: 3, vier: 4, 'fünf': 5,
};
const COUNT = String.raw`(\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join('|')})`;

function countOf(raw: string): number | undefined {
  const lower = raw.toLowerCase();
  const n = NUMBER_WORDS[lower] ?? Number(lower.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

function find(text: string, pattern: RegExp): number | undefined {
  const m = pattern.exec(text);
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? undefined : countOf(raw);
}

const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}])`;
// Bedroom words: English, Spanish (idealista's "habitaciones" are bedrooms), Portuguese,
// French, Italian, German.
const BEDROOMS = new RegExp(
  String.raw`${B}${COUNT}\s?-?\s?(?:bed(?:room)?s?|bd|bds|bdrm?s?|br|habitaci(?:ó|o)n(?:es)?|hab\.?|dormitorios?|dorm\.?|quartos?|chambres?|camere(?: da letto)?|schlafzimmer)${E}` +
    String.raw`|${B}(?:bedrooms?|beds|schlafzimmer|habitaciones|dormitorios)\s?:?\s?(\d{1,2})(?!\d)`,
  'iu',
);
// Zimmer without a prefix: "Schlafzimmer" and "Badezimmer" are other counts.
const ROOMS = new RegExp(
  String.raw`${B}${COUNT}\s?-?\s?(?:zimmer|zi\.?|rooms?|pi(?:è|e)ces?|pzas?\.?|locali|ambientes|assoalhadas)${E}` +
    String.raw`|(?<![\p{L}])(?:zimmer|rooms|pi(?:è|e)ces|locali)\s?:?\s?(\d{1,2}(?:[.,]5)?)(?![\d])`,
  'iu',
);
const BATHROOMS = new RegExp(
  String.raw`${B}(\d{1,2}(?:[.,]\d)?|${Object.keys(NUMBER_WORDS).join('|')})\s?-?\s?(?:bath(?:room)?s?|ba|baños?|banos?|banheiros?|badezimmer|bäder|salles? de bains?|bagni)${E}` +
    String.raw`|${B}(?:bathrooms?|baths|badezimmer|baños)\s?:?\s?(\d{1,2}(?:[.,]\d)?)(?![\d])`,
  'iu',
);
const STUDIO = /(?<![\p{L}])(?:studio|estudio|monoambiente|loft-?studio|einzimmerwohnung|1-zimmer-appartement|apartamento estudio|bedsit|kitchenette|ワンルーム)(?![\p{L}])/iu;
const T_LAYOUT = /(?<![\p{L}\d])([TF])\s?(\d{1,2})(?:\s?\+\s?(\d))?(?![\p{L}\d])/u;

export type RoomsOptions = LocaleHint;

/**
 * Reads room counts from a layout or summary: "3LDK", "2K", "1R", "2SLDK", "4 Zimmer",
 * "3,5 Zimmer", "T3", "3 bed", "3 habitaciones", "Studio", "3 bds 2 ba". Returns only what
 * the text says; an empty object when it says nothing. Never throws.
 *
 * Counting rules (see the README):
 * - Japanese layouts: the number counts the rooms besides L/D/K; bedrooms = that number
 *   (1R and 1K too: the one room is where one sleeps); rooms = that number + 1 when there is
 *   a living room (L); S (納戸) counts for neither.
 * - T3/F3 (France, and by default): 3 main rooms without the kitchen → rooms 3, bedrooms
 *   unknown. With country PT, "T3" is tipologia: 3 bedrooms, "T3+1" one extra room.
 * - German Zimmer count main rooms (living room included): rooms only. Half rooms ("3,5
 *   Zimmer") are not whole rooms: rooms = 3 (the contract's rooms is an integer) and the
 *   layout keeps "3.5 Zimmer".
 * - Spanish "habitaciones"/"dormitorios", English "bed", Portuguese "quartos", French
 *   "chambres" are bedrooms.
 */
export function parseRooms(text: string, options: RoomsOptions = {}): Rooms {
  const folded = fold(typeof text === 'string' ? text.slice(0, 1000) : '');
  const out: Rooms = {};

  const jp = parseJapaneseLayout(folded);
  if (jp) {
    out.bedrooms = jp.count;
    out.rooms = jp.count + (jp.living ? 1 : 0);
    out.layout = jp.layout;
  }

  const t = jp ? null : T_LAYOUT.exec(folded);
  if (t) {
    const [, letter = 'T', digits = '', extra] = t;
    const n = Number(digits);
    out.layout = `${letter}${n}${extra !== undefined ? `+${extra}` : ''}`;
    if (hintCountry(options) === 'PT' && letter === 'T') out.bedrooms = n;
    else out.rooms = Math.max(n, 1); // T1 and T0 are both one main room
  }

  const bedrooms = find(folded, BEDROOMS);
  if (bedrooms !== undefined && Number.isInteger(bedrooms)) out.bedrooms = bedrooms;

  const rooms = find(folded, ROOMS);
  if (rooms !== undefined) {
    out.rooms = Math.floor(rooms);
    if (!Number.isInteger(rooms)) out.layout ??= `${rooms} Zimmer`;
  }

  const bathrooms = find(folded, BATHROOMS);
  if (bathrooms !== undefined) out.bathrooms = bathrooms;

  if (!jp && STUDIO.test(folded)) {
    out.bedrooms ??= 0;
    out.rooms ??= 1;
  }
  return out;
}
