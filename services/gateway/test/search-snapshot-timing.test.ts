// A periodic snapshot waits while its feed is far behind the bucket or the bucket is being
// filled, and never longer than one snapshot interval in all; one is written before its time once
// a large backlog is worked off; a start far behind its snapshot catches up in bulk.
import { describe, expect, it } from 'vitest';
import { BULK_MIN, BULK_SHARE, bulkCatchUp } from '../src/search/catch-up.js';
import { BEHIND_MIN, snapshotDecision, snapshotWaitReason, WORKED_OFF_SHARE, type FeedActivity, type SnapshotCheck } from '../src/search/snapshot-timing.js';

const quiet: FeedActivity = { pending: 0, records: 100_000, appliedSince: 500, waitedMs: 60_000, maxWaitMs: 600_000 };

describe('when a periodic snapshot is written', () => {
  it('is written at once by a feed that follows a quiet bucket', () => {
    expect(snapshotWaitReason(quiet)).toBeUndefined();
    // Changes and messages still to deliver that are small beside the records do not hold it.
    expect(snapshotWaitReason({ ...quiet, pending: 9_000, appliedSince: 20_000 })).toBeUndefined();
  });

  it('waits while the feed is far behind its bucket', () => {
    expect(snapshotWaitReason({ ...quiet, pending: 10_001 })).toBe('behind');
    // A small bucket is not "far behind" by a handful of messages.
    expect(snapshotWaitReason({ ...quiet, records: 200, pending: BEHIND_MIN })).toBeUndefined();
    expect(snapshotWaitReason({ ...quiet, records: 200, pending: BEHIND_MIN + 1 })).toBe('behind');
  });

  it('waits while the bucket is being filled (most records written since it was due)', () => {
    expect(snapshotWaitReason({ ...quiet, appliedSince: 25_001 })).toBe('filling');
    // A bucket filling from empty: 30 000 records, all of them new within the minute.
    expect(snapshotWaitReason({ ...quiet, records: 30_000, appliedSince: 30_000 })).toBe('filling');
  });

  it('waits no longer than one interval in all', () => {
    expect(snapshotWaitReason({ ...quiet, pending: 50_000, waitedMs: 599_999 })).toBe('behind');
    expect(snapshotWaitReason({ ...quiet, pending: 50_000, waitedMs: 600_000 })).toBeUndefined();
    expect(snapshotWaitReason({ ...quiet, appliedSince: 90_000, waitedMs: 660_000 })).toBeUndefined();
  });
});

describe("a feed's periodic snapshot check", () => {
  // A feed of 1M records, 5 minutes after its last snapshot (due after 10), following a quiet bucket.
  const check: SnapshotCheck = { pending: 0, records: 1_000_000, changedSince: 500, appliedSinceCheck: 100, sinceMs: 300_000, dueAfterMs: 600_000, everyMs: 600_000 };

  it('writes nothing before its time for a few changes, or for none at all', () => {
    expect(snapshotDecision(check)).toBe('not due');
    expect(snapshotDecision({ ...check, changedSince: 0, sinceMs: 3_600_000 })).toBe('not due');
  });

  it('writes when due by the clock, waiting as a due snapshot waits', () => {
    expect(snapshotDecision({ ...check, sinceMs: 600_000 })).toBe('due');
    expect(snapshotDecision({ ...check, sinceMs: 600_000, pending: 200_000 })).toBe('behind');
    expect(snapshotDecision({ ...check, records: 30_000, sinceMs: 600_000, appliedSinceCheck: 30_000 })).toBe('filling');
    expect(snapshotDecision({ ...check, sinceMs: 1_200_000, pending: 200_000 })).toBe('due');
  });

  it('writes before its time once a large backlog is worked off', () => {
    // 400 000 changes since the snapshot (a projector's backlog), and the bucket quiet again.
    const workedOff = { ...check, changedSince: 400_000 };
    expect(snapshotDecision(workedOff)).toBe('worked off');
    // Not while the backlog is still being worked off: the bucket filling, or the feed far behind.
    expect(snapshotDecision({ ...workedOff, appliedSinceCheck: 45_000 })).toBe('not due');
    expect(snapshotDecision({ ...workedOff, pending: 150_000 })).toBe('not due');
    // Not for changes that are few beside the records, however long they took to come.
    expect(snapshotDecision({ ...workedOff, changedSince: WORKED_OFF_SHARE * 1_000_000 })).toBe('not due');
    // A small feed: at least BEHIND_MIN changes.
    expect(snapshotDecision({ ...workedOff, records: 2_000, changedSince: BEHIND_MIN })).toBe('not due');
    expect(snapshotDecision({ ...workedOff, records: 2_000, changedSince: BEHIND_MIN + 1, appliedSinceCheck: 0 })).toBe('worked off');
  });
});

describe('a catch-up after a snapshot', () => {
  it('goes in bulk only when it is a fair share of the records', () => {
    expect(bulkCatchUp(10_000, 1_000_000)).toBe(false);
    expect(bulkCatchUp(BULK_SHARE * 1_000_000 + 1, 1_000_000)).toBe(true);
    expect(bulkCatchUp(BULK_MIN, 2_000)).toBe(false);
    expect(bulkCatchUp(BULK_MIN + 1, 2_000)).toBe(true);
  });
});
