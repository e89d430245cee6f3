import type { EventOf, JobProgress } from '@estate/events';
import { projection, type ProjectionSink } from './projection.js';

/**
 * One platform's latest report on a read job, as the gateway reads it under `<job_id>.<platform>`
 * in the `read_jobs` bucket. Newer-only like every document: a redelivered `running` cannot
 * overwrite the `succeeded` that followed it.
 */
export interface ReadJobProgressDocument extends Omit<JobProgress, 'job_id'> {
  platform: string;
  observed_at: string;
  event_id: string;
}

/** What a read job collected: one key per listing, `<job_id>.<listing_id>`, in `read_job_results`. */
export interface ReadJobResultDocument {
  listing_id: string;
  platform: string;
  observed_at: string;
  event_id: string;
}

/** The key of a platform's progress on a job; the gateway reads the same. */
export const readJobProgressKey = (jobId: string, platform: string): string => `${jobId}.${platform}`;
/** The key of a listing a job collected; the gateway lists `<job_id>.>`. */
export const readJobResultKey = (jobId: string, listingId: string): string => `${jobId}.${listingId}`;

/** `job.progress`: the platform's status, count and reason in the `read_jobs` bucket. No table: the event log keeps the history. */
export const jobProgressProjection = projection({
  tables: [],
  documents: ['read_jobs'],
  project(event: EventOf<'job.progress'>, out: ProjectionSink<never, { read_jobs: ReadJobProgressDocument }>) {
    const { job_id: jobId, ...progress } = event.data;
    out.document('read_jobs', readJobProgressKey(jobId, event.platform), { ...progress, platform: event.platform, observed_at: event.observed_at, event_id: event.id });
  },
});
