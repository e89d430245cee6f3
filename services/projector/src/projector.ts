import { BUCKETS, PROJECTOR_DURABLE, openBucket, startConsumer, type Bus, type ConsumerLoop, type Delivery } from '@estate/bus';
import { STREAM_NAMES, type AnyEvent } from '@estate/events';
import type { Logger } from '@estate/runtime';
import { TABLES, type Store } from '@estate/store';
import { KvListingProjection } from './kv-projection.js';
import { ProjectorMetrics } from './metrics.js';
import { projectBatch } from './project-batch.js';

export interface ProjectorOptions {
  bus: Bus;
  store: Store;
  logger: Logger;
  /** Most events per batch (one fetch); default 2000. */
  batchSize?: number;
  /** Longest wait to fill a batch, in ms (at least 1000, the client's minimum); default 1000. */
  batchWaitMs?: number;
  durable?: string;
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
  /** Finishes the batch in hand (commit, then ack) and stops. */
  stop(): Promise<void>;
  readonly done: Promise<void>;
}

/**
 * Commits one batch: every table insert, then the KV documents. Only when all of it succeeded
 * does the consumer loop ack the batch; a failure naks it and it comes back. Inserts are
 * idempotent (ReplacingMergeTree versions, dedup windows, per-listing series), so a batch that
 * is committed twice leaves the same tables.
 */
export async function commitBatch(
  store: Store,
  kv: KvListingProjection,
  events: readonly AnyEvent[],
  metrics: ProjectorMetrics,
  tables: ProjectedTables = PROJECTED_TABLES,
): Promise<void> {
  const projection = projectBatch(events);
  await Promise.all([
    projection.listings.length ? store.insertRows(tables.listings, projection.listings) : undefined,
    projection.observations.length ? store.insertRows(tables.listingObservations, projection.observations) : undefined,
    projection.media.length ? store.insertRows(tables.listingMedia, projection.media) : undefined,
    projection.sourceRuns.length ? store.insertRows(tables.sourceRuns, projection.sourceRuns) : undefined,
  ]);
  const written = await kv.write(
    [...projection.latest.values()].map((p) => ({ listing: p.document, observed_at: p.observed_at, event_id: p.event_id })),
  );
  metrics.batches += 1;
  metrics.events += events.length;
  metrics.skipped += projection.skipped;
  metrics.rows.listings += projection.listings.length;
  metrics.rows.observations += projection.observations.length;
  metrics.rows.media += projection.media.length;
  metrics.rows.source_runs += projection.sourceRuns.length;
  metrics.kvWrites += written;
}

export async function startProjector(options: ProjectorOptions): Promise<RunningProjector> {
  const { bus, store, logger } = options;
  const metrics = new ProjectorMetrics();
  const kv = new KvListingProjection(await openBucket(bus, BUCKETS.listings));

  const handler = async (batch: Delivery<AnyEvent>[]) => {
    const started = performance.now();
    try {
      await commitBatch(store, kv, batch.map((d) => d.event), metrics);
    } catch (error) {
      // The consumer loop logs the failure and naks the batch; count it here.
      metrics.failedBatches += 1;
      throw error;
    }
    metrics.lastBatchMs = performance.now() - started;
    metrics.lastCommitAt = Date.now();
    logger.info(
      { events: batch.length, ms: Math.round(metrics.lastBatchMs), total: metrics.events, rate: Math.round(metrics.rate()), lag: metrics.pending },
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
    done: loop.done.finally(() => clearInterval(lagTimer)),
    async stop() {
      clearInterval(lagTimer);
      await loop.stop();
      logger.info({ events: metrics.events, batches: metrics.batches, termed: loop.stats().termed }, 'projector stopped');
    },
  };
}
