/**
 * When a feed writes its next snapshot. A snapshot re-reads the whole bucket on the serving thread;
 * taken while the feed is far behind its bucket, or while the bucket is being filled (a projector
 * working off a backlog writes most keys anew within minutes), that read competes with the feed
 * and what it writes is stale at once. So a due snapshot waits for a quieter moment, but never
 * longer than one snapshot interval in all, so a bucket that never quiets still gets a snapshot
 * every two intervals.
 *
 * A snapshot is also written before its interval once a large backlog has just been worked off:
 * what a start catches up from the bucket after its snapshot goes change by change (or in a bulk
 * phase that rebuilds every index), so a restart after a long projection otherwise paid for up to
 * two intervals of changes.
 */

/** Behind: more messages still to deliver than this share of the records (and at least BEHIND_MIN). */
export const BEHIND_SHARE = 0.1;
export const BEHIND_MIN = 1_000;
/** Filling: more changes applied since the snapshot was scheduled than this share of the records. */
export const FILLING_SHARE = 0.25;
/** Worked off: at least this share of the records changed since the last snapshot (and at least BEHIND_MIN)… */
export const WORKED_OFF_SHARE = 0.1;
/** …and the last check saw no more changes than this share of the records (and BEHIND_MIN): the backlog is over. */
export const SETTLED_SHARE = 0.01;

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
  if (isBehind(activity)) return 'behind';
  if (activity.appliedSince > Math.max(BEHIND_MIN, activity.records * FILLING_SHARE)) return 'filling';
  return undefined;
}

export interface SnapshotCheck {
  pending: number;
  records: number;
  /** Changes applied since the last snapshot (since the start when none was written). */
  changedSince: number;
  /** Changes applied since the previous check. */
  appliedSinceCheck: number;
  /** Time since the last snapshot (since the start), and when the next one is due by the clock. */
  sinceMs: number;
  dueAfterMs: number;
  /** The snapshot interval: the most a due snapshot waits. */
  everyMs: number;
}

/**
 * What a feed's periodic check does: write a snapshot now because it is due (`due`) or because a
 * backlog was just worked off (`worked off`), or wait (`behind`, `filling`, `not due`).
 */
export function snapshotDecision(check: SnapshotCheck): 'due' | 'worked off' | 'behind' | 'filling' | 'not due' {
  if (check.changedSince === 0) return 'not due';
  if (check.sinceMs >= check.dueAfterMs) {
    const wait = snapshotWaitReason({ pending: check.pending, records: check.records, appliedSince: check.appliedSinceCheck, waitedMs: check.sinceMs - check.dueAfterMs, maxWaitMs: check.everyMs });
    return wait ?? 'due';
  }
  const workedOff = check.changedSince > Math.max(BEHIND_MIN, check.records * WORKED_OFF_SHARE);
  const settled = check.appliedSinceCheck <= Math.max(BEHIND_MIN, check.records * SETTLED_SHARE);
  if (workedOff && settled && !isBehind(check)) return 'worked off';
  return 'not due';
}

function isBehind(activity: { pending: number; records: number }): boolean {
  return activity.pending > Math.max(BEHIND_MIN, activity.records * BEHIND_SHARE);
}
