/**
 * The kinds that observe no record, by their one name: a collection run's end, a read job's
 * progress. Apart from event-types.ts so the kinds' list can name them without importing what
 * is derived from it.
 */
export const REPORT_TYPES = { source_run: 'source_run.completed', job_progress: 'job.progress' } as const;

export type ReportKind = keyof typeof REPORT_TYPES;

export type ReportType = (typeof REPORT_TYPES)[ReportKind];
