import type { Bus, PublisherOptions } from '@estate/bus';
import type { CollectorManifest, CollectorMode } from '@estate/events';
import type { RunReport } from './collection-run.js';
import type { LiveSettings } from './definition.js';
import type { JobRequest } from './job-request.js';
import type { LiveFetcherOptions } from './live-fetcher.js';
import type { CollectorLogger } from './logger.js';
import type { CollectorMetrics } from './metrics.js';
import type { SharedCollectionStats } from './shared-run.js';

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
  /**
   * Alone (not shared), the first scheduled run waits for the rest of the interval since this
   * platform's last recorded scheduled run when that run succeeded in the same mode (a restart
   * re-reads nothing it has just read). Default false: the first run is at start.
   */
  resume?: boolean;
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
