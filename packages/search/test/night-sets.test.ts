import { describe, expect, it } from 'vitest';
import { NIGHTS_WORDS } from '../src/available-nights.js';
import { NIGHTS_HORIZON_DAYS, createStaySearch, searchStayIds, type AvailableNights } from '../src/index.js';
import { NightsColumn } from '../src/columns.js';
import { hasBit } from '../src/postings.js';
import { seeded } from './listing-rows.js';

/**
 * The per-night sets a date filter intersects, against the calendars themselves: after random
 * writes, rewrites, clears and growth each night's set holds exactly the slots whose own bits say
 * free that night, and a stay search with dates keeps exactly the stays a brute-force reading of
 * every calendar keeps (nights before a calendar's start or past its horizon are never free).
 */

const FIRST_DAY = 20_000;
type Random = () => number;

/** A calendar starting within a few weeks of FIRST_DAY, free on a random share of its nights. */
function randomNights(random: Random): AvailableNights {
  const start = FIRST_DAY + Math.floor(random() * 40);
  const share = random();
  const words = new Uint32Array(NIGHTS_WORDS);
  for (let i = 0; i < NIGHTS_HORIZON_DAYS; i++) if (random() < share) words[i >>> 5] = ((words[i >>> 5] as number) | (1 << (i & 31))) >>> 0;
  return { start, words };
}

/** Whether the calendar shows the night of `day` free. */
function freeOn(nights: AvailableNights | null, day: number): boolean {
  if (nights === null) return false;
  const offset = day - nights.start;
  return offset >= 0 && offset < NIGHTS_HORIZON_DAYS && hasBit(nights.words, offset);
}

describe('the per-night sets of a nights column', () => {
  it('hold exactly the slots free each night through writes, rewrites, clears and growth', () => {
    const random = seeded(30_101);
    let capacity = 4;
    const column = new NightsColumn(capacity);
    const held: Array<AvailableNights | null> = [];
    let checked = 0;
    for (let step = 0; step < 1500; step++) {
      const slot = Math.floor(random() * (held.length + 1));
      if (slot >= capacity) {
        capacity *= 2;
        column.grow(capacity);
      }
      const roll = random();
      const nights = roll < 0.25 ? null : randomNights(random);
      if (roll < 0.15) column.clear(slot);
      else column.write(slot, nights);
      held[slot] = roll < 0.15 ? null : nights;
      if (step % 100 !== 0) continue;
      for (let day = FIRST_DAY - 2; day < FIRST_DAY + 40 + NIGHTS_HORIZON_DAYS + 2; day += 7) {
        const expected = held.flatMap((value, s) => (freeOn(value ?? null, day) ? [s] : []));
        const night = column.nights.of(day);
        const members = night === undefined ? [] : held.flatMap((_, s) => (hasBit(night.set, s) ? [s] : []));
        expect(members, `day ${day} at step ${step}`).toEqual(expected);
        expect(night?.held ?? 0).toBe(expected.length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('a stay search with dates', () => {
  it('keeps exactly the stays free on every night asked, while stays and calendars change', () => {
    const random = seeded(30_102);
    const now = Date.UTC(2026, 10, 24);
    const projection = createStaySearch();
    const calendars = new Map<string, AvailableNights | null>();
    const own = { platform: 'insideairbnb', country: 'ES', city: 'Madrid', region: '', postal_code: '', room_type: 'entire_home', currency: 'EUR', accommodates: 2, review_count: 1, minimum_nights: 1, maximum_nights: 400, observed_at: now };
    let nonEmpty = 0;
    for (let step = 0; step < 1200; step++) {
      const id = `s${Math.floor(random() * 150)}`;
      if (random() < 0.1) {
        projection.remove(id);
        calendars.delete(id);
      } else {
        const nights = random() < 0.2 ? null : randomNights(random);
        projection.upsert(id, { ...own, price_per_night: Math.floor(random() * 500), nights });
        calendars.set(id, nights);
      }
      if (step % 20 !== 0) continue;
      const from = FIRST_DAY - 3 + Math.floor(random() * (NIGHTS_HORIZON_DAYS + 50));
      const count = 1 + Math.floor(random() * (random() < 0.2 ? 40 : 4));
      const expected = [...calendars].filter(([, nights]) => Array.from({ length: count }, (_, i) => from + i).every((day) => freeOn(nights, day))).map(([stay]) => stay);
      const found = searchStayIds(projection, { platforms: ['insideairbnb'], stay: { from, nights: count }, sort: 'price_asc', limit: 100, totalCap: 1_000 }, now);
      expect(found.ids.toSorted(), `${count} nights from ${from}`).toEqual(expected.toSorted());
      expect(found.total).toBe(expected.length);
      if (expected.length > 0) nonEmpty++;
    }
    // Most searches found some stays, so the comparison was not of empty answers.
    expect(nonEmpty).toBeGreaterThan(30);
  });
});
