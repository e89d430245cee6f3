import { jobConsumerSpec, Publisher, startConsumer, type ConsumerLoop } from '@estate/bus';
import { createEvent, type JobProgress } from '@estate/events';
import type { RunReport } from './collection-run.js';
import { runIdFor, type CollectorRuns, type RunsContext } from './collector-runs.js';
import { decodeJobRequest, type JobRequest } from './job-request.js';

/** Thrown to the job consumer so that it naks the job for redelivery. */
class JobInterrupted extends Error {
  override readonly name = 'JobInterrupted';
  constructor(jobId: string) {
    super(`job ${jobId} interrupted by a stop; returned to the queue`);
  }
}

type JobsContext = Pick<RunsContext, 'bus' | 'definition' | 'provider' | 'version' | 'instanceId' | 'logger' | 'now' | 'publisher'>;

/**
 * Answers read jobs with the collector's runs: a collection restricted to the job's search,
 * bracketed by `job.progress` events (`running`, then `succeeded` / `partial` / `failed`).
 */
export class ReadJobs {
  constructor(
    private readonly ctx: JobsContext,
    private readonly runs: CollectorRuns,
  ) {}

  /** With `requeueOnInterrupt`, a job a stop cut short goes back to the queue (JobInterrupted) instead of being answered half done. */
  async answer(job: JobRequest, requeueOnInterrupt: boolean): Promise<RunReport> {
    const { definition, instanceId, logger, now } = this.ctx;
    const observedAt = now().toISOString();
    const runId = runIdFor(definition.platform, observedAt, instanceId, job);
    logger.info({ platform: definition.platform, job_id: job.job_id, operation: job.operation }, 'read job received');
    await this.#progress(job, { status: 'running' }, runId);
    const report = await this.runs.enqueue({ job, observedAt, runId });
    if (requeueOnInterrupt && report.issues.some((i) => i.error_code === 'interrupted')) {
      await this.#progress(job, { status: 'queued', message: 'collector stopped; the job was returned to the queue' }, runId);
      throw new JobInterrupted(job.job_id);
    }
    const status = report.status === 'success' ? 'succeeded' : report.status;
    await this.#progress(
      job,
      { status, result_count: report.result_count ?? 0, ...(report.error_code ? { error_code: report.error_code } : {}), ...(report.message ? { message: report.message.slice(0, 300) } : {}) },
      runId,
    );
    return report;
  }

  async #progress(job: JobRequest, progress: Omit<JobProgress, 'job_id' | 'updated_at'>, runId: string): Promise<void> {
    const { bus, definition, logger, now } = this.ctx;
    const publisher = new Publisher(bus, { ...this.ctx.publisher, logger });
    const at = now().toISOString();
    try {
      await publisher.publish(
        createEvent({
          type: 'job.progress',
          platform: definition.platform,
          provider: this.ctx.provider,
          observed_at: at,
          collector: { name: `collector-${definition.platform}`, version: this.ctx.version, run_id: runId },
          job_id: job.job_id,
          data: { job_id: job.job_id, updated_at: at, ...progress },
        }),
      );
      await publisher.flush();
    } catch (err) {
      logger.error({ platform: definition.platform, job_id: job.job_id, err }, 'could not publish job progress');
    }
  }
}

/** Takes this platform's read jobs from `jobs.<platform>`, one at a time; `answer` gives each its report. */
export function consumeJobs(ctx: Pick<RunsContext, 'bus' | 'definition' | 'logger'>, answer: (job: JobRequest) => Promise<RunReport>): Promise<ConsumerLoop> {
  const spec = jobConsumerSpec(ctx.definition.platform);
  return startConsumer<JobRequest>(ctx.bus, {
    stream: spec.stream,
    durable: spec.durable,
    batchSize: 1,
    logger: ctx.logger,
    decode: (data) => {
      const decoded = decodeJobRequest(data);
      return decoded.ok ? { ok: true, event: decoded.job } : { ok: false, error: { reason: 'invalid_job_request', message: decoded.message, retryable: false } };
    },
    handler: async (batch) => {
      for (const delivery of batch) {
        const report = await answer(delivery.event);
        // A job that failed for a bus reason is worth another delivery; a source failure is its answer.
        if (report.counts.records === 0 && report.issues.some((i) => i.error_code === 'publish_failed')) throw new Error(`job ${delivery.event.job_id}: ${report.message ?? 'publish failed'}`);
      }
    },
  });
}
