import { describe, expect, it } from 'vitest';
import { availableNightsOf, createStaySearch, epochDay, searchStayIds, stayNightsDocument, stayNightsOf, staySearchDocument, stayOwnValuesOf, type StaySearchQuery } from '../src/index.js';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const observed = { observed_at: '2026-11-24T10:00:00.000Z', event_id: 'e1' };

function calendar(start: string, free: boolean[]) {
  return free.map((available, i) => ({ date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), available }));
}

describe('the stay search', () => {
  const projection = createStaySearch();
  const own = { platform: 'insideairbnb', country: 'ES', city: 'Madrid', region: '', postal_code: '', room_type: 'entire_home', currency: 'EUR', observed_at: Date.parse(observed.observed_at) };
  projection.upsert('a', { ...own, accommodates: 4, price_per_night: 90, review_count: 10, minimum_nights: 2, maximum_nights: 30, nights: availableNightsOf(calendar('2026-12-01', [true, true, true, false, true])) ?? null });
  projection.upsert('b', { ...own, accommodates: 2, price_per_night: 60, review_count: 3, minimum_nights: 1, maximum_nights: 30, nights: availableNightsOf(calendar('2026-12-01', [true, false, true, true, true])) ?? null });
  // No calendar: its nights are unknown, so no dates ever match.
  projection.upsert('c', { ...own, accommodates: 6, price_per_night: 120, review_count: 50, minimum_nights: 1, maximum_nights: 30, nights: null });
  const query = (extra: Partial<StaySearchQuery>): string[] => searchStayIds(projection, { platforms: ['insideairbnb'], sort: 'price_asc', limit: 10, ...extra }, NOW).ids;
  const nights = (checkIn: string, count: number) => ({ from: epochDay(checkIn), nights: count });

  it('keeps stays whose every night is available, within their minimum and maximum nights', () => {
    expect(query({})).toEqual(['b', 'a', 'c']);
    expect(query({ stay: nights('2026-12-01', 2) })).toEqual(['a']);
    expect(query({ stay: nights('2026-12-03', 2) })).toEqual(['b']);
    // One night is below a's minimum of two.
    expect(query({ stay: nights('2026-12-01', 1) })).toEqual(['b']);
    // Nights past the calendar are unknown.
    expect(query({ stay: nights('2026-12-04', 3) })).toEqual([]);
    expect(query({ stay: nights('2026-11-30', 2) })).toEqual([]);
  });

  it('filters by guests and sorts by reviews', () => {
    expect(query({ guests: 3, sort: 'reviews_desc' })).toEqual(['c', 'a']);
  });

  it('round-trips its two documents through JSON', () => {
    const doc = JSON.parse(JSON.stringify(staySearchDocument(observed, { ...own, accommodates: 4 })));
    expect(stayOwnValuesOf(doc)).toMatchObject({ city: 'Madrid', accommodates: 4, price_per_night: null });
    const bits = availableNightsOf(calendar('2026-12-01', [true, false, true]));
    const back = stayNightsOf(JSON.parse(JSON.stringify(stayNightsDocument(observed, bits as NonNullable<typeof bits>))));
    expect(back?.start).toBe(epochDay('2026-12-01'));
    expect(back?.words[0]).toBe(0b101);
    expect(stayNightsOf({ nights: [1, 'short'] })).toBeUndefined();
  });
});

describe('the nearest-first stay search', () => {
  const projection = createStaySearch();
  const own = { platform: 'insideairbnb', country: 'ES', city: 'Madrid', room_type: 'entire_home', currency: 'EUR', observed_at: Date.parse(observed.observed_at) };
  const origin = { latitude: 40.4168, longitude: -3.7038 };
  // Ids in an order unlike their distances; d and e at the same spot test the tie by id.
  const metresNorth = { z: 100, a: 900, m: 450, e: 2_000, d: 2_000, far: 50_000 };
  for (const [id, metres] of Object.entries(metresNorth)) {
    projection.upsert(id, { ...own, price_per_night: metres, point: { latitude: origin.latitude + metres / 111_195, longitude: origin.longitude } });
  }
  projection.upsert('nowhere', { ...own, price_per_night: 1 });
  const search = (extra: Partial<StaySearchQuery>) => searchStayIds(projection, { platforms: ['insideairbnb'], sort: 'distance_asc', origin, limit: 10, ...extra }, NOW);

  it('orders by distance from the origin, ties by id, stays without a point last', () => {
    expect(search({}).ids).toEqual(['z', 'm', 'a', 'd', 'e', 'far', 'nowhere']);
  });

  it('pages by keyset without losing or repeating a stay, and keeps other filters', () => {
    const seen: string[] = [];
    let after: StaySearchQuery['after'];
    do {
      const page = search({ limit: 2, after });
      expect(page.total).toBe(7);
      seen.push(...page.ids);
      after = page.nextPosition;
    } while (after !== undefined);
    expect(seen).toEqual(['z', 'm', 'a', 'd', 'e', 'far', 'nowhere']);
    const within = search({ location: { kind: 'radius', ...origin, radius_meters: 1_000 } });
    expect(within.ids).toEqual(['z', 'm', 'a']);
  });

  it('measures from wherever the origin is', () => {
    const fromFar = { latitude: origin.latitude + 50_000 / 111_195, longitude: origin.longitude };
    expect(search({ origin: fromFar, limit: 3 }).ids).toEqual(['far', 'd', 'e']);
  });

  it('refuses a distance sort without an origin, and an origin off the globe', () => {
    expect(() => search({ origin: undefined })).toThrow(/origin/);
    expect(() => search({ origin: { latitude: 91, longitude: 0 } })).toThrow(/latitude/);
  });
});
