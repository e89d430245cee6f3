/**
 * Wall-clock times of a named zone as instants. Sources write local times (BOE `18-03-2025
 * 18:00:00 CET`, a ZVG Termin `Dienstag, 03. Januar 2017, 13:00 Uhr`); the instant depends on
 * the zone's offset on that date, which Intl knows from the IANA database Node carries. No
 * library in the workspace does this, and the rule fits in two passes of Intl (decisions.md).
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes (`GMT+02:00` → 120). */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const name = formatter(timeZone)
    .formatToParts(new Date(epochMs))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** Whether `timeZone` is a zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant (ISO 8601, UTC) a wall-clock time in `timeZone` names, or undefined when the
 * fields are not a real date and time. In the hour a zone skips or repeats, the offset before
 * the change is taken (the earlier of two readings).
 */
export function zonedTimeToIso(wall: WallClock, timeZone: string): string | undefined {
  const { year, month, day, hour, minute } = wall;
  const second = wall.second ?? 0;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const probe = new Date(asUtc);
  if (
    !Number.isFinite(asUtc) ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day ||
    probe.getUTCHours() !== hour ||
    probe.getUTCMinutes() !== minute ||
    probe.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  // First guess with the offset at the wall time read as UTC, then correct with the offset at
  // the guess: two passes settle every date outside the changeover hour.
  const first = asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000;
  const second_ = asUtc - zoneOffsetMinutes(timeZone, first) * 60_000;
  return new Date(Math.min(first, second_)).toISOString();
}
