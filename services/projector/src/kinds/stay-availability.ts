import type { EventOf } from '@estate/events';
import { availableNightsOf, stayNightsDocument, type StayNightsDocument } from '@estate/search';
import { nullable, projection, type ProjectionSink } from './projection.js';
import { stayColumns } from './stay-columns.js';

type CalendarDocuments = { stay_calendar_search: StayNightsDocument };

/**
 * `stay_availability.observed`: one `stay_calendars` row per observation, empty or not (readers
 * keep the last calendar with dates and say when a later read came back empty), and the nights it
 * shows available in `stay_calendar_search`, the date filter of the gateways' stay search. An
 * empty calendar writes no nights, so the last ones with dates stay until they expire.
 */
export const stayAvailabilityProjection = projection({
  tables: ['stayCalendars'],
  documents: ['stay_calendar_search'],
  project(event: EventOf<'stay_availability.observed'>, out: ProjectionSink<'stayCalendars', CalendarDocuments>) {
    const d = event.data;
    const stay = stayColumns(event);
    const dates = d.days.map((day) => day.date).sort();
    out.row('stayCalendars', {
      ...stay,
      day_count: d.days.length,
      first_date: nullable(dates[0]),
      last_date: nullable(dates[dates.length - 1]),
      currency: d.currency ?? '',
      days: JSON.stringify(d.days),
      ...nightsAhead(d.days, event.observed_at),
      observed_at: event.observed_at,
      event_id: event.id,
    });
    const nights = availableNightsOf(d.days);
    if (nights !== undefined) out.document('stay_calendar_search', stay.stay_id, stayNightsDocument({ observed_at: event.observed_at, event_id: event.id }, nights));
  },
});

/** Nights the market series count ahead of a read: the 30 from its day (that day included). */
const NIGHTS_AHEAD = 30;

/**
 * Of the NIGHTS_AHEAD nights from the day the calendar was read, how many the source stated a
 * state for and how many of those were available (market_stay_daily's available-night share).
 */
export function nightsAhead(days: readonly { date: string; available: boolean | null }[], observedAt: string): { nights_stated_30: number; nights_available_30: number } {
  const first = observedAt.slice(0, 10);
  const end = new Date(Date.parse(`${first}T00:00:00Z`) + NIGHTS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  let stated = 0;
  let available = 0;
  const seen = new Set<string>();
  for (const day of days) {
    if (day.date < first || day.date >= end || day.available === null || seen.has(day.date)) continue;
    seen.add(day.date);
    stated++;
    if (day.available) available++;
  }
  return { nights_stated_30: stated, nights_available_30: available };
}
