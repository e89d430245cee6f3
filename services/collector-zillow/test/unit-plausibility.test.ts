/**
 * Units' prices that cannot be true, on the real building cards of real-pages/ and the building
 * page fixture, each with one price changed to a value Zillow has been seen to print ("$0+") or a
 * slip would ("$3+", "From $0", a condo at $12): that price keeps its words and loses its amount,
 * the building names the rule; every other unit reads as before.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable } from '@estate/collector-kit/testing';
import type { BuildingObserved, UnitObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2024-02-05T18:00:00.000Z', retrievedAt: '2024-02-05T18:00:00.000Z' };
const file = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

function read(path: string, body: string, contentType: string): { buildings: BuildingObserved[]; units: UnitObserved[] } {
  const parsed = parse({ path, content_type: contentType, body }, CONTEXT);
  assertPublishable('zillow', parsed, CONTEXT);
  expect(parsed.issues).toEqual([]);
  const of = <T>(kind: string): T[] => parsed.observations.filter((o) => o.kind === kind).map((o) => o.data as T);
  return { buildings: of<BuildingObserved>('building'), units: of<UnitObserved>('unit') };
}

type Card = { units?: Array<{ price: string; beds: string }>; price?: string; isBuilding?: boolean; buildingId?: string };

/** The real rental answer with its cards changed by `change`. */
function rentAnswer(change: (cards: Card[]) => void): string {
  const answer = JSON.parse(file('./real-pages/search-rent-new-jersey-2022.json')) as { cat1: { searchResults: { listResults: Card[] } } };
  change(answer.cat1.searchResults.listResults);
  return JSON.stringify(answer);
}

const unitsOf = (cards: Card[], name: string) => (cards.find((c) => (c as { buildingName?: string }).buildingName === name)?.units ?? []) as Array<{ price: string }>;

describe('a building card\'s "from" rents that cannot be true', () => {
  const clean = read('search/async-0001.json', rentAnswer(() => undefined), 'application/json');
  const out = read(
    'search/async-0001.json',
    rentAnswer((cards) => {
      (unitsOf(cards, 'Brighton Arms')[0] as { price: string }).price = '$0+';
      (unitsOf(cards, 'The Brick of Hackensack')[2] as { price: string }).price = '$3+';
    }),
    'application/json',
  );

  it('withholds the amount of "$0+" and "$3+" a month, keeping the words, and the building names the rule', () => {
    const brighton = out.units.find((u) => u.building_native_id === 'brighton-arms-neptune-city-nj-5Y2Yg4' && u.native_id === 'beds-1');
    expect(brighton?.price).toEqual({ currency: 'USD', kind: 'unknown', display_text: '$0+', period: 'month' });
    const brick = out.units.find((u) => u.building_native_id === 'the-brick-of-hackensack-hackensack-nj-9764Lb' && u.native_id === 'beds-2');
    expect(brick?.price).toEqual({ currency: 'USD', kind: 'from', display_text: '$3+', period: 'month' });
    const notes = Object.fromEntries(out.buildings.map((b) => [b.native_id, b.extensions?.['implausible']]));
    expect(notes).toEqual({
      'sawyer-jersey-city-nj-974K78': undefined,
      'brighton-arms-neptune-city-nj-5Y2Yg4': { 'units.beds-1.price': { rule: 'zero_price', value: '$0+' } },
      'the-brick-of-hackensack-hackensack-nj-9764Lb': { 'units.beds-2.price': { rule: 'price_minimum', value: '3' } },
    });
  });

  it('reads every other unit and building as the real page gives them', () => {
    const key = (u: UnitObserved) => `${u.building_native_id}/${u.native_id}`;
    const changed = new Set(['brighton-arms-neptune-city-nj-5Y2Yg4/beds-1', 'the-brick-of-hackensack-hackensack-nj-9764Lb/beds-2']);
    expect(out.units.map(key)).toEqual(clean.units.map(key));
    expect(out.units.filter((u) => !changed.has(key(u)))).toEqual(clean.units.filter((u) => !changed.has(key(u))));
    expect(out.buildings[0]).toEqual(clean.buildings[0]);
    expect(clean.buildings.every((b) => b.extensions?.['implausible'] === undefined)).toBe(true);
  });
});

describe('a for-sale building card\'s "From $…" that cannot be true', () => {
  it('keeps "From $0" as words, withholds its amount and says why; "From $988,901" stands', () => {
    const answer = file('./real-pages/search-async-san-francisco-2024.json').replace('"From $998,000"', '"From $0"');
    const out = read('search/async-0001.json', answer, 'application/json');
    const [lofton, monterey] = out.buildings;
    expect(lofton?.extensions?.['implausible']).toBeUndefined();
    expect(lofton?.extensions?.['price_from']).toMatchObject({ amount: '988901' });
    expect(monterey?.extensions?.['price_from']).toEqual({ currency: 'USD', kind: 'unknown', display_text: 'From $0' });
    expect(monterey?.extensions?.['implausible']).toEqual({ price_from: { rule: 'zero_price', value: 'From $0' } });
  });
});

describe("a building page's unit prices that cannot be true", () => {
  const path = 'b/250-w-57th-st-new-york-ny-10107.html';
  const page = (first: number, second: number) =>
    read(path, file(`./fixtures/${path}`).replace('"price":1150000', `"price":${first}`).replace('"price":2450000', `"price":${second}`), 'text/html');

  it('flags a 0 and a price no sale or rent could be, whichever the page means', () => {
    const { units, buildings } = page(0, 12);
    expect(units.map((u) => [u.native_id, u.price])).toEqual([
      ['Apt 4B', { currency: 'USD', kind: 'unknown', display_text: '0' }],
      ['Apt 12A', { currency: 'USD', kind: 'asking', display_text: '12' }],
      ['plan-3', undefined],
    ]);
    expect(buildings[0]?.extensions).toEqual({ implausible: { 'units.Apt 4B.price': { rule: 'zero_price', value: '0' }, 'units.Apt 12A.price': { rule: 'price_minimum', value: '12' } } });
  });

  it('leaves a price that is a plausible rent or sale under one reading: $1,150 could be a month\'s rent', () => {
    const { units, buildings } = page(1_150, 2_450_000);
    expect(units.map((u) => u.price?.amount)).toEqual(['1150', '2450000', undefined]);
    expect(buildings[0]?.extensions).toBeUndefined();
  });
});
