/**
 * How HOME'S writes money and areas. Sale prices in 万円 with a thousands comma and 億 above
 * ("4,980万円", "1億2,480万円"); rents with one decimal ("13.4万円", `<span class="num">13.4</span>万円`);
 * running costs in yen ("11,000円"); deposits and key money in MONTHS of rent ("1ヶ月", "無", "-")
 * where SUUMO gives yen (second-portals.md §6.5); areas with two decimals ("48.29m²", "70.12㎡").
 */

const MAN = 10_000;
const OKU = 100_000_000;

const group = (n: number): string => n.toLocaleString('en-US');

/** "4,980万円", "1億2,480万円", "1億円" from a price in yen (whole 万円). */
export function formatManYen(yen: number): string {
  const man = Math.round(yen / MAN);
  const oku = Math.floor(man / 10_000);
  const rest = man % 10_000;
  if (oku === 0) return `${group(rest)}万円`;
  return rest === 0 ? `${oku}億円` : `${oku}億${group(rest)}万円`;
}

/** Yen of a price as HOME'S writes it: "4,980万円", "1億2,480万円", "13.4万円", "11,000円"; undefined without one. */
export function parseYen(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  const big = /(?:(\d[\d,]*)億)?(?:(\d[\d,]*(?:\.\d+)?)万)?円/.exec(t);
  if (big && (big[1] !== undefined || big[2] !== undefined)) {
    const oku = big[1] === undefined ? 0 : Number(big[1].replace(/,/g, ''));
    const man = big[2] === undefined ? 0 : Number(big[2].replace(/,/g, ''));
    const yen = Math.round(oku * OKU + man * MAN);
    return Number.isFinite(yen) && yen > 0 ? yen : undefined;
  }
  const plain = /(\d[\d,]*)円/.exec(t);
  if (!plain?.[1]) return undefined;
  const yen = Number(plain[1].replace(/,/g, ''));
  return Number.isFinite(yen) ? yen : undefined;
}

/** Months of rent a deposit or key money is stated in: "1ヶ月" → 1, "無"/"なし" → 0, "-" or yen → undefined. */
export function parseMonths(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const t = text.normalize('NFKC').trim();
  if (/^(無|なし)$/.test(t)) return 0;
  const m = /^(\d+(?:\.\d+)?)\s*[ヶケか箇カ]?月$/.exec(t);
  return m?.[1] ? Number(m[1]) : undefined;
}

/** "70.12" from square metres, always two decimals as HOME'S prints them. */
export function formatSqm(sqm: number): string {
  return (Math.round(sqm * 100) / 100).toFixed(2);
}

/** Square metres of "48.29m²", "70.12㎡（壁芯）", "48.29m&sup2;" already decoded; undefined without one. */
export function parseSqm(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = /(\d[\d,]*(?:\.\d+)?)\s*(?:m²|m2|㎡|平米)/.exec(text.normalize('NFKC').replace(/m\^?2/g, 'm2'));
  if (!m?.[1]) return undefined;
  const n = Number(m[1].replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The floor of "12階", "12階 / 14階建", "地下1階"; undefined without one. */
export function parseFloor(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const t = text.normalize('NFKC');
  const m = /(地下)?(\d+)\s*階(?!建)/.exec(t);
  if (!m?.[2]) return undefined;
  return m[1] ? -Number(m[2]) : Number(m[2]);
}

/** The building's floors of "12階 / 14階建", "8年 / 8階建", "地上14階建"; undefined without them. */
export function parseTotalFloors(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = /(\d+)\s*階建/.exec(text.normalize('NFKC'));
  return m?.[1] ? Number(m[1]) : undefined;
}
