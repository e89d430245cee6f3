import { AckedPublisher, KvWriter, PROJECTOR_DURABLE, openBucket, Publisher, startConsumer, type Bus, type ConsumerLoop, type Delivery } from '@estate/bus';
import { STREAM_NAMES, type AnyEvent } from '@estate/events';
import type { Logger } from '@estate/runtime';
import { TABLES, type Store } from '@estate/store';
import { PROJECTED_BUCKETS, PROJECTED_TABLE_KEYS, PROJECTED_TABLES, type ProjectedTables } from './kinds/index.js';
import type { BucketName } from './kinds/projection.js';
import { KvProjection, type KvWriteObserver } from './kv-projection.js';
import { ListingChanges } from './listing-changes.js';
import { crossListingAssigner } from './listing-changes-cross-listed.js';
import { ListingExpiry } from './listing-expiry.js';
import { ProjectorMetrics } from './metrics.js';
import { projectBatchInSlices, type BatchProjection, type PropertyAssigner } from './project-batch.js';
import { PropertyMatcher } from './property-matcher.js';
import { replayStream } from './stream-replay.js';
import type { Versioned } from './version.js';

export { PROJECTED_TABLES, type ProjectedTables };

export interface ProjectorOptions {
  bus: Bus;
  store: Store;
  logger: Logger;
  /** Most events per batch (one fetch); default 2000. */
  batchSize?: number;
  /** Longest wait to fill a batch, in ms (at least 1000, the client's minimum); default 1000. */
  batchWaitMs?: number;
  /**
   * Batches committing at once; default 2. Projecting stays in stream order (a batch is projected
   * once the one before it is, and the matcher is assigned in that order); the inserts and KV writes
   * of consecutive batches overlap. KV writes of one key are kept in order across batches (see
   * KvProjection), and the tables order rows by version, so overlap changes no outcome.
   */
  batchesInFlight?: number;
  durable?: string;
  /** Time between sweeps for listings that left the live window (the change feed's `removed`); default 1 minute. */
  expirySweepMs?: number;
  /** Groups listings into properties; default: one warmed from the live `listings` rows. */
  matcher?: PropertyMatcher;
  /** Counters to add to (a process keeps one registry across takeovers); default a fresh set. */
  metrics?: ProjectorMetrics;
  /**
   * Before consuming, project what a previous instance was handed and had not acked, in stream
   * order (see `replayInDoubt`); set when taking over from another projector.
   */
  replayInDoubt?: boolean;
}

export interface RunningProjector {
  metrics: ProjectorMetrics;
  matcher: PropertyMatcher;
  /** Finishes the batch in hand (commit, then ack) and stops. */
  stop(): Promise<void>;
  readonly done: Promise<void>;
}

/** The KV projections of every bucket a projection keeps documents in. */
export type KvProjections = ReadonlyMap<BucketName, KvProjection<Versioned>>;

type KvProjectionOptions = Omit<NonNullable<ConstructorParameters<typeof KvProjection>[1]>, 'observer'>;

/** `observers`: a bucket whose writes something watches (the listing changes of `listing_search`). */
export async function openKvProjections(bus: Bus, options: KvProjectionOptions = {}, observers: Partial<Record<BucketName, KvWriteObserver<unknown>>> = {}): Promise<KvProjections> {
  const out = new Map<BucketName, KvProjection<Versioned>>();
  // Documents are written through one subscription of acks rather than a request each (see AckedPublisher).
  const publisher = AckedPublisher.of(bus.nc);
  for (const bucket of PROJECTED_BUCKETS) {
    const observer = observers[bucket];
    out.set(bucket, new KvProjection(await openBucket(bus, bucket), { ...options, writes: new KvWriter(publisher, bucket), ...(observer ? { observer } : {}) }));
  }
  return out;
}

/** Where a batch goes: the tables, the KV documents, and the matcher that assigns properties. */
export interface BatchTarget {
  store: Store;
  kv: KvProjections;
  matcher: PropertyMatcher;
  metrics: ProjectorMetrics;
  tables?: ProjectedTables;
  /** The change feed's producer, when the `listing_search` projection is observed (not in a rebuild). */
  changes?: ListingChanges;
}

/**
 * Commits one batch: every table insert, then the KV documents. Only when all of it succeeded
 * does the consumer loop ack the batch; a failure naks it and it comes back. Inserts are
 * idempotent (ReplacingMergeTree versions, dedup windows, per-listing series), so a batch that
 * is committed twice leaves the same tables; the matcher gives a listing it has assigned the
 * same property again, so the retried rows are the same rows.
 */
export async function commitBatch(target: BatchTarget, events: readonly AnyEvent[]): Promise<BatchTimings> {
  const { store, kv, matcher, metrics } = target;
  const tables = target.tables ?? PROJECTED_TABLES;
  const started = performance.now();
  const { changes } = target;
  // The change feed is told of listings joining a live home on other platforms as they are assigned.
  const projection = await projectInTurn(matcher, events, changes ? crossListingAssigner(matcher, (id, crossing) => changes.crossListed(id, crossing)) : matcher);
  const projected = performance.now();
  const rows = new Map<string, number>();
  await Promise.all(
    PROJECTED_TABLE_KEYS.map(async (key) => {
      const batch = projection.rows[key];
      if (batch.length === 0) return;
      await store.insertRows(tables[key], batch);
      rows.set(TABLES[key], batch.length);
    }),
  );
  const inserted = performance.now();
  const kvWrites = new Map<BucketName, number>();
  // One bucket after the other, in PROJECTED_BUCKETS order: a record's search fields are written
  // only once its document is in place.
  for (const [bucket, documents] of projection.documents) {
    const projector = kv.get(bucket);
    if (!projector) throw new Error(`no KV projection for bucket ${bucket}`);
    kvWrites.set(bucket, await projector.write(documents.entries()));
  }
  changes?.settled(projection.documents.get('listing_search')?.keys() ?? []);
  await changes?.publish();
  matcher.pruneExpired();
  metrics.recordBatch({ events: events.length, skipped: projection.skipped, rows, kvWrites, matcherListings: matcher.size, seconds: (performance.now() - started) / 1000 });
  return { project_ms: Math.round(projected - started), insert_ms: Math.round(inserted - projected), kv_ms: Math.round(performance.now() - inserted) };
}

/** Each matcher's batch being projected: the next batch's projection starts after it. */
const projecting = new WeakMap<PropertyMatcher, Promise<unknown>>();

/**
 * Projects a batch once the batches handed before it are projected: projection yields to the
 * event loop (projectBatchInSlices), and overlapping commits must still meet the matcher in
 * stream order.
 */
function projectInTurn(matcher: PropertyMatcher, events: readonly AnyEvent[], assigner: PropertyAssigner): Promise<BatchProjection> {
  const mine = (projecting.get(matcher) ?? Promise.resolve()).then(() => projectBatchInSlices(events, assigner));
  projecting.set(matcher, mine.catch(() => undefined));
  return mine;
}

/** Where a batch's time went: building rows (and matching), ClickHouse inserts, KV writes. */
export interface BatchTimings {
  project_ms: number;
  insert_ms: number;
  kv_ms: number;
}

/**
 * Projects, in stream order, the events a previous instance of this durable was handed and had
 * not acked when it died: those after the consumer's ack floor up to the last one delivered.
 * The server would redeliver them only after `ack_wait`, behind newer events the new instance
 * has already taken; the property matcher decides by stream order, so it must see them first to
 * group as one uninterrupted projector would. Events acked out of order among them are projected
 * again, which changes nothing (idempotent commits, the matcher keeps assignments); their
 * redelivery later is projected again the same way, and acked.
 */
async function replayInDoubt(bus: Bus, stream: string, durable: string, batchSize: number, commit: (events: AnyEvent[]) => Promise<unknown>) {
  const info = await bus.jsm.consumers.info(stream, durable);
  const range = { from: info.ack_floor.stream_seq + 1, to: info.delivered.stream_seq };
  const replayed = await replayStream(bus, stream, range, batchSize, commit);
  return { ...replayed, from: range.from, to: range.to };
}

/** Replays what a previous instance left in doubt on each stream the projector consumes (see replayInDoubt). */
async function replayEveryInDoubt(options: ProjectorOptions, durable: string, batchSize: number, metrics: ProjectorMetrics, commit: (events: AnyEvent[]) => Promise<unknown>): Promise<void> {
  for (const stream of [STREAM_NAMES.observations, STREAM_NAMES.series]) {
    const replayed = await replayInDoubt(options.bus, stream, durable, batchSize, commit);
    metrics.inDoubtReplayed.inc(replayed.events);
    if (replayed.events > 0) options.logger.info({ stream, ...replayed }, 'in-doubt events of the previous projector replayed in stream order');
  }
}

/**
 * The OBSERVATIONS loop, then the SERIES one (market points and records, through the same
 * projections and commit): a loop each so that a long series backlog never waits behind
 * listings, nor listings behind it.
 */
async function consumeBoth(consume: (stream: string) => Promise<ConsumerLoop>): Promise<{ loop: ConsumerLoop; series: ConsumerLoop }> {
  const loop = await consume(STREAM_NAMES.observations);
  try {
    return { loop, series: await consume(STREAM_NAMES.series) };
  } catch (error) {
    await loop.stop();
    throw error;
  }
}

/** Reads the loops' lag from the server every 2 s (what an operator would see) into the metrics and `onPending`. */
function watchLag(loops: readonly ConsumerLoop[], metrics: ProjectorMetrics, onPending: (pending: number) => void): NodeJS.Timeout {
  const timer = setInterval(() => {
    Promise.all(loops.map((l) => l.lag()))
      .then((lags) => {
        const pending = lags.reduce((sum, lag) => sum + lag.pending, 0);
        onPending(pending);
        metrics.lag.set(pending);
        metrics.ackPending.set(lags.reduce((sum, lag) => sum + lag.ackPending, 0));
      })
      .catch(() => undefined);
  }, 2_000);
  timer.unref();
  return timer;
}

export async function startProjector(options: ProjectorOptions): Promise<RunningProjector> {
  const { bus, store, logger } = options;
  const metrics = options.metrics ?? new ProjectorMetrics();
  const changes = new ListingChanges(new Publisher(bus, { logger, ackedSubscription: true }));
  const kv = await openKvProjections(bus, {}, { listing_search: changes });
  const expiry = new ListingExpiry(store, changes, logger, {
    forget: (listingId) => kv.get('listing_search')?.forget(listingId),
    ...(options.expirySweepMs === undefined ? {} : { everyMs: options.expirySweepMs }),
  });
  const warmStarted = performance.now();
  const matcher = options.matcher ?? (await PropertyMatcher.warm(store));
  metrics.matcherListings.set(matcher.size);
  logger.info({ listings: matcher.size, ms: Math.round(performance.now() - warmStarted) }, 'property matcher warmed');
  let committed = 0;
  let pending = 0;
  const durable = options.durable ?? PROJECTOR_DURABLE;
  const batchSize = options.batchSize ?? 2000;
  if (options.replayInDoubt) await replayEveryInDoubt(options, durable, batchSize, metrics, (events) => commitBatch({ store, kv, matcher, metrics, changes }, events));

  const handler = async (batch: Delivery<AnyEvent>[]) => {
    const started = performance.now();
    let timings: BatchTimings;
    try {
      timings = await commitBatch({ store, kv, matcher, metrics, changes }, batch.map((d) => d.event));
    } catch (error) {
      // The consumer loop logs the failure and naks the batch; count it here.
      metrics.failedBatches.inc();
      throw error;
    }
    committed += batch.length;
    logger.info({ events: batch.length, ms: Math.round(performance.now() - started), ...timings, total: committed, lag: pending }, 'batch committed');
  };

  const consume = (stream: string): Promise<ConsumerLoop> =>
    startConsumer(bus, {
      stream,
      durable,
      handler,
      batchSize,
      maxInFlight: options.batchesInFlight ?? 2,
      expiresMs: options.batchWaitMs ?? 1000,
      logger,
      onPoison: (report) => logger.error({ subject: report.subject, seq: report.streamSeq, reason: report.reason, message: report.message }, 'event can never be read; terminated'),
    });
  const { loop, series } = await consumeBoth(consume);
  expiry.start();
  const lagTimer = watchLag([loop, series], metrics, (n) => (pending = n));

  return {
    metrics,
    matcher,
    done: Promise.all([loop.done, series.done]).then(() => undefined).finally(() => clearInterval(lagTimer)),
    async stop() {
      clearInterval(lagTimer);
      await Promise.all([loop.stop(), series.stop(), expiry.stop()]);
      logger.info({ events: committed, termed: loop.stats().termed + series.stats().termed }, 'projector stopped');
    },
  };
}
