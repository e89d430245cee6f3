import { Type } from 'typebox';
import { DateTime, OpenEnum } from '../common.js';
import { SourceStatus } from '../meta.js';

export const JOB_OPERATIONS = ['listings.search'] as const;
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled', 'expired'] as const;

export const Job = Type.Object(
  {
    id: Type.String({ description: 'Service job id (`job_…`).' }),
    operation: OpenEnum(JOB_OPERATIONS, 'What the job collects.'),
    status: OpenEnum(JOB_STATUSES, 'Where the job is.'),
    created_at: DateTime,
    result_count: Type.Optional(Type.Integer({ minimum: 0 })),
    sources: Type.Array(SourceStatus),
    completed_at: Type.Optional(DateTime),
  },
  { title: 'Job' },
);
