import type { AvailabilityObservationBody, SourceBody, WarningBody } from '@estate/contract';
import type { CalendarDay } from '@estate/events';
import type { StayCalendarReads, StayCalendarRow } from '@estate/store';
import { nightDates } from './quote.js';

/** A calendar observation read back: its dates by day, and where it came from. */
export interface CalendarObservation {
  days: ReadonlyMap<string, CalendarDay>;
  source: SourceBody;
  observed_at: string;
}

/** What the calendar reads give a stay: the observation to serve and what meta must say of it. */
export interface StayCalendar {
  /** The latest observation that had dates, if any within 24 h. */
  observation?: CalendarObservation;
  warnings: WarningBody[];
}

function observationOf(row: StayCalendarRow, country: string | undefined): CalendarObservation {
  const days = JSON.parse(row.days) as CalendarDay[];
  return {
    days: new Map(days.map((day) => [day.date, day])),
    observed_at: row.observed_at,
    source: {
      platform: row.platform,
      provider: row.provider,
      observed_at: row.observed_at,
      access_class: row.access_class,
      ...(country !== undefined ? { country } : {}),
      native_id: row.stay_native_id,
    },
  };
}

/**
 * The calendar to serve: the latest observation with dates. A later read that came back empty
 * (sources return empty calendars intermittently) does not erase it: it is kept, and a warning
 * says so. No observation with dates at all is a warning too, and every date is `unknown`.
 */
export function stayCalendar(reads: StayCalendarReads, country: string | undefined): StayCalendar {
  const { latest, latestWithDays } = reads;
  const warnings: WarningBody[] = [];
  if (latest !== undefined && Number(latest.day_count) === 0) {
    warnings.push({
      code: 'calendar_empty',
      message:
        latestWithDays === undefined
          ? `${latest.platform} returned an empty calendar at ${latest.observed_at} and no calendar with dates was observed within 24 hours; every date is unknown`
          : `${latest.platform} returned an empty calendar at ${latest.observed_at}; showing the last calendar with dates, observed at ${latestWithDays.observed_at} by ${latestWithDays.platform}`,
    });
  } else if (latest === undefined) {
    warnings.push({ code: 'calendar_not_observed', message: 'no calendar of this stay was observed within 24 hours; every date is unknown' });
  }
  return { ...(latestWithDays !== undefined ? { observation: observationOf(latestWithDays, country) } : {}), warnings };
}

/**
 * One observation per date from `start` for `days` days. A date the calendar states is
 * `available` or `unavailable` (which never means booked: a host's block reads the same); a date
 * it does not state, or states without a state, is `unknown`.
 */
export function availabilityDays(calendar: StayCalendar, start: string, days: number, fallbackSource: SourceBody): AvailabilityObservationBody[] {
  const observation = calendar.observation;
  return nightDates(start, days).map((date) => {
    const day = observation?.days.get(date);
    if (observation === undefined || day === undefined) return { date, status: 'unknown', source: observation?.source ?? fallbackSource };
    return {
      date,
      status: day.available === true ? 'available' : day.available === false ? 'unavailable' : 'unknown',
      source: observation.source,
      ...(day.minimum_nights !== undefined ? { minimum_nights: day.minimum_nights } : {}),
    };
  });
}
