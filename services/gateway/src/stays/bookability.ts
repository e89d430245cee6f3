import { STAY_QUOTE_MAX_NIGHTS, type StayBody } from '@estate/contract';
import { ApiError } from '../http/api-error.js';
import type { StayCalendar } from './calendar.js';
import { nightDates, nightsBetween, type QuoteRequest } from './quote.js';

/** The longest stay a quote is made for: a year, the horizon of a calendar (the contract states it). */
export const MAX_QUOTE_NIGHTS = STAY_QUOTE_MAX_NIGHTS;

function refuse(message: string): ApiError {
  return new ApiError('stay_not_bookable', message);
}

/**
 * Refuses, with the rule that fails, a quote the stay cannot take: dates out of order or too far
 * apart (400), more guests than it accommodates, fewer or more nights than its minimum or
 * maximum (the check-in date's own, where the calendar states one, else the stay's), or a night
 * the calendar does not show available (409 `stay_not_bookable`). An unknown night is refused
 * too: nothing the source said shows it free.
 */
export function checkBookable(stay: StayBody, calendar: StayCalendar, request: QuoteRequest): void {
  const nights = nightsBetween(request.check_in, request.check_out);
  if (!(nights >= 1)) throw new ApiError('invalid_request', 'body.check_out must be after body.check_in');
  if (nights > MAX_QUOTE_NIGHTS) throw new ApiError('invalid_request', `a quote covers at most ${MAX_QUOTE_NIGHTS} nights; body.check_in to body.check_out spans ${nights}`);
  if (stay.accommodates !== undefined && request.guests > stay.accommodates) {
    throw refuse(`capacity: the stay accommodates ${stay.accommodates} guests, not ${request.guests}`);
  }
  const first = calendar.observation?.days.get(request.check_in);
  const minimum = first?.minimum_nights ?? stay.minimum_nights;
  const maximum = first?.maximum_nights ?? stay.maximum_nights;
  if (minimum !== undefined && nights < minimum) throw refuse(`minimum_nights: a stay from ${request.check_in} needs at least ${minimum} nights, not ${nights}`);
  if (maximum !== undefined && nights > maximum) throw refuse(`maximum_nights: a stay from ${request.check_in} takes at most ${maximum} nights, not ${nights}`);
  for (const date of nightDates(request.check_in, nights)) {
    const day = calendar.observation?.days.get(date);
    if (day?.available === false) throw refuse(`availability: the night of ${date} is not available (the calendar does not say why; it need not be booked)`);
    if (day?.available !== true) throw refuse(`availability: the calendar does not state the night of ${date}, so it is not known to be available`);
  }
}
