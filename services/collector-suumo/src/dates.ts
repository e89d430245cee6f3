/**
 * SUUMO's dates: 情報提供日 "2024年5月10日" on most pages, "2024/5/10" or "24/5/10" on some.
 * They are calendar dates in Japan, so an observation states them as midnight JST.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Midnight JST of the date in `text`, as an ISO instant; undefined when there is no valid date. */
export function jstMidnight(text: string): string | undefined {
  const folded = text.normalize('NFKC');
  const m = /(\d{4}|\d{2})\s*[年/.-]\s*(\d{1,2})\s*[月/.-]\s*(\d{1,2})/.exec(folded);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const year = m[1].length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  // Date.UTC rolls 2月30日 over into March; a date that does not exist is not a date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc - JST_OFFSET_MS).toISOString();
}

/** The year of a 築年月 ("2008年3月", "2026年3月（予定）", "1998年"); undefined when none is given. */
export function yearOf(text: string): number | undefined {
  const m = /(\d{4})\s*年/.exec(text.normalize('NFKC'));
  const year = m?.[1] === undefined ? undefined : Number(m[1]);
  return year !== undefined && year >= 1000 && year <= 2200 ? year : undefined;
}
