import { expect } from 'vitest';

// What the tests of a sharded search against the same search in one thread share: both walked
// through every page of each search and compared, and the wait until both have applied a change.

/** Every search walked on both sides (pages with their ids) and expected equal; the pages and ids compared. */
export async function compareWalks<S, Side>(searches: readonly S[], sides: readonly [Side, Side], walk: (side: Side, search: S) => Promise<Array<{ ids: readonly string[] }>>): Promise<{ pages: number; ids: number }> {
  const counts = { pages: 0, ids: 0 };
  for (const search of searches) {
    const [mine, theirs] = await Promise.all(sides.map((side) => walk(side, search)));
    expect(mine, JSON.stringify(search)).toEqual(theirs);
    for (const page of theirs ?? []) {
      counts.pages++;
      counts.ids += page.ids.length;
    }
  }
  return counts;
}

/** Asks each side until all show what was written last (at most 200 times, 50 ms apart); whether each did. */
export async function untilEveryShows<Side>(sides: readonly Side[], shows: (side: Side) => Promise<boolean>): Promise<boolean[]> {
  let shown = sides.map(() => false);
  for (let attempt = 0; attempt < 200 && !shown.every(Boolean); attempt++) {
    shown = await Promise.all(sides.map(shows));
    if (!shown.every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return shown;
}
