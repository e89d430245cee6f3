/**
 * Zoopla's date forms: `publishedOn` / `lastPublishedDate` "2025-09-20T13:46:10" are wall-clock
 * times in the UK with no zone (the site is one country's), and search cards add the day as
 * "1st Nov 2023".
 */

export const TIME_ZONE = 'Europe/London';

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The UK wall-clock time of an instant, as Zoopla writes it: "2025-09-20T13:46:10". */
export function ukWallClock(ms: number): string {
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']}T${part['hour']}:${part['minute']}:${part['second']}`;
}

/** The instant a UK wall-clock time "2025-09-20T13:46:10" names; undefined for another form. */
export function fromUkWallClock(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  // Date.UTC rolls "2025-02-30" over to March: a date that does not exist is no date.
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 19) !== text.trim()) return undefined;
  // The UK is UTC or UTC+1: the instant is the guess less whichever offset reproduces the text.
  for (const offsetHours of [1, 0]) {
    const ms = asUtc - offsetHours * 3_600_000;
    if (ukWallClock(ms) === text.trim()) return ms;
  }
  // A time skipped when the clocks go forward: read it as winter time.
  return asUtc;
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : day % 10 === 1 ? 'st' : day % 10 === 2 ? 'nd' : day % 10 === 3 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

/** "1st Nov 2023": a card's `publishedOn`, the UK day of an instant. */
export function cardDay(ms: number): string {
  const [year, month, day] = ukWallClock(ms).slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${ordinal(day)} ${MONTHS[month - 1]} ${year}`;
}
