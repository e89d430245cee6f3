/**
 * Zillow's calendar days: `YYYY-MM-DD` (`datePostedString`, a price-history entry's `date`),
 * beside the epoch milliseconds and ISO date-times it uses for instants.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD`, if the value is one (a date-time's day is taken too). */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = value.trim().slice(0, 10);
  const m = DAY.exec(day);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day ? day : undefined;
}
