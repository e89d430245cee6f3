/**
 * Whether a start catches up from its snapshot in bulk. Change by change, every change to a
 * record costs a tree insert per ordering; in bulk, the changes write columns only and endBulk
 * rebuilds every ordering once over all the records — worth it only when the catch-up is a fair
 * share of them. A snapshot far behind its bucket is what a restart after a long projection
 * found: hundreds of thousands of changes applied one by one.
 */

/** In bulk: more changes to catch up than this share of the snapshot's records (and at least BULK_MIN). */
export const BULK_SHARE = 0.1;
export const BULK_MIN = 1_000;

export function bulkCatchUp(changes: number, records: number): boolean {
  return changes > Math.max(BULK_MIN, records * BULK_SHARE);
}
