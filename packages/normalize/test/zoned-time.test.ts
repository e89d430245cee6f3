import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedTimeToIso } from '../src/index.js';

describe('zonedTimeToIso', () => {
  it('reads a Madrid wall time in winter (CET, +01:00) and in summer (CEST, +02:00)', () => {
    expect(zonedTimeToIso({ year: 2025, month: 3, day: 18, hour: 18, minute: 0 }, 'Europe/Madrid')).toBe('2025-03-18T17:00:00.000Z');
    // BOE writes "CET" all year; on 14-07-2020 Madrid was on +02:00, as its ISO suffix says.
    expect(zonedTimeToIso({ year: 2020, month: 7, day: 14, hour: 18, minute: 0 }, 'Europe/Madrid')).toBe('2020-07-14T16:00:00.000Z');
  });

  it('takes the offset of the day itself either side of a changeover', () => {
    expect(zonedTimeToIso({ year: 2025, month: 3, day: 29, hour: 12, minute: 0 }, 'Europe/Berlin')).toBe('2025-03-29T11:00:00.000Z');
    expect(zonedTimeToIso({ year: 2025, month: 3, day: 30, hour: 12, minute: 0 }, 'Europe/Berlin')).toBe('2025-03-30T10:00:00.000Z');
    expect(zonedTimeToIso({ year: 2025, month: 11, day: 3, hour: 9, minute: 30, second: 15 }, 'America/New_York')).toBe('2025-11-03T14:30:15.000Z');
  });

  it('refuses fields that are not a date and time', () => {
    expect(zonedTimeToIso({ year: 2025, month: 2, day: 30, hour: 10, minute: 0 }, 'Europe/Madrid')).toBeUndefined();
    expect(zonedTimeToIso({ year: 2025, month: 1, day: 3, hour: 24, minute: 0 }, 'Europe/Madrid')).toBeUndefined();
  });

  it('knows the zones Intl knows', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
