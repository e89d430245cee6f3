import { Counter, Gauge, Registry } from 'prom-client';
import type { BucketName } from './kinds/projection.js';

/** What one committed batch adds to the counters. */
export interface BatchCounts {
  events: number;
  skipped: number;
  /** Rows inserted, by table name. */
  rows: ReadonlyMap<string, number>;
  /** Documents written, by bucket. */
  kvWrites: ReadonlyMap<BucketName, number>;
  matcherListings: number;
  seconds: number;
}

/**
 * The projector's metrics, in a registry of its own: several projectors in one process (tests,
 * a rebuild beside a running projector) keep apart counts. One labelled counter per concept,
 * so a new table or bucket is a new label value, not a new metric.
 */
export class ProjectorMetrics {
  readonly registry = new Registry();
  readonly batches = new Counter({ name: 'projector_batches_total', help: 'Batches committed.', registers: [this.registry] });
  readonly events = new Counter({ name: 'projector_events_total', help: 'Events committed (ClickHouse and KV).', registers: [this.registry] });
  readonly skipped = new Counter({ name: 'projector_events_skipped_total', help: 'Events of kinds not projected.', registers: [this.registry] });
  readonly rows = new Counter({ name: 'projector_rows_total', help: 'Rows inserted, by table.', labelNames: ['table'], registers: [this.registry] });
  readonly kvWrites = new Counter({ name: 'projector_kv_writes_total', help: 'Documents written, by KV bucket.', labelNames: ['bucket'], registers: [this.registry] });
  readonly failedBatches = new Counter({ name: 'projector_failed_batches_total', help: 'Batches whose commit failed (redelivered).', registers: [this.registry] });
  readonly lastBatchSeconds = new Gauge({ name: 'projector_last_batch_seconds', help: 'Commit time of the last batch.', registers: [this.registry] });
  readonly lag = new Gauge({ name: 'projector_lag_messages', help: 'Messages in the stream not yet delivered to the projector.', registers: [this.registry] });
  readonly ackPending = new Gauge({ name: 'projector_ack_pending_messages', help: 'Messages delivered and not yet acknowledged.', registers: [this.registry] });
  readonly matcherListings = new Gauge({ name: 'projector_matcher_listings', help: 'Live listings in the property matcher index.', registers: [this.registry] });
  /** 1 while this instance projects (holds the lease, or runs without one), 0 while it stands by. */
  readonly active = new Gauge({ name: 'projector_active', help: '1 while this instance is the active projector, 0 while it stands by.', registers: [this.registry] });
  readonly takeovers = new Counter({ name: 'projector_takeovers_total', help: 'Times this instance took the projector lease and started projecting.', registers: [this.registry] });
  readonly inDoubtReplayed = new Counter({ name: 'projector_in_doubt_replayed_total', help: 'Events a previous instance held unacked, replayed in stream order at a takeover.', registers: [this.registry] });
  readonly startedAt = Date.now();

  constructor() {
    const { events, startedAt } = this;
    new Gauge({
      name: 'projector_events_per_second',
      help: 'Events committed per second since start.',
      registers: [this.registry],
      async collect() {
        const seconds = (Date.now() - startedAt) / 1000;
        const total = (await events.get()).values[0]?.value ?? 0;
        this.set(seconds > 0 ? Math.round(total / seconds) : 0);
      },
    });
  }

  recordBatch(counts: BatchCounts): void {
    this.batches.inc();
    this.events.inc(counts.events);
    this.skipped.inc(counts.skipped);
    for (const [table, n] of counts.rows) this.rows.inc({ table }, n);
    for (const [bucket, n] of counts.kvWrites) this.kvWrites.inc({ bucket }, n);
    this.matcherListings.set(counts.matcherListings);
    this.lastBatchSeconds.set(counts.seconds);
  }

  /** Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
