import { Type, type Static } from 'typebox';
import { DateTime, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled', 'expired'] as const;

/** `job.progress` v1: a collector's report on a read job (POST /v1/jobs). */
export const JobProgressV1 = Type.Object({
  job_id: NonEmptyString,
  status: OpenEnum(JOB_STATUSES, 'Where the job is.'),
  result_count: Type.Optional(Type.Integer({ minimum: 0 })),
  error_code: Type.Optional(NonEmptyString),
  message: Type.Optional(Type.String()),
  updated_at: Type.Optional(DateTime),
});
export type JobProgress = Static<typeof JobProgressV1>;

export const jobProgressKind = eventKind({
  schema: JobProgressV1,
  version: 1,
  upcasters: {},
  subject: { root: 'runs', token: 'job_progress' },
  nativeId: (data) => data.job_id,
});
