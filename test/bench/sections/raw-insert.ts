import type { AnyEvent } from '@estate/events';
import { PROJECTED_TABLES, PropertyMatcher, projectBatch } from '@estate/projector';
import type { Store } from '@estate/store';

/**
 * The projector's baseline: the rows it would write for `events`, made beforehand (matching and
 * row building are not timed), inserted with the store's plain JSONEachRow insert in batches of
 * the projector's size, the tables of a batch in parallel as the projector writes them.
 * Returns events per second of insert time.
 */
export async function rawInsertRate(store: Store, events: readonly AnyEvent[], batchSize: number): Promise<{ eventsPerSecond: number; rows: number; seconds: number }> {
  const matcher = new PropertyMatcher();
  const batches = [];
  for (let i = 0; i < events.length; i += batchSize) batches.push(projectBatch(events.slice(i, i + batchSize), matcher));
  let rows = 0;
  const started = performance.now();
  for (const b of batches) {
    const tables = Object.entries(b.rows).filter(([, r]) => r.length > 0) as [keyof typeof PROJECTED_TABLES, object[]][];
    await Promise.all(tables.map(([key, r]) => store.insertRows(PROJECTED_TABLES[key], r)));
    rows += tables.reduce((n, [, r]) => n + r.length, 0);
  }
  const seconds = (performance.now() - started) / 1000;
  return { eventsPerSecond: events.length / seconds, rows, seconds };
}
