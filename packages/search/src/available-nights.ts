/**
 * The nights a record (a short stay) is available, as a bitset over a fixed horizon of days
 * from a start date: what a date filter needs in a few dozen bytes per record, where the
 * calendar itself is hundreds of dated entries. A night outside the horizon, or one the source
 * did not state, is not available: a stay matches dates only when every night is known free.
 */

/** Days the bitset covers from its start: a year and a few weeks, in whole 32-bit words. */
export const NIGHTS_HORIZON_DAYS = 384;
export const NIGHTS_WORDS = NIGHTS_HORIZON_DAYS / 32;

const DAY_MS = 86_400_000;

/** The number of whole days since 1970-01-01 of a `YYYY-MM-DD` date (UTC); NaN for anything else. */
export function epochDay(isoDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return Number.NaN;
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(isoDate) ? ms / DAY_MS : Number.NaN;
}

/** The `YYYY-MM-DD` date of an epoch day. */
export function isoDateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Available nights from `start` (an epoch day): bit `i` of the set is the night of `start + i`. */
export interface AvailableNights {
  readonly start: number;
  readonly words: Uint32Array;
}

/** The bitset of the dates given as available (others, and dates past the horizon, are not). */
export function availableNightsOf(dates: Iterable<{ date: string; available: boolean | null }>): AvailableNights | undefined {
  const available: number[] = [];
  let start = Number.POSITIVE_INFINITY;
  for (const { date, available: free } of dates) {
    const day = epochDay(date);
    if (!Number.isFinite(day)) continue;
    start = Math.min(start, day);
    if (free === true) available.push(day);
  }
  if (!Number.isFinite(start)) return undefined;
  const words = new Uint32Array(NIGHTS_WORDS);
  for (const day of available) {
    const offset = day - start;
    if (offset < NIGHTS_HORIZON_DAYS) words[offset >>> 5] = ((words[offset >>> 5] as number) | (1 << (offset & 31))) >>> 0;
  }
  return { start, words };
}

/** The compact JSON form of a bitset in a search document: `[start, base64 of the words, little-endian]`. */
export function encodeAvailableNights(nights: AvailableNights): readonly [number, string] {
  const bytes = Buffer.alloc(NIGHTS_WORDS * 4);
  nights.words.forEach((word, i) => bytes.writeUInt32LE(word, i * 4));
  return [nights.start, bytes.toString('base64')];
}

/** The bitset of its JSON form; undefined when the value is not one. */
export function decodeAvailableNights(value: unknown): AvailableNights | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [start, text] = value as unknown[];
  if (typeof start !== 'number' || !Number.isSafeInteger(start) || typeof text !== 'string') return undefined;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== NIGHTS_WORDS * 4) return undefined;
  const words = new Uint32Array(NIGHTS_WORDS);
  for (let i = 0; i < NIGHTS_WORDS; i++) words[i] = bytes.readUInt32LE(i * 4);
  return { start, words };
}
