import { PublishError, type Publisher } from '@estate/bus';
import { createEvent, EventValidationError, type AnyEvent, type CollectorInfo, type CollectorMode, type ListingObserved, type SourceRunCompleted } from '@estate/events';
import type { CollectorDefinition } from './definition.js';
import type { FetchErrorCode } from './fetch-outcome.js';
import { matchesJob, type JobRequest } from './job-request.js';
import type { CollectorLogger } from './logger.js';
import { mergeObservations } from './merge-observations.js';
import type { ParseErrorCode, ParsedPayload } from './parser.js';
import type { PayloadSource } from './source.js';

/** What went wrong in a run; the first one's code is the run's `error_code`. */
export interface RunIssue {
  error_code: ParseErrorCode | FetchErrorCode | 'publish_failed' | 'invalid_record' | 'interrupted';
  message: string;
  path?: string;
  native_id?: string;
}

export interface RunCounts {
  /** Records read and turned into events. */
  records: number;
  /** Events the stream acknowledged (duplicates included). */
  published: number;
  /** Records, payloads and fetches that failed. */
  errors: number;
  pages: number;
  by_kind: Record<string, number>;
}

export interface RunReport {
  run_id: string;
  status: SourceRunCompleted['status'];
  error_code?: string;
  message?: string;
  truncated: boolean;
  counts: RunCounts;
  observed_at: string;
  started_at: string;
  finished_at: string;
  job_id?: string;
  /** Listings that answered the job (job runs only). */
  result_count?: number;
  /** The first issues (at most 20), for logs and tests. */
  issues: RunIssue[];
  /** False when the `source_run.completed` event itself could not be published. */
  reported: boolean;
}

export interface RunOptions {
  definition: CollectorDefinition;
  source: PayloadSource;
  publisher: Publisher;
  collector: CollectorInfo;
  provider: string;
  mode: CollectorMode;
  /** Every observation of the run carries it: with the payloads it fixes the event ids. */
  observedAt: string;
  job?: JobRequest;
  logger: CollectorLogger;
  /** A progress line per this many records; default 1000. */
  progressEvery?: number;
  signal?: AbortSignal;
  /** The operationId or schedule name that started the run. */
  operation?: string;
  now?: () => Date;
}

const MAX_KEPT_ISSUES = 20;

/**
 * The status a run reports: `success` when every payload was read without an issue, `partial`
 * when some records were read despite issues, `failed` when none were (or nothing was there).
 */
export function runStatus(counts: Pick<RunCounts, 'records' | 'pages'>, hadIssue: boolean): SourceRunCompleted['status'] {
  if (!hadIssue && counts.pages > 0) return 'success';
  return counts.records > 0 ? 'partial' : 'failed';
}

/**
 * One collection run: fetch every payload, parse it, publish its media events, then one listing
 * event per listing (every read of it in the run merged, see mergeObservations), flush, then
 * publish one `source_run.completed`. A bad payload or record becomes an issue and
 * the run goes on with the next; only a broken bus ends it early. Never throws for source or
 * bus failures: they are in the report.
 */
export async function collect(options: RunOptions): Promise<RunReport> {
  const now = options.now ?? (() => new Date());
  const { definition, publisher, logger } = options;
  const startedAt = now().toISOString();
  const signal = options.signal ?? new AbortController().signal;
  const counts: RunCounts = { records: 0, published: 0, errors: 0, pages: 0, by_kind: {} };
  const issues: RunIssue[] = [];
  let firstIssue: RunIssue | undefined;
  let issueCount = 0;
  let truncated = false;
  let cutPayload = false;
  let busBroken = false;
  const job = options.job;
  const maxResults = job ? (job.max_results ?? 500) : Number.POSITIVE_INFINITY;
  const kept = new Set<string>();
  const observed = new Map<string, { data: ListingObserved; path: string }>();
  const progressEvery = options.progressEvery ?? 1000;
  let nextProgress = progressEvery;
  const log = { platform: definition.platform, run_id: options.collector.run_id, ...(job ? { job_id: job.job_id } : {}) };
  const ackedBefore = publisher.stats().acked;

  const addIssue = (issue: RunIssue) => {
    issueCount++;
    firstIssue ??= issue;
    if (issue.error_code === 'truncated_payload') cutPayload = true;
    if (issues.length < MAX_KEPT_ISSUES) issues.push(issue);
    if (issueCount <= 5 || issueCount % 100 === 0) logger.warn({ ...log, ...issue, issues: issueCount }, 'collection issue');
  };

  const publish = async (event: AnyEvent, kind: string) => {
    try {
      await publisher.publish(event);
    } catch (err) {
      busBroken = true;
      addIssue({ error_code: 'publish_failed', message: err instanceof Error ? err.message : String(err) });
      return;
    }
    counts.records++;
    counts.by_kind[kind] = (counts.by_kind[kind] ?? 0) + 1;
    if (counts.records >= nextProgress) {
      nextProgress += progressEvery;
      logger.info({ ...log, records: counts.records, pages: counts.pages, errors: counts.errors, acked: publisher.stats().acked - ackedBefore }, 'collection progress');
    }
  };

  const envelope = {
    platform: definition.platform,
    provider: options.provider,
    observed_at: options.observedAt,
    collector: options.collector,
    ...(job ? { job_id: job.job_id } : {}),
  };

  /** A record the parser produced but the event schema refuses is a parser bug: count it, skip it. */
  const build = <E>(make: () => E, nativeId: string | undefined, path: string): E | undefined => {
    try {
      return make();
    } catch (err) {
      if (!(err instanceof EventValidationError)) throw err;
      counts.errors++;
      addIssue({ error_code: 'invalid_record', message: err.message, path, ...(nativeId ? { native_id: nativeId } : {}) });
      return undefined;
    }
  };

  try {
    for await (const outcome of options.source.payloads({ signal, ...(job ? { job } : {}) })) {
      if (!outcome.ok) {
        counts.errors++;
        addIssue(outcome.issue);
        continue;
      }
      counts.pages++;
      const { payload } = outcome;
      let parsed: ParsedPayload;
      try {
        parsed = definition.parse(payload, { observedAt: options.observedAt, retrievedAt: outcome.retrievedAt });
      } catch (err) {
        // Parsers must not throw; one that does loses this payload only.
        counts.errors++;
        addIssue({ error_code: 'parse_error', message: `parser threw: ${err instanceof Error ? err.message : String(err)}`, path: payload.path });
        continue;
      }
      for (const issue of parsed.issues) {
        counts.errors++;
        addIssue({ error_code: issue.error_code, message: issue.message, path: issue.path, ...(issue.native_id ? { native_id: issue.native_id } : {}) });
      }
      options.source.parsed?.(payload, parsed);
      for (const listing of parsed.listings) {
        if (busBroken) break;
        if (job) {
          if (!kept.has(listing.native_id)) {
            if (!matchesJob(listing, job.params)) continue;
            if (kept.size >= maxResults) {
              truncated = true;
              continue;
            }
            kept.add(listing.native_id);
          }
        }
        const earlier = observed.get(listing.native_id);
        observed.set(listing.native_id, { data: earlier ? mergeObservations(earlier.data, listing) : listing, path: payload.path });
      }
      for (const media of parsed.media) {
        if (busBroken) break;
        if (job && !kept.has(media.listing_native_id)) continue;
        const event = build(() => createEvent({ ...envelope, type: 'media.observed', data: media }), media.listing_native_id, payload.path);
        if (event) await publish(event, 'media');
      }
      if (busBroken) break;
    }
    // Listings go out once the source is drained: each merged from every read of it in this run.
    for (const { data, path } of observed.values()) {
      if (busBroken) break;
      const event = build(() => createEvent({ ...envelope, type: 'listing.observed', data }), data.native_id, path);
      if (event) await publish(event, 'listing');
    }
  } catch (err) {
    // A source that throws (not one that reports an outcome) ends the run, not the collector.
    counts.errors++;
    addIssue({ error_code: 'not_collected', message: `source failed: ${err instanceof Error ? err.message : String(err)}` });
  }
  if (signal.aborted) {
    truncated = true;
    addIssue({ error_code: 'interrupted', message: 'the collector stopped before the run finished' });
  }
  try {
    await publisher.flush();
  } catch (err) {
    const failed = err instanceof PublishError ? err.failures.length : 1;
    counts.errors += failed;
    addIssue({ error_code: 'publish_failed', message: err instanceof Error ? err.message : String(err) });
  }
  counts.published = publisher.stats().acked - ackedBefore;
  if (counts.pages === 0 && issueCount === 0) addIssue({ error_code: 'not_collected', message: 'the source had no payloads' });
  // A cut payload means rows are missing: the run is truncated whatever else it read.
  if (cutPayload) truncated = true;

  const status = runStatus(counts, firstIssue !== undefined);
  const finishedAt = now().toISOString();
  const report: RunReport = {
    run_id: options.collector.run_id,
    status,
    ...(firstIssue ? { error_code: firstIssue.error_code, message: firstIssue.message } : {}),
    truncated,
    counts,
    observed_at: options.observedAt,
    started_at: startedAt,
    finished_at: finishedAt,
    ...(job ? { job_id: job.job_id, result_count: kept.size } : {}),
    issues,
    reported: false,
  };
  report.reported = await reportRun(options, report, issueCount);
  logger[status === 'success' ? 'info' : status === 'partial' ? 'warn' : 'error'](
    { ...log, status, error_code: report.error_code, truncated, ...counts, issues: issueCount, ms: Date.parse(finishedAt) - Date.parse(startedAt) },
    'collection run finished',
  );
  return report;
}

async function reportRun(options: RunOptions, report: RunReport, issueCount: number): Promise<boolean> {
  const data: SourceRunCompleted = {
    run_id: report.run_id,
    status: report.status,
    ...(report.error_code ? { error_code: report.error_code } : {}),
    ...(report.message ? { message: report.message.slice(0, 500) } : {}),
    truncated: report.truncated,
    counts: { records: report.counts.records, published: report.counts.published, errors: report.counts.errors, pages: report.counts.pages, by_kind: report.counts.by_kind },
    started_at: report.started_at,
    finished_at: report.finished_at,
    operation: options.operation ?? (options.job ? 'createReadJob' : 'schedule'),
    mode: options.mode,
    countries: options.definition.countries,
    details: {
      issues: issueCount,
      first_issues: report.issues.slice(0, 5).map((i) => ({ error_code: i.error_code, message: i.message.slice(0, 300), ...(i.path ? { path: i.path } : {}), ...(i.native_id ? { native_id: i.native_id } : {}) })),
      ...(report.job_id ? { job_id: report.job_id, result_count: report.result_count } : {}),
    },
  };
  try {
    const event = createEvent({
      type: 'source_run.completed',
      platform: options.definition.platform,
      provider: options.provider,
      observed_at: report.finished_at,
      collector: options.collector,
      ...(options.job ? { job_id: options.job.job_id } : {}),
      data,
    });
    await options.publisher.publish(event);
    await options.publisher.flush();
    return true;
  } catch (err) {
    options.logger.error({ platform: options.definition.platform, run_id: report.run_id, err }, 'could not publish the source run report');
    return false;
  }
}
