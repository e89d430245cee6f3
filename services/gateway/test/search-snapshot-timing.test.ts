// A periodic snapshot waits while its feed is far behind the bucket or the bucket is being
// filled, and never longer than one snapshot interval in all.
import { describe, expect, it } from 'vitest';
import { BEHIND_MIN, snapshotWaitReason, type FeedActivity } from '../src/search/snapshot-timing.js';

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
