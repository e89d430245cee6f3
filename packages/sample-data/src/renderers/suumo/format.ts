/**
 * How SUUMO writes numbers, money, areas and dates. Used by the renderer only: the parser
 * reads all of these through @estate/normalize.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Half-width digits and Latin letters → full-width, as SUUMO writes block numbers (西新宿３) and ＪＲ. */
export function fullWidth(text: string): string {
  return text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}

/**
 * Yen as SUUMO shows a sale price: in 万円, with 億 above 10⁸, no thousands separators
 * ("3980万円", "1億2000万円", "1億円"). SUUMO quotes sale prices in whole 万円, so anything
 * below 10,000 yen is rounded away.
 */
export function manYen(yen: number): string {
  const man = Math.round(yen / 10_000);
  const oku = Math.floor(man / 10_000);
  const rest = man % 10_000;
  if (oku === 0) return `${rest}万円`;
  return rest === 0 ? `${oku}億円` : `${oku}億${rest}万円`;
}

/** Square metres with at most two decimals and no trailing zeros ("72.53", "70", "65.1"). */
export function sqmNumber(sqm: number): string {
  return String(Number(sqm.toFixed(2)));
}

/** Tsubo (400/121 m²) with two decimals, as SUUMO prints it beside land areas. */
export function tsuboNumber(sqm: number): string {
  return ((sqm * 121) / 400).toFixed(2);
}

/** The calendar date in Japan of an instant. */
export function jstDate(iso: string): { year: number; month: number; day: number } {
  const d = new Date(Date.parse(iso) + JST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "2024年5月10日": the date SUUMO prints for 情報提供日. */
export function japaneseDate(iso: string): string {
  const { year, month, day } = jstDate(iso);
  return `${year}年${month}月${day}日`;
}

/** The same date two weeks on: SUUMO's 次回更新予定日 follows its update cycle. */
export function nextUpdateDate(iso: string): string {
  return japaneseDate(new Date(Date.parse(iso) + 14 * 24 * 60 * 60 * 1000).toISOString());
}

/** FNV-1a: a stable small number from a listing id, for details a sample does not carry. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
