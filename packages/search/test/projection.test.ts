import { describe, expect, it } from 'vitest';
import { matchesTextLocation } from '@estate/normalize';
import { defineSearchKind, SearchProjection, type FieldValues, type SearchQuery } from '../src/index.js';
import { seeded } from './listing-rows.js';

/** A kind other than listings, to hold the projection generic: stays, by nightly price and rating. */
const stays = defineSearchKind({
  kind: 'stay',
  fields: {
    city: { type: 'string' },
    postal_code: { type: 'string' },
    room_type: { type: 'enum' },
    nightly_price: { type: 'number' },
    guests: { type: 'number', storage: 'int32' },
    rating: { type: 'number', storage: 'float32' },
    point: { type: 'point' },
    seen_at: { type: 'timestamp' },
  },
  sorts: {
    cheapest: { field: 'nightly_price', direction: 'asc' },
    best: { field: 'rating', direction: 'desc', finiteOnly: true },
    recent: { field: 'seen_at', direction: 'desc' },
  },
  textLocation: { city: 'city', postal_code: 'postal_code' },
  expiresBy: 'seen_at',
  groupBy: ['city'],
});
type Stay = FieldValues<typeof stays.fields>;

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 15, 12);
const WINDOW = 24 * HOUR;

// A small rebuild threshold, so the spatial index's tree, not only its list of changes, is used.
function projection(): SearchProjection<typeof stays.fields> {
  return new SearchProjection(stays, { liveWindowMs: WINDOW, initialCapacity: 2, spatialRebuildMin: 64 });
}

const base: SearchQuery = { filters: [], sort: 'cheapest', limit: 100 };
const stay = (values: Stay): Stay => ({ seen_at: NOW - HOUR, room_type: 'entire', ...values });

/** Every page of a query, following the position. */
function pages(p: SearchProjection<typeof stays.fields>, query: SearchQuery, now = NOW): string[][] {
  const out: string[][] = [];
  let after = query.after;
  for (;;) {
    const page = p.search({ ...query, after }, now);
    out.push(page.ids);
    if (page.nextPosition === undefined) return out;
    after = JSON.parse(JSON.stringify(page.nextPosition)) as typeof after;
  }
}

describe('sorts and positions', () => {
  const p = projection();
  p.upsert('b', stay({ nightly_price: 100, rating: 4.5 }));
  p.upsert('a', stay({ nightly_price: 100, rating: Number.POSITIVE_INFINITY }));
  p.upsert('c', stay({ nightly_price: 50, rating: 4.5 }));
  p.upsert('d', stay({ rating: Number.NaN }));
  p.upsert('e', stay({ nightly_price: 200, rating: 3 }));

  it('orders by value, ties by id in the same direction, missing values last either way', () => {
    expect(p.search(base, NOW).ids).toEqual(['c', 'a', 'b', 'e', 'd']);
    // finiteOnly: an infinite rating counts as missing, as NaN does.
    expect(p.search({ ...base, sort: 'best' }, NOW).ids).toEqual(['c', 'b', 'e', 'd', 'a']);
  });

  it('pages one record at a time through ties and missing values, each once', () => {
    expect(pages(p, { ...base, sort: 'best', limit: 1 }).flat()).toEqual(['c', 'b', 'e', 'd', 'a']);
    expect(pages(p, { ...base, limit: 2 })).toEqual([['c', 'a'], ['b', 'e'], ['d']]);
  });

  it('a position is the last record: its key and id; a position between records continues after it', () => {
    expect(p.search({ ...base, limit: 2 }, NOW).nextPosition).toEqual({ key: 100, id: 'a' });
    expect(p.search({ ...base, sort: 'best', limit: 3 }, NOW).nextPosition).toEqual({ key: 3, id: 'e' });
    expect(p.search({ ...base, after: { key: 100, id: 'aa' } }, NOW).ids).toEqual(['b', 'e', 'd']);
    expect(p.search({ ...base, after: { key: 75, id: 'zzz' } }, NOW).ids).toEqual(['a', 'b', 'e', 'd']);
    expect(p.search({ ...base, after: { key: null, id: 'a' } }, NOW).ids).toEqual(['d']);
    expect(p.search({ ...base, after: { key: null, id: 'd' } }, NOW)).toEqual({ ids: [], total: 5, totalRelation: 'exact' });
  });

  it('totals are exact up to the cap, then a lower bound, whatever the position', () => {
    expect(p.search({ ...base, totalCap: 5 }, NOW)).toMatchObject({ total: 5, totalRelation: 'exact' });
    expect(p.search({ ...base, totalCap: 4, limit: 2 }, NOW)).toMatchObject({ ids: ['c', 'a'], total: 4, totalRelation: 'lower_bound' });
    expect(p.search({ ...base, totalCap: 2, limit: 1, after: { key: 100, id: 'b' } }, NOW)).toMatchObject({ ids: ['e'], total: 2, totalRelation: 'lower_bound' });
  });

  it('refuses what the store refuses', () => {
    expect(() => p.search({ ...base, limit: 0 })).toThrow(RangeError);
    expect(() => p.search({ ...base, limit: 101 })).toThrow(RangeError);
    expect(() => p.search({ ...base, totalCap: 0 })).toThrow(RangeError);
    expect(() => p.search({ ...base, after: { key: Number.NaN, id: 'a' } })).toThrow(RangeError);
    expect(() => p.search({ ...base, sort: 'nearest' })).toThrow(RangeError);
    expect(() => p.search({ ...base, filters: [{ kind: 'range', field: 'city', min: 1 }] })).toThrow(RangeError);
    expect(() => p.search({ ...base, filters: [{ kind: 'geo', field: 'point', area: { kind: 'polygon', coordinates: [[0, 0]] } }] })).toThrow(RangeError);
  });
});

describe('filters', () => {
  const p = projection();
  p.upsert('paris', stay({ city: 'Paris', postal_code: '75001', nightly_price: 120, guests: 2, rating: 2.3, point: { latitude: 48.86, longitude: 2.35 } }));
  p.upsert('muenchen', stay({ city: 'MÜNCHEN', postal_code: '80331', nightly_price: 90, guests: 4, rating: 4.8, point: { latitude: 48.14, longitude: 11.58 } }));
  p.upsert('suva', stay({ city: 'Suva', room_type: 'room', nightly_price: 40, point: { latitude: -17.7, longitude: 179.9 } }));
  p.upsert('taveuni', stay({ city: 'Taveuni', postal_code: '', nightly_price: 60, guests: 2, point: { latitude: -16.8, longitude: -179.9 } }));
  const ids = (filters: SearchQuery['filters']): string[] => p.search({ ...base, filters }, NOW).ids;

  it('in: equality with one of the values; none known matches nothing', () => {
    expect(ids([{ kind: 'in', field: 'room_type', values: ['room', 'hut'] }])).toEqual(['suva']);
    expect(ids([{ kind: 'in', field: 'room_type', values: [] }])).toEqual([]);
    expect(ids([{ kind: 'in', field: 'room_type', values: ['hut'] }])).toEqual([]);
  });

  it('range: inclusive, a record lacking the value never matches, float32 bounds meet float32 values', () => {
    expect(ids([{ kind: 'range', field: 'nightly_price', min: 60, max: 120 }])).toEqual(['taveuni', 'muenchen', 'paris']);
    expect(ids([{ kind: 'range', field: 'guests', max: 3 }])).toEqual(['taveuni', 'paris']);
    expect(ids([{ kind: 'range', field: 'rating', min: 2.3 }])).toEqual(['muenchen', 'paris']);
    expect(ids([{ kind: 'range', field: 'rating', max: 2.3 }])).toEqual(['paris']);
    expect(ids([{ kind: 'range', field: 'guests' }])).toEqual(['suva', 'taveuni', 'muenchen', 'paris']);
  });

  it('text: whole city in any case, postal code by prefix, trimmed; blank matches nothing', () => {
    expect(ids([{ kind: 'text', query: ' münchen ' }])).toEqual(['muenchen']);
    expect(ids([{ kind: 'text', query: '7500' }])).toEqual(['paris']);
    expect(ids([{ kind: 'text', query: 'par' }])).toEqual([]);
    expect(ids([{ kind: 'text', query: '  ' }])).toEqual([]);
  });

  it('geo: bbox across the antimeridian, radius, polygon; a record without a point never matches', () => {
    p.upsert('nowhere', stay({ city: 'Nowhere', nightly_price: 1 }));
    expect(ids([{ kind: 'geo', field: 'point', area: { kind: 'bbox', west: 179, south: -18, east: -179, north: -16 } }])).toEqual(['suva', 'taveuni']);
    expect(ids([{ kind: 'geo', field: 'point', area: { kind: 'radius', latitude: -17.7, longitude: -179.95, radius_meters: 20_000 } }])).toEqual(['suva']);
    const ring = [
      [2, 48],
      [12, 48],
      [12, 48.5],
      [2, 48],
    ];
    expect(ids([{ kind: 'geo', field: 'point', area: { kind: 'polygon', coordinates: ring } }])).toEqual(['muenchen']);
    p.remove('nowhere');
  });
});

describe('changes', () => {
  it('an upsert replaces every field: the old values no longer match, the new ones order it', () => {
    const p = projection();
    p.upsert('a', stay({ city: 'Lyon', nightly_price: 10, point: { latitude: 45.76, longitude: 4.84 } }));
    p.upsert('b', stay({ city: 'Nice', nightly_price: 20 }));
    p.upsert('a', stay({ city: 'Nice', nightly_price: 30 }));
    expect(p.size).toBe(2);
    expect(p.search(base, NOW).ids).toEqual(['b', 'a']);
    expect(p.search({ ...base, filters: [{ kind: 'text', query: 'lyon' }] }, NOW).ids).toEqual([]);
    const box = { kind: 'bbox', west: 4, south: 45, east: 5, north: 46 } as const;
    expect(p.search({ ...base, filters: [{ kind: 'geo', field: 'point', area: box }] }, NOW).ids).toEqual([]);
  });

  it('removed slots and dictionary codes are reused; searches stay right across many changes and index rebuilds', () => {
    const random = seeded(11);
    const p = projection();
    const truth = new Map<string, Stay>();
    const cities = ['Lyon', 'Nice', 'Nantes', 'Lille'];
    for (let step = 0; step < 30_000; step++) {
      const id = `s${Math.floor(random() * 3000)}`;
      if (random() < 0.3) {
        p.remove(id);
        truth.delete(id);
        continue;
      }
      const values = stay({
        city: `${cities[step % 4]}${Math.floor(random() * 50)}`,
        nightly_price: Math.floor(random() * 100),
        point: random() < 0.1 ? null : { latitude: random() * 10, longitude: random() * 10 },
      });
      p.upsert(id, values);
      truth.set(id, values);
      if (step % 3000 !== 2999) continue;
      const box = { kind: 'bbox', west: 2, south: 2, east: 6, north: 7 } as const;
      const expected = [...truth.entries()]
        .filter(([, v]) => v.point && v.point.latitude >= 2 && v.point.latitude <= 7 && v.point.longitude >= 2 && v.point.longitude <= 6)
        .map(([sid]) => sid)
        .sort();
      expect(p.search({ ...base, limit: 100, totalCap: 100_000, filters: [{ kind: 'geo', field: 'point', area: box }] }, NOW).total).toBe(expected.length);
      const walked = pages(p, { ...base, filters: [{ kind: 'geo', field: 'point', area: box }] }).flat();
      expect([...walked].sort()).toEqual(expected);
    }
    expect(p.size).toBe(truth.size);
    expect(p.spatialIndexBuilds).toBeGreaterThan(5);
    // Far fewer slots than upserts: freed ones were taken again.
    expect(p.slotsInUse).toBeLessThanOrEqual(3000);
  });
});

describe('expiry', () => {
  it('a record drops the moment it is a live window old, at the next search or expire', () => {
    const p = projection();
    p.upsert('old', stay({ nightly_price: 1, seen_at: NOW - WINDOW }));
    p.upsert('edge', stay({ nightly_price: 2, seen_at: NOW - WINDOW + 1 }));
    p.upsert('new', stay({ nightly_price: 3, seen_at: NOW }));
    expect(p.search(base, NOW).ids).toEqual(['edge', 'new']);
    expect(p.has('old')).toBe(false);
    expect(p.search(base, NOW + 1).ids).toEqual(['new']);
    expect(p.expire(NOW + WINDOW - 1)).toBe(0);
    expect(p.expire(NOW + WINDOW)).toBe(1);
    expect(p.size).toBe(0);
  });

  it('a newer version moves a record later in the expiry queue', () => {
    const p = projection();
    p.upsert('a', stay({ seen_at: NOW - WINDOW + 10 }));
    p.upsert('a', stay({ seen_at: NOW }));
    expect(p.expire(NOW + 10)).toBe(0);
    expect(p.has('a')).toBe(true);
  });

  it('a kind that expires needs its window', () => {
    expect(() => new SearchProjection(stays)).toThrow(RangeError);
  });
});

describe('the text-location rule, decided per distinct value', () => {
  it('agrees with @estate/normalize on every place and query', () => {
    const random = seeded(5);
    const values = ['München', 'MÜNCHEN', 'İstanbul', 'istanbul', 'Straße', 'STRASSE', ' Suva', 'Σάμος', 'ΣΆΜΟΣ', '80331', '803', 'CT1 2AB', 'ct1', ''];
    const queries = [...values, 'münchen', 'i̇stanbul', 'straße', 'σάμος', ' ct1 ', '8', '\tsuva', 'suva', ' '];
    const p = projection();
    const places = values.flatMap((city, i) => values.map((postal_code, j) => ({ id: `${i}-${j}`, city, postal_code })));
    for (const place of places) p.upsert(place.id, stay({ city: place.city, postal_code: place.postal_code, nightly_price: random() }));
    let checked = 0;
    for (const query of queries) {
      const expected = places.filter((place) => matchesTextLocation(place, { query })).map((place) => place.id);
      const found = pages(p, { ...base, filters: [{ kind: 'text', query }] }).flat();
      expect(new Set(found), query).toEqual(new Set(expected));
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('groups by a string field', () => {
  const sorted = (ids: string[]): string[] => [...ids].sort();

  it('follows upserts that move a record, removals, missing values and expiry', () => {
    const p = projection();
    p.upsert('a', stay({ city: 'Lyon' }));
    p.upsert('b', stay({ city: 'Lyon' }));
    p.upsert('c', stay({ city: 'Nice', seen_at: NOW - WINDOW + HOUR }));
    p.upsert('d', stay({}));
    expect(sorted(p.group('city', 'Lyon', NOW))).toEqual(['a', 'b']);
    p.upsert('b', stay({ city: 'Nice' }));
    p.upsert('a', stay({ city: 'Lyon', nightly_price: 80 }));
    expect(p.group('city', 'Lyon', NOW)).toEqual(['a']);
    expect(sorted(p.group('city', 'Nice', NOW))).toEqual(['b', 'c']);
    p.upsert('a', stay({}));
    expect(p.group('city', 'Lyon', NOW)).toEqual([]);
    // c passes the live window; its slot is reused by e, which joins another group.
    expect(p.group('city', 'Nice', NOW + 2 * HOUR)).toEqual(['b']);
    p.upsert('e', stay({ city: 'Lyon' }));
    expect(p.group('city', 'Lyon', NOW)).toEqual(['e']);
    expect(p.remove('b')).toBe(true);
    expect(p.group('city', 'Nice', NOW)).toEqual([]);
  });

  it('reads one field of a record, and refuses a field it does not group by', () => {
    const p = projection();
    p.upsert('a', stay({ city: 'Lyon', rating: 4.5 }));
    expect(p.valueOf('a', 'city')).toBe('Lyon');
    expect(p.valueOf('a', 'rating')).toBe(4.5);
    expect(p.valueOf('a', 'nightly_price')).toBeNull();
    expect(p.valueOf('z', 'city')).toBeUndefined();
    expect(() => p.group('postal_code', '69001', NOW)).toThrow(RangeError);
  });
});
