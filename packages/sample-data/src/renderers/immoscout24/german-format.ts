/**
 * Numbers, areas and times the way ImmoScout24 prints them: "1.250.000 €", "82,5 m²", "3,5"
 * rooms, and timestamps in German local time ("2025-02-10T17:30:00.000+01:00"). Only the
 * renderer writes these; the parser reads them back through @estate/normalize.
 */

/** German decimal: "." between thousands, "," before decimals, no trailing zeros. */
export function germanNumber(value: number, maxDecimals = 2): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded < 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

export function germanEuros(amount: number): string {
  return `${germanNumber(amount, 0)} €`;
}

export function germanArea(sqm: number): string {
  return `${germanNumber(sqm)} m²`;
}

// One formatter for every timestamp: building one per call was a tenth of rendering a page.
const BERLIN_ZONE_NAME = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });

/** The offset of German local time at an instant: +01:00 in winter, +02:00 in summer. */
function berlinOffset(date: Date): string {
  const name = BERLIN_ZONE_NAME.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace(/^GMT/, '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** An instant as ImmoScout writes it: German local time with milliseconds and its offset. */
export function berlinTimestamp(iso: string): string {
  const date = new Date(iso);
  const offset = berlinOffset(date);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  const local = new Date(date.getTime() + sign * (hours * 60 + minutes) * 60_000);
  return `${local.toISOString().slice(0, 23)}${offset}`;
}
