/** Dates as Zillow writes them (`"2026-09-14"`, epoch milliseconds, ISO date-times) → ISO 8601. */

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

/**
 * The start of a day as a date-time. Used where the contract wants a date-time but the
 * source states only the day (`datePostedString`); midnight UTC claims no more than that.
 */
export function dayStart(day: string): string {
  return `${day}T00:00:00Z`;
}

/** An instant from an ISO date-time string or epoch milliseconds, in canonical `toISOString` form. */
export function instant(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
