import { afterAll, expect } from 'vitest';
import type { RangeBounds } from '../src/index.js';
import { pick, type Random } from './listing-rows.js';

// What the differential tests of a search share: random range filters, the sharded searches a
// file opens (closed after it), and the comparison of each read posted to the sharded side.

/** A range filter over `values` (few, so bounds meet ties): a minimum, a maximum or both. */
export function randomRange(random: Random, values: readonly number[]): RangeBounds {
  const a = pick(random, values);
  const b = pick(random, values);
  const roll = random();
  if (roll < 0.33) return { min: a };
  if (roll < 0.66) return { max: a };
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** A factory of sharded searches whose workers are stopped once the file's tests are done. */
export function shardedSearches<T extends { close(): Promise<void> }>(create: (shards: number) => T): (shards: number) => T {
  const open: T[] = [];
  afterAll(async () => {
    await Promise.all(open.map((search) => search.close()));
  });
  return (shards) => {
    const search = create(shards);
    open.push(search);
    return search;
  };
}

/** A read posted to the sharded side, and the single projection's answer at the same point of the changes. */
export interface PostedRead<T = unknown> {
  context: string;
  expected: T;
  actual: Promise<T>;
}

/** Awaits the sharded answers only now, so each was answered while later changes waited behind it. */
export async function expectSameAnswers(reads: readonly PostedRead[]): Promise<void> {
  for (const read of reads) expect(await read.actual, read.context).toEqual(read.expected);
}

/**
 * The queries of a run's pages: a fresh one, or (half the time) the next page of the last query
 * that had one, from the position the single side gave (through JSON, as a cursor carries it).
 */
export class PageWalk<Q extends { after?: P | undefined }, P> {
  #last: { query: Q; next: P } | undefined;

  query(random: Random, fresh: () => Q): Q {
    return this.#last !== undefined && random() < 0.5 ? { ...this.#last.query, after: this.#last.next } : fresh();
  }

  /** The single side's answer to `query`: where its next page starts, if one does. */
  answered(query: Q, next: P | undefined): void {
    this.#last = next === undefined ? undefined : { query: { ...query, after: undefined }, next: JSON.parse(JSON.stringify(next)) as P };
  }
}

/** What a run compared, each more than its least: a run that compared nothing (or only empty answers) fails. */
export function expectMoreThan<C extends Record<string, number>>(counts: C, least: Partial<C>): void {
  for (const [name, min] of Object.entries(least)) expect(counts[name], name).toBeGreaterThan(min as number);
}
