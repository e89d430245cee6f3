import { matchesTextLocation } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { CodeColumn, NumberColumn } from '../src/columns.js';
import { defineSearchKind, SearchProjection, type FieldValues, type SearchFilter } from '../src/index.js';
import { nameMatches } from '../src/name-match.js';
import { IdHeads } from '../src/id-heads.js';
import { Ordering, type Position } from '../src/ordering.js';
import { TextKeys } from '../src/text-match.js';
import { pick, seeded } from './listing-rows.js';

/**
 * What a search reads instead of every slot: the holders of a many-valued field's codes
 * (CodeMembers, built once and then told of changes), the codes a text location matches (looked
 * up by the keys' first letters), and a sort's slots from a position (Ordering.scan), each
 * against a brute-force reading of the same state.
 */

function holders(column: CodeColumn, slots: number, codes: readonly number[]): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < slots; slot++) if (codes.includes(column.codes[slot] as number)) out.push(slot);
  return out;
}

const ASKED_AT = new Set([3, 500, 600, 1499, 2999, 3000, 8999, 9999, 10_001, 16_999, 19_999]);

describe('the slots of each code of a many-valued field', () => {
  it('are exactly the holders, each once, through writes, clears, code reuse, growth and rebuilds', () => {
    const random = seeded(27_101);
    const values = Array.from({ length: 300 }, (_, i) => `v${i}`);
    let capacity = 64;
    const column = new CodeColumn(true, capacity);
    let slots = 0;
    let checked = 0;
    for (let step = 0; step < 20_000; step++) {
      const slot = Math.floor(random() * 6000);
      while (slot >= capacity) {
        capacity *= 2;
        column.grow(capacity);
      }
      slots = Math.max(slots, slot + 1);
      const roll = random();
      if (roll < 0.15) column.clear(slot);
      else column.write(slot, roll < 0.2 ? null : pick(random, values));
      // Asked early (a build over few slots) and then now and then: changes pile up past the
      // rebuild threshold between some reads and stay under it between others.
      if (!ASKED_AT.has(step)) continue;
      const codes = values.filter(() => random() < 0.05).flatMap((value) => column.dictionary.codeOf(value) ?? []);
      const found: number[] = [];
      column.members.forEach(codes, (held) => found.push(held));
      expect(found.sort((a, b) => a - b)).toEqual(holders(column, slots, codes));
      checked++;
    }
    expect(checked).toBe(ASKED_AT.size);
    expect(capacity).toBeGreaterThanOrEqual(4096);
  });
});

describe('the codes a text location matches', () => {
  it('are those the rule picks from every value, through values taken and dropped, for short and long queries', () => {
    const random = seeded(27_102);
    const column = new CodeColumn(true, 4096);
    const postal = new TextKeys('postal_code', column);
    const city = new CodeColumn(true, 4096);
    const cities = new TextKeys('city', city);
    const postcodes = Array.from({ length: 800 }, () => `${pick(random, ['SW', 'SE', 'N', 'E1', '1', '28', 'É'])}${Math.floor(random() * 1000)}`);
    const towns = ['Madrid', 'madrid', 'Málaga', 'Ma', 'M', 'Leeds', 'León', 'İzmir', 'Sevilla la Nueva'];
    const queries = ['s', 'SW', 'sw1', 'sw12 ', '  se9', 'n', 'e1', '28', '280', 'é', 'É5', 'madrid', 'MA', 'm', 'málaga', 'i̇zmir', 'sevilla', 'sevilla la nueva', 'x', ' '];
    let compared = 0;
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < 300; i++) {
        const slot = Math.floor(random() * 4096);
        if (random() < 0.3) {
          column.clear(slot);
          city.clear(slot);
        } else {
          column.write(slot, pick(random, postcodes));
          city.write(slot, pick(random, towns));
        }
      }
      for (const query of queries) {
        for (const [keys, col, role] of [
          [postal, column, 'postal_code'],
          [cities, city, 'city'],
        ] as const) {
          const expected = [...col.dictionary.entries()].filter(([value]) => matchesTextLocation({ [role]: value }, { query })).map(([, code]) => code);
          const found = keys.matchingCodes(query);
          if (query.trim() === '') expect(found).toBeUndefined();
          else expect([...(found ?? [])].sort((a, b) => a - b), `${role} ${JSON.stringify(query)}`).toEqual(expected.sort((a, b) => a - b));
          compared++;
        }
      }
    }
    expect(compared).toBe(30 * queries.length * 2);
  });
});

const kind = defineSearchKind({
  kind: 'place',
  fields: {
    status: { type: 'enum' },
    city: { type: 'string' },
    region: { type: 'string' },
    postal_code: { type: 'string' },
    agent: { type: 'string' },
    price: { type: 'number' },
  },
  sorts: { cheapest: { field: 'price', direction: 'asc' } },
  textLocation: { city: 'city', region: 'region', postal_code: 'postal_code' },
});
type Place = FieldValues<typeof kind.fields>;

describe('searches by text location and by a many-valued field', () => {
  it('keep what a scan keeps, in order, with the same totals, under upserts and removals past a rebuild', () => {
    const random = seeded(27_103);
    const projection = new SearchProjection(kind);
    const model = new Map<string, Place>();
    const cities = Array.from({ length: 200 }, (_, i) => `Town ${i}`);
    const regions = ['Town 1', 'North', 'South'];
    const agents = Array.from({ length: 400 }, (_, i) => `agent-${i}`);
    let compared = 0;
    let nonEmpty = 0;
    for (let round = 0; round < 25; round++) {
      // Enough changes between searches that the holders are rebuilt now and then.
      for (let change = 0; change < 600; change++) {
        const id = `p${Math.floor(random() * 4000)}`;
        if (random() < 0.1) {
          projection.remove(id);
          model.delete(id);
          continue;
        }
        const place: Place = {
          status: pick(random, ['active', 'sold']),
          city: random() < 0.05 ? null : pick(random, cities),
          region: pick(random, regions),
          postal_code: `${pick(random, ['AB', 'AC', 'B'])}${Math.floor(random() * 300)}`,
          agent: random() < 0.1 ? null : pick(random, agents),
          price: random() < 0.05 ? null : Math.floor(random() * 1000),
        };
        projection.upsert(id, place);
        model.set(id, place);
      }
      for (let q = 0; q < 8; q++) {
        const roll = random();
        const filter: SearchFilter =
          roll < 0.4
            ? { kind: 'text', query: pick(random, ['town 1', 'Town 17', 'north', 'ab1', 'AB12', 'b2', 'ac', 'nowhere']) }
            : roll < 0.7
              ? { kind: 'in', field: 'agent', values: agents.filter(() => random() < 0.01) }
              : { kind: 'name', field: 'agent', query: `agent-${Math.floor(random() * 40)}` };
        const filters: SearchFilter[] = [filter, ...(random() < 0.5 ? [{ kind: 'in', field: 'status', values: ['active'] } as const] : [])];
        const keeps = (place: Place): boolean => {
          if (filters.length > 1 && place.status !== 'active') return false;
          if (filter.kind === 'text') {
            const { city, region, postal_code } = place;
            return matchesTextLocation({ ...(city === null ? {} : { city }), ...(region === null ? {} : { region }), ...(postal_code === null ? {} : { postal_code }) }, { query: filter.query });
          }
          if (filter.kind === 'in') return filter.values.includes(place.agent as string);
          return typeof place.agent === 'string' && nameMatches(place.agent, filter.kind === 'name' ? filter.query : '');
        };
        const expected = [...model]
          .filter(([, place]) => keeps(place))
          .sort(([ia, a], [ib, b]) => (a.price ?? Infinity) - (b.price ?? Infinity) || (ia < ib ? -1 : 1))
          .map(([id]) => id);
        const cap = pick(random, [5, 10_000]);
        const result = projection.search({ filters, sort: 'cheapest', limit: 6, totalCap: cap });
        expect(result.ids, JSON.stringify(filters)).toEqual(expected.slice(0, 6));
        expect(result.total).toBe(Math.min(expected.length, cap));
        compared++;
        if (expected.length > 0) nonEmpty++;
      }
    }
    expect(compared).toBe(200);
    expect(nonEmpty).toBeGreaterThan(100);
  });
});

describe('a sort read from a position with a callback', () => {
  it('gives the slots its iterator gives, from the same position, stopping where told', () => {
    const random = seeded(27_104);
    const column = new NumberColumn((capacity) => new Float64Array(capacity), 4096);
    const ids: Array<string | undefined> = [];
    const heads = new IdHeads(4096);
    const ordering = new Ordering(column, ids, heads, { field: 'price', direction: 'desc' });
    for (let slot = 0; slot < 3000; slot++) {
      ids[slot] = `id${Math.floor(random() * 1e6)}-${slot}`;
      heads.note(slot, ids[slot] as string);
      column.write(slot, random() < 0.1 ? null : Math.floor(random() * 200));
      ordering.add(slot);
    }
    for (let q = 0; q < 40; q++) {
      const slot = Math.floor(random() * 3000);
      const position: Position | undefined = q === 0 ? undefined : random() < 0.5 ? { key: ordering.keyOf(slot), id: ids[slot] as string } : { key: Math.floor(random() * 200), id: 'id5' };
      const stopAfter = 1 + Math.floor(random() * 500);
      const viaIterator: number[] = [];
      for (const next of ordering.from(position)) {
        viaIterator.push(next);
        if (viaIterator.length === stopAfter) break;
      }
      const viaScan: number[] = [];
      ordering.scan(position, (next) => {
        viaScan.push(next);
        return viaScan.length < stopAfter;
      });
      expect(viaScan).toEqual(viaIterator);
    }
  });
});
