/**
 * Japan's cross-portal key (second-portals.md §7, Yoshiki-Watanabe-aiko/searching-for-houses
 * ADR 0012): the address to the 丁目, the layout, the area to 0.01 m² and the floor — all four
 * stated and equal, or no match. SUUMO stops its addresses at the 丁目 and HOME'S gives the 番地,
 * so the block is as far as both go; building names break cross-site matches (prefixes, full-width
 * letters, anonymous headings) and are never used; the area is exact on both portals, and
 * rounding it merged adjacent units (38.96 vs 38.97 m²) without adding a match; 築年月 and 総階数
 * disagree between portals and are left out (adding them lost a true match). A detached house has
 * no floor: its key names the block, the layout and the area, which a developer's identical
 * houses of one block share, so such a match stays below `matched`.
 */
import type { MatchEvidence } from './property-match-rules.js';

const KANJI_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 一 … 九十九 (丁目 numbers stay small). */
function kanjiNumber(text: string): number | undefined {
  if (!text.includes('十')) return text.length === 1 ? KANJI_DIGITS[text] : undefined;
  const [tens = '', ones = '', ...rest] = text.split('十');
  if (rest.length > 0) return undefined;
  const t = tens === '' ? 1 : KANJI_DIGITS[tens];
  const o = ones === '' ? 0 : KANJI_DIGITS[ones];
  return t === undefined || o === undefined ? undefined : t * 10 + o;
}

/**
 * The street line cut to the 丁目, as "town + number": "六本木3丁目12-5", "六本木三丁目12番5号",
 * "六本木３", "六本木3-12-5" → "六本木3"; a line naming no 丁目 ("中野") stays the town. Undefined
 * for an empty line.
 */
export function chomeOf(line1: string | null | undefined): { block: string; numbered: boolean } | undefined {
  const text = (line1 ?? '').normalize('NFKC').replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212ー－]/g, '-');
  if (text === '') return undefined;
  const digits = /^(.*?)(\d+)丁目/.exec(text);
  if (digits?.[1] !== undefined && digits[2] !== undefined) return { block: `${digits[1]}${Number(digits[2])}`, numbered: true };
  const kanji = /^(.*?)([一二三四五六七八九十]+)丁目/.exec(text);
  const n = kanji?.[2] === undefined ? undefined : kanjiNumber(kanji[2]);
  if (kanji?.[1] !== undefined && n !== undefined) return { block: `${kanji[1]}${n}`, numbered: true };
  const leading = /^(\D+?)(\d+)(?:[-番]|$)/.exec(text);
  if (leading?.[1] !== undefined && leading[2] !== undefined) return { block: `${leading[1]}${Number(leading[2])}`, numbered: true };
  return { block: text, numbered: false };
}

/** "3LDK", "3ＬＤＫ", "2SLDK" as one form; undefined for anything else. */
function layoutCode(layout: string | null | undefined): string | undefined {
  const code = (layout ?? '').normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  return /^\d{1,2}S?(?:LDK|DK|LK|K|R|L)$/.test(code) ? code : undefined;
}

/** The floor of "12階", "12階/14階建", "地下1階"; undefined without one. */
export function floorNumber(text: string | null | undefined): number | undefined {
  const m = /(地下|B)?(\d{1,3})\s*(?:階|F)(?!建)/i.exec((text ?? '').normalize('NFKC'));
  if (!m?.[2]) return undefined;
  return m[1] ? -Number(m[2]) : Number(m[2]);
}

/** What the key is made of, as facts and rows carry it. */
export interface JapaneseKeyInput {
  country: string;
  /** Normalized city (ward included: 港区, 横浜市西区). */
  city: string;
  line1?: string | null;
  layout?: string | null;
  areaSqm: number | undefined;
  floor?: string | null;
  house: boolean;
}

/**
 * The key of a Japanese home: city | 丁目 | layout | area to 0.01 m² | floor (or `house`); '' when
 * the listing is not Japanese or any part is missing.
 */
export function japaneseKey(input: JapaneseKeyInput): string {
  if (input.country !== 'JP' || input.city === '') return '';
  const block = chomeOf(input.line1);
  const layout = layoutCode(input.layout);
  if (!block?.numbered || layout === undefined || input.areaSqm === undefined || input.areaSqm <= 0) return '';
  const floor = input.house ? 'house' : floorNumber(input.floor);
  if (floor === undefined) return '';
  return `${input.city}|${block.block}|${layout}|${input.areaSqm.toFixed(2)}|${floor}`;
}

/** The floor a listing document states: `extensions.floor` (LIFULL HOME'S) or `extensions.suumo.floor` (SUUMO). */
export function documentFloor(extensions: Record<string, unknown> | undefined): string | undefined {
  const own = extensions?.['floor'];
  if (typeof own === 'string') return own;
  const suumo = extensions?.['suumo'];
  const nested = suumo !== null && typeof suumo === 'object' ? (suumo as Record<string, unknown>)['floor'] : undefined;
  return typeof nested === 'string' ? nested : undefined;
}

export const JP_RULES = {
  /** One unit: block, layout, exact area and floor all agree. */
  unitConfidence: 0.95,
  /** A detached house: its block, layout and area, which a development's identical houses share; below `matched` (0.8). */
  houseConfidence: 0.75,
} as const;

interface KeyedFacts {
  country: string;
  platform: string;
  jpKey: string;
  point: unknown;
}

/**
 * Whether the pair is one the Japanese key decides: two Japanese listings on different portals,
 * or two without each its own map pin. The general rules (a 丁目 and a pin, with rooms and area)
 * still group the 仲介 duplicates of one portal, whose agents re-measure the area; without the
 * pins they would rest on the 丁目's text and the flat's facts alone, which the flat next door
 * shares (HOME'S gives no pin on its sale pages).
 */
export function decidedByJapaneseKey(a: KeyedFacts, b: KeyedFacts): boolean {
  if (a.country !== 'JP' || b.country !== 'JP') return false;
  return a.platform !== b.platform || a.point === undefined || b.point === undefined;
}

/** The evidence of two listings on different Japanese portals: both keys stated and equal, or none. */
export function japaneseEvidence(a: KeyedFacts, b: KeyedFacts): MatchEvidence | undefined {
  if (a.jpKey === '' || a.jpKey !== b.jpKey) return undefined;
  return { method: 'address', confidence: a.jpKey.endsWith('|house') ? JP_RULES.houseConfidence : JP_RULES.unitConfidence };
}
