import { BUCKETS, PROJECTOR_DURABLE, openBucket, startConsumer, type Bus, type ConsumerLoop, type Delivery } from '@estate/bus';
import { STREAM_NAMES, type AnyEvent } from '@estate/events';
import type { Logger } from '@estate/runtime';
import { TABLES, type Store } from '@estate/store';
import { KvListingProjection } from './kv-projection.js';
import { ProjectorMetrics } from './metrics.js';
import { projectBatch } from './project-batch.js';
import { PropertyMatcher } from './property-matcher.js';

export interface ProjectorOptions {
  bus: Bus;
  store: Store;
  logger: Logger;
  /** Most events per batch (one fetch); default 2000. */
  batchSize?: number;
  /** Longest wait to fill a batch, in ms (at least 1000, the client's minimum); default 1000. */
  batchWaitMs?: number;
  durable?: string;
  /** Groups listings into properties; default: one warmed from the live `listings` rows. */
  matcher?: PropertyMatcher;
}

/** The tables the projector writes, by role; a rebuild writes the same roles into fresh tables. */
export interface ProjectedTables {
  listings: string;
  listingObservations: string;
  listingMedia: string;
  sourceRuns: string;
}

export const PROJECTED_TABLES: ProjectedTables = {
  listings: TABLES.listings,
  listingObservations: TABLES.listingObservations,
  listingMedia: TABLES.listingMedia,
  sourceRuns: TABLES.sourceRuns,
};

export interface RunningProjector {
  metrics: ProjectorMetrics;
  matcher: PropertyMatcher;
  /** Finishes the batch in hand (commit, then ack) and stops. */
  stop(): Promise<void>;
  readonly done: Promise<void>;
}

/** Where a batch goes: the tables, the KV documents, and the matcher that assigns properties. */
export interface BatchTarget {
  store: Store;
  kv: KvListingProjection;
  matcher: PropertyMatcher;
  metrics: ProjectorMetrics;
  tables?: ProjectedTables;
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
  const projection = projectBatch(events, matcher);
  const projected = performance.now();
  await Promise.all([
    projection.listings.length ? store.insertRows(tables.listings, projection.listings) : undefined,
    projection.observations.length ? store.insertRows(tables.listingObservations, projection.observations) : undefined,
    projection.media.length ? store.insertRows(tables.listingMedia, projection.media) : undefined,
    projection.sourceRuns.length ? store.insertRows(tables.sourceRuns, projection.sourceRuns) : undefined,
  ]);
  const inserted = performance.now();
  const written = await kv.write(
    [...projection.latest.values()].map((p) => ({
      listing: p.document,
      observed_at: p.observed_at,
      event_id: p.event_id,
      ...(p.source_history ? { source_history: p.source_history } : {}),
    })),
  );
  matcher.pruneExpired();
  metrics.batches += 1;
  metrics.events += events.length;
  metrics.skipped += projection.skipped;
  metrics.rows.listings += projection.listings.length;
  metrics.rows.observations += projection.observations.length;
  metrics.rows.media += projection.media.length;
  metrics.rows.source_runs += projection.sourceRuns.length;
  metrics.kvWrites += written;
  metrics.matcherListings = matcher.size;
  return { project_ms: Math.round(projected - started), insert_ms: Math.round(inserted - projected), kv_ms: Math.round(performance.now() - inserted) };
}

/** Where a batch's time went: building rows (and matching), ClickHouse inserts, KV writes. */
export interface BatchTimings {
  project_ms: number;
  insert_ms: number;
  kv_ms: number;
}

export async function startProjector(options: ProjectorOptions): Promise<RunningProjector> {
  const { bus, store, logger } = options;
  const metrics = new ProjectorMetrics();
  const kv = new KvListingProjection(await openBucket(bus, BUCKETS.listings));
  const warmStarted = performance.now();
  const matcher = options.matcher ?? (await PropertyMatcher.warm(store));
  metrics.matcherListings = matcher.size;
  logger.info({ listings: matcher.size, ms: Math.round(performance.now() - warmStarted) }, 'property matcher warmed');

  const handler = async (batch: Delivery<AnyEvent>[]) => {
    const started = performance.now();
    let timings: BatchTimings;
    try {
      timings = await commitBatch({ store, kv, matcher, metrics }, batch.map((d) => d.event));
    } catch (error) {
      // The consumer loop logs the failure and naks the batch; count it here.
      metrics.failedBatches += 1;
      throw error;
    }
    metrics.lastBatchMs = performance.now() - started;
    metrics.lastCommitAt = Date.now();
    logger.info(
      { events: batch.length, ms: Math.round(metrics.lastBatchMs), ...timings, total: metrics.events, rate: Math.round(metrics.rate()), lag: metrics.pending },
      'batch committed',
    );
  };

  const loop: ConsumerLoop = await startConsumer(bus, {
    stream: STREAM_NAMES.observations,
    durable: options.durable ?? PROJECTOR_DURABLE,
    handler,
    batchSize: options.batchSize ?? 2000,
    expiresMs: options.batchWaitMs ?? 1000,
    logger,
    onPoison: (report) => logger.error({ subject: report.subject, seq: report.streamSeq, reason: report.reason, message: report.message }, 'event can never be read; terminated'),
  });

  // Lag is read from the server, not computed: it is what an operator would see.
  const lagTimer = setInterval(() => {
    loop
      .lag()
      .then((lag) => {
        metrics.pending = lag.pending;
        metrics.ackPending = lag.ackPending;
      })
      .catch(() => undefined);
  }, 2_000);
  lagTimer.unref();

  return {
    metrics,
    matcher,
    done: loop.done.finally(() => clearInterval(lagTimer)),
    async stop() {
      clearInterval(lagTimer);
      await loop.stop();
      logger.info({ events: metrics.events, batches: metrics.batches, termed: loop.stats().termed }, 'projector stopped');
    },
  };
}
