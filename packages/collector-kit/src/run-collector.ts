import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  BUCKETS,
  collectConsumerSpec,
  COLLECTION_STREAMS,
  defaultTopology,
  ensureBucket,
  ensureConsumer,
  ensureStream,
  jobConsumerSpec,
  openBucket,
  Publisher,
  startConsumer,
  type Bus,
  type ConsumerLoop,
  type PublisherOptions,
} from '@estate/bus';
import { createEvent, STREAM_NAMES, type CollectorManifest, type CollectorMode, type JobProgress } from '@estate/events';
import { collect, type RunReport } from './collection-run.js';
import { JOB_OPERATIONS, type CollectorDefinition, type LivePlan, type LiveSettings } from './definition.js';
import { decodeJobRequest, type JobRequest } from './job-request.js';
import { LiveFetcher, type LiveFetcherOptions } from './live-fetcher.js';
import { defaultLogger, type CollectorLogger } from './logger.js';
import { collectorManifest } from './collector-manifest.js';
import { ManifestKeeper, validManifest } from './manifest-keeper.js';
import { CollectorMetrics } from './metrics.js';
import { defaultSamplesDir, replayDir } from './samples.js';
import { liveSource, replaySource, type PayloadSource } from './source.js';
import { SharedHostBudgets } from './shared-budget.js';
import { SharedCollection, type SharedCollectionStats } from './shared-run.js';

/**
 * Intercepts read jobs taken from the queue, e.g. to refuse what the platform cannot search;
 * `collectJob` is the kit's own answer (a restricted collection run with job.progress events).
 * A handler that throws gets the job redelivered (up to the consumer's max deliveries).
 */
export type JobHandler = (job: JobRequest, collectJob: (job: JobRequest) => Promise<RunReport>) => Promise<RunReport>;

export interface CollectorOptions {
  /** From `@estate/bus` connect(); the caller owns it and closes it after stop(). */
  bus: Bus;
  /** Default `replay`: no machine here reaches a platform. */
  mode?: CollectorMode;
  /** Where replay payloads live (`<samplesDir>/<platform>/`); default defaultSamplesDir(). */
  samplesDir?: string;
  /** Time between the starts of scheduled runs; the first runs at start. Default 15 min. */
  intervalMs?: number;
  logger?: CollectorLogger;
  /** Distinguishes instances of one collector in the manifest key; default host, pid and a random part. */
  instanceId?: string;
  /** Default the definition's version, else 0.1.0. */
  version?: string;
  heartbeatMs?: number;
  progressEvery?: number;
  /** Take read jobs from `jobs.<platform>` (durable work-queue consumer `collector-<platform>`). */
  jobs?: boolean;
  onJob?: JobHandler;
  live?: LiveFetcherOptions;
  /** Where the live plan starts (base URL, searches, page limit); default the plan's own. */
  liveSettings?: LiveSettings;
  publisher?: Omit<PublisherOptions, 'logger'>;
  now?: () => Date;
  /**
   * Share scheduled runs with every other instance of this collector: each run's pages are work
   * items on COLLECT_ITEMS, each taken by one instance, and live requests draw on one budget per
   * host for all instances (`politeness` bucket; `live.ratePerSecond` is that budget). Off (the
   * default), each instance collects alone, as `npm start` does. Read jobs are never split.
   */
  shared?: boolean | SharedSettings;
}

export interface SharedSettings {
  /** Items this instance works on at once; default 1. */
  concurrency?: number;
  /** Deliveries of one page before it is reported `not_collected`; default 5. */
  maxDeliveries?: number;
  /** Spacing added to the budget's interval for dispatch jitter (fraction); default 0.05. */
  guard?: number;
  /** False: this instance opens no scheduled run, it only takes items (and runs what runNow asks); default true. */
  schedule?: boolean;
}

export interface RunRequest {
  /** Fixes the run's observation time: the same payloads at the same time give the same event ids. */
  observedAt?: string | Date;
  runId?: string;
  job?: JobRequest;
}

export interface CollectorHandle {
  manifest(): CollectorManifest;
  /** Runs a collection now (after the one in progress, if any). */
  runNow(request?: RunRequest): Promise<RunReport>;
  /**
   * Answers a read job: a collection restricted to the job's search (at most `max_results`
   * listings), every event tagged with `job_id`, bracketed by `job.progress` events
   * (`running`, then `succeeded` / `partial` / `failed` with `result_count`).
   */
  handleJob(job: JobRequest): Promise<RunReport>;
  lastRun(): RunReport | undefined;
  /** Shared mode: what this instance took of the shared runs' items; undefined when it collects alone. */
  sharedStats(): SharedCollectionStats | undefined;
  /** This instance's Prometheus metrics (runs, observations by kind, fetch errors, pages, last run's duration). */
  readonly metrics: CollectorMetrics;
  /** Stops the schedule and the job consumer, interrupts a run in progress (reported `partial`), removes the manifest. */
  stop(): Promise<void>;
  /** Resolves when the collector has stopped. */
  readonly done: Promise<void>;
}

/** Host, pid and 4 random bytes: unique per process, readable in the bucket. */
export function defaultInstanceId(): string {
  const host = hostname().replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 32) || 'host';
  return `${host}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

async function streamExists(bus: Bus, name: string): Promise<boolean> {
  try {
    await bus.jsm.streams.info(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates what this collector needs when it is missing, never changing what exists: the
 * deployment's provisioning owns the configuration, a collector only avoids starting into a
 * void (an empty test server, a first start).
 */
async function ensureInfrastructure(bus: Bus, platform: string, jobs: boolean, shared: boolean): Promise<void> {
  const topology = defaultTopology();
  const needed: string[] = [STREAM_NAMES.observations, ...(jobs ? [STREAM_NAMES.jobs] : []), ...(shared ? Object.values(COLLECTION_STREAMS) : [])];
  for (const spec of topology.streams.filter((s) => needed.includes(s.name))) {
    if (!(await streamExists(bus, spec.name))) await ensureStream(bus, spec);
  }
  const buckets: string[] = [BUCKETS.collectors, ...(shared ? [BUCKETS.collectionRuns, BUCKETS.politeness] : [])];
  for (const bucket of topology.buckets.filter((b) => buckets.includes(b.name))) {
    if (!(await streamExists(bus, `KV_${bucket.name}`))) await ensureBucket(bus, bucket);
  }
  if (jobs) await ensureConsumer(bus, jobConsumerSpec(platform));
  if (shared) {
    const spec = collectConsumerSpec(platform);
    const exists = await bus.jsm.consumers.info(spec.stream, spec.durable).then(
      () => true,
      () => false,
    );
    if (!exists) await ensureConsumer(bus, spec);
  }
}

/** What a run ended by a stop before any instance reported it tells its caller (published by no one). */
function interruptedReport(runId: string, observedAt: string, at: string): RunReport {
  const issue = { error_code: 'interrupted' as const, message: 'the collector stopped before the shared run was reported' };
  return {
    run_id: runId,
    status: 'failed',
    error_code: issue.error_code,
    message: issue.message,
    truncated: true,
    counts: { records: 0, published: 0, errors: 0, pages: 0, by_kind: {} },
    observed_at: observedAt,
    started_at: at,
    finished_at: at,
    issues: [issue],
    issues_by_code: { interrupted: 1 },
    reported: false,
  };
}

function runIdFor(platform: string, observedAt: string, instanceId: string, job?: JobRequest): string {
  const stamp = observedAt.replace(/[-:.]/g, '');
  return job ? `${platform}-job-${job.job_id}-${stamp}` : `${platform}-${stamp}-${instanceId}`;
}

/**
 * Starts a platform collector: publishes its manifest in the `collectors` bucket (heartbeat
 * every ~10 s), runs a collection at start and then every `intervalMs`, and, with `jobs`,
 * answers read jobs from `jobs.<platform>`. In replay mode it reads `<samplesDir>/<platform>`,
 * which something else wrote (see replayDir). Resolves once the manifest is published and the
 * first run has been scheduled; a failed run is reported and the next one runs on time.
 */
export async function runCollector(definition: CollectorDefinition, options: CollectorOptions): Promise<CollectorHandle> {
  const { bus } = options;
  const mode = options.mode ?? 'replay';
  const logger = options.logger ?? defaultLogger(definition.platform);
  const now = options.now ?? (() => new Date());
  const instanceId = options.instanceId ?? defaultInstanceId();
  const intervalMs = options.intervalMs ?? 15 * 60_000;
  const jobs = options.jobs ?? false;
  const startedAt = now().toISOString();
  const sharing = options.shared === undefined || options.shared === false ? undefined : options.shared === true ? {} : options.shared;

  const metrics = new CollectorMetrics({ platform: definition.platform, instance: instanceId });
  const manifest = validManifest(collectorManifest(definition, { mode, instanceId, startedAt, version: options.version }));
  // Events name the same provider and version the manifest does.
  const { provider, version } = manifest;

  await ensureInfrastructure(bus, definition.platform, jobs, sharing !== undefined);

  let source: PayloadSource;
  let fetcher: LiveFetcher | undefined;
  let plan: LivePlan | undefined;
  let folder: string | undefined;
  if (mode === 'live') {
    if (!definition.live) throw new Error(`collector-${definition.platform} has no live plan; run it in replay mode`);
    // Shared, the rate is the budget of every instance together, held in NATS.
    const budgets = sharing ? new SharedHostBudgets(await openBucket(bus, BUCKETS.politeness), { ratePerSecond: options.live?.ratePerSecond ?? 1, ...(sharing.guard === undefined ? {} : { guard: sharing.guard }) }) : undefined;
    fetcher = new LiveFetcher({ ...options.live, ...(budgets ? { budgets } : {}) });
    plan = definition.live(options.liveSettings ?? {});
    source = liveSource(plan, fetcher);
  } else {
    folder = replayDir(options.samplesDir ?? defaultSamplesDir(), definition.platform, logger);
    source = replaySource(folder);
  }

  const keeper = new ManifestKeeper(await openBucket(bus, BUCKETS.collectors), manifest, {
    logger,
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    now,
  });
  await keeper.start();

  let last: RunReport | undefined;
  const shared = sharing
    ? await SharedCollection.start(
        {
          bus,
          definition,
          mode,
          ...(plan ? { plan } : {}),
          ...(fetcher ? { fetcher } : {}),
          ...(folder ? { replayDir: folder } : {}),
          provider,
          version,
          instanceId,
          logger,
          now,
          ...(options.publisher ? { publisher: options.publisher } : {}),
          ...(sharing.concurrency === undefined ? {} : { concurrency: sharing.concurrency }),
          ...(sharing.maxDeliveries === undefined ? {} : { maxDeliveries: sharing.maxDeliveries }),
          onReport: (report) => {
            metrics.record(report);
            last = report;
          },
        },
        await openBucket(bus, BUCKETS.collectionRuns),
      )
    : undefined;

  let stopping = false;
  let current: AbortController | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let wake: (() => void) | undefined;

  /** Runs are serialised: one source, one publisher window, one CPU budget at a time. */
  const enqueue = (request: RunRequest): Promise<RunReport> => {
    const run = queue.then(() => runOnce(request));
    queue = run.catch(() => undefined);
    return run;
  };

  /** A shared run: opened here unless another instance opened it, reported by whoever finishes it. */
  const runShared = async (collection: SharedCollection, request: RunRequest & { slot?: number }, signal: AbortSignal): Promise<RunReport | undefined> => {
    const observedAt = request.observedAt === undefined ? undefined : new Date(request.observedAt).toISOString();
    const { runId, opened } = await collection.open({ ...(request.runId ? { runId: request.runId } : {}), ...(observedAt ? { observedAt } : {}), ...(request.slot === undefined ? {} : { slot: request.slot }) });
    // A scheduled run another instance opened is that instance's to wait for.
    if (!opened && request.slot !== undefined) return undefined;
    const report = await collection.awaitReport(runId, signal);
    if (report) last = report;
    return report ?? interruptedReport(runId, observedAt ?? now().toISOString(), now().toISOString());
  };

  const runOnce = async (request: RunRequest): Promise<RunReport> => {
    if (shared && !request.job) {
      const controller = new AbortController();
      current = controller;
      if (stopping) controller.abort();
      try {
        return (await runShared(shared, request, controller.signal)) as RunReport;
      } finally {
        if (current === controller) current = undefined;
      }
    }
    const observedAt = (request.observedAt === undefined ? now() : new Date(request.observedAt)).toISOString();
    const runId = request.runId ?? runIdFor(definition.platform, observedAt, instanceId, request.job);
    const controller = new AbortController();
    current = controller;
    if (stopping) controller.abort();
    const publisher = new Publisher(bus, { ...options.publisher, logger });
    const collector = { name: `collector-${definition.platform}`, version, run_id: runId };
    try {
      last = await collect({
        definition,
        source,
        publisher,
        collector,
        provider,
        mode,
        observedAt,
        logger,
        signal: controller.signal,
        now,
        ...(request.job ? { job: request.job } : {}),
        ...(options.progressEvery === undefined ? {} : { progressEvery: options.progressEvery }),
      });
      metrics.record(last);
      return last;
    } finally {
      if (current === controller) current = undefined;
    }
  };

  const stopSignal = new AbortController();
  const schedule = async (): Promise<void> => {
    while (!stopping) {
      const began = Date.now();
      try {
        if (shared) {
          if (sharing?.schedule !== false) await runShared(shared, { slot: Math.floor(now().getTime() / intervalMs) }, stopSignal.signal);
        }
        else await enqueue({});
      } catch (err) {
        // collect() reports source and bus failures itself; this is a bug, and the next run still comes.
        logger.error({ platform: definition.platform, err }, 'collection run crashed');
      }
      const wait = Math.max(0, began + intervalMs - Date.now());
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };

  const publishProgress = async (job: JobRequest, progress: Omit<JobProgress, 'job_id' | 'updated_at'>, runId: string): Promise<void> => {
    const publisher = new Publisher(bus, { ...options.publisher, logger });
    const at = now().toISOString();
    try {
      await publisher.publish(
        createEvent({
          type: 'job.progress',
          platform: definition.platform,
          provider,
          observed_at: at,
          collector: { name: `collector-${definition.platform}`, version, run_id: runId },
          job_id: job.job_id,
          data: { job_id: job.job_id, updated_at: at, ...progress },
        }),
      );
      await publisher.flush();
    } catch (err) {
      logger.error({ platform: definition.platform, job_id: job.job_id, err }, 'could not publish job progress');
    }
  };

  const runJob = async (job: JobRequest, requeueOnInterrupt: boolean): Promise<RunReport> => {
    const observedAt = now().toISOString();
    const runId = runIdFor(definition.platform, observedAt, instanceId, job);
    logger.info({ platform: definition.platform, job_id: job.job_id, operation: job.operation }, 'read job received');
    await publishProgress(job, { status: 'running' }, runId);
    const report = await enqueue({ job, observedAt, runId });
    if (requeueOnInterrupt && report.issues.some((i) => i.error_code === 'interrupted')) {
      // Stopping mid-job: hand the job back to the queue for another instance instead of answering it half done.
      await publishProgress(job, { status: 'queued', message: 'collector stopped; the job was returned to the queue' }, runId);
      throw new JobInterrupted(job.job_id);
    }
    const status = report.status === 'success' ? 'succeeded' : report.status;
    await publishProgress(
      job,
      { status, result_count: report.result_count ?? 0, ...(report.error_code ? { error_code: report.error_code } : {}), ...(report.message ? { message: report.message.slice(0, 300) } : {}) },
      runId,
    );
    return report;
  };

  let jobLoop: ConsumerLoop | undefined;
  if (jobs) {
    const spec = jobConsumerSpec(definition.platform);
    jobLoop = await startConsumer<JobRequest>(bus, {
      stream: spec.stream,
      durable: spec.durable,
      batchSize: 1,
      logger,
      decode: (data) => {
        const decoded = decodeJobRequest(data);
        return decoded.ok ? { ok: true, event: decoded.job } : { ok: false, error: { reason: 'invalid_job_request', message: decoded.message, retryable: false } };
      },
      handler: async (batch) => {
        for (const delivery of batch) {
          const collectJob = (job: JobRequest) => runJob(job, true);
          const report = options.onJob ? await options.onJob(delivery.event, collectJob) : await collectJob(delivery.event);
          // A job that failed for a bus reason is worth another delivery; a source failure is its answer.
          if (report.counts.records === 0 && report.issues.some((i) => i.error_code === 'publish_failed')) throw new Error(`job ${delivery.event.job_id}: ${report.message ?? 'publish failed'}`);
        }
      },
    });
    const operations = keeper.current().operations;
    await keeper.update({ accepts_jobs: true, ...(operations.includes('searchListings') ? { operations: [...new Set([...operations, ...JOB_OPERATIONS])] } : {}) });
  }

  const loop = schedule();
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      stopping = true;
      wake?.();
      current?.abort();
      stopSignal.abort();
      try {
        await jobLoop?.stop();
        await loop;
        await queue;
        await shared?.stop();
        await keeper.stop();
        await fetcher?.close();
        logger.info({ platform: definition.platform, instance_id: instanceId }, 'collector stopped');
      } finally {
        resolveDone();
      }
    })();
    return stopped;
  };

  return {
    manifest: () => keeper.current(),
    runNow: (request = {}) => enqueue(request),
    handleJob: (job) => runJob(job, false),
    lastRun: () => last,
    sharedStats: () => shared?.stats(),
    metrics,
    stop,
    done,
  };
}

/** Thrown to the job consumer so that it naks the job for redelivery. */
class JobInterrupted extends Error {
  override readonly name = 'JobInterrupted';
  constructor(jobId: string) {
    super(`job ${jobId} interrupted by a stop; returned to the queue`);
  }
}
