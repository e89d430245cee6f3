import { describe, expect, it } from 'vitest';
import { zoopla } from '../src/index.js';

describe('zoopla dates', () => {
  it('writes and reads UK wall-clock times in winter (GMT) and summer (BST)', () => {
    expect(zoopla.ukWallClock(Date.parse('2023-11-01T10:42:29Z'))).toBe('2023-11-01T10:42:29');
    expect(zoopla.ukWallClock(Date.parse('2025-09-20T12:46:10Z'))).toBe('2025-09-20T13:46:10');
    expect(zoopla.fromUkWallClock('2025-09-20T13:46:10')).toBe(Date.parse('2025-09-20T12:46:10Z'));
    expect(zoopla.fromUkWallClock('2023-10-28T03:57:25')).toBe(Date.parse('2023-10-28T02:57:25Z'));
    // Just before midnight in summer: still the same UK day, an hour earlier in UTC.
    expect(zoopla.fromUkWallClock('2026-09-26T23:57:10')).toBe(Date.parse('2026-09-26T22:57:10Z'));
  });

  it('round-trips every hour of a year, the autumn repeat read as its first (BST) hour', () => {
    let checked = 0;
    for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 3_600_000) {
      const back = zoopla.fromUkWallClock(zoopla.ukWallClock(ms));
      // 01:00–02:00 on the last Sunday of October happens twice; the text cannot tell them apart.
      if (back !== ms) expect(back, new Date(ms).toISOString()).toBe(ms - 3_600_000);
      checked++;
    }
    expect(checked).toBe(8_760);
  });

  it('refuses what is no UK wall-clock time', () => {
    expect(zoopla.fromUkWallClock('2025-02-30T10:00:00')).toBeUndefined();
    expect(zoopla.fromUkWallClock('2025-09-20 13:46:10')).toBeUndefined();
    expect(zoopla.fromUkWallClock('2025-09-20T13:46:10Z')).toBeUndefined();
  });

  it('writes a card day with its ordinal', () => {
    expect(zoopla.cardDay(Date.parse('2023-11-01T10:42:29Z'))).toBe('1st Nov 2023');
    expect(zoopla.cardDay(Date.parse('2023-06-05T10:00:00Z'))).toBe('5th Jun 2023');
    expect(zoopla.cardDay(Date.parse('2024-03-22T10:00:00Z'))).toBe('22nd Mar 2024');
    expect(zoopla.cardDay(Date.parse('2024-03-12T10:00:00Z'))).toBe('12th Mar 2024');
    // 23:30 UTC on 31 Aug is already 1 Sep in the UK (BST).
    expect(zoopla.cardDay(Date.parse('2024-08-31T23:30:00Z'))).toBe('1st Sep 2024');
  });

  it('writes detail URLs and image URLs as the site serves them', () => {
    expect(zoopla.detailUrl('71365505')).toBe('https://www.zoopla.co.uk/for-sale/details/71365505/');
    expect(zoopla.imageUrl('611ee8a15bb93510c3c3da707c92843b4f84d521.jpg')).toBe('https://lid.zoocdn.com/u/1024/768/611ee8a15bb93510c3c3da707c92843b4f84d521.jpg');
  });
});
