import { existsSync } from 'node:fs';
import { COLLECTION_STREAMS, collectConsumerSpec, getJson, Publisher, type Bus, type KV, type PublisherOptions } from '@estate/bus';
import type { CollectorMode } from '@estate/events';
import { sleep } from './backoff.js';
import { collectResults, parsePayload, type PageResult, type RunReport } from './collection-run.js';
import type { CollectorDefinition, LivePlan } from './definition.js';
import type { FetchOutcome } from './fetch-outcome.js';
import type { LiveFetcher } from './live-fetcher.js';
import type { CollectorLogger } from './logger.js';
import type { NativePayload } from './native-payload.js';
import { ReplayFetcher } from './replay-fetcher.js';
import { RobotsRules } from './robots.js';
import { missingSamplesMessage } from './samples.js';
import { failure, fetchPage, firstRequests } from './source.js';
import { collectSubjects, decodeJson, encodeJson, itemKey, joinParts, resultParts, runToken, type FinishItem, type ResultPart, type WorkItem } from './work-items.js';

/**
 * Collection runs shared by every instance of one collector. The instance that opens a run
 * (the first to create its schedule slot and run record in the `collection_runs` bucket)
 * queues the run's first pages (live) or its recorded payloads (replay) as work items, each
 * with a msg id, so a repeated enumeration queues nothing twice. Every instance takes items
 * from the platform's work-queue consumer: fetches or reads the page, parses it, queues the
 * pages it links to, publishes what it parsed to the run's results subject, then acks it. An
 * instance that dies holds its items unacked; they come back to the others after the ack wait.
 *
 * A run is drained when its item subject is empty: an item leaves it only once acked, after
 * the pages it found were queued. Whoever acks an item and finds the subject empty queues the
 * run's one finish item (msg id per run); whoever takes that reads every result, puts them in
 * the order one instance would have read them (the replay order; breadth first from the first
 * pages, as the live frontier does) and runs the same merge and publication as collect(): the
 * same events, one `source_run.completed` per run.
 */
export interface SharedCollectionOptions {
  bus: Bus;
  definition: CollectorDefinition;
  mode: CollectorMode;
  /** Live mode: the plan, and the fetcher (with the shared host budgets) that every item goes through. */
  plan?: LivePlan;
  fetcher?: LiveFetcher;
  robots?: RobotsRules;
  /** Replay mode: the platform's folder. */
  replayDir?: string;
  provider: string;
  version: string;
  instanceId: string;
  logger: CollectorLogger;
  now: () => Date;
  publisher?: Omit<PublisherOptions, 'logger'>;
  /** Items this instance works on at once; default 1 (the host budget is what bounds a run). */
  concurrency?: number;
  /** A page delivered this many times (its takers kept dying) is reported `not_collected`, not taken again; default 5. */
  maxDeliveries?: number;
  /** Told about every run this instance finished (merged and reported). */
  onReport?: (report: RunReport) => void;
}

/** A scheduled run's slot: the `index`-th interval of `ms` since the epoch. */
export interface ScheduleSlot {
  index: number;
  ms: number;
}

/** A run's state in `collection_runs` (`<platform>.run.<token>`). */
export interface RunRecord {
  run_id: string;
  observed_at: string;
  started_at: string;
  /** `enumerating` until every first item is queued: a run cannot be drained before. */
  status: 'enumerating' | 'open' | 'done';
  owner: string;
  report?: RunReport;
}

export interface SharedCollectionStats {
  /** Items this instance took, finish items included. */
  taken: number;
  /** Of those, taken again after another delivery (its earlier taker died or stopped). */
  redelivered: number;
  /** The URL or path of each redelivered item. */
  redeliveredPaths: string[];
  /** Runs this instance merged and reported. */
  finished: number;
}

const STAMP = /[-:.]/g;

type ItemConsumer = Awaited<ReturnType<Bus['js']['consumers']['get']>>;
type JsMsg = NonNullable<Awaited<ReturnType<ItemConsumer['next']>>>;

function isConflict(err: unknown): boolean {
  return /wrong last sequence|key exists|10071/i.test(err instanceof Error ? err.message : String(err));
}

function isNoMessage(err: unknown): boolean {
  return /no message found|10037/i.test(err instanceof Error ? err.message : String(err));
}

/** The results of a run in the order one instance would have taken them. */
export function orderResults(parts: readonly ResultPart[]): PageResult[] {
  const byKey = new Map<string, ResultPart[]>();
  for (const part of parts) {
    const list = byKey.get(part.key) ?? [];
    // A redelivered item publishes the same parts again (dropped by msg id); keep one of each.
    if (!list.some((p) => p.part === part.part)) list.push(part);
    byKey.set(part.key, list);
  }
  const joined = [...byKey.values()].flatMap((list) => {
    const one = joinParts(list);
    return one ? [one] : [];
  });
  if (joined.every((j) => j.head.index !== undefined)) return joined.sort((a, b) => (a.head.index ?? 0) - (b.head.index ?? 0)).map((j) => j.result);
  const byUrl = new Map(joined.filter((j) => j.head.url !== undefined).map((j) => [j.head.url as string, j]));
  const queue = joined
    .filter((j) => j.head.root !== undefined)
    .sort((a, b) => (a.head.root ?? 0) - (b.head.root ?? 0))
    .map((j) => j.head.url as string);
  const seen = new Set(queue);
  const ordered: PageResult[] = [];
  const visited = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const one = byUrl.get(queue[i] as string);
    if (!one) continue;
    visited.add(one.head.key);
    ordered.push(one.result);
    for (const next of one.head.discovered ?? []) {
      if (seen.has(next.url)) continue;
      seen.add(next.url);
      queue.push(next.url);
    }
  }
  // Defensive: a result no first page leads to still counts, after the others.
  for (const one of joined.filter((j) => !visited.has(j.head.key)).sort((a, b) => (a.head.key < b.head.key ? -1 : 1))) ordered.push(one.result);
  return ordered;
}

export class SharedCollection {
  private stopping = false;
  private readonly abort = new AbortController();
  private loops: Promise<void>[] = [];
  private readonly publisher: Publisher;
  private readonly counters: SharedCollectionStats = { taken: 0, redelivered: 0, redeliveredPaths: [], finished: 0 };
  private replay: ReplayFetcher | undefined;
  private robots: RobotsRules | undefined;
  private heartbeatMs = 10_000;

  private constructor(
    private readonly options: SharedCollectionOptions,
    private readonly runs: KV,
  ) {
    this.publisher = new Publisher(options.bus, { ...options.publisher, logger: options.logger });
    if (options.replayDir) this.replay = new ReplayFetcher(options.replayDir);
    if (options.fetcher) this.robots = options.robots ?? new RobotsRules(options.fetcher);
  }

  /** Opens the bucket, finds the consumer (creating what is missing) and starts taking items. */
  static async start(options: SharedCollectionOptions, runs: KV): Promise<SharedCollection> {
    if (options.mode === 'live' && (!options.plan || !options.fetcher)) throw new Error('a live shared collection needs a plan and a fetcher');
    if (options.mode === 'replay' && !options.replayDir) throw new Error('a replayed shared collection needs its folder');
    const shared = new SharedCollection(options, runs);
    const spec = collectConsumerSpec(options.definition.platform);
    const info = await options.bus.jsm.consumers.info(spec.stream, spec.durable);
    // Told "still working" three times per ack wait, so a slow page is not handed to another instance.
    shared.heartbeatMs = Math.max(100, Math.floor((info.config.ack_wait ?? 30e9) / 1e6 / 3));
    const consumer = await options.bus.js.consumers.get(spec.stream, spec.durable);
    for (let i = 0; i < (options.concurrency ?? 1); i++) shared.loops.push(shared.takeItems(consumer));
    return shared;
  }

  stats(): SharedCollectionStats {
    return { ...this.counters, redeliveredPaths: [...this.counters.redeliveredPaths] };
  }

  private get platform(): string {
    return this.options.definition.platform;
  }

  private runKey(runId: string): string {
    return `${this.platform}.run.${runToken(runId)}`;
  }

  async record(runId: string): Promise<{ value: RunRecord; revision: number } | undefined> {
    const entry = await this.runs.get(this.runKey(runId));
    if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
    return { value: entry.json<RunRecord>(), revision: entry.revision };
  }

  /**
   * Opens a run unless another instance did: with `slot`, the schedule slot is claimed first
   * (the run of a slot is whoever's claim landed), unless a slot beside it started a run less
   * than half a slot from now. Returns the run's id either way.
   */
  async open(request: { runId?: string; observedAt?: string; slot?: ScheduleSlot } = {}): Promise<{ runId: string; opened: boolean }> {
    const { now, instanceId, logger } = this.options;
    const observedAt = request.observedAt ?? now().toISOString();
    const runId = request.runId ?? `${this.platform}-${observedAt.replace(STAMP, '')}`;
    if (request.slot !== undefined) {
      const beside = await this.runBeside(request.slot);
      if (beside !== undefined) return { runId: beside, opened: false };
      const slotKey = `${this.platform}.slot.${request.slot.index}`;
      try {
        await this.runs.create(slotKey, encodeJson(runId));
      } catch (err) {
        if (!isConflict(err)) throw err;
        const claimed = await getJson(this.runs, slotKey);
        return { runId: typeof claimed === 'string' ? claimed : runId, opened: false };
      }
    }
    const record: RunRecord = { run_id: runId, observed_at: observedAt, started_at: now().toISOString(), status: 'enumerating', owner: instanceId };
    let revision: number;
    try {
      revision = await this.runs.create(this.runKey(runId), encodeJson(record));
    } catch (err) {
      if (!isConflict(err)) throw err;
      return { runId, opened: false };
    }
    const items = await this.enumerate(runId, observedAt);
    await this.runs.update(this.runKey(runId), encodeJson({ ...record, status: 'open' } satisfies RunRecord), revision);
    logger.info({ platform: this.platform, run_id: runId, items }, 'shared collection run opened');
    await this.finishIfDrained(runId);
    return { runId, opened: true };
  }

  /**
   * The run of a slot beside `slot` that started less than half a slot from now. Each instance
   * keeps its schedule from its own start, so two started either side of a slot's boundary claim
   * neighbouring slots at every interval, and both ran (a flaky e2e in CI showed two reports of
   * one platform): whichever claims second leaves the run to the other. Two that check before
   * either claims still both run.
   */
  private async runBeside(slot: ScheduleSlot): Promise<string | undefined> {
    for (const index of [slot.index - 1, slot.index + 1]) {
      const claimed = await getJson(this.runs, `${this.platform}.slot.${index}`);
      if (typeof claimed !== 'string') continue;
      const started = (await this.record(claimed))?.value.started_at;
      if (started !== undefined && Math.abs(this.options.now().getTime() - Date.parse(started)) < slot.ms / 2) return claimed;
    }
    return undefined;
  }

  /** Queues the run's first items; returns how many. */
  private async enumerate(runId: string, observedAt: string): Promise<number> {
    const subject = collectSubjects.item(this.platform, runId);
    const token = runToken(runId);
    const items: WorkItem[] = [];
    if (this.options.plan) {
      const requests = await firstRequests(this.options.plan, { signal: this.abort.signal });
      requests.forEach((request, root) => items.push({ run_id: runId, observed_at: observedAt, key: itemKey(request.url), request, root }));
    } else if (this.replay && !existsSync(this.replay.dir)) {
      items.push({ run_id: runId, observed_at: observedAt, key: itemKey(this.replay.dir), missing: this.replay.dir, index: 0 });
    } else if (this.replay) {
      (await this.replay.list()).forEach((entry, index) => items.push({ run_id: runId, observed_at: observedAt, key: itemKey(entry.path), entry, index }));
    }
    for (const item of items) await this.publisher.publishRaw(subject, encodeJson(item), `${token}.${item.key}`);
    await this.publisher.flush();
    return items.length;
  }

  /** The run's report once whoever finished it wrote it; undefined if the signal aborts first. */
  async awaitReport(runId: string, signal?: AbortSignal, pollMs = 100): Promise<RunReport | undefined> {
    for (;;) {
      if (signal?.aborted || this.stopping) return undefined;
      const record = await this.record(runId).catch(() => undefined);
      if (record?.value.status === 'done' && record.value.report) return record.value.report;
      await sleep(pollMs, signal).catch(() => undefined);
    }
  }

  private async takeItems(consumer: ItemConsumer): Promise<void> {
    while (!this.stopping) {
      let msg: JsMsg | null;
      try {
        msg = await consumer.next({ expires: 1000 });
      } catch (err) {
        if (this.stopping) return;
        this.options.logger.warn({ platform: this.platform, err: err instanceof Error ? err.message : String(err) }, 'could not take a collection item');
        await sleep(500).catch(() => undefined);
        continue;
      }
      if (msg) await this.handle(msg);
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    const { logger } = this.options;
    const heartbeat = setInterval(() => msg.working(), this.heartbeatMs);
    this.counters.taken++;
    let runId: string | undefined;
    try {
      if (msg.subject.endsWith('.finish')) {
        const finish = decodeJson<FinishItem>(msg.data);
        await this.finishRun(finish);
      } else {
        const item = decodeJson<WorkItem>(msg.data);
        runId = item.run_id;
        if (msg.info.deliveryCount > 1) {
          this.counters.redelivered++;
          this.counters.redeliveredPaths.push(item.request?.url ?? item.entry?.path ?? item.missing ?? item.key);
        }
        await this.work(item, msg.info.deliveryCount);
      }
      // Acked by the server before the drain check, or the item would still count as left.
      await msg.ackAck();
    } catch (err) {
      clearInterval(heartbeat);
      if (err instanceof SyntaxError) {
        logger.error({ platform: this.platform, subject: msg.subject, err: err.message }, 'not a collection item; dropped');
        msg.term();
        return;
      }
      if (!this.stopping) logger.warn({ platform: this.platform, subject: msg.subject, err: err instanceof Error ? err.message : String(err) }, 'collection item failed; it will come back');
      msg.nak(this.stopping ? 0 : 1000);
      return;
    } finally {
      clearInterval(heartbeat);
    }
    if (runId) await this.finishIfDrained(runId).catch((err: unknown) => logger.warn({ platform: this.platform, run_id: runId, err: err instanceof Error ? err.message : String(err) }, 'could not check whether the run is drained'));
  }

  /** Fetches or reads one page, parses it, queues the pages it links to, publishes what it came to. */
  private async work(item: WorkItem, deliveries: number): Promise<void> {
    const { definition } = this.options;
    const path = item.request?.url ?? item.entry?.path ?? item.missing ?? item.key;
    let result: PageResult;
    let payload: NativePayload | undefined;
    if (deliveries > (this.options.maxDeliveries ?? 5)) {
      result = { kind: 'failed', issue: { error_code: 'not_collected', message: `given up after ${deliveries - 1} deliveries`, path } };
    } else if (item.missing !== undefined) {
      result = { kind: 'failed', issue: { error_code: 'not_collected', message: missingSamplesMessage(item.missing), path: item.missing } };
    } else {
      const outcome = await this.fetch(item);
      payload = outcome.ok ? outcome.payload : undefined;
      result = outcome.ok ? parsePayload(definition, outcome.payload, item.observed_at, outcome.retrievedAt) : { kind: 'failed', issue: outcome.issue };
    }
    const discovered = item.request && payload && result.kind === 'parsed' ? (this.options.plan?.discover?.(payload, result.parsed, item.request.url) ?? []) : undefined;
    const token = runToken(item.run_id);
    // Found pages first: the run must not look drained between this item's ack and theirs.
    for (const request of discovered ?? []) {
      const child: WorkItem = { run_id: item.run_id, observed_at: item.observed_at, key: itemKey(request.url), request };
      await this.publisher.publishRaw(collectSubjects.item(this.platform, item.run_id), encodeJson(child), `${token}.${child.key}`);
    }
    const base = { run_id: item.run_id, key: item.key, ...(item.root === undefined ? {} : { root: item.root }), ...(item.index === undefined ? {} : { index: item.index }), ...(item.request ? { url: item.request.url } : {}) };
    for (const part of resultParts(base, result, discovered)) {
      await this.publisher.publishRaw(collectSubjects.results(this.platform, item.run_id), encodeJson(part), `${token}.${item.key}.${part.part}`);
    }
    await this.publisher.flush();
  }

  private async fetch(item: WorkItem): Promise<FetchOutcome> {
    const signal = this.abort.signal;
    if (item.entry && this.replay) return this.replay.read(item.entry);
    const { plan, fetcher } = this.options;
    if (!item.request || !plan || !fetcher || !this.robots) throw new Error(`collection item ${item.key} does not fit this collector's mode`);
    try {
      return await fetchPage(plan, fetcher, this.robots, item.request, signal);
    } catch (err) {
      // Stopping: the item goes back to the queue for another instance, unanswered.
      if (signal.aborted) throw err;
      return failure(err, item.request.url);
    }
  }

  /** Queues the run's finish when nothing is left of it; the msg id makes it one however many instances see that. */
  private async finishIfDrained(runId: string): Promise<void> {
    const record = await this.record(runId);
    if (record?.value.status !== 'open') return;
    try {
      // The client answers null (or, in older versions, throws) when the subject holds nothing.
      const left = await this.options.bus.jsm.streams.getMessage(COLLECTION_STREAMS.items, { last_by_subj: collectSubjects.item(this.platform, runId) });
      if (left) return;
    } catch (err) {
      if (!isNoMessage(err)) throw err;
    }
    const finish: FinishItem = { run_id: runId, finished_at: this.options.now().toISOString() };
    await this.publisher.publishRaw(collectSubjects.finish(this.platform, runId), encodeJson(finish), `${runToken(runId)}.finish`);
    await this.publisher.flush();
  }

  /** Merges every result of the run in one instance's order, publishes the run's events and its one report. */
  private async finishRun(finish: FinishItem): Promise<void> {
    const { definition, provider, version, mode, logger, now } = this.options;
    const record = await this.record(finish.run_id);
    if (!record || record.value.status === 'done') return;
    const parts = await this.readResults(finish.run_id);
    const report = await collectResults(
      {
        definition,
        publisher: new Publisher(this.options.bus, { ...this.options.publisher, logger }),
        collector: { name: `collector-${definition.platform}`, version, run_id: finish.run_id },
        provider,
        mode,
        observedAt: record.value.observed_at,
        logger,
        now,
        startedAt: record.value.started_at,
        finishedAt: finish.finished_at,
      },
      orderResults(parts),
    );
    if (!report.reported) throw new Error(`the report of run ${finish.run_id} could not be published`);
    await this.runs.put(this.runKey(finish.run_id), encodeJson({ ...record.value, status: 'done', report } satisfies RunRecord));
    await this.options.bus.jsm.streams.purge(COLLECTION_STREAMS.results, { filter: collectSubjects.results(this.platform, finish.run_id) });
    this.counters.finished++;
    this.options.onReport?.(report);
  }

  /**
   * Every result part of the run, read up to the subject's last stream sequence. Neither the
   * stream's per-subject count nor a consumer's pending count decides when the read is done:
   * CI saw them disagree with what a filtered consumer delivers, and a run published short.
   */
  private async readResults(runId: string): Promise<ResultPart[]> {
    const subject = collectSubjects.results(this.platform, runId);
    const last = await this.lastSequence(subject);
    const parts: ResultPart[] = [];
    if (last === 0) return parts;
    const consumer = await this.options.bus.js.consumers.get(COLLECTION_STREAMS.results, { filter_subjects: [subject] });
    const messages = await consumer.consume({ max_messages: 256 });
    // A read that stalls (nothing delivered for an ack wait) gives the finish item back rather
    // than holding it with heartbeats for ever; a long read that keeps delivering is not cut.
    const stall = setTimeout(() => void messages.close(), this.heartbeatMs * 3);
    let reached = 0;
    try {
      for await (const m of messages) {
        parts.push(decodeJson<ResultPart>(m.data));
        reached = m.seq;
        if (reached >= last) break;
        stall.refresh();
      }
    } finally {
      clearTimeout(stall);
      await messages.close();
    }
    if (reached < last) throw new Error(`the results of run ${runId} were read to sequence ${reached} of ${last}`);
    return parts;
  }

  private async lastSequence(subject: string): Promise<number> {
    try {
      const last = await this.options.bus.jsm.streams.getMessage(COLLECTION_STREAMS.results, { last_by_subj: subject });
      return last?.seq ?? 0;
    } catch (err) {
      if (isNoMessage(err)) return 0;
      throw err;
    }
  }

  /** Stops taking items; an item in hand is finished or, mid-fetch, handed back to the queue. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    await Promise.all(this.loops);
    await this.publisher.flush().catch(() => undefined);
  }
}
