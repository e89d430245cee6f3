import type { AnyEvent } from '@estate/events';
import { PropertyMatcher, projectBatch } from '@estate/projector';
import { TABLES, type Store } from '@estate/store';

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
    await Promise.all([
      b.listings.length ? store.insertRows(TABLES.listings, b.listings) : undefined,
      b.observations.length ? store.insertRows(TABLES.listingObservations, b.observations) : undefined,
      b.media.length ? store.insertRows(TABLES.listingMedia, b.media) : undefined,
    ]);
    rows += b.listings.length + b.observations.length + b.media.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { eventsPerSecond: events.length / seconds, rows, seconds };
}
