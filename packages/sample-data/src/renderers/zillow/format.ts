/** How zillow.com writes numbers, money, areas and addresses on its pages. */

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "$1,250,000" */
export function dollars(amount: number): string {
  return `$${WHOLE.format(amount)}`;
}

/** Square metres → the whole square feet Zillow shows. */
export function wholeSquareFeet(sqm: number): number {
  return Math.round(sqm / 0.09290304);
}

/** "Oct 12", the day a search card gives for a price cut. */
export function monthDay(day: string): string {
  const month = MONTHS[Number(day.slice(5, 7)) - 1] ?? '';
  return `${month} ${Number(day.slice(8, 10))}`;
}

export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Zillow prints unit designators in capitals: "350 5th Ave APT 4B", "#7C" stays. */
export function streetWithUnit(line1: string, unit: string | undefined): string {
  if (!unit) return line1;
  return `${line1} ${unit.replace(/^[A-Za-z]+/, (word) => word.toUpperCase())}`;
}

/** "/homedetails/350-5th-Ave-APT-4B-New-York-NY-10118/2077468021_zpid/" */
export function detailPath(street: string, city: string, state: string, zip: string, zpid: string): string {
  const slug = [street, city, state, zip]
    .join(' ')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/homedetails/${slug}/${zpid}_zpid/`;
}

const PACIFIC_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * An instant as Zillow's `attributionInfo` writes it: "2024-10-29 07:43:41", Pacific wall-clock
 * time without a zone (the MLS disclaimer beside it says "… as of 2023-06-27 19:48:25 PDT").
 */
export function pacificClock(iso: string): string {
  const parts = PACIFIC_CLOCK.formatToParts(new Date(iso));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
