import { Publisher, type Bus, type PublisherOptions } from '@estate/bus';
import type { CollectorMode } from '@estate/events';
import { collect, type RunReport } from './collection-run.js';
import type { RunRequest } from './collector-options.js';
import type { CollectorDefinition } from './definition.js';
import type { JobRequest } from './job-request.js';
import type { CollectorLogger } from './logger.js';
import type { CollectorMetrics } from './metrics.js';
import type { ScheduleSlot, SharedCollection } from './shared-run.js';
import type { PayloadSource } from './source.js';

/** What the runs of one collector share: where they read, who they are, where they publish. */
export interface RunsContext {
  readonly bus: Bus;
  readonly definition: CollectorDefinition;
  readonly source: PayloadSource;
  readonly mode: CollectorMode;
  /** The manifest's provider and version, which every event names. */
  readonly provider: string;
  readonly version: string;
  readonly instanceId: string;
  readonly intervalMs: number;
  readonly logger: CollectorLogger;
  readonly now: () => Date;
  readonly metrics: CollectorMetrics;
  readonly publisher?: Omit<PublisherOptions, 'logger'>;
  readonly progressEvery?: number;
}

export function runIdFor(platform: string, observedAt: string, instanceId: string, job?: JobRequest): string {
  const stamp = observedAt.replace(/[-:.]/g, '');
  return job ? `${platform}-job-${job.job_id}-${stamp}` : `${platform}-${stamp}-${instanceId}`;
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

/**
 * The runs of one collector: serialised (one source, one publisher window, one CPU budget at a
 * time), on a schedule and on request, alone or shared with the other instances; and the state
 * a stop interrupts.
 */
export class CollectorRuns {
  /** The last report this instance saw: its own run's, or a shared run's. */
  last: RunReport | undefined;
  #shared: { readonly collection: SharedCollection; readonly schedule: boolean } | undefined;
  #stopping = false;
  #current: AbortController | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #wake: (() => void) | undefined;
  readonly #stopSignal = new AbortController();

  constructor(private readonly ctx: RunsContext) {}

  /** Scheduled and requested runs (not jobs) go through the shared collection; `schedule` false: this instance opens no scheduled run. */
  share(collection: SharedCollection, schedule: boolean): void {
    this.#shared = { collection, schedule };
  }

  /** A shared run's report, whoever finished it. */
  recordShared(report: RunReport): void {
    this.ctx.metrics.record(report);
    this.last = report;
  }

  /** Runs a collection after the ones queued before it. */
  enqueue(request: RunRequest): Promise<RunReport> {
    const run = this.#queue.then(() => this.#runOnce(request));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** A run at start (or after `firstRunDelayMs`), then one every `intervalMs` (from the start of the last) until interrupted. */
  async schedule(firstRunDelayMs = 0): Promise<void> {
    if (firstRunDelayMs > 0) await this.#sleep(firstRunDelayMs);
    while (!this.#stopping) {
      const began = Date.now();
      try {
        await this.#scheduledRun();
      } catch (err) {
        // collect() reports source and bus failures itself; this is a bug, and the next run still comes.
        this.ctx.logger.error({ platform: this.ctx.definition.platform, err }, 'collection run crashed');
      }
      const wait = Math.max(0, began + this.ctx.intervalMs - Date.now());
      if (this.#stopping) break;
      await this.#sleep(wait);
    }
  }

  /** Ends the schedule's wait, aborts the run in progress (reported `partial`) and any run queued after it. */
  interrupt(): void {
    this.#stopping = true;
    this.#wake?.();
    this.#current?.abort();
    this.#stopSignal.abort();
  }

  /** Settles once the runs queued so far have. */
  settled(): Promise<unknown> {
    return this.#queue;
  }

  #scheduledRun(): Promise<unknown> {
    if (!this.#shared) return this.enqueue({});
    if (!this.#shared.schedule) return Promise.resolve();
    const { intervalMs } = this.ctx;
    return this.#runShared(this.#shared.collection, { slot: { index: Math.floor(this.ctx.now().getTime() / intervalMs), ms: intervalMs } }, this.#stopSignal.signal);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (this.#wake = undefined));
  }

  #runOnce(request: RunRequest): Promise<RunReport> {
    const shared = this.#shared;
    // A request without a slot always gets a report (see #runShared).
    if (shared && !request.job) return this.#abortable(async (signal) => (await this.#runShared(shared.collection, request, signal)) as RunReport);
    const observedAt = (request.observedAt === undefined ? this.ctx.now() : new Date(request.observedAt)).toISOString();
    const runId = request.runId ?? runIdFor(this.ctx.definition.platform, observedAt, this.ctx.instanceId, request.job);
    return this.#abortable((signal) => this.#runAlone(request, observedAt, runId, signal));
  }

  /** Runs `run` as the current run, which a stop aborts (at once when the stop came first). */
  async #abortable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    this.#current = controller;
    if (this.#stopping) controller.abort();
    try {
      return await run(controller.signal);
    } finally {
      if (this.#current === controller) this.#current = undefined;
    }
  }

  /** A shared run: opened here unless another instance opened it, reported by whoever finishes it. */
  async #runShared(collection: SharedCollection, request: RunRequest & { slot?: ScheduleSlot }, signal: AbortSignal): Promise<RunReport | undefined> {
    const { now } = this.ctx;
    const observedAt = request.observedAt === undefined ? undefined : new Date(request.observedAt).toISOString();
    const { runId, opened } = await collection.open({ ...(request.runId ? { runId: request.runId } : {}), ...(observedAt ? { observedAt } : {}), ...(request.slot === undefined ? {} : { slot: request.slot }) });
    // A scheduled run another instance opened is that instance's to wait for.
    if (!opened && request.slot !== undefined) return undefined;
    const report = await collection.awaitReport(runId, signal);
    if (report) this.last = report;
    return report ?? interruptedReport(runId, observedAt ?? now().toISOString(), now().toISOString());
  }

  /** A run of this instance alone over its own source. */
  async #runAlone(request: RunRequest, observedAt: string, runId: string, signal: AbortSignal): Promise<RunReport> {
    const { bus, definition, logger } = this.ctx;
    const publisher = new Publisher(bus, { ...this.ctx.publisher, logger });
    const collector = { name: `collector-${definition.platform}`, version: this.ctx.version, run_id: runId };
    const report = await collect({
      definition,
      source: this.ctx.source,
      publisher,
      collector,
      provider: this.ctx.provider,
      mode: this.ctx.mode,
      observedAt,
      logger,
      signal,
      now: this.ctx.now,
      ...(request.job ? { job: request.job } : {}),
      ...(this.ctx.progressEvery === undefined ? {} : { progressEvery: this.ctx.progressEvery }),
    });
    this.last = report;
    this.ctx.metrics.record(report);
    return report;
  }
}
