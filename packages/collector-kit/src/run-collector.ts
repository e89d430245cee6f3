import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { BUCKETS, openBucket, type Bus, type ConsumerLoop } from '@estate/bus';
import type { CollectorManifest } from '@estate/events';
import { ensureInfrastructure } from './collector-infrastructure.js';
import { collectorManifest } from './collector-manifest.js';
import type { CollectorHandle, CollectorOptions, JobHandler, SharedSettings } from './collector-options.js';
import { CollectorRuns, type RunsContext } from './collector-runs.js';
import { JOB_OPERATIONS, type CollectorDefinition, type LivePlan } from './definition.js';
import type { JobRequest } from './job-request.js';
import { LiveFetcher } from './live-fetcher.js';
import { defaultLogger, type CollectorLogger } from './logger.js';
import { ManifestKeeper, validManifest } from './manifest-keeper.js';
import { CollectorMetrics } from './metrics.js';
import { consumeJobs, ReadJobs } from './read-jobs.js';
import { lastRecordedRun, resumeDelayMs } from './resume.js';
import { defaultSamplesDir, replayDir } from './samples.js';
import { SharedHostBudgets } from './shared-budget.js';
import { SharedCollection } from './shared-run.js';
import { liveSource, replaySource, type PayloadSource } from './source.js';

export type { CollectorHandle, CollectorOptions, JobHandler, RunRequest, SharedSettings } from './collector-options.js';

/** Host, pid and 4 random bytes: unique per process, readable in the bucket. */
export function defaultInstanceId(): string {
  const host = hostname().replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 32) || 'host';
  return `${host}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** The options with their defaults. */
interface Settings {
  readonly mode: NonNullable<CollectorOptions['mode']>;
  readonly logger: CollectorLogger;
  readonly now: () => Date;
  readonly instanceId: string;
  readonly intervalMs: number;
  readonly jobs: boolean;
  readonly startedAt: string;
  /** Undefined: this instance collects alone. */
  readonly sharing: SharedSettings | undefined;
}

function settingsOf(definition: CollectorDefinition, options: CollectorOptions): Settings {
  const now = options.now ?? (() => new Date());
  return {
    mode: options.mode ?? 'replay',
    logger: options.logger ?? defaultLogger(definition.platform),
    now,
    instanceId: options.instanceId ?? defaultInstanceId(),
    intervalMs: options.intervalMs ?? 15 * 60_000,
    jobs: options.jobs ?? false,
    startedAt: now().toISOString(),
    sharing: options.shared === undefined || options.shared === false ? undefined : options.shared === true ? {} : options.shared,
  };
}

/** Where the runs read: the platform through one fetcher (live), or the replay folder. */
interface Reading {
  readonly source: PayloadSource;
  readonly fetcher?: LiveFetcher;
  readonly plan?: LivePlan;
  readonly folder?: string;
}

async function openReading(bus: Bus, definition: CollectorDefinition, options: CollectorOptions, settings: Settings): Promise<Reading> {
  if (settings.mode !== 'live') {
    const folder = replayDir(options.samplesDir ?? defaultSamplesDir(), definition.platform, settings.logger);
    return { source: replaySource(folder), folder };
  }
  if (!definition.live) throw new Error(`collector-${definition.platform} has no live plan; run it in replay mode`);
  const { sharing } = settings;
  // Shared, the rate is the budget of every instance together, held in NATS.
  const budgets = sharing
    ? new SharedHostBudgets(await openBucket(bus, BUCKETS.politeness), { ratePerSecond: options.live?.ratePerSecond ?? 1, ...(sharing.guard === undefined ? {} : { guard: sharing.guard }) })
    : undefined;
  const fetcher = new LiveFetcher({ ...options.live, ...(budgets ? { budgets } : {}) });
  const plan = definition.live(options.liveSettings ?? {});
  return { source: liveSource(plan, fetcher), fetcher, plan };
}

async function keepManifest(bus: Bus, manifest: CollectorManifest, options: CollectorOptions, settings: Settings): Promise<ManifestKeeper> {
  const keeper = new ManifestKeeper(await openBucket(bus, BUCKETS.collectors), manifest, {
    logger: settings.logger,
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    now: settings.now,
  });
  await keeper.start();
  return keeper;
}

/** Joins the shared runs of this collector's instances; their reports reach `runs`. */
async function startSharing(ctx: RunsContext, reading: Reading, sharing: SharedSettings, runs: CollectorRuns): Promise<SharedCollection> {
  const collection = await SharedCollection.start(
    {
      bus: ctx.bus,
      definition: ctx.definition,
      mode: ctx.mode,
      ...(reading.plan ? { plan: reading.plan } : {}),
      ...(reading.fetcher ? { fetcher: reading.fetcher } : {}),
      ...(reading.folder ? { replayDir: reading.folder } : {}),
      provider: ctx.provider,
      version: ctx.version,
      instanceId: ctx.instanceId,
      logger: ctx.logger,
      now: ctx.now,
      ...(ctx.publisher ? { publisher: ctx.publisher } : {}),
      ...(sharing.concurrency === undefined ? {} : { concurrency: sharing.concurrency }),
      ...(sharing.maxDeliveries === undefined ? {} : { maxDeliveries: sharing.maxDeliveries }),
      onReport: (report) => runs.recordShared(report),
    },
    await openBucket(ctx.bus, BUCKETS.collectionRuns),
  );
  runs.share(collection, sharing.schedule !== false);
  return collection;
}

/** Takes read jobs from the queue and says so in the manifest (with the job operations when the collector searches). */
async function takeJobs(ctx: RunsContext, keeper: ManifestKeeper, jobs: ReadJobs, onJob: JobHandler | undefined): Promise<ConsumerLoop> {
  const collectJob = (job: JobRequest) => jobs.answer(job, true);
  const loop = await consumeJobs(ctx, (job) => (onJob ? onJob(job, collectJob) : collectJob(job)));
  const operations = keeper.current().operations;
  await keeper.update({ accepts_jobs: true, ...(operations.includes('searchListings') ? { operations: [...new Set([...operations, ...JOB_OPERATIONS])] } : {}) });
  return loop;
}

/** What a stop ends, in order: jobs, schedule and runs, the shared runs, the manifest, the fetcher. */
interface Running {
  readonly runs: CollectorRuns;
  readonly schedule: Promise<void>;
  readonly jobLoop: ConsumerLoop | undefined;
  readonly shared: SharedCollection | undefined;
  readonly keeper: ManifestKeeper;
  readonly fetcher: LiveFetcher | undefined;
}

function stopperOf(running: Running, ctx: RunsContext): Pick<CollectorHandle, 'stop' | 'done'> {
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      running.runs.interrupt();
      try {
        await running.jobLoop?.stop();
        await running.schedule;
        await running.runs.settled();
        await running.shared?.stop();
        await running.keeper.stop();
        await running.fetcher?.close();
        ctx.logger.info({ platform: ctx.definition.platform, instance_id: ctx.instanceId }, 'collector stopped');
      } finally {
        resolveDone();
      }
    })();
    return stopped;
  };
  return { stop, done };
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
  const settings = settingsOf(definition, options);
  const { mode, instanceId } = settings;
  const metrics = new CollectorMetrics({ platform: definition.platform, instance: instanceId });
  const manifest = validManifest(collectorManifest(definition, { mode, instanceId, startedAt: settings.startedAt, version: options.version }));
  await ensureInfrastructure(bus, definition.platform, settings.jobs, settings.sharing !== undefined);
  const reading = await openReading(bus, definition, options, settings);
  const keeper = await keepManifest(bus, manifest, options, settings);
  const ctx: RunsContext = {
    bus,
    definition,
    source: reading.source,
    mode,
    // Events name the same provider and version the manifest does.
    provider: manifest.provider,
    version: manifest.version,
    instanceId,
    intervalMs: settings.intervalMs,
    logger: settings.logger,
    now: settings.now,
    metrics,
    ...(options.publisher ? { publisher: options.publisher } : {}),
    ...(options.progressEvery === undefined ? {} : { progressEvery: options.progressEvery }),
  };
  const runs = new CollectorRuns(ctx);
  const shared = settings.sharing ? await startSharing(ctx, reading, settings.sharing, runs) : undefined;
  const jobs = new ReadJobs(ctx, runs);
  const jobLoop = settings.jobs ? await takeJobs(ctx, keeper, jobs, options.onJob) : undefined;
  // Resuming, the first scheduled run comes when it would have, had this process kept running.
  const firstRunDelayMs = options.resume && !settings.sharing ? resumeDelayMs(await lastRecordedRun(bus, definition.platform), mode, settings.intervalMs, settings.now().getTime()) : 0;
  if (firstRunDelayMs > 0) settings.logger.info({ platform: definition.platform, next_run_in_ms: firstRunDelayMs }, 'resuming the schedule of the last run');
  const schedule = runs.schedule(firstRunDelayMs);
  return {
    manifest: () => keeper.current(),
    runNow: (request = {}) => runs.enqueue(request),
    handleJob: (job) => jobs.answer(job, false),
    lastRun: () => runs.last,
    sharedStats: () => shared?.stats(),
    metrics,
    ...stopperOf({ runs, schedule, jobLoop, shared, keeper, fetcher: reading.fetcher }, ctx),
  };
}
