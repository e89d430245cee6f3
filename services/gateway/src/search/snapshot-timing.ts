/**
 * When a periodic snapshot waits. A snapshot re-reads the whole bucket on the serving thread; taken
 * while the feed is far behind its bucket, or while the bucket is being filled (a projector
 * working off a backlog writes most keys anew within minutes), that read competes with the feed
 * and what it writes is stale at once. So it waits for a quieter moment, but never longer than one
 * snapshot interval in all, so a bucket that never quiets still gets a snapshot every two intervals.
 */

/** Behind: more messages still to deliver than this share of the records (and at least BEHIND_MIN). */
export const BEHIND_SHARE = 0.1;
export const BEHIND_MIN = 1_000;
/** Filling: more changes applied since the snapshot was scheduled than this share of the records. */
export const FILLING_SHARE = 0.25;

export interface FeedActivity {
  /** Messages of the bucket the feed has still to apply (the last delivered message's pending count). */
  pending: number;
  /** Records the projection holds. */
  records: number;
  /** Changes applied since the snapshot was scheduled. */
  appliedSince: number;
  /** How long the snapshot has already waited, and the most it may (the snapshot interval). */
  waitedMs: number;
  maxWaitMs: number;
}

/** Why the snapshot waits, or undefined: write it now. */
export function snapshotWaitReason(activity: FeedActivity): 'behind' | 'filling' | undefined {
  if (activity.waitedMs >= activity.maxWaitMs) return undefined;
  if (activity.pending > Math.max(BEHIND_MIN, activity.records * BEHIND_SHARE)) return 'behind';
  if (activity.appliedSince > Math.max(BEHIND_MIN, activity.records * FILLING_SHARE)) return 'filling';
  return undefined;
}
