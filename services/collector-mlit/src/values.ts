import type { PropertyType } from '@estate/contract/vocabulary';

/**
 * MLIT's value styles. Every value is a string in the ministry's own writing: full-width digits
 * and letters in older rows (`２ＬＤＫ`, `２０２４年第２四半期`), areas as lower bounds
 * (`2,000㎡以上`) or upper bounds (`10㎡未満`), years by era (`平成15年`) or 戦前 (before 1945).
 * NFKC folds the full-width forms first; each reader returns undefined for what it cannot read.
 */
export const fold = (text: string | undefined): string => (text ?? '').normalize('NFKC').trim();

/** Years of the eras MLIT writes, as the Gregorian year before each era's first (令和1 = 2019). */
const ERAS: Readonly<Record<string, number>> = { 令和: 2018, 平成: 1988, 昭和: 1925, 大正: 1911, 明治: 1867 };

/** `2005年`, `平成15年`, `令和元年` → the Gregorian year. */
export function yearOf(text: string): number | undefined {
  const m = /^(令和|平成|昭和|大正|明治)?(元|\d{1,4})年$/.exec(fold(text));
  if (!m) return undefined;
  const n = m[2] === '元' ? 1 : Number(m[2]);
  const year = m[1] ? (ERAS[m[1]] as number) + n : n;
  return year >= 1000 && year <= 2200 ? year : undefined;
}

/** `2024年第1四半期` (or in an era) → its year and quarter. */
export function quarterOf(text: string | undefined): { year: number; quarter: number } | undefined {
  const m = /^(.+年)第([1-4])四半期$/.exec(fold(text));
  const year = m ? yearOf(m[1] as string) : undefined;
  return m && year !== undefined ? { year, quarter: Number(m[2]) } : undefined;
}

/** `70`, `1,200`, `2,000㎡以上` (a lower bound), `10㎡未満` (an upper bound: no area is known). */
export function areaOf(text: string | undefined): { sqm: number; lowerBound: boolean } | undefined {
  const m = /^([\d,]+(?:\.\d+)?)\s*(?:m2)?\s*(以上|未満)?$/.exec(fold(text));
  if (!m || m[2] === '未満') return undefined;
  const sqm = Number((m[1] as string).replaceAll(',', ''));
  return Number.isFinite(sqm) && sqm > 0 ? { sqm, lowerBound: m[2] === '以上' } : undefined;
}

/** A yen amount (`58000000`, `5,800万`) as a decimal string of whole yen. */
export function yenOf(text: string | undefined): string | undefined {
  const folded = fold(text).replaceAll(',', '');
  if (/^\d+$/.test(folded)) return folded.replace(/^0+(?=\d)/, '');
  return undefined;
}

/** The transaction types on the service's vocabulary. */
export const PROPERTY_TYPE_OF: Readonly<Record<string, PropertyType>> = {
  中古マンション等: 'apartment',
  '宅地(土地と建物)': 'house',
  '宅地(土地)': 'land',
  林地: 'land',
  農地: 'land',
};

/** Remarks that mark a sale at no market price (court auctions, sales between related parties). */
export const NON_MARKET_REMARKS = /調停|競売|関係者間|親族間|隣地/;
