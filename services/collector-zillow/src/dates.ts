/**
 * Zillow's instants (epoch milliseconds, ISO date-times) → ISO 8601. Its calendar days are
 * `zillow.isoDay` of `@estate/native-formats`, which the renderer writes with.
 */
import { zonedTimeToIso } from '@estate/normalize';

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

// Zillow's listing clock. The MLS disclaimer beside `attributionInfo` states its times in
// Pacific time ("… as of 2023-06-27 19:48:25 PDT" for `lastChecked` "2023-06-27 19:48:25").
const ZILLOW_TIME_ZONE = 'America/Los_Angeles';

/**
 * An `attributionInfo` time as Zillow writes it, "2024-10-29 07:43:41" (Pacific wall-clock time,
 * no zone), or an ISO instant / epoch milliseconds as `instant` reads them.
 */
export function listingClockInstant(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ ](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  if (!m) return instant(value);
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return zonedTimeToIso({ year, month, day, hour, minute, second }, ZILLOW_TIME_ZONE);
}
