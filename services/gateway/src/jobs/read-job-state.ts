import type { JobBody, SourceStatusBody, WarningBody } from '@estate/contract';
import { LIVE_WINDOW_MS, MANIFEST_STALE_AFTER_MS, type JobProgress, type PlatformManifest } from '@estate/events';

/**
 * A read job as the `read_jobs` bucket keeps it under `<job_id>`: written by the gateway that
 * took the request, and once more, compare-and-set, by the first gateway that finds it ended.
 * Each platform's own reports sit beside it under `<job_id>.<platform>` (the projector writes
 * them from `job.progress` events). Everything a verdict needs is in the bucket, so any gateway,
 * started at any time, reaches the same one.
 */
export interface ReadJobRecord {
  id: string;
  /** The key that created the job: only it may read the job. */
  key_id: string;
  operation: JobBody['operation'];
  created_at: string;
  /** Past this, a platform that has not answered is `failed` (`timeout`). */
  deadline_at: string;
  platforms: string[];
  /** Set once, when a gateway first sees every platform ended; a job's end never changes after. */
  outcome?: ReadJobOutcome;
}

export interface ReadJobOutcome {
  status: 'succeeded' | 'partial' | 'failed';
  completed_at: string;
  result_count: number;
  sources: SourceStatusBody[];
  warnings: WarningBody[];
}

/** A platform's latest report, as the projector keeps it (`<job_id>.<platform>`). */
export type PlatformProgress = Omit<JobProgress, 'job_id'> & { platform: string; observed_at: string };

/** How long a job may run before the platforms that have not answered are failed. */
export const READ_JOB_DEADLINE_MS = 30 * 60_000;
/**
 * How long a platform may be without a live collector before its part of a job is failed. A
 * collector stopped gracefully hands its job back to the queue (reported `queued`) and a restarted
 * one takes it again; one killed leaves its manifest to go stale. Counted from the platform's last
 * sign of life, it spans a restart and ends a job whose collectors are gone.
 */
export const COLLECTOR_GONE_AFTER_MS = MANIFEST_STALE_AFTER_MS;

const ENDED = new Set(['succeeded', 'partial', 'failed', 'cancelled']);

/** A platform's part of a job now: its own report, or the gateway's verdict when it can no longer answer. */
interface PlatformPart {
  platform: string;
  status: string;
  result_count: number;
  error_code?: string;
  message?: string;
  at?: string;
}

function partOf(record: ReadJobRecord, platform: string, progress: PlatformProgress | undefined, manifest: PlatformManifest | undefined, now: number): PlatformPart {
  const reported: PlatformPart = progress
    ? { platform, status: progress.status, result_count: progress.result_count ?? 0, at: progress.updated_at ?? progress.observed_at, ...(progress.error_code ? { error_code: progress.error_code } : {}), ...(progress.message ? { message: progress.message } : {}) }
    : { platform, status: 'queued', result_count: 0 };
  if (ENDED.has(reported.status)) return reported;
  const nowIso = new Date(now).toISOString();
  if (now >= Date.parse(record.deadline_at)) {
    return { ...reported, status: 'failed', error_code: 'timeout', message: `${platform} did not finish the job by its deadline (${record.deadline_at})`, at: nowIso };
  }
  const live = manifest !== undefined && manifest.state === 'live' && manifest.accepts_jobs;
  if (!live) {
    const signs = [record.created_at, reported.at, manifest?.last_seen_at].filter((t): t is string => t !== undefined).map((t) => Date.parse(t));
    const lastSign = Math.max(...signs);
    if (now - lastSign >= COLLECTOR_GONE_AFTER_MS) {
      const was = reported.status === 'running' ? 'stopped while running the job' : 'went away before taking the job';
      return { ...reported, status: 'failed', error_code: 'collector_gone', message: `no ${platform} collector has been running since ${new Date(lastSign).toISOString()}: it ${was}`, at: nowIso };
    }
  }
  return reported;
}

function sourceStatusOf(part: PlatformPart, manifest: PlatformManifest | undefined): SourceStatusBody {
  const status = part.status === 'succeeded' ? 'success' : part.status === 'cancelled' ? 'failed' : part.status;
  return {
    platform: part.platform,
    status,
    ...(manifest ? { provider: manifest.provider } : {}),
    ...(part.error_code ? { error_code: part.error_code } : {}),
    truncated: part.status === 'partial',
    ...(part.at && ENDED.has(part.status) ? { observed_at: part.at } : {}),
  };
}

/** What a job is now, and the outcome to record when it has just ended. */
export interface ReadJobView {
  job: JobBody;
  warnings: WarningBody[];
  /** The outcome to store: set when every platform ended and none is stored yet. */
  ended?: ReadJobOutcome;
}

/**
 * The job as getReadJob shows it. Ended: the stored outcome, frozen. Otherwise each platform's
 * part (its report, or `failed` with the reason once its collectors are gone or the deadline
 * passed); all ended → `succeeded` (all succeeded), `failed` (none did) or `partial`. After the
 * 24 h window its results are gone and the job is `expired`, whatever it was.
 */
export function viewReadJob(record: ReadJobRecord, progress: ReadonlyMap<string, PlatformProgress>, manifests: readonly PlatformManifest[], now: number): ReadJobView {
  const expired = now - Date.parse(record.created_at) >= LIVE_WINDOW_MS;
  const base = { id: record.id, operation: record.operation, created_at: record.created_at };
  if (record.outcome) {
    const { status, completed_at, result_count, sources, warnings } = record.outcome;
    return { job: { ...base, status: expired ? 'expired' : status, result_count, sources, completed_at }, warnings };
  }
  const byPlatform = new Map(manifests.map((m) => [m.platform, m]));
  const parts = record.platforms.map((p) => partOf(record, p, progress.get(p), byPlatform.get(p), now));
  const sources = parts.map((part) => sourceStatusOf(part, byPlatform.get(part.platform)));
  const warnings: WarningBody[] = parts
    .filter((part) => part.message !== undefined && part.status !== 'succeeded')
    .map((part) => ({ code: part.error_code ?? 'job_progress', field: `platforms.${part.platform}`, message: part.message as string }));
  const result_count = parts.reduce((sum, part) => sum + part.result_count, 0);
  if (parts.every((part) => ENDED.has(part.status))) {
    const succeeded = parts.filter((part) => part.status === 'succeeded').length;
    const failed = parts.filter((part) => part.status === 'failed' || part.status === 'cancelled').length;
    const status = succeeded === parts.length ? 'succeeded' : failed === parts.length ? 'failed' : 'partial';
    const completed_at = parts.map((part) => part.at ?? new Date(now).toISOString()).reduce((a, b) => (a > b ? a : b));
    const ended: ReadJobOutcome = { status, completed_at, result_count, sources, warnings };
    return { job: { ...base, status: expired ? 'expired' : status, result_count, sources, completed_at }, warnings, ended };
  }
  const status = expired ? 'expired' : parts.some((part) => part.status === 'running') ? 'running' : 'queued';
  return { job: { ...base, status, result_count, sources }, warnings };
}
