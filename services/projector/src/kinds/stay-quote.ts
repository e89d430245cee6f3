import type { EventOf } from '@estate/events';
import { projection, type NoDocuments, type ProjectionSink } from './projection.js';
import { stayColumns } from './stay-columns.js';

/** `stay_quote.observed`: one `stay_quotes` row per stay, dates and guests; the gateway prices quotes from them. */
export const stayQuoteProjection = projection({
  tables: ['stayQuotes'],
  project(event: EventOf<'stay_quote.observed'>, out: ProjectionSink<'stayQuotes', NoDocuments>) {
    const d = event.data;
    out.row('stayQuotes', {
      ...stayColumns(event),
      check_in: d.check_in,
      check_out: d.check_out,
      guests: d.guests,
      available: d.available,
      unavailable_message: d.unavailable_message ?? '',
      currency: d.currency ?? '',
      total: d.total ?? '',
      lines: JSON.stringify(d.lines),
      observed_at: event.observed_at,
      event_id: event.id,
    });
  },
});
