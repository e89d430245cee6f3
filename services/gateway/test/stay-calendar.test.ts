import type { StayBody } from '@estate/contract';
import type { StayCalendarRow } from '@estate/store';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.js';
import { checkBookable } from '../src/stays/bookability.js';
import { availabilityDays, stayCalendar } from '../src/stays/calendar.js';

function row(observedAt: string, days: Array<{ date: string; available: boolean | null; minimum_nights?: number }>, platform = 'insideairbnb'): StayCalendarRow {
  return {
    stay_id: 'sty_x',
    platform,
    provider: `collector-${platform}/replay`,
    access_class: 'open_data',
    listing_platform: 'airbnb',
    stay_native_id: '42',
    day_count: days.length,
    first_date: days[0]?.date ?? null,
    last_date: days[days.length - 1]?.date ?? null,
    currency: 'EUR',
    days: JSON.stringify(days),
    nights_stated_30: 0,
    nights_available_30: 0,
    observed_at: observedAt,
    event_id: `e-${observedAt}`,
  };
}

const source = { platform: 'insideairbnb', provider: 'p', observed_at: '2026-11-24T00:00:00.000Z', access_class: 'open_data' };
const good = row('2026-11-24T01:00:00.000Z', [
  { date: '2026-12-01', available: true, minimum_nights: 2 },
  { date: '2026-12-02', available: false },
  { date: '2026-12-03', available: null },
  { date: '2026-12-04', available: true },
]);

describe('calendar semantics', () => {
  it('reads stated dates as available or unavailable, and a date stated without a state or not stated at all as unknown', () => {
    const days = availabilityDays(stayCalendar({ latest: good, latestWithDays: good }, 'ES'), '2026-12-01', 5, source);
    expect(days.map((d) => d.status)).toEqual(['available', 'unavailable', 'unknown', 'available', 'unknown']);
    expect(days[0]).toMatchObject({ minimum_nights: 2, source: { platform: 'insideairbnb', observed_at: good.observed_at, country: 'ES' } });
    // Nothing in the API calls an unavailable date booked.
    expect(JSON.stringify(days)).not.toMatch(/booked/);
  });

  it('keeps the last calendar with dates when the latest read came back empty, and says so', () => {
    const empty = row('2026-11-24T05:00:00.000Z', [], 'airbnb');
    const calendar = stayCalendar({ latest: empty, latestWithDays: good }, 'ES');
    expect(availabilityDays(calendar, '2026-12-01', 2, source).map((d) => d.status)).toEqual(['available', 'unavailable']);
    expect(calendar.warnings).toEqual([{ code: 'calendar_empty', message: expect.stringContaining(`showing the last calendar with dates, observed at ${good.observed_at}`) }]);
  });

  it('answers every date unknown, with a warning, when no calendar with dates is live', () => {
    const empty = row('2026-11-24T05:00:00.000Z', []);
    for (const reads of [{ latest: empty }, {}]) {
      const calendar = stayCalendar(reads, 'ES');
      expect(availabilityDays(calendar, '2026-12-01', 3, source).map((d) => d.status)).toEqual(['unknown', 'unknown', 'unknown']);
      expect(calendar.warnings).toHaveLength(1);
    }
  });
});

describe('what a quote refuses', () => {
  const stay = { id: 'sty_x', accommodates: 2, minimum_nights: 1, maximum_nights: 30 } as StayBody;
  const calendar = stayCalendar({ latest: good, latestWithDays: good }, 'ES');
  const refusal = (request: { check_in: string; check_out: string; guests: number }) => {
    try {
      checkBookable(stay, calendar, request);
      return undefined;
    } catch (error) {
      return error instanceof ApiError ? `${error.code}: ${error.message}` : String(error);
    }
  };

  it('names the rule that fails', () => {
    expect(refusal({ check_in: '2026-12-01', check_out: '2026-12-02', guests: 3 })).toMatch(/^stay_not_bookable: capacity/);
    // The check-in date's own minimum (2) wins over the stay's (1).
    expect(refusal({ check_in: '2026-12-01', check_out: '2026-12-02', guests: 2 })).toMatch(/^stay_not_bookable: minimum_nights/);
    expect(refusal({ check_in: '2026-12-01', check_out: '2026-12-03', guests: 2 })).toMatch(/^stay_not_bookable: availability: the night of 2026-12-02 is not available/);
    expect(refusal({ check_in: '2026-12-03', check_out: '2026-12-04', guests: 2 })).toMatch(/does not state the night of 2026-12-03/);
    expect(refusal({ check_in: '2026-12-04', check_out: '2026-12-03', guests: 2 })).toMatch(/^invalid_request: body.check_out must be after/);
    expect(refusal({ check_in: '2026-12-04', check_out: '2027-01-10', guests: 2 })).toMatch(/^stay_not_bookable: maximum_nights/);
    expect(refusal({ check_in: '2026-12-04', check_out: '2026-12-05', guests: 2 })).toBeUndefined();
  });
});
