import { PublishError, type Publisher } from '@estate/bus';
import {
  createEvent,
  EventValidationError,
  nativeIdOf,
  observedType,
  type AnyEvent,
  type CollectorInfo,
  type CollectorMode,
  type ListingObserved,
  type Observation,
  type ObservationOf,
  type ObservedKind,
  type SourceRunCompleted,
} from '@estate/events';
import { withoutImplausible } from '@estate/normalize';
import type { CollectorDefinition } from './definition.js';
import type { FetchErrorCode, FetchIssue } from './fetch-outcome.js';
import { matchesJob, type JobRequest } from './job-request.js';
import type { CollectorLogger } from './logger.js';
import { professionalsOfListing, type ProfessionalObservation } from './professionals.js';
import type { NativePayload } from './native-payload.js';
import type { ParseErrorCode, ParsedPayload } from './parser.js';
import { listingOf, mergeRead, publishedAs, READ_RULES, type ObservationPublished } from './read-rules.js';
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
  /** How many issues of each code the run had (all of them, not only the first 20). */
  issues_by_code: Record<string, number>;
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

/** What a run needs besides its source. */
type RunContext = Omit<RunOptions, 'source'>;

const MAX_KEPT_ISSUES = 20;

/**
 * The status a run reports: `success` when every payload was read without an issue, `partial`
 * when some records were read despite issues, `failed` when none were (or nothing was there).
 */
export function runStatus(counts: Pick<RunCounts, 'records' | 'pages'>, hadIssue: boolean): SourceRunCompleted['status'] {
  if (!hadIssue && counts.pages > 0) return 'success';
  return counts.records > 0 ? 'partial' : 'failed';
}

type Envelope = Pick<Parameters<typeof createEvent>[0], 'platform' | 'provider' | 'observed_at' | 'collector' | 'job_id'>;

function observationEvent<K extends ObservedKind>(envelope: Envelope, observation: ObservationOf<K>): AnyEvent {
  // EventOf<`${K}.observed`> is one member of AnyEvent for every K; TypeScript cannot see that through the generic.
  return createEvent({ ...envelope, type: observedType(observation.kind), data: observation.data }) as AnyEvent;
}

/** The record's native id when it has a valid one (a refused record may not). */
function nativeIdOrNone(observation: Observation): string | undefined {
  try {
    return nativeIdOf(observedType(observation.kind), observation.data);
  } catch {
    return undefined;
  }
}

/** Kinds a run may read several times over and publishes once, merged (READ_RULES). */
type MergedObservation = ObservationPublished<'merged'>;

/** Keeps a professional read, merged with the earlier reads of the same kind and identity. */
function keepProfessional(into: Map<string, { observation: ProfessionalObservation; path: string }>, observation: ProfessionalObservation, path: string): void {
  const key = `${observation.kind}:${observation.data.native_id}`;
  into.set(key, { observation: mergeRead(into.get(key)?.observation, observation), path });
}

/** The mutable state of one run, and the steps that change it. */
class CollectionRun {
  readonly counts: RunCounts = { records: 0, published: 0, errors: 0, pages: 0, by_kind: {} };
  readonly issues: RunIssue[] = [];
  readonly issuesByCode: Record<string, number> = {};
  firstIssue: RunIssue | undefined;
  issueCount = 0;
  truncated = false;
  cutPayload = false;
  busBroken = false;
  /** Listings that answer the job (job runs only). */
  readonly kept = new Set<string>();
  /** Every listing read so far, merged over its reads, published once the source is drained. */
  readonly listings = new Map<string, { data: ListingObserved; path: string }>();
  /** Agents and agencies read from their own pages so far, merged per identity (see publishListings). */
  readonly professionals = new Map<string, { observation: ProfessionalObservation; path: string }>();
  /** Records of the `merged` kinds read so far (auctions, buildings, units), each merged over its reads (see mergeRead), published with the listings. */
  readonly merged = new Map<string, { observation: MergedObservation; path: string }>();
  private nextProgress: number;
  private readonly progressEvery: number;
  private readonly ackedBefore: number;
  private readonly maxResults: number;
  readonly envelope: Envelope;
  readonly log: Record<string, string>;

  constructor(private readonly options: RunContext) {
    const { job } = options;
    this.progressEvery = options.progressEvery ?? 1000;
    this.nextProgress = this.progressEvery;
    this.ackedBefore = options.publisher.stats().acked;
    this.maxResults = job ? (job.max_results ?? 500) : Number.POSITIVE_INFINITY;
    this.envelope = {
      platform: options.definition.platform,
      provider: options.provider,
      observed_at: options.observedAt,
      collector: options.collector,
      ...(job ? { job_id: job.job_id } : {}),
    };
    this.log = { platform: options.definition.platform, run_id: options.collector.run_id, ...(job ? { job_id: job.job_id } : {}) };
  }

  addIssue(issue: RunIssue): void {
    this.issueCount++;
    this.issuesByCode[issue.error_code] = (this.issuesByCode[issue.error_code] ?? 0) + 1;
    this.firstIssue ??= issue;
    if (issue.error_code === 'truncated_payload') this.cutPayload = true;
    if (this.issues.length < MAX_KEPT_ISSUES) this.issues.push(issue);
    if (this.issueCount <= 5 || this.issueCount % 100 === 0) this.options.logger.warn({ ...this.log, ...issue, issues: this.issueCount }, 'collection issue');
  }

  /** One payload's outcome into the run: a failure is an issue, a parser that threw loses this payload only. */
  async takeResult(result: PageResult): Promise<void> {
    if (result.kind === 'failed') {
      this.counts.errors++;
      this.addIssue(result.issue);
      return;
    }
    this.counts.pages++;
    if (result.kind === 'parser_threw') {
      this.counts.errors++;
      this.addIssue({ error_code: 'parse_error', message: `parser threw: ${result.message}`, path: result.path });
      return;
    }
    await this.take(result.path, result.parsed);
  }

  async take(path: string, parsed: ParsedPayload): Promise<void> {
    for (const issue of parsed.issues) {
      this.counts.errors++;
      this.addIssue({ error_code: issue.error_code, message: issue.message, path: issue.path, ...(issue.native_id ? { native_id: issue.native_id } : {}) });
    }
    // Listings first: a job keeps the records of a listing only once the listing answered it.
    for (const observation of parsed.observations) if (publishedAs(observation, 'listing')) this.keepListing(observation.data, path);
    for (const observation of parsed.observations) {
      if (this.busBroken) return;
      await this.keepOrPublish(observation, path);
    }
  }

  /** A record other than a listing, by its kind's rule (READ_RULES): kept to be merged, or published now. */
  private async keepOrPublish(observation: Observation, path: string): Promise<void> {
    if (publishedAs(observation, 'professional')) {
      // A job's answer is its listings; a profile page read on the way is left for the schedule.
      if (!this.options.job) keepProfessional(this.professionals, observation, path);
    } else if (publishedAs(observation, 'merged')) await this.keepMerged(observation, path);
    else if (publishedAs(observation, 'as_read')) await this.publishNow(observation, path);
  }

  /** A listing read: kept when it answers the job, merged with its earlier reads in this run. */
  private keepListing(listing: ListingObserved, path: string): void {
    const { job } = this.options;
    if (job && !this.kept.has(listing.native_id)) {
      // A job selects on facts, as a search does: a value withheld as implausible matches no range.
      if (!matchesJob(withoutImplausible(listing), job.params)) return;
      if (this.kept.size >= this.maxResults) {
        this.truncated = true;
        return;
      }
      this.kept.add(listing.native_id);
    }
    const earlier = this.listings.get(listing.native_id);
    this.listings.set(listing.native_id, { data: earlier ? READ_RULES.listing.merge(earlier.data, listing) : listing, path });
  }

  /** A record read again merges into its earlier reads; one without a valid id goes out now, to be refused and counted. */
  private async keepMerged(observation: MergedObservation, path: string): Promise<void> {
    const nativeId = nativeIdOrNone(observation);
    if (nativeId === undefined) {
      await this.publishNow(observation, path);
      return;
    }
    const key = `${observation.kind}\u0000${nativeId}`;
    this.merged.set(key, { observation: mergeRead(this.merged.get(key)?.observation, observation), path });
  }

  async publishNow(observation: Observation, path: string): Promise<void> {
    const listing = listingOf(observation);
    if (this.options.job && listing !== undefined && !this.kept.has(listing)) return;
    const event = this.build(observation, path);
    if (event) await this.publish(event, observation.kind);
  }

  /**
   * Listings go out once the source is drained: each merged from every read of it in this run,
   * then stripped of values that cannot be true (withoutImplausible: a price of 0, a 1 sq ft
   * house): after the merge, because a rule may weigh the card's price against the page's area,
   * and in the kit rather than in each parser, so every platform meets the same rules. Then the
   * agents and agencies: one observation per platform identity, from the blocks beside the
   * listings, completed by what their own profile pages said. Then the auctions, buildings and
   * units, each merged over its reads.
   */
  async publishListings(): Promise<void> {
    const professionals = new Map<string, { observation: ProfessionalObservation; path: string }>();
    for (const { data, path } of this.listings.values()) {
      if (this.busBroken) return;
      await this.publishNow({ kind: 'listing', data: withoutImplausible(data) }, path);
      for (const observation of professionalsOfListing(data)) keepProfessional(professionals, observation, path);
    }
    for (const { observation, path } of this.professionals.values()) keepProfessional(professionals, observation, path);
    for (const { observation, path } of professionals.values()) {
      if (this.busBroken) return;
      await this.publishNow(observation, path);
    }
    for (const { observation, path } of this.merged.values()) {
      if (this.busBroken) return;
      await this.publishNow(observation, path);
    }
  }

  /** A record the parser produced but the event schema refuses is a parser bug: count it, skip it. */
  private build(observation: Observation, path: string): AnyEvent | undefined {
    try {
      return observationEvent(this.envelope, observation);
    } catch (err) {
      if (!(err instanceof EventValidationError)) throw err;
      this.counts.errors++;
      const nativeId = nativeIdOrNone(observation);
      this.addIssue({ error_code: 'invalid_record', message: err.message, path, ...(nativeId ? { native_id: nativeId } : {}) });
      return undefined;
    }
  }

  private async publish(event: AnyEvent, kind: string): Promise<void> {
    const { publisher, logger } = this.options;
    try {
      await publisher.publish(event);
    } catch (err) {
      this.busBroken = true;
      this.addIssue({ error_code: 'publish_failed', message: err instanceof Error ? err.message : String(err) });
      return;
    }
    this.counts.records++;
    this.counts.by_kind[kind] = (this.counts.by_kind[kind] ?? 0) + 1;
    if (this.counts.records >= this.nextProgress) {
      this.nextProgress += this.progressEvery;
      const { records, pages, errors } = this.counts;
      logger.info({ ...this.log, records, pages, errors, acked: publisher.stats().acked - this.ackedBefore }, 'collection progress');
    }
  }

  async flush(): Promise<void> {
    const { publisher } = this.options;
    try {
      await publisher.flush();
    } catch (err) {
      this.counts.errors += err instanceof PublishError ? err.failures.length : 1;
      this.addIssue({ error_code: 'publish_failed', message: err instanceof Error ? err.message : String(err) });
    }
    this.counts.published = publisher.stats().acked - this.ackedBefore;
  }
}

/** What one payload came to: its fetch failed, its parser threw, or its records and issues. */
export type PageResult =
  | { kind: 'failed'; issue: FetchIssue }
  | { kind: 'parser_threw'; path: string; message: string }
  | { kind: 'parsed'; path: string; parsed: ParsedPayload };

/** Parses one payload; parsers must not throw, and one that does loses this payload only. */
export function parsePayload(definition: CollectorDefinition, payload: NativePayload, observedAt: string, retrievedAt: string): PageResult {
  try {
    return { kind: 'parsed', path: payload.path, parsed: definition.parse(payload, { observedAt, retrievedAt }) };
  } catch (err) {
    return { kind: 'parser_threw', path: payload.path, message: err instanceof Error ? err.message : String(err) };
  }
}

/** Every payload of the source, parsed and taken into the run; stops when the bus breaks. */
async function drain(run: CollectionRun, options: RunOptions, signal: AbortSignal): Promise<void> {
  const { job } = options;
  for await (const outcome of options.source.payloads({ signal, ...(job ? { job } : {}) })) {
    const result = outcome.ok ? parsePayload(options.definition, outcome.payload, options.observedAt, outcome.retrievedAt) : ({ kind: 'failed', issue: outcome.issue } as const);
    if (outcome.ok && result.kind === 'parsed') options.source.parsed?.(outcome.payload, result.parsed);
    await run.takeResult(result);
    if (run.busBroken) return;
  }
  await run.publishListings();
}

/**
 * One collection run: fetch every payload, parse it, publish each observation as
 * `<kind>.observed` — listings, agents, agencies, auctions, buildings and units once the source
 * is drained, every read of one in the run merged (see mergeObservations, mergeRead), the other
 * kinds as they are read — flush, then publish one
 * `source_run.completed`. A bad payload or record becomes an issue and the run goes on with the
 * next; only a broken bus ends it early. Never throws for source or bus failures: they are in
 * the report.
 */
export function collect(options: RunOptions): Promise<RunReport> {
  return runCollection(options, (run, signal) => drain(run, options, signal));
}

export interface ResultsRunOptions extends Omit<RunOptions, 'source' | 'job'> {
  /** The run's bounds when they were fixed elsewhere (a shared run: its opening and its end), so a repeated merge reports alike. */
  startedAt?: string;
  finishedAt?: string;
}

/**
 * A collection run over payloads already fetched and parsed elsewhere (a shared run's items,
 * see shared-run.ts), taken in the order given: the same merge, publication and report as
 * collect(), so the events are those one instance reading the same payloads would publish.
 */
export function collectResults(options: ResultsRunOptions, results: Iterable<PageResult>): Promise<RunReport> {
  return runCollection(options, async (run) => {
    for (const result of results) {
      await run.takeResult(result);
      if (run.busBroken) return;
    }
    await run.publishListings();
  });
}

async function runCollection(options: ResultsRunOptions & Pick<RunOptions, 'job'>, drainAll: (run: CollectionRun, signal: AbortSignal) => Promise<void>): Promise<RunReport> {
  const now = options.now ?? (() => new Date());
  const startedAt = options.startedAt ?? now().toISOString();
  const signal = options.signal ?? new AbortController().signal;
  const run = new CollectionRun(options);
  try {
    await drainAll(run, signal);
  } catch (err) {
    // A source that throws (not one that reports an outcome) ends the run, not the collector.
    run.counts.errors++;
    run.addIssue({ error_code: 'not_collected', message: `source failed: ${err instanceof Error ? err.message : String(err)}` });
  }
  if (signal.aborted) {
    run.truncated = true;
    run.addIssue({ error_code: 'interrupted', message: 'the collector stopped before the run finished' });
  }
  await run.flush();
  if (run.counts.pages === 0 && run.issueCount === 0) run.addIssue({ error_code: 'not_collected', message: 'the source had no payloads' });
  // A cut payload means rows are missing: the run is truncated whatever else it read.
  if (run.cutPayload) run.truncated = true;
  return finish(run, options, startedAt, options.finishedAt ?? now().toISOString());
}

async function finish(run: CollectionRun, options: RunContext, startedAt: string, finishedAt: string): Promise<RunReport> {
  const { counts, firstIssue, truncated, issueCount } = run;
  const status = runStatus(counts, firstIssue !== undefined);
  const report: RunReport = {
    run_id: options.collector.run_id,
    status,
    ...(firstIssue ? { error_code: firstIssue.error_code, message: firstIssue.message } : {}),
    truncated,
    counts,
    observed_at: options.observedAt,
    started_at: startedAt,
    finished_at: finishedAt,
    ...(options.job ? { job_id: options.job.job_id, result_count: run.kept.size } : {}),
    issues: run.issues,
    issues_by_code: run.issuesByCode,
    reported: false,
  };
  report.reported = await reportRun(options, report, issueCount);
  options.logger[status === 'success' ? 'info' : status === 'partial' ? 'warn' : 'error'](
    { ...run.log, status, error_code: report.error_code, truncated, ...counts, issues: issueCount, ms: Date.parse(finishedAt) - Date.parse(startedAt) },
    'collection run finished',
  );
  return report;
}

async function reportRun(options: RunContext, report: RunReport, issueCount: number): Promise<boolean> {
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
