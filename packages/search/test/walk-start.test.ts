import { describe, expect, it } from 'vitest';
import { defineSearchKind, SearchProjection, type FieldValues, type SearchQuery } from '../src/index.js';
import { seeded, type Random } from './listing-rows.js';

/**
 * A page read along a sort starts past the keys no wanted enum value has held (KeyExtremes): the
 * markets here price in bands apart, as listings in yen and in euros do. Against a brute-force
 * reading of the same records, every page of random queries with tiny total caps (so the count
 * stops and the page is walked along the sort, not picked from the matches), plain and collapsed
 * by home, while records come, change their enum values without a new price, change price, leave,
 * and arrive in bulk.
 */
const kind = defineSearchKind({
  kind: 'offer',
  fields: {
    market: { type: 'enum' },
    state: { type: 'enum' },
    price: { type: 'number' },
    rating: { type: 'number', storage: 'float32' },
    home: { type: 'string' },
  },
  sorts: {
    cheapest: { field: 'price', direction: 'asc' },
    dearest: { field: 'price', direction: 'desc' },
    best: { field: 'rating', direction: 'desc', finiteOnly: true },
  },
  groupBy: ['home'],
});
type Offer = FieldValues<typeof kind.fields>;
type Sort = 'cheapest' | 'dearest' | 'best';

const MARKETS = ['jp', 'es', 'us', 'gb'];
const STATES = ['open', 'sold', 'held'];
/** Each market's prices in a band of its own, far apart, a few missing (a position never holds an infinite key). */
const BAND: Record<string, number> = { jp: 1e7, es: 1e5, us: 1e3, gb: 1e5 };

function offer(random: Random, market = MARKETS[Math.floor(random() * MARKETS.length)] as string): Offer {
  const roll = random();
  const price = roll < 0.08 ? null : Math.round((BAND[market] as number) * (1 + random() * 9));
  const rate = random();
  const rating = rate < 0.1 ? null : rate < 0.15 ? Infinity : rate < 0.18 ? Number.NaN : Math.round(random() * 50) / 10 + (market === 'jp' ? 10 : 0);
  // A few homes offered several times, across markets: the collapsed walk reads them.
  const home = random() < 0.5 ? '' : `h${Math.floor(random() * 40)}`;
  return { market, state: STATES[Math.floor(random() * STATES.length)] as string, price, rating, home };
}

const SORT_OF: Record<Sort, { field: 'price' | 'rating'; asc: boolean; finiteOnly: boolean }> = {
  cheapest: { field: 'price', asc: true, finiteOnly: false },
  dearest: { field: 'price', asc: false, finiteOnly: false },
  best: { field: 'rating', asc: false, finiteOnly: true },
};

/** Sorts ids of `model` by a sort: missing keys last, ties by id in the sort's direction. */
function sortedBy(model: Map<string, Offer>, sortName: Sort, ids: string[]): string[] {
  const sort = SORT_OF[sortName];
  const keyOf = (o: Offer): number | null => {
    const v = o[sort.field];
    if (typeof v !== 'number' || Number.isNaN(v)) return null;
    return sort.finiteOnly && !Number.isFinite(v) ? null : v;
  };
  const dir = sort.asc ? 1 : -1;
  return ids.sort((ia, ib) => {
    const ka = keyOf(model.get(ia) as Offer);
    const kb = keyOf(model.get(ib) as Offer);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) return ka < kb ? -dir : dir;
    return ia === ib ? 0 : ia < ib ? -dir : dir;
  });
}

/**
 * The ids a query matches, in its sort; collapsed, each home's first match in the
 * representative sort stands for it (a record without a home stands for itself).
 */
function bruteForce(model: Map<string, Offer>, query: SearchQuery): string[] {
  const wanted = (o: Offer) => query.filters.every((f) => f.kind !== 'in' || f.values.includes(String(o[f.field as 'market' | 'state'])));
  const matches = [...model].filter(([, o]) => wanted(o)).map(([id]) => id);
  if (query.collapse === undefined) return sortedBy(model, query.sort as Sort, matches);
  const first = new Map<string, string>();
  for (const id of sortedBy(model, query.collapse.representative as Sort, [...matches])) {
    const home = (model.get(id) as Offer).home as string;
    if (!first.has(home === '' ? id : home)) first.set(home === '' ? id : home, id);
  }
  return sortedBy(model, query.sort as Sort, [...first.values()]);
}

function somePicked(random: Random, values: readonly string[]): string[] {
  const picked = values.filter(() => random() < 0.4);
  return picked.length > 0 ? picked : [values[Math.floor(random() * values.length)] as string];
}

/** Every page of the query, following the position, and how many answered a lower-bound total. */
function walkAll(p: SearchProjection<typeof kind.fields>, query: SearchQuery): { ids: string[]; lowerBound: number } {
  const ids: string[] = [];
  let lowerBound = 0;
  let after = query.after;
  for (let pages = 0; pages < 1_000; pages++) {
    const page = p.search({ ...query, after });
    ids.push(...page.ids);
    if (page.totalRelation === 'lower_bound') lowerBound++;
    if (page.nextPosition === undefined) return { ids, lowerBound };
    after = page.nextPosition;
  }
  throw new Error('a query did not end');
}

describe('a walk along a sort starts past the keys no wanted value holds', () => {
  it('answers every page as brute force, while records change their values, leave and arrive in bulk', () => {
    const random = seeded(28_11_2026);
    const p = new SearchProjection(kind, { initialCapacity: 8 });
    const model = new Map<string, Offer>();
    let next = 0;
    let walked = 0;
    for (let round = 0; round < 24; round++) {
      const bulk = round % 6 === 5;
      if (bulk) p.beginBulk();
      for (let step = 0; step < 40; step++) {
        const ids = [...model.keys()];
        const roll = random();
        const picked = ids[Math.floor(random() * ids.length)];
        if (picked !== undefined && roll >= 0.85) {
          model.delete(picked);
          p.remove(picked);
          continue;
        }
        const id = picked === undefined || roll < 0.45 ? `o${(next++).toString().padStart(4, '0')}` : picked;
        const held = model.get(id);
        if (held === undefined) model.set(id, offer(random));
        // Another market or state, the price kept: the record moves to another band's values.
        else if (roll < 0.7) model.set(id, { ...held, market: MARKETS[Math.floor(random() * MARKETS.length)] as string, state: STATES[Math.floor(random() * STATES.length)] as string });
        else model.set(id, offer(random, held.market as string));
        p.upsert(id, model.get(id) as Offer);
      }
      if (bulk) p.endBulk();
      for (let q = 0; q < 30; q++) {
        const sort = (['cheapest', 'dearest', 'best'] as const)[q % 3] as Sort;
        const filters: Array<SearchQuery['filters'][number]> = [];
        if (random() < 0.8) filters.push({ kind: 'in', field: 'market', values: somePicked(random, [...MARKETS, 'fr']) });
        if (random() < 0.5) filters.push({ kind: 'in', field: 'state', values: somePicked(random, STATES) });
        const collapse = q % 4 === 3 ? { collapse: { field: 'home', representative: (['cheapest', 'dearest', 'best'] as const)[(q >> 2) % 3] as Sort } } : {};
        const query: SearchQuery = { filters, sort, limit: 1 + Math.floor(random() * 4), totalCap: 1 + Math.floor(random() * 3), ...collapse };
        const { ids, lowerBound } = walkAll(p, query);
        expect(ids, JSON.stringify(query)).toEqual(bruteForce(model, query));
        walked += lowerBound;
      }
    }
    // The pages were read along the sorts, not picked from matches in hand.
    expect(walked).toBeGreaterThan(500);
  });
});
