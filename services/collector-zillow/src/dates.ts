/**
 * Zillow's instants (epoch milliseconds, ISO date-times) → ISO 8601. Its calendar days are
 * `zillow.isoDay` of `@estate/native-formats`, which the renderer writes with.
 */

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

/** The offset of `zone` from UTC at `utcMs`, in milliseconds, by the Intl time-zone data. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - utcMs;
}

/**
 * An `attributionInfo` time as Zillow writes it, "2024-10-29 07:43:41" (Pacific wall-clock time,
 * no zone), or an ISO instant / epoch milliseconds as `instant` reads them.
 */
export function listingClockInstant(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ ](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  if (!m) return instant(value);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  // The wall time minus the zone's offset then; a second pass settles the hour around a DST change.
  const first = wall - zoneOffsetMs(wall, ZILLOW_TIME_ZONE);
  return new Date(wall - zoneOffsetMs(first, ZILLOW_TIME_ZONE)).toISOString();
}
