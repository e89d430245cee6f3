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
      observed_at: event.observed_at,
      event_id: event.id,
    });
    const nights = availableNightsOf(d.days);
    if (nights !== undefined) out.document('stay_calendar_search', stay.stay_id, stayNightsDocument({ observed_at: event.observed_at, event_id: event.id }, nights));
  },
});
