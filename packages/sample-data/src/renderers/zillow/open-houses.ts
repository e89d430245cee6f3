/**
 * The open houses a Zillow home page schedules (`openHouseSchedule`, with the property's
 * `timeZone`): samples carry none, so a third of the active listings get one or two, drawn from
 * the listing's id, on the first weekend after its last update, 1–3 pm local time. Every other
 * home shows an empty schedule, as Zillow's pages do.
 */
import type { zillow } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';

// The zones of the states samples are drawn from; a state not here gets no schedule (no zone to write it in).
const STATE_ZONES: Readonly<Record<string, string>> = {
  NY: 'America/New_York',
  FL: 'America/New_York',
  MA: 'America/New_York',
  IL: 'America/Chicago',
  TX: 'America/Chicago',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
};

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter per zone, built once: building one per call dominated rendering Zillow's pages. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The listing's local calendar date `days` after its update, as Zillow writes a day. */
function localDay(iso: string, timeZone: string, days: number): { date: string; weekday: number } {
  const at = new Date(Date.parse(iso) + days * DAY_MS);
  const parts = dayFormat(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')) };
}

/** `openHouseSchedule` and `timeZone` of a listing's property object. */
export function openHouseFields(listing: SampleListing): Pick<zillow.ZillowProperty, 'openHouseSchedule' | 'timeZone'> {
  const timeZone = STATE_ZONES[listing.address.region];
  if (timeZone === undefined) return {};
  const h = hashOf(listing.native_id, 'open-houses');
  if (listing.status !== 'active' || h % 3 !== 0) return { openHouseSchedule: [], timeZone };
  const schedule: zillow.OpenHouseEntry[] = [];
  for (let days = 1; days <= 8 && schedule.length < 1 + (h % 2); days++) {
    const { date, weekday } = localDay(listing.updated_at, timeZone, days);
    if (weekday === 6 || weekday === 0) schedule.push({ startTime: `${date} 13:00:00`, endTime: `${date} 15:00:00` });
  }
  return { openHouseSchedule: schedule, timeZone };
}
