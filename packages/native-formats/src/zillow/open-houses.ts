/**
 * Zillow's open houses on a home's details (`openHouseSchedule`) [M in sources.md]: each entry's
 * start and end as the property's local wall-clock time (`"2026-11-07 13:00:00"`), the zone in
 * the property's `timeZone` (IANA). An empty list is a home with none scheduled.
 */
export interface OpenHouseEntry {
  startTime: string;
  endTime?: string;
}

/** The wall-clock form Zillow writes: `YYYY-MM-DD HH:mm:ss`. */
export const OPEN_HOUSE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
