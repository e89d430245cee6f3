import type { EventOf } from '@estate/events';
import { nullable, projection, type NoDocuments, type ProjectionSink } from './projection.js';

/** `source_run.completed`: one `source_runs` row per run, the raw material of meta.sources. */
export const sourceRunProjection = projection({
  tables: ['sourceRuns'],
  project(event: EventOf<'source_run.completed'>, out: ProjectionSink<'sourceRuns', NoDocuments>) {
    const d = event.data;
    out.row('sourceRuns', {
      run_id: d.run_id,
      platform: event.platform,
      provider: event.provider,
      collector: event.collector.name,
      collector_version: event.collector.version,
      ...(event.job_id ? { job_id: event.job_id } : {}),
      status: d.status,
      ...(d.error_code ? { error_code: d.error_code } : {}),
      ...(d.message ? { message: d.message } : {}),
      truncated: d.truncated,
      ...(d.mode ? { mode: d.mode } : {}),
      ...(d.operation ? { operation: d.operation } : {}),
      records: d.counts.records,
      published: d.counts.published,
      errors: d.counts.errors,
      pages: nullable(d.counts.pages),
      by_kind: d.counts.by_kind ?? {},
      started_at: d.started_at,
      finished_at: d.finished_at,
      observed_at: event.observed_at,
      event_id: event.id,
    });
  },
});
