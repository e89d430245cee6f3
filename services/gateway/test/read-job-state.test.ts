import type { PlatformManifest } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { COLLECTOR_GONE_AFTER_MS, READ_JOB_DEADLINE_MS, viewReadJob, type PlatformProgress, type ReadJobRecord } from '../src/jobs/read-job-state.js';

const T0 = Date.parse('2026-11-24T08:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const record: ReadJobRecord = {
  id: 'job_000000000000000000000001',
  key_id: 'key_a',
  operation: 'listings.search',
  created_at: at(0),
  deadline_at: at(READ_JOB_DEADLINE_MS),
  platforms: ['rightmove', 'zillow'],
};

function manifest(platform: string, state: 'live' | 'stale', lastSeen = 0): PlatformManifest {
  return { platform, state, accepts_jobs: true, last_seen_at: at(lastSeen), provider: `collector-${platform}/replay` } as PlatformManifest;
}

function progress(platform: string, status: string, ms: number, extra: Partial<PlatformProgress> = {}): [string, PlatformProgress] {
  return [platform, { platform, status, updated_at: at(ms), observed_at: at(ms), ...extra }];
}

const live = [manifest('rightmove', 'live'), manifest('zillow', 'live')];
const statusOf = (view: ReturnType<typeof viewReadJob>, platform: string) => view.job.sources.find((s) => s.platform === platform);

describe('viewReadJob', () => {
  it('is queued until a platform reports, running while one runs', () => {
    expect(viewReadJob(record, new Map(), live, T0 + 1_000).job).toMatchObject({ status: 'queued', result_count: 0 });
    const view = viewReadJob(record, new Map([progress('zillow', 'running', 500)]), live, T0 + 1_000);
    expect(view.job.status).toBe('running');
    expect(view.ended).toBeUndefined();
    expect(statusOf(view, 'zillow')).toMatchObject({ status: 'running', truncated: false });
  });

  it('ends succeeded when every platform succeeded, partial when one failed, failed when none succeeded', () => {
    const both = viewReadJob(record, new Map([progress('zillow', 'succeeded', 2_000, { result_count: 3 }), progress('rightmove', 'succeeded', 3_000, { result_count: 4 })]), live, T0 + 4_000);
    expect(both.job).toMatchObject({ status: 'succeeded', result_count: 7, completed_at: at(3_000) });
    expect(both.ended?.status).toBe('succeeded');
    const one = viewReadJob(record, new Map([progress('zillow', 'succeeded', 2_000, { result_count: 3 }), progress('rightmove', 'failed', 3_000, { error_code: 'http_error', message: 'HTTP 503' })]), live, T0 + 4_000);
    expect(one.job.status).toBe('partial');
    expect(statusOf(one, 'rightmove')).toMatchObject({ status: 'failed', error_code: 'http_error' });
    expect(one.warnings).toEqual([{ code: 'http_error', field: 'platforms.rightmove', message: 'HTTP 503' }]);
    const none = viewReadJob(record, new Map([progress('zillow', 'failed', 2_000), progress('rightmove', 'failed', 3_000)]), live, T0 + 4_000);
    expect(none.job.status).toBe('failed');
  });

  it('fails a platform whose collectors are gone, but only once they have been gone long enough for a restart', () => {
    const parts = new Map([progress('zillow', 'succeeded', 1_000, { result_count: 2 }), progress('rightmove', 'running', 2_000)]);
    const gone = [manifest('zillow', 'live'), manifest('rightmove', 'stale', 2_500)];
    expect(viewReadJob(record, parts, gone, T0 + 2_500 + COLLECTOR_GONE_AFTER_MS - 1).job.status).toBe('running');
    const view = viewReadJob(record, parts, gone, T0 + 2_500 + COLLECTOR_GONE_AFTER_MS);
    expect(view.job.status).toBe('partial');
    expect(statusOf(view, 'rightmove')).toMatchObject({ status: 'failed', error_code: 'collector_gone' });
    expect(view.warnings[0]?.message).toBe(`no rightmove collector has been running since ${at(2_500)}: it stopped while running the job`);
    // No manifest at all (stopped gracefully): counted from the job's last report.
    const returned = new Map([progress('zillow', 'succeeded', 1_000), progress('rightmove', 'queued', 5_000)]);
    expect(viewReadJob(record, returned, [manifest('zillow', 'live')], T0 + 5_000 + COLLECTOR_GONE_AFTER_MS - 1).job.status).toBe('queued');
    expect(statusOf(viewReadJob(record, returned, [manifest('zillow', 'live')], T0 + 5_000 + COLLECTOR_GONE_AFTER_MS), 'rightmove')?.error_code).toBe('collector_gone');
  });

  it('fails what has not answered by the deadline, and calls a job past the 24 h window expired', () => {
    const parts = new Map([progress('zillow', 'succeeded', 1_000), progress('rightmove', 'running', 2_000)]);
    const late = viewReadJob(record, parts, live, T0 + READ_JOB_DEADLINE_MS);
    expect(late.job.status).toBe('partial');
    expect(statusOf(late, 'rightmove')).toMatchObject({ status: 'failed', error_code: 'timeout' });
    if (!late.ended) throw new Error('the job should have ended');
    const ended = { ...record, outcome: late.ended };
    // Once recorded, the end is what every later view shows, whatever the reports say.
    expect(viewReadJob(ended, new Map(), [], T0 + READ_JOB_DEADLINE_MS + 60_000).job).toEqual(late.job);
    expect(viewReadJob(ended, new Map(), [], T0 + 24 * 3_600_000).job.status).toBe('expired');
  });
});
