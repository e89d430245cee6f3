import { describe, expect, it } from 'vitest';
import { nightsAhead } from '../src/kinds/stay-availability.js';

const day = (date: string, available: boolean | null) => ({ date, available });

describe('the nights a calendar read counts ahead for the market series', () => {
  it('counts the 30 nights from the day of the read, stated ones only', () => {
    const days = [
      day('2026-11-23', true), // before the read's day
      day('2026-11-24', true),
      day('2026-11-25', false),
      day('2026-11-26', null), // given without a state
      day('2026-12-23', true), // the 30th night
      day('2026-12-24', true), // past the window
    ];
    expect(nightsAhead(days, '2026-11-24T18:30:00.000Z')).toEqual({ nights_stated_30: 3, nights_available_30: 2 });
  });

  it('counts a date given twice once, and an empty read as nothing stated', () => {
    expect(nightsAhead([day('2026-11-24', true), day('2026-11-24', true)], '2026-11-24T00:00:00.000Z')).toEqual({ nights_stated_30: 1, nights_available_30: 1 });
    expect(nightsAhead([], '2026-11-24T00:00:00.000Z')).toEqual({ nights_stated_30: 0, nights_available_30: 0 });
  });
});
