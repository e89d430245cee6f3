import { describe, expect, it } from 'vitest';
import { CodeColumn } from '../src/columns.js';
import { defineSearchKind, SearchProjection, type FieldValues, type SearchFilter, type SearchQuery } from '../src/index.js';
import { hasBit, MAX_POSTING_CODES, popcount } from '../src/postings.js';
import { pick, seeded } from './listing-rows.js';

/**
 * The posting sets of the categorical fields, and the other sources of a search's slots (a
 * group's members, a sort's tree between a range's bounds), against a brute-force scan: after random writes,
 * clears, upserts, removals and expiry, each set holds exactly the slots whose column holds its
 * code, and a search's `in` filters (intersected through the sets) keep exactly the records a
 * scan of the values keeps.
 */

/** The slots whose code is `code`, by reading every slot of the column. */
function scanned(column: CodeColumn, slots: number, code: number): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < slots; slot++) if (column.codes[slot] === code) out.push(slot);
  return out;
}

function members(set: Uint32Array | undefined, slots: number): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < slots; slot++) if (set !== undefined && hasBit(set, slot)) out.push(slot);
  return out;
}

describe('posting sets of a column', () => {
  it('hold exactly the slots of each code through writes, rewrites, clears, code reuse and growth', () => {
    const random = seeded(27_001);
    const values = ['a', 'b', 'c', 'd', 'e'];
    let capacity = 8;
    const column = new CodeColumn(false, capacity);
    let slots = 0;
    let checked = 0;
    for (let step = 0; step < 3000; step++) {
      const slot = Math.floor(random() * (slots + 1));
      if (slot >= capacity) {
        capacity *= 2;
        column.grow(capacity);
      }
      slots = Math.max(slots, slot + 1);
      const roll = random();
      if (roll < 0.2) column.clear(slot);
      else column.write(slot, roll < 0.3 ? null : pick(random, values));
      if (step % 50 !== 0) continue;
      for (const value of values) {
        const code = column.dictionary.codeOf(value);
        if (code === undefined) continue;
        expect(members(column.postings?.of(code), capacity), `${value} at step ${step}`).toEqual(scanned(column, slots, code));
        checked++;
      }
    }
    // Codes left unused and taken again by other values met the sets too.
    expect(checked).toBeGreaterThan(200);
    expect(capacity).toBeGreaterThanOrEqual(64);
  });

  it('are given up (and the filter tests codes) once a field outgrows the limit', () => {
    const column = new CodeColumn(false, 2 * MAX_POSTING_CODES);
    column.write(0, 'first');
    expect(column.postings?.of(0)).toBeDefined();
    // Held at once, so no code is freed and taken again.
    for (let i = 0; i < MAX_POSTING_CODES; i++) column.write(1 + i, `value ${i}`);
    expect(column.postings?.enabled).toBe(false);
    expect(column.postings?.of(0)).toBeUndefined();
  });

  it('count set bits of any 32-bit word', () => {
    for (const word of [0, 1, 0x80000000, 0xffffffff, 0x55555555, 0x0f0f0f0f, 123_456_789]) {
      expect(popcount(word)).toBe([...word.toString(2)].filter((bit) => bit === '1').length);
    }
  });
});

const kind = defineSearchKind({
  kind: 'thing',
  fields: {
    platform: { type: 'enum' },
    country: { type: 'enum' },
    status: { type: 'enum' },
    owner: { type: 'string' },
    price: { type: 'number' },
    seen_at: { type: 'timestamp' },
  },
  sorts: { cheapest: { field: 'price', direction: 'asc' }, dearest: { field: 'price', direction: 'desc' } },
  expiresBy: 'seen_at',
  groupBy: ['owner'],
});
type Thing = FieldValues<typeof kind.fields>;

const HOUR = 3_600_000;
const WINDOW = 24 * HOUR;
const PLATFORMS = ['p1', 'p2', 'p3'];
const COUNTRIES = ['US', 'GB', 'JP', 'DE'];
const STATUSES = ['active', 'sold', 'gone'];
const OWNERS = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];

describe('searches through the posting sets', () => {
  it('keep what a scan of the values keeps, in order, with the same totals, under random upserts, removals and expiry', () => {
    const random = seeded(27_002);
    let now = Date.UTC(2026, 0, 1);
    // A small start, so the sets grow with the slots.
    const projection = new SearchProjection(kind, { liveWindowMs: WINDOW, initialCapacity: 4 });
    const model = new Map<string, Thing>();
    const maybe = <T>(values: readonly T[]): T | null => (random() < 0.1 ? null : pick(random, values));
    const compared = { searches: 0, nonEmpty: 0, capped: 0, expired: 0 };
    for (let round = 0; round < 80; round++) {
      for (let change = 0; change < 40; change++) {
        const id = `t${Math.floor(random() * 400)}`;
        if (random() < 0.15) {
          projection.remove(id);
          model.delete(id);
          continue;
        }
        const thing: Thing = {
          platform: maybe(PLATFORMS),
          country: maybe(COUNTRIES),
          status: maybe(STATUSES),
          owner: maybe(OWNERS),
          price: random() < 0.1 ? null : Math.floor(random() * 50),
          seen_at: now - Math.floor(random() * 30) * HOUR,
        };
        projection.upsert(id, thing);
        model.set(id, thing);
      }
      now += HOUR;
      for (const [id, thing] of model) {
        if ((thing.seen_at as number) + WINDOW <= now) {
          model.delete(id);
          compared.expired++;
        }
      }
      for (let q = 0; q < 5; q++) {
        const filters: SearchFilter[] = [];
        const wanted: Array<[keyof Thing, string[]]> = [];
        for (const [field, values] of [
          ['platform', PLATFORMS],
          ['country', [...COUNTRIES, 'FR']],
          ['status', STATUSES],
          ['owner', [...OWNERS, 'o9']],
        ] as const) {
          if (random() < 0.5) continue;
          const chosen = values.filter(() => random() < 0.5);
          filters.push({ kind: 'in', field, values: chosen });
          wanted.push([field, chosen]);
        }
        const cap = pick(random, [3, 50, 10_000]);
        const expected = [...model]
          .filter(([, thing]) => wanted.every(([field, values]) => values.includes(thing[field] as string)))
          .sort(([ia, a], [ib, b]) => (a.price ?? Infinity) - (b.price ?? Infinity) || (ia < ib ? -1 : 1))
          .map(([id]) => id);
        const result = projection.search({ filters, sort: 'cheapest', limit: 7, totalCap: cap }, now);
        expect(result.ids, JSON.stringify(filters)).toEqual(expected.slice(0, 7));
        expect(result.total).toBe(Math.min(expected.length, cap));
        expect(result.totalRelation).toBe(expected.length > cap ? 'lower_bound' : 'exact');
        compared.searches++;
        if (expected.length > 0) compared.nonEmpty++;
        if (expected.length > cap) compared.capped++;
      }
      expect(projection.size).toBe(model.size);
    }
    expect(compared.searches).toBe(400);
    expect(compared.nonEmpty).toBeGreaterThan(150);
    expect(compared.capped).toBeGreaterThan(30);
    expect(compared.expired).toBeGreaterThan(100);
  });
});

describe('a narrow range on a sorted field, read from the sort', () => {
  it('finds what a scan finds, in either direction, with infinities, NaN and missing values, page after page', () => {
    const random = seeded(27_003);
    const now = Date.UTC(2026, 0, 1);
    // Past 4 096 records the projection samples a range and reads a narrow one from the sort's tree.
    const projection = new SearchProjection(kind, { liveWindowMs: WINDOW });
    const model = new Map<string, Thing>();
    const price = (): number | null => {
      const roll = random();
      if (roll < 0.02) return Number.POSITIVE_INFINITY;
      if (roll < 0.04) return Number.NEGATIVE_INFINITY;
      if (roll < 0.05) return Number.NaN;
      if (roll < 0.1) return null;
      return Math.floor(random() * 5000);
    };
    for (let i = 0; i < 6000; i++) {
      const thing: Thing = { platform: pick(random, PLATFORMS), country: pick(random, COUNTRIES), status: pick(random, STATUSES), price: price(), seen_at: now - HOUR };
      projection.upsert(`r${i}`, thing);
      model.set(`r${i}`, thing);
    }
    const compared = { queries: 0, pages: 0, matches: 0, infinite: 0 };
    for (let q = 0; q < 60; q++) {
      const low = Math.floor(random() * 5000);
      const roll = random();
      const bounds = roll < 0.15 ? { min: 4900 + Math.floor(random() * 100) } : roll < 0.3 ? { max: Math.floor(random() * 100) } : { min: low, max: low + Math.floor(random() * 200) };
      const filters: SearchFilter[] = [{ kind: 'range', field: 'price', ...bounds }];
      if (random() < 0.5) filters.push({ kind: 'in', field: 'status', values: ['active', 'sold'] });
      const sort = pick(random, ['cheapest', 'dearest'] as const);
      const sign = sort === 'cheapest' ? 1 : -1;
      const within = (value: number): boolean => value === value && (bounds.min === undefined || value >= bounds.min) && (bounds.max === undefined || value <= bounds.max);
      const expected = [...model]
        .filter(([, thing]) => thing.price !== null && thing.price !== undefined && within(thing.price))
        .filter(([, thing]) => filters.length === 1 || thing.status !== 'gone')
        .sort(([ia, a], [ib, b]) => ((a.price as number) < (b.price as number) ? -sign : (a.price as number) > (b.price as number) ? sign : ia < ib ? -sign : sign))
        .map(([id]) => id);
      const seen: string[] = [];
      let after: SearchQuery['after'];
      // A position cannot carry an infinite key (JSON has none): paging stops at the first such.
      let stopped = false;
      for (;;) {
        const page = projection.search({ filters, sort, limit: 50, after }, now);
        expect(page.total, JSON.stringify({ bounds, sort })).toBe(expected.length);
        seen.push(...page.ids);
        compared.pages++;
        const next = page.nextPosition;
        if (next === undefined) break;
        if (next.key !== null && !Number.isFinite(next.key)) {
          stopped = true;
          break;
        }
        after = JSON.parse(JSON.stringify(next)) as SearchQuery['after'];
      }
      expect(seen, JSON.stringify({ bounds, sort })).toEqual(stopped ? expected.slice(0, seen.length) : expected);
      compared.queries++;
      compared.matches += seen.length;
      compared.infinite += seen.filter((id) => !Number.isFinite(model.get(id)?.price)).length;
    }
    expect(compared.queries).toBe(60);
    expect(compared.pages).toBeGreaterThan(80);
    expect(compared.matches).toBeGreaterThan(2000);
    // One-sided ranges met the infinities at either end.
    expect(compared.infinite).toBeGreaterThan(100);
  });
});
