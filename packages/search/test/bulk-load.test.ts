import { describe, expect, it } from 'vitest';
import { defineSearchKind, SearchProjection, type FieldValues, type SearchFilter, type SearchQuery } from '../src/index.js';
import { pick, seeded, type Random } from './listing-rows.js';

/** A kind with every feature a bulk load rebuilds: sorts both ways (one finite-only), a group, points, expiry. */
const kind = defineSearchKind({
  kind: 'bulk',
  fields: {
    country: { type: 'enum' },
    owner: { type: 'string' },
    price: { type: 'number' },
    rating: { type: 'number', storage: 'float32' },
    rooms: { type: 'number', storage: 'int32' },
    point: { type: 'point' },
    seen_at: { type: 'timestamp' },
  },
  sorts: {
    cheapest: { field: 'price', direction: 'asc' },
    dearest: { field: 'price', direction: 'desc' },
    best: { field: 'rating', direction: 'desc', finiteOnly: true },
    rooms: { field: 'rooms', direction: 'asc' },
    recent: { field: 'seen_at', direction: 'desc' },
  },
  expiresBy: 'seen_at',
  groupBy: ['owner'],
});
type Values = FieldValues<typeof kind.fields>;
type Projection = SearchProjection<typeof kind.fields>;
/** An upsert (values) or a removal (null), as a snapshot's records are. */
type Change = [string, Values | null];

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 15, 12);
const WINDOW = 24 * HOUR;
const COUNTRIES = ['US', 'DE', 'ES', 'FJ'];
const OWNERS = ['o1', 'o2', 'o3', 'o4', 'o5'];
// Few values, so every sort meets ties; the infinities and NaN where a sort must place them.
const PRICES = [0.1, 12.3, 250_000.5, 450_000, 450_000, -0, 0, Infinity, -Infinity, Number.NaN];
const RATINGS = [1, 2.5, 4.5, 4.5, Infinity, Number.NaN];

function projection(): Projection {
  return new SearchProjection(kind, { liveWindowMs: WINDOW, initialCapacity: 4, spatialRebuildMin: 16 });
}

function randomValues(random: Random): Values {
  const maybe = <T>(value: () => T): T | null => (random() < 0.15 ? null : value());
  return {
    country: maybe(() => pick(random, COUNTRIES)),
    owner: maybe(() => pick(random, OWNERS)),
    price: maybe(() => pick(random, PRICES)),
    rating: maybe(() => pick(random, RATINGS)),
    rooms: maybe(() => Math.floor(random() * 5)),
    point: maybe(() => ({ latitude: (random() - 0.5) * 40, longitude: (random() - 0.5) * 40 })),
    // Some already past the live window, so the first read expires them.
    seen_at: NOW - Math.floor(random() * 30) * HOUR,
  };
}

/** Changes over fewer ids than changes, so ids repeat (the last wins) and removals meet records. */
function changes(random: Random, count: number, ids: number): Change[] {
  return Array.from({ length: count }, (): Change => [`r${Math.floor(random() * ids)}`, random() < 0.12 ? null : randomValues(random)]);
}

function apply(p: Projection, list: readonly Change[]): void {
  for (const [id, values] of list) {
    if (values === null) p.remove(id);
    else p.upsert(id, values);
  }
}

function bulk(p: Projection, list: readonly Change[]): void {
  p.beginBulk();
  apply(p, list);
  p.endBulk();
}

const FILTERS: ReadonlyArray<readonly SearchFilter[]> = [
  [],
  [{ kind: 'in', field: 'country', values: ['DE', 'FJ'] }],
  [{ kind: 'range', field: 'price', min: 0, max: 450_000 }],
  [{ kind: 'in', field: 'owner', values: ['o2'] }],
  [{ kind: 'geo', field: 'point', area: { kind: 'bbox', west: -10, south: -10, east: 15, north: 5 } }],
];

/** Every page of every sort under every filter (limit 37 and a small cap), and every group's members. */
function answers(p: Projection, now = NOW): unknown[] {
  const out: unknown[] = [];
  for (const sort of Object.keys(kind.sorts)) {
    for (const filters of FILTERS) {
      let query: SearchQuery = { filters, sort, limit: 37, totalCap: 150 };
      for (let page = 0; page < 100; page++) {
        const result = p.search(query, now);
        out.push(result);
        // A position past an infinite key cannot be asked for (the contract's positions are finite).
        const key = result.nextPosition?.key;
        if (result.nextPosition === undefined || (key !== null && !Number.isFinite(key))) break;
        query = { ...query, after: result.nextPosition };
      }
    }
  }
  for (const owner of OWNERS) out.push(p.group('owner', owner, now).sort());
  // After the searches, which expire what passed the live window.
  out.push(p.size);
  return out;
}

describe('a bulk load equals the same upserts and removals one by one', () => {
  const list = changes(seeded(27), 1_500, 700);

  it('into an empty projection', () => {
    const one = projection();
    apply(one, list);
    const many = projection();
    bulk(many, list);
    const expected = answers(one);
    expect(expected.length).toBeGreaterThan(5 * 5 * 2);
    expect(answers(many)).toEqual(expected);
  });

  it('into a projection holding records, with reads and expiry in the middle of the load', () => {
    const random = seeded(6);
    const first = changes(random, 400, 700);
    const one = projection();
    apply(one, first);
    apply(one, list);
    const many = projection();
    apply(many, first);
    many.search({ filters: [], sort: 'cheapest', limit: 5 }, NOW);
    many.beginBulk();
    apply(many, list.slice(0, 700));
    // A read in the middle rebuilds first (and expires), then the load goes on.
    many.search({ filters: [], sort: 'best', limit: 5 }, NOW - 2 * HOUR);
    one.search({ filters: [], sort: 'best', limit: 5 }, NOW - 2 * HOUR);
    apply(many, list.slice(700));
    many.endBulk();
    expect(answers(many)).toEqual(answers(one));
  });

  it('leaves orderings that later upserts and removals keep in order', () => {
    const later = changes(seeded(11), 600, 900);
    const one = projection();
    apply(one, list);
    apply(one, later);
    const many = projection();
    bulk(many, list);
    apply(many, later);
    expect(answers(many, NOW + 3 * HOUR)).toEqual(answers(one, NOW + 3 * HOUR));
  });

  it('an empty load leaves the projection as it was', () => {
    const p = projection();
    apply(p, list);
    const before = answers(p);
    bulk(p, []);
    expect(answers(p)).toEqual(before);
  });
});
